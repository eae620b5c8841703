import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Button, Card, Container, Group, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core'
import { IconCheck, IconDownload, IconTrash } from '@tabler/icons-react'
import { useMutation } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { LANGUAGES, type LanguageCode } from '../../../../core/shared/language'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { switchLanguage } from '../../../components/layout/language-switcher'
import { translateIssues, translateValidationMessage } from '../../../i18n/validation-messages'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { ACCOUNT_MESSAGES } from '../utils/account-messages'

function issuesOf(error: unknown, i18n: Parameters<typeof translateIssues>[0], fallback: string): Record<string, string> {
  if (error instanceof HttpError && error.issues.length) return translateIssues(i18n, error.issues, ACCOUNT_MESSAGES)
  return { form: error instanceof HttpError && error.serverMessage ? translateValidationMessage(i18n, error.serverMessage, ACCOUNT_MESSAGES) : fallback }
}

function Details() {
  const { t, i18n } = useLingui()
  const { auth } = useServices()
  const session = useAuth()
  const [name, setName] = useState(session.user?.name ?? '')
  const [mailLanguage, setMailLanguage] = useState<LanguageCode>(session.user?.language ?? 'en')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: () => auth.rename(name, mailLanguage),
    onSuccess: async () => {
      setErrors({})
      await session.refresh()
    },
    onError: (e) => setErrors(issuesOf(e, i18n, t`That did not work. Please try again.`)),
  })
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>Your details</Trans>
      </Title>
      <Stack gap="sm" maw={420}>
        <TextInput label={t`Name`} value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} data-testid="profile-name" />
        <Select
          label={t`Language of our emails`}
          value={mailLanguage}
          allowDeselect={false}
          data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))}
          onChange={(value) => value && setMailLanguage(value as LanguageCode)}
          error={errors.language}
          data-testid="profile-mail-language"
        />
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Group gap="sm">
          <Button onClick={() => save.mutate()} loading={save.isPending} data-testid="profile-save">
            <Trans>Save</Trans>
          </Button>
          {save.isSuccess && (
            <Text c="green" size="sm">
              <IconCheck size={14} /> <Trans>Saved.</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

/** The email, and its change: a link to the new address confirms it (the mail's link comes back here). */
function Email() {
  const { t, i18n } = useLingui()
  const { auth } = useServices()
  const session = useAuth()
  const { language } = useLanguage()
  const verifyToken = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).verifyEmail })
  const [form, setForm] = useState({ newEmail: '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const request = useMutation({
    mutationFn: () => auth.requestEmailChange({ ...form, lang: language }),
    onSuccess: () => {
      setErrors({})
      setForm({ newEmail: '', password: '' })
    },
    onError: (e) => setErrors(issuesOf(e, i18n, t`That did not work. Please try again.`)),
  })
  const confirm = useMutation({
    mutationFn: (token: string) => auth.confirmEmailChange(token, language),
    onSuccess: (result) => session.adoptSession(result),
  })
  useEffect(() => {
    if (typeof verifyToken === 'string' && verifyToken && confirm.isIdle) confirm.mutate(verifyToken)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [verifyToken])
  const pending = request.data?.pendingEmail ?? ''
  const confirmError = confirm.isError ? issuesOf(confirm.error, i18n, t`That did not work. Please try again.`) : null
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="email-card">
      <Title order={2} size="h4" mb="sm">
        <Trans>Email</Trans>
      </Title>
      <Stack gap="sm" maw={420}>
        <Text data-testid="current-email">{session.user?.email}</Text>
        {confirm.isSuccess && (
          <Alert color="green" icon={<IconCheck size={16} />} data-testid="email-changed">
            <Trans>Your email is now {session.user?.email}. Other sessions were signed out.</Trans>
          </Alert>
        )}
        {confirmError && (
          <Alert color="red" data-testid="email-link-error">
            {confirmError.token ?? confirmError.form ?? Object.values(confirmError)[0]}
          </Alert>
        )}
        <TextInput label={t`New email`} type="email" value={form.newEmail} onChange={(e) => { const next = e.currentTarget.value; setForm((current) => ({ ...current, newEmail: next })) }} error={errors.newEmail} autoComplete="email" data-testid="new-email" />
        <PasswordInput label={t`Your password, to confirm`} value={form.password} onChange={(e) => { const next = e.currentTarget.value; setForm((current) => ({ ...current, password: next })) }} error={errors.password} autoComplete="current-password" data-testid="email-password" />
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Group gap="sm">
          <Button onClick={() => request.mutate()} loading={request.isPending} data-testid="email-change">
            <Trans>Send a confirmation link</Trans>
          </Button>
        </Group>
        {request.isSuccess && (
          <Alert color="blue" data-testid="email-link-sent">
            <Trans>We sent a link to {pending}. Your email changes when you open it (within 24 hours).</Trans>
          </Alert>
        )}
      </Stack>
    </Card>
  )
}

