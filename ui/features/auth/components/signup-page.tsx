import { useState, type FormEvent } from 'react'
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconLock, IconMail, IconUser } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { signupSchema } from '../../../../core/accounts/forms'
import { LocalLink } from '../../../components/local-link'
import { useAuth } from '../../../lib/auth'
import { useLanguage } from '../../../i18n/language'
import { useAnalytics } from '../../../lib/analytics'
import { GoogleSignInButton } from './google-sign-in-button'
import { HttpError } from '../../../services/http'
import { describeAuthError } from '../utils/auth-errors'
import { useAuthForm } from '../hooks/use-auth-form'
import { usePostSignIn } from '../hooks/use-post-sign-in'
import { AuthLayout } from './auth-layout'

/** /signup and /hindi/register: name, email and password (core signupSchema). */
export function SignupPage() {
  const analytics = useAnalytics()
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const auth = useAuth()
  const afterSignIn = usePostSignIn()
  const [values, setValues] = useState({ name: '', email: '', password: '' })
  const { errors, setErrors, serverError, submitting, setSubmitting, check, send } = useAuthForm('signup')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const signup = check(signupSchema.safeParse(values))
    if (!signup) return
    // An address already taken is said beside the email field too.
    const taken = (error: unknown) => error instanceof HttpError && error.status === 409 && setErrors({ email: describeAuthError(i18n, error, 'signup') })
    // The page's language becomes the account's language for mail (changeable in the profile).
    if (!(await send(() => auth.signup({ ...signup, lang: language }), taken))) return
    void analytics.track('sign_up')
    if (!afterSignIn()) setSubmitting(false)
  }

  const set = (field: keyof typeof values) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value
    setValues((v) => ({ ...v, [field]: value }))
  }

  return (
    <AuthLayout title={<Trans>Create your account</Trans>} subtitle={<Trans>It takes less than a minute.</Trans>}>
      <form onSubmit={onSubmit} noValidate aria-label={t`Sign up form`}>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
              {serverError}
            </Alert>
          )}
          <TextInput label={t`Full name`} name="name" autoComplete="name" required leftSection={<IconUser size={16} aria-hidden />} value={values.name} onChange={set('name')} error={errors.name} />
          <TextInput label={t`Email`} name="email" type="email" autoComplete="email" required leftSection={<IconMail size={16} aria-hidden />} value={values.email} onChange={set('email')} error={errors.email} />
          <PasswordInput
            label={t`Password`}
            description={t`At least 8 characters`}
            name="password"
            autoComplete="new-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <Button type="submit" size="md" color="saffron" loading={submitting} fullWidth data-testid="signup-submit">
            <Trans>Sign Up</Trans>
          </Button>
          <GoogleSignInButton />
          <Text size="xs" c="dimmed" ta="center">
            <Trans>
              By signing up you agree to our{' '}
              <Anchor component={LocalLink} to="/terms-of-service" size="xs">
                Terms of Service
              </Anchor>{' '}
              and{' '}
              <Anchor component={LocalLink} to="/privacy-policy" size="xs">
                Privacy Policy
              </Anchor>
              .
            </Trans>
          </Text>
          <Text size="sm" ta="center" c="dimmed">
            <Trans>
              Already have an account?{' '}
              <Anchor component={LocalLink} to="/login" fw={600}>
                Sign in
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  )
}
