import { useViewerOffers } from '../../../components/use-offers'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconSparkles, IconWallet } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { OnDemandSelect } from '../../../components/on-demand-select'
import type { ReportBirth, ReportType } from '../../../../core/domain/report'
import { formatRupees } from '../../../../core/wallet/money'
import { LANGUAGES, type LanguageCode } from '../../../../core/shared/language'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../../../core/kundli/years'
import { BirthDateField, BirthTimeField, NameField } from '../../../components/birth-fields'
import { newRandomId } from '../../../components/idempotency'
import { PlacePicker } from '../../../components/place-picker'
import { loadBirthFormSchemas } from '../../../components/birth/birth-form-schemas'
import { useBirthForm, type BirthFormValues } from '../../../components/birth/use-birth-form'
import { useLocationRequiredNotice } from '../../../components/use-field-errors'
import { hasCoordinates } from '../../../../core/shared/birth-form-messages'
import { clearReportContinuation, readReportContinuation, saveReportContinuation } from '../../../components/report-continuation'
import { useLanguage } from '../../../i18n/language'
import { useAnalytics } from '../../../lib/analytics'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { reportQueryOptions } from '../api/report-queries'
import { rechargeRupeesFor, reportResultsHref, shortfallOf } from '../utils/report-order'

interface Draft {
  person: BirthFormValues
  partner: BirthFormValues
  lang: LanguageCode
}

type PersonForm = ReturnType<typeof useBirthForm>

function isBirthValues(v: unknown): v is BirthFormValues {
  const p = v as BirthFormValues | null
  return !!p && typeof p.name === 'string' && typeof p.birthDate === 'string' && typeof p.birthTime === 'string' && typeof p.place?.text === 'string'
}

