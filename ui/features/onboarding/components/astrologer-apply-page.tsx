import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, Container, MultiSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core'
import { IconCheck, IconSend } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { SPECIALTY_LABELS, SPOKEN_LANGUAGE_LABELS } from '../../../components/astrologer-labels'
import { applicationSchema } from '../../../../core/astrologers/application-form'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { translateIssues } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { APPLICATION_MESSAGES } from '../utils/application-messages'

/** The profiles' own values (stored in English, shown translated), so an approved profile reads like the others. */
const options = (labels: Record<string, MessageDescriptor>, i18n: I18n) => Object.entries(labels).map(([value, label]) => ({ value, label: i18n._(label) }))

/** /astrologers/apply: astrologers apply to join; an admin reviews and approves in the admin dashboard. */
export function AstrologerApplyPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const { content } = useServices()
  const { language } = useLanguage()
  const [form, setForm] = useState({ name: '', email: '', phone: '', experienceYears: 5, languages: [] as string[], specialties: [] as string[], bio: '', ratePerMinute: 20, website: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])
  const send = useMutation({
    mutationFn: () => content.applyAsAstrologer({ ...form, lang: language }),
    onError: (error) => {
      if (error instanceof HttpError && error.status === 400 && error.issues.length) setErrors(translateIssues(i18n, error.issues, APPLICATION_MESSAGES))
      else if (error instanceof HttpError && error.status === 429) setErrors({ form: t`Several applications came from this address already. Please try again in an hour.` })
      else setErrors({ form: t`Your application could not be sent. Please try again.` })
    },
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const parsed = applicationSchema.safeParse(form)
    if (!parsed.success) return setErrors(translateIssues(i18n, parsed.error.issues, APPLICATION_MESSAGES))
    setErrors({})
    send.mutate()
  }
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => setForm((f) => ({ ...f, [key]: value }))
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="md" py="xl">
        <Card withBorder radius="lg" padding="lg">
          {send.isSuccess ? (
            <Alert color="green" icon={<IconCheck size={18} />} title={t`Application received`} data-testid="application-sent">
              <Trans>Thank you. Our team reviews every application within three working days and writes to you by email.</Trans>
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate data-testid="application-form">
              <Stack gap="sm">
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput label={t`Full name`} value={form.name} onChange={(e) => set('name', e.currentTarget.value)} error={errors.name} required autoComplete="name" data-testid="apply-name" />
                  <TextInput label={t`Email`} type="email" value={form.email} onChange={(e) => set('email', e.currentTarget.value)} error={errors.email} required autoComplete="email" data-testid="apply-email" />
                  <TextInput label={t`Phone`} type="tel" value={form.phone} onChange={(e) => set('phone', e.currentTarget.value)} error={errors.phone} required autoComplete="tel" data-testid="apply-phone" />
                  <NumberInput label={t`Years of practice`} value={form.experienceYears} min={0} max={70} allowDecimal={false} onChange={(v) => set('experienceYears', Number(v))} error={errors.experienceYears} data-testid="apply-experience" />
                  <MultiSelect label={t`Languages you consult in`} data={options(SPOKEN_LANGUAGE_LABELS, i18n)} value={form.languages} onChange={(v) => set('languages', v)} error={errors.languages} searchable comboboxProps={{ zIndex: 400 }} data-testid="apply-languages" />
                  <MultiSelect label={t`Specialities`} data={options(SPECIALTY_LABELS, i18n)} value={form.specialties} onChange={(v) => set('specialties', v)} error={errors.specialties} searchable comboboxProps={{ zIndex: 400 }} data-testid="apply-specialties" />
                </SimpleGrid>
                <Textarea label={t`About you`} description={t`Your training, how you work, what people come to you for (50 to 2000 characters).`} value={form.bio} onChange={(e) => set('bio', e.currentTarget.value)} error={errors.bio} autosize minRows={4} maxRows={12} data-testid="apply-bio" />
                <NumberInput label={t`Rate you ask (₹ a minute)`} value={form.ratePerMinute} min={5} max={500} allowDecimal={false} onChange={(v) => set('ratePerMinute', Number(v))} error={errors.ratePerMinute} maw={240} data-testid="apply-rate" />
                <Box style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }} aria-hidden>
                  <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(e) => set('website', e.currentTarget.value)} />
                </Box>
                {errors.form && (
                  <Alert color="red" role="alert">
                    {errors.form}
                  </Alert>
                )}
                <Text size="xs" c="dimmed">
                  <Trans>The admins set your starting rate and the platform's share when they approve you; you can change your rate later from your dashboard.</Trans>
                </Text>
                <Button type="submit" disabled={!ready} loading={send.isPending} leftSection={<IconSend size={16} />} color="saffron" w="fit-content" data-testid="apply-submit">
                  <Trans>Send application</Trans>
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      </Container>
    </>
  )
}
