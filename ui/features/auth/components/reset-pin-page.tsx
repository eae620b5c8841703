import { useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, Group, Input, PasswordInput, PinInput, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconLock, IconMail, IconMailCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { accountMessages, resetPinConfirmSchema, resetPinRequestSchema } from '../../../../core/accounts/forms'
import { LocalLink } from '../../../components/local-link'
import { useLanguage } from '../../../i18n/language'
import { translateIssues, translateValidationMessage } from '../../../i18n/validation-messages'
import { useAuth } from '../../../lib/auth'
import { notify } from '../../../lib/notify'
import { useServices } from '../../../services/services-context'
import { useAuthForm } from '../hooks/use-auth-form'
import { AuthLayout } from './auth-layout'

/** /reset-pin: request a 6-digit PIN by email, then enter the PIN and a new password. */
export function ResetPinPage() {
  const { t, i18n } = useLingui()
  const services = useServices()
  const auth = useAuth()
  const navigate = useNavigate()
  const { localize, language } = useLanguage()
  const [step, setStep] = useState<'request' | 'confirm'>('request')
  const [email, setEmail] = useState('')
  const [pin, setPin] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { errors, setErrors, serverError, setServerError, submitting, setSubmitting, check, send } = useAuthForm('reset')

  async function requestPin(event?: FormEvent) {
    event?.preventDefault()
    const request = check(resetPinRequestSchema.safeParse({ email }))
    if (!request || !(await send(() => services.auth.requestResetPin(request.email, language)))) return
    setSubmitting(false)
    setEmail(request.email)
    setStep('confirm')
  }

  async function confirmPin(event: FormEvent) {
    event.preventDefault()
    const parsed = resetPinConfirmSchema.safeParse({ email, pin, password })
    const found = parsed.success ? {} : translateIssues(i18n, parsed.error.issues)
    if (confirm !== password) found.confirm = translateValidationMessage(i18n, accountMessages.passwordsMatch)
    if (!parsed.success || Object.keys(found).length) {
      setErrors(found)
      return
    }
    const confirmed = await send(async () => auth.adoptSession(await services.auth.confirmResetPin(parsed.data)))
    if (!confirmed) return
    notify({ title: t`Password changed`, message: t`Your new password is set and you are signed in.`, variant: 'success' })
    void navigate({ to: localize('/') })
  }

  const errorAlert = serverError && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
      {serverError}
    </Alert>
  )

  if (step === 'request') {
    return (
      <AuthLayout title={<Trans>Reset your password</Trans>} subtitle={<Trans>We will email you a 6-digit PIN to set a new password.</Trans>}>
        <form onSubmit={requestPin} noValidate aria-label={t`Request a reset PIN`}>
          <Stack gap="md">
            {errorAlert}
            <TextInput
              label={t`Email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              leftSection={<IconMail size={16} aria-hidden />}
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
            <Button type="submit" size="md" loading={submitting} fullWidth data-testid="reset-request-submit">
              <Trans>Send PIN</Trans>
            </Button>
            <Text size="sm" ta="center" c="dimmed">
              <Trans>
                Remembered it?{' '}
                <Anchor component={LocalLink} to="/login" fw={600}>
                  Back to sign in
                </Anchor>
              </Trans>
            </Text>
          </Stack>
        </form>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={<Trans>Enter your PIN</Trans>} subtitle={<Trans>Choose a new password for your account.</Trans>}>
      <form onSubmit={confirmPin} noValidate aria-label={t`Set a new password`}>
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} data-testid="pin-sent">
            <Trans>If an account exists for {email}, a 6-digit PIN is on its way. Check your inbox.</Trans>
          </Alert>
          {errorAlert}
          <Input.Wrapper label={t`6-digit PIN`} required error={errors.pin} id="reset-pin-input">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              value={pin}
              onChange={setPin}
              error={!!errors.pin}
              ariaLabel={t`6-digit PIN`}
              mt={4}
              data-testid="pin-input"
            />
          </Input.Wrapper>
          <PasswordInput
            label={t`New password`}
            description={t`At least 8 characters`}
            autoComplete="new-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <PasswordInput
            label={t`Confirm new password`}
            autoComplete="new-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={confirm}
            onChange={(e) => setConfirm(e.currentTarget.value)}
            error={errors.confirm}
          />
          <Button type="submit" size="md" loading={submitting} fullWidth data-testid="reset-confirm-submit">
            <Trans>Set new password</Trans>
          </Button>
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => void requestPin()}>
              <Trans>Send a new PIN</Trans>
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setStep('request')
                setServerError(null)
              }}
            >
              <Trans>Use another email</Trans>
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  )
}