function Password() {
  const { t, i18n } = useLingui()
  const { auth } = useServices()
  const session = useAuth()
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const change = useMutation({
    mutationFn: () => auth.changePassword(form),
    onSuccess: (result) => {
      setErrors({})
      setForm({ currentPassword: '', newPassword: '' })
      // Every other session ended with the change; this one continues with the new token.
      session.adoptSession(result)
    },
    onError: (e) => setErrors(issuesOf(e, i18n, t`That did not work. Please try again.`)),
  })
  // Each field's change applies to the latest state: both typed before the page was interactive and replayed in one go both stay.
  const field = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }))
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>Password</Trans>
      </Title>
      <Stack gap="sm" maw={420}>
        <PasswordInput label={t`Current password`} value={form.currentPassword} onChange={(e) => field('currentPassword', e.currentTarget.value)} error={errors.currentPassword} autoComplete="current-password" />
        <PasswordInput label={t`New password`} value={form.newPassword} onChange={(e) => field('newPassword', e.currentTarget.value)} error={errors.newPassword} autoComplete="new-password" />
        <Text size="xs" c="dimmed">
          <Trans>Changing it signs you out everywhere else.</Trans>
        </Text>
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        <Group gap="sm">
          <Button onClick={() => change.mutate()} loading={change.isPending} data-testid="password-change">
            <Trans>Change password</Trans>
          </Button>
          {change.isSuccess && (
            <Text c="green" size="sm">
              <IconCheck size={14} /> <Trans>Password changed</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  )
}

function Preferences() {
  const { t } = useLingui()
  const { language } = useLanguage()
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>Preferences</Trans>
      </Title>
      <Stack gap="sm" maw={420}>
        <Select label={t`Language`} value={language} allowDeselect={false} data={LANGUAGES.map((l) => ({ value: l.code, label: l.nativeName }))} onChange={(value) => value && value !== language && switchLanguage(value as LanguageCode)} />
        <Text size="sm">
          <Trans>
            Your birth details are kept on the <LocalLink to="/birth-details">birth details</LocalLink> page and your family's charts in the <LocalLink to="/dashboard">dashboard</LocalLink>.
          </Trans>
        </Text>
      </Stack>
    </Card>
  )
}

function YourData() {
  const { t, i18n } = useLingui()
  const { auth } = useServices()
  const session = useAuth()
  const [password, setPassword] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const download = useMutation({
    mutationFn: () => auth.exportData(),
    onSuccess: (data) => {
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
      const link = document.createElement('a')
      link.href = url
      link.download = 'astrovedic-my-data.json'
      link.click()
      URL.revokeObjectURL(url)
    },
  })
  const remove = useMutation({
    mutationFn: () => auth.deleteAccount(password),
    onSuccess: () => session.logout().catch(() => undefined),
    onError: (e) => setErrors(issuesOf(e, i18n, t`That did not work. Please try again.`)),
  })
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        <Trans>Your data</Trans>
      </Title>
      <Stack gap="md" maw={520}>
        <Group gap="sm">
          <Button variant="light" leftSection={<IconDownload size={16} />} onClick={() => download.mutate()} loading={download.isPending} data-testid="export-data">
            <Trans>Download my data (JSON)</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>Deleting your account removes your name, email, password and saved charts. Wallet records stay, without your name, because payment records must be kept.</Trans>
        </Text>
        {!confirming ? (
          <Button variant="light" color="red" leftSection={<IconTrash size={16} />} w="fit-content" onClick={() => setConfirming(true)} data-testid="delete-account">
            <Trans>Delete my account</Trans>
          </Button>
        ) : (
          <Stack gap="sm">
            <PasswordInput label={t`Your password, to confirm`} value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={errors.password} data-testid="delete-password" />
            {errors.form && <Alert color="red">{errors.form}</Alert>}
            <Group gap="sm">
              <Button color="red" onClick={() => remove.mutate()} loading={remove.isPending} data-testid="delete-confirm">
                <Trans>Delete for good</Trans>
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}

/** /profile: the signed-in user's details, password, language, a download of their data and account deletion. */
export function ProfilePage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="md" py="xl">
        <Stack gap="lg" data-testid="profile-page">
          <Details />
          <Email />
          <Password />
          <Preferences />
          <YourData />
        </Stack>
      </Container>
    </>
  )
}
