import { GoogleSignInButton } from './google-sign-in-button'
import { useState, type FormEvent } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { IconAlertCircle, IconBrandGoogle, IconLock, IconMail } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { loginSchema } from '../../../../core/accounts/forms'
import { LocalLink } from '../../../components/local-link'
import { useAuth } from '../../../lib/auth'
import { useAuthForm } from '../hooks/use-auth-form'
import { usePostSignIn } from '../hooks/use-post-sign-in'
import { AuthLayout } from './auth-layout'

/** The `redirect` query parameter, carried over to the sign-up link. */
/** The page's `?redirect=` carried on to the sign-up link (read from the router: it renders on the server too). */
function useRedirectQuery(): string {
  const redirect = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).redirect })
  return typeof redirect === 'string' && redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''
}

/**
 * /login and /auth-login. `embedded`: shown in place of an admin page to a signed-out
 * visitor; after signing in the visitor stays on that page.
 */
export function LoginPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useLingui()
  const auth = useAuth()
  const afterSignIn = usePostSignIn({ stay: embedded })
  const redirectQuery = useRedirectQuery()
  // Back from Google with an email that is an existing account's: its password links the two.
  const linkingGoogle = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).link === 'google' })
  const [values, setValues] = useState({ email: '', password: '' })
  const { errors, serverError, submitting, setSubmitting, check, send } = useAuthForm('login')

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const login = check(loginSchema.safeParse(values))
    if (login && (await send(() => auth.login(login.email, login.password))) && !afterSignIn()) setSubmitting(false)
  }

  if (auth.user && !submitting && !embedded) {
    const email = auth.user.email
    return (
      <AuthLayout title={<Trans>You are signed in</Trans>} subtitle={<Trans>Signed in as {email}</Trans>}>
        <Group>
          <Button component={LocalLink} to="/">
            <Trans>Go to home</Trans>
          </Button>
          <Button component={LocalLink} to="/dashboard" variant="light">
            <Trans>My Dashboard</Trans>
          </Button>
        </Group>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title={embedded ? <Trans>Sign in to continue</Trans> : <Trans>Welcome back</Trans>}
      subtitle={<Trans>Sign in to chat with astrologers, see your reports and manage your wallet.</Trans>}
    >
      <form onSubmit={onSubmit} noValidate aria-label={t`Sign in form`}>
        <Stack gap="md">
          {linkingGoogle && !serverError && (
            <Alert color="blue" variant="light" icon={<IconBrandGoogle size={18} aria-hidden />} data-testid="google-link-notice">
              <Trans>Your Google email already has an account here. Sign in with that account's password once to link Google to it; after that, Google signs you in directly.</Trans>
            </Alert>
          )}
          {serverError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="form-error">
              {serverError}
            </Alert>
          )}
          <TextInput
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            leftSection={<IconMail size={16} aria-hidden />}
            value={values.email}
            onChange={(e) => {
              const email = e.currentTarget.value
              setValues((v) => ({ ...v, email }))
            }}
            error={errors.email}
          />
          <PasswordInput
            label={t`Password`}
            name="password"
            autoComplete="current-password"
            required
            leftSection={<IconLock size={16} aria-hidden />}
            value={values.password}
            onChange={(e) => {
              const password = e.currentTarget.value
              setValues((v) => ({ ...v, password }))
            }}
            error={errors.password}
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={LocalLink} to="/reset-pin" size="sm">
              <Trans>Forgot your password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" size="md" loading={submitting} fullWidth data-testid="login-submit">
            <Trans>Sign In</Trans>
          </Button>
          <GoogleSignInButton />
          <Text size="sm" ta="center" c="dimmed">
            <Trans>
              New here?{' '}
              <Anchor component={LocalLink} to={`/signup${redirectQuery}`} fw={600}>
                Create an account
              </Anchor>
            </Trans>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  )
}
