import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Anchor, Button, Card, Container, Grid, Group, NumberInput, Skeleton, Stack, Switch, TagsInput, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { OwnAstrologerProfile } from '../../../../core/domain/consultation'
import { astrologerProfileUpdateSchema, MAX_CONCURRENT_CHATS_LIMIT, RATE_MAX_RUPEES } from '../../../../core/consultations/rules'
import { chatPackagePrice, formatRupees, toPaise } from '../../../../core/wallet/money'
import { usePackageDiscount } from '../../../components/use-package-discount'
import type { RouteEntry } from '../../../app/route-table'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { SPECIALTY_LABELS, SPOKEN_LANGUAGE_LABELS } from '../../../components/astrologer-labels'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { notify } from '../../../lib/notify'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { ownProfileQueryOptions } from '../api/consultation-queries'
import { AstrologerGate } from './astrologer-gate'
import { AvailabilityEditor } from './availability-editor'
import { astrologerKeys } from '../../astrologers/api/keys'

interface FormValues {
  bio: string
  languages: string[]
  specialties: string[]
  ratePerMinute: number | string
  /** rupees a minute in the form; the API takes paise */
  callRatePerMinute: number | string
  takesCalls: boolean
  maxConcurrentChats: number | string
}

type Field = keyof FormValues

function valuesOf(profile: OwnAstrologerProfile): FormValues {
  return {
    bio: profile.bioTranslations.en ?? profile.bio,
    languages: profile.languages,
    specialties: profile.specialties,
    ratePerMinute: profile.ratePerMinute,
    callRatePerMinute: profile.callRatePerMinute / 100,
    takesCalls: profile.modes.includes('call'),
    maxConcurrentChats: profile.maxConcurrentChats,
  }
}