function PersonFields({ title, form }: { title: React.ReactNode; form: PersonForm }) {
  const { t } = useLingui()
  const { content } = useServices()
  return (
    <Stack gap="sm">
      <Text fw={700}>{title}</Text>
      <NameField placeholder={t`Enter the name`} {...form.field('name')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <BirthDateField min={`${KUNDLI_FIRST_YEAR}-01-01`} max={`${KUNDLI_LAST_YEAR}-12-31`} {...form.field('birthDate')} />
        <BirthTimeField {...form.field('birthTime')} />
      </SimpleGrid>
      <PlacePicker label={<Trans>Birth place</Trans>} {...form.place} search={(query) => content.searchLocations(query)} required />
    </Stack>
  )
}

function birthOf(p: BirthFormValues, gender?: 'male' | 'female'): ReportBirth {
  return { name: p.name.trim(), date: p.birthDate, time: p.birthTime.slice(0, 5), lat: p.place.latitude!, lon: p.place.longitude!, place: p.place.text, ...(gender ? { gender } : {}) }
}

/**
 * The order form of a report: the birth (and the partner's for the marriage report) and the report's
 * language. The price is taken from the wallet; when it cannot pay, the form says how much is missing
 * and offers the recharge, keeping what was typed for the way back.
 */
export function ReportOrderForm({ type, price, path }: { type: ReportType; price: number; path: string }) {
  const { t } = useLingui()
  const services = useServices()
  const router = useRouter()
  const { language, localize } = useLanguage()
  const { user, refresh } = useAuth()
  const queryClient = useQueryClient()
  const analytics = useAnalytics()
  const couple = type === 'marriage'
  // The new customer's free report: the server decides at the order; this only says what to expect.
  const free = useViewerOffers().firstReport?.reportType === type
  // One birth form per person, as the matching form holds one per partner.
  const person = useBirthForm()
  const partner = useBirthForm()
  const locationRequired = useLocationRequiredNotice()
  const [lang, setLang] = useState<LanguageCode>(language)
  const [busy, setBusy] = useState(false)
  const [ready, setReady] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [shortfall, setShortfall] = useState<number | null>(null)
  // One key per order as typed: a retry (double click, flaky network) is the same order and is charged once.
  const key = useRef(newRandomId())

  useEffect(() => {
    setReady(true)
    const back = readReportContinuation()
    if (back && back.path === path) {
      const d = back.draft as Partial<Draft> | null
      if (d && isBirthValues(d.person) && isBirthValues(d.partner)) {
        person.setValues(d.person)
        partner.setValues(d.partner)
        if (LANGUAGES.some((l) => l.code === d.lang)) setLang(d.lang!)
      }
      clearReportContinuation()
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, [])

  // A changed detail is a new order (a new idempotency key), and the old shortfall no longer applies.
  useEffect(() => {
    key.current = newRandomId()
    setShortfall(null)
  }, [person.values, partner.values, lang])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { reportBirthFormSchema } = await loadBirthFormSchemas()
    const parsedPerson = person.show(reportBirthFormSchema.safeParse(person.input))
    const parsedPartner = !couple || partner.show(reportBirthFormSchema.safeParse(partner.input))
    if (!parsedPerson || !parsedPartner) return
    const placed = (form: PersonForm) => hasCoordinates(form.values.place.latitude, form.values.place.longitude)
    if (!placed(person) || (couple && !placed(partner))) {
      if (couple) locationRequired.both()
      else locationRequired.one()
      return
    }
    setBusy(true)
    setProblem(null)
    try {
      const report = await services.reports.order(
        {
          type,
          birth: birthOf(person.values, couple ? 'male' : undefined),
          ...(couple ? { partner: birthOf(partner.values, 'female') } : {}),
          lang,
        },
        key.current,
      )
      void refresh()
      if (report.offer) void queryClient.invalidateQueries({ queryKey: ['offers', 'mine'] })
      void analytics.track('report_purchase', { report_type: type })
      // The results page starts from this answer (queued) and follows the writing from there.
      queryClient.setQueryData(reportQueryOptions(services, report.id).queryKey, report)
      await router.navigate({ href: localize(reportResultsHref(report.type, report.id)) })
    } catch (error) {
      const lack = error instanceof HttpError && error.status === 402 ? shortfallOf(error.data) : null
      if (lack) setShortfall(lack.shortfall)
      else if (error instanceof HttpError && error.status === 400) {
        const issues = ((error.data as { issues?: Array<{ message: string }> } | undefined)?.issues ?? []).map((i) => i.message)
        setProblem(issues.length ? issues.join(' ') : t`Please check the birth details.`)
      } else setProblem(t`The report could not be ordered. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  const recharge = () => {
    const draft: Draft = { person: person.values, partner: partner.values, lang }
    saveReportContinuation(path, draft)
    void router.navigate({ href: localize(`/wallet-recharge?amount=${rechargeRupeesFor(shortfall ?? price)}`) })
  }

  if (!user)
    return (
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm" align="flex-start">
          <Text>{free ? <Trans>Sign in or create an account to order this report: a new customer's first one is free.</Trans> : <Trans>Sign in to order this report. It is paid from your wallet.</Trans>}</Text>
          <Button component="a" href={localize(`/login?redirect=${encodeURIComponent(path)}`)} color="saffron" radius="xl" data-testid="report-sign-in">
            <Trans>Sign in to order</Trans>
          </Button>
        </Stack>
      </Card>
    )

  const lack = shortfall !== null ? formatRupees(shortfall, { decimals: 2 }) : ''
  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Order the report`} data-testid="report-order-form">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Order your report</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, md: couple ? 2 : 1 }} spacing="xl">
          <PersonFields title={couple ? <Trans>Groom's details</Trans> : <Trans>Birth details</Trans>} form={person} />
          {couple && <PersonFields title={<Trans>Bride's details</Trans>} form={partner} />}
        </SimpleGrid>
        <OnDemandSelect
          label={<Trans>Language of the report</Trans>}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
          value={lang}
          onChange={(v) => v && setLang(v as LanguageCode)}
          allowDeselect={false}
          maw={320}
          comboboxProps={{ zIndex: 400 }}
          data-testid="report-language"
        />
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="report-order-error">
            {problem}
          </Alert>
        )}
        {shortfall !== null && (
          <Alert color="orange" icon={<IconWallet size={18} />} title={<Trans>Not enough balance</Trans>} data-testid="report-shortfall">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>Your wallet is {lack} short of the price. Recharge and come back: your details are kept.</Trans>
              </Text>
              <Button size="xs" color="orange" onClick={recharge} data-testid="report-recharge">
                <Trans>Recharge {lack}</Trans>
              </Button>
            </Stack>
          </Alert>
        )}
        <Group>
          <Button type="submit" size="md" radius="xl" color="saffron" leftSection={<IconSparkles size={18} />} loading={busy} disabled={!ready} data-testid="report-order">
            {free ? <Trans>Get my free report</Trans> : <Trans>Pay {formatRupees(price)} and generate</Trans>}
          </Button>
        </Group>
        <List size="xs" c="dimmed">
          <List.Item>
            <Trans>The report is written in a minute or two; you can watch it being written and find it later under My Reports.</Trans>
          </List.Item>
          <List.Item>
            {free ? (
              <Trans>Your first report is free: your wallet is not charged. The offer is once per person.</Trans>
            ) : (
              <Trans>If it cannot be written, the price goes back to your wallet automatically.</Trans>
            )}
          </List.Item>
        </List>
      </Stack>
    </Card>
  )
}
