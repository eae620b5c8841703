import { useEffect, useState } from 'react'
import { ActionIcon, Alert, Button, Card, Container, Group, NumberInput, SimpleGrid, Skeleton, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { IconCheck, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { CLAIM_FIGURES, REPORT_TYPES, type ClaimFigure, type PlatformSettings, type ReportType } from '../../../../core/domain/settings'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { ADMIN_MESSAGES } from '../utils/admin-messages'
import { RechargePackagesCard } from './recharge-packages-card'
import { OffersSettingsCard } from './offers-settings-card'
import { BookingPolicyCard } from './booking-policy-card'
import { translateIssues } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { adminKeys } from '../api/keys'

/** /admin/settings: report prices, free chat minutes, the package discount, commission, analytics per host, feature switches, the marketing figures and the recharge packages. */
export function AdminSettingsPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const loaded = useQuery({ queryKey: adminKeys.settings, queryFn: () => admin.settings() })
  const [form, setForm] = useState<PlatformSettings | null>(null)
  const [hosts, setHosts] = useState<Array<{ host: string; measurementId: string; description: string }>>([])
  const [errors, setErrors] = useState<Record<string, string>>({})
  useEffect(() => {
    if (!loaded.data) return
    setForm(loaded.data)
    setHosts(Object.entries(loaded.data.analytics.hosts).map(([host, v]) => ({ host, ...v })))
  }, [loaded.data])
  const save = useMutation({
    mutationFn: (settings: PlatformSettings) => admin.saveSettings(settings),
    onSuccess: () => setErrors({}),
    onError: (e) => setErrors(e instanceof HttpError && e.issues.length ? translateIssues(i18n, e.issues, ADMIN_MESSAGES) : { form: t`The settings could not be saved.` }),
  })
  const reportNames: Record<ReportType, string> = {
    premium: t`Premium report`,
    career: t`Career report`,
    marriage: t`Marriage report`,
    child: t`Child report`,
    yearly: t`Yearly report`,
    life: t`Life report`,
    'super-horoscope': t`Super horoscope`,
  }
  const figureNames: Record<ClaimFigure, string> = {
    astrologers: t`Show the number of astrologers listed`,
    users: t`Show the number of registered users`,
    rating: t`Show the astrologers' average rating, from their reviews`,
  }
  const submit = () => {
    if (!form) return
    save.mutate({ ...form, analytics: { hosts: Object.fromEntries(hosts.filter((h) => h.host.trim()).map((h) => [h.host.trim().toLowerCase(), { measurementId: h.measurementId.trim(), description: h.description.trim() }])) } })
  }
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="md" py="xl">
        {!form ? (
          loaded.isError ? (
            <Alert color="red">
              <Trans>The settings could not be loaded.</Trans>
            </Alert>
          ) : (
            <Skeleton height={600} />
          )
        ) : (
          <Stack gap="lg" data-testid="admin-settings">
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb="sm">
                <Trans>Report prices (₹)</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {REPORT_TYPES.map((type) => (
                  <NumberInput
                    key={type}
                    label={reportNames[type]}
                    value={form.reportPrices[type] / 100}
                    min={1}
                    decimalScale={2}
                    thousandSeparator=","
                    onChange={(v) => setForm({ ...form, reportPrices: { ...form.reportPrices, [type]: Math.round(Number(v) * 100) } })}
                    error={errors[`reportPrices.${type}`]}
                    data-testid={`price-${type}`}
                  />
                ))}
              </SimpleGrid>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb="sm">
                <Trans>Consultations</Trans>
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput label={t`Free minutes of a first chat`} value={form.freeChatMinutes} min={0} max={30} allowDecimal={false} onChange={(v) => setForm({ ...form, freeChatMinutes: Number(v) })} error={errors.freeChatMinutes} />
                <NumberInput
                  label={t`Chat package discount (%)`}
                  value={form.packageDiscountPercent}
                  min={0}
                  max={90}
                  allowDecimal={false}
                  onChange={(v) => setForm({ ...form, packageDiscountPercent: Number(v) })}
                  error={errors.packageDiscountPercent}
                  data-testid="package-discount"
                />
                <NumberInput label={t`Platform commission (%)`} value={form.commissionPercent} min={0} max={100} decimalScale={2} onChange={(v) => setForm({ ...form, commissionPercent: Number(v) })} error={errors.commissionPercent} />
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt="xs">
                <Trans>Free minutes apply to consultations accepted from now on; the commission to minutes charged from now on.</Trans>
              </Text>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb="sm">
                <Trans>Features</Trans>
              </Title>
              <Stack gap="sm">
                <Switch label={t`Customers may request new chat consultations`} checked={form.features.chatConsultations} onChange={(e) => setForm({ ...form, features: { ...form.features, chatConsultations: e.currentTarget.checked } })} />
                <Switch label={t`Visitors may create accounts`} checked={form.features.newSignups} onChange={(e) => setForm({ ...form, features: { ...form.features, newSignups: e.currentTarget.checked } })} />
              </Stack>
            </Card>
            <OffersSettingsCard offers={form.offers} reportNames={reportNames} errors={errors} onChange={(offers) => setForm({ ...form, offers })} />
            <BookingPolicyCard policy={form.bookings} errors={errors} onChange={(bookings) => setForm({ ...form, bookings })} />
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb={4}>
                <Trans>Figures on the pages</Trans>
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                <Trans>The home page, the footer, the about and FAQ pages print these from the live counts, rounded down (1,234 becomes 1,200+), never above them. Switched off, a figure is not printed anywhere.</Trans>
              </Text>
              <Stack gap="sm">
                {CLAIM_FIGURES.map((figure) => (
                  <Switch
                    key={figure}
                    label={figureNames[figure]}
                    checked={form.claims[figure] === 'live'}
                    onChange={(e) => setForm({ ...form, claims: { ...form.claims, [figure]: e.currentTarget.checked ? 'live' : 'hidden' } })}
                    error={errors[`claims.${figure}`]}
                    data-testid={`claim-${figure}`}
                  />
                ))}
              </Stack>
            </Card>
            <Card withBorder radius="lg" padding="lg">
              <Title order={2} size="h4" mb={4}>
                <Trans>Analytics per host</Trans>
              </Title>
              <Text size="sm" c="dimmed" mb="sm">
                <Trans>Sister sites answer GET /api/analytics/ga-config with their own measurement id; other hosts get the main site's.</Trans>
              </Text>
              <Stack gap="xs">
                {hosts.map((h, i) => (
                  <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                    <TextInput label={t`Host`} value={h.host} onChange={(e) => setHosts(hosts.map((x, j) => (j === i ? { ...x, host: e.currentTarget.value } : x)))} style={{ flex: 2 }} />
                    <TextInput label={t`Measurement id`} value={h.measurementId} onChange={(e) => setHosts(hosts.map((x, j) => (j === i ? { ...x, measurementId: e.currentTarget.value } : x)))} style={{ flex: 1.3 }} />
                    <TextInput label={t`Description`} value={h.description} onChange={(e) => setHosts(hosts.map((x, j) => (j === i ? { ...x, description: e.currentTarget.value } : x)))} style={{ flex: 2 }} />
                    <ActionIcon variant="subtle" color="red" size="lg" aria-label={t`Remove ${h.host}`} onClick={() => setHosts(hosts.filter((_, j) => j !== i))}>
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                {Object.entries(errors)
                  .filter(([k]) => k.startsWith('analytics'))
                  .map(([k, v]) => (
                    <Text key={k} c="red" size="sm">
                      {v}
                    </Text>
                  ))}
                <Button variant="subtle" leftSection={<IconPlus size={16} />} w="fit-content" onClick={() => setHosts([...hosts, { host: '', measurementId: '', description: '' }])}>
                  <Trans>Add a host</Trans>
                </Button>
              </Stack>
            </Card>
            {errors.form && <Alert color="red">{errors.form}</Alert>}
            {save.isSuccess && Object.keys(errors).length === 0 && (
              <Alert color="green" icon={<IconCheck size={18} />} data-testid="settings-saved">
                <Trans>Saved. The new settings apply now, on every server.</Trans>
              </Alert>
            )}
            <Button onClick={submit} loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />} w="fit-content" data-testid="settings-save">
              <Trans>Save settings</Trans>
            </Button>
            <RechargePackagesCard />
          </Stack>
        )}
      </Container>
    </>
  )
}