function ProfileForm({ profile }: { profile: OwnAstrologerProfile }) {
  const { t } = useLingui()
  const { consultations } = useServices()
  const { language } = useLanguage()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile))
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({})
  useEffect(() => setValues(valuesOf(profile)), [profile])

  const messages: Record<Field, string> = {
    bio: t`A bio has 20 to 3000 characters`,
    languages: t`Choose 1 to 10 languages`,
    specialties: t`Choose 1 to 10 specialties`,
    ratePerMinute: t`The rate is a whole number of rupees from 1 to ${RATE_MAX_RUPEES} a minute`,
    callRatePerMinute: t`The call rate is a whole number of rupees from 1 to ${RATE_MAX_RUPEES} a minute`,
    takesCalls: '',
    maxConcurrentChats: t`Take 1 to ${MAX_CONCURRENT_CHATS_LIMIT} chats at once`,
  }

  const save = useMutation({
    mutationFn: (patch: Parameters<typeof consultations.updateMyProfile>[0]) => consultations.updateMyProfile(patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(ownProfileQueryOptions({ consultations }, language).queryKey, updated)
      void queryClient.invalidateQueries({ queryKey: astrologerKeys.all })
      notify({ variant: 'success', title: t`Profile saved`, message: t`Customers see your changes right away. A new rate applies to new chats.` })
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400) {
        const fields = Object.fromEntries(error.issues.map((i) => [i.path.split('.')[0], true])) as Partial<Record<Field, boolean>>
        setErrors(fields)
      }
      notify({ variant: 'destructive', title: t`The profile could not be saved`, message: t`Please check the highlighted fields.` })
    },
  })

  function submit() {
    const patch = {
      bio: values.bio,
      languages: values.languages,
      specialties: values.specialties,
      ratePerMinute: Number(values.ratePerMinute),
      callRatePerMinute: Math.round(Number(values.callRatePerMinute) * 100),
      takesCalls: values.takesCalls,
      maxConcurrentChats: Number(values.maxConcurrentChats),
    }
    const parsed = astrologerProfileUpdateSchema.safeParse(patch)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), true])) as Partial<Record<Field, boolean>>)
      return
    }
    setErrors({})
    save.mutate(parsed.data)
  }

  const set = <K extends Field>(field: K, value: FormValues[K]) => setValues((v) => ({ ...v, [field]: value }))
  const discount = usePackageDiscount()
  const rate = Number(values.ratePerMinute)
  const pkg = Number.isInteger(rate) && rate > 0 ? chatPackagePrice(rate, undefined, discount) : null
  const packagePrice = pkg ? formatRupees(toPaise(pkg.price)) : '–'

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
      aria-label={t`Your astrologer profile`}
      data-testid="astrologer-profile-form"
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Textarea
                label={<Trans>About you</Trans>}
                description={<Trans>Shown on your public profile. Write it in English.</Trans>}
                autosize
                minRows={6}
                maxRows={16}
                maxLength={3000}
                value={values.bio}
                onChange={(e) => set('bio', e.currentTarget.value)}
                error={errors.bio ? messages.bio : undefined}
                data-testid="profile-bio"
              />
              <TagsInput
                label={<Trans>Languages you chat in</Trans>}
                data={Object.keys(SPOKEN_LANGUAGE_LABELS)}
                value={values.languages}
                onChange={(v) => set('languages', v)}
                maxTags={10}
                clearable
                error={errors.languages ? messages.languages : undefined}
                data-testid="profile-languages"
              />
              <TagsInput
                label={<Trans>Specialties</Trans>}
                data={Object.keys(SPECIALTY_LABELS)}
                value={values.specialties}
                onChange={(v) => set('specialties', v)}
                maxTags={10}
                clearable
                error={errors.specialties ? messages.specialties : undefined}
                data-testid="profile-specialties"
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <Card withBorder radius="lg" padding="lg">
              <Stack gap="md">
                <NumberInput
                  label={<Trans>Rate per minute</Trans>}
                  leftSection="₹"
                  min={1}
                  max={RATE_MAX_RUPEES}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.ratePerMinute}
                  onChange={(v) => set('ratePerMinute', v)}
                  error={errors.ratePerMinute ? messages.ratePerMinute : undefined}
                  description={<Trans>20-minute package: {packagePrice}</Trans>}
                  data-testid="profile-rate"
                />
                <Switch
                  label={<Trans>I take calls</Trans>}
                  description={<Trans>Customers can call you by voice while you are online.</Trans>}
                  checked={values.takesCalls}
                  onChange={(e) => set('takesCalls', e.currentTarget.checked)}
                  data-testid="profile-takes-calls"
                />
                <NumberInput
                  label={<Trans>Call rate per minute</Trans>}
                  leftSection="₹"
                  min={1}
                  max={RATE_MAX_RUPEES}
                  allowDecimal={false}
                  allowNegative={false}
                  disabled={!values.takesCalls}
                  value={values.callRatePerMinute}
                  onChange={(v) => set('callRatePerMinute', v)}
                  error={errors.callRatePerMinute ? messages.callRatePerMinute : undefined}
                  data-testid="profile-call-rate"
                />
                <NumberInput
                  label={<Trans>Chats at the same time</Trans>}
                  min={1}
                  max={MAX_CONCURRENT_CHATS_LIMIT}
                  allowDecimal={false}
                  allowNegative={false}
                  value={values.maxConcurrentChats}
                  onChange={(v) => set('maxConcurrentChats', v)}
                  error={errors.maxConcurrentChats ? messages.maxConcurrentChats : undefined}
                  data-testid="profile-concurrency"
                />
                <Text size="xs" c="dimmed">
                  <Trans>A new rate applies to chats and calls requested from now on; those in progress keep their rate.</Trans>
                </Text>
              </Stack>
            </Card>
            <Button type="submit" size="md" radius="xl" color="saffron" loading={save.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />} data-testid="profile-save">
              <Trans>Save profile</Trans>
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  )
}

function Settings() {
  const services = useServices()
  const { language } = useLanguage()
  const profile = useQuery(ownProfileQueryOptions(services, language))
  return (
    <Container py="xl">
      <Group justify="space-between" mb="md">
        <Anchor component={LocalLink} to="/astrologer-dashboard" size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            <Trans>Dashboard</Trans>
          </Group>
        </Anchor>
        {profile.data && (
          <Anchor component={LocalLink} to={`/astrologer/${profile.data.slug}`} size="sm">
            <Trans>View public profile</Trans>
          </Anchor>
        )}
      </Group>
      {profile.isPending && <Skeleton h={360} radius="lg" />}
      {profile.isError && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Trans>Your profile could not be loaded.</Trans>
        </Alert>
      )}
      {profile.data && (
        <Stack gap="lg">
          <Group gap="md">
            <AstrologerAvatar name={profile.data.name} image={profile.data.image} size={64} online={profile.data.isOnline} />
            <Title order={2} size="h3">
              {profile.data.name}
            </Title>
          </Group>
          <ProfileForm profile={profile.data} />
          <AvailabilityEditor />
        </Stack>
      )}
    </Container>
  )
}

/** /astrologer-profile: the astrologer edits bio, languages, specialties, chat and call rates, calls on/off and concurrency, and the hours customers can book. */
export function AstrologerSettingsPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  return (
    <AstrologerGate>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Settings />
    </AstrologerGate>
  )
}
