import { Button, Group, Loader, Stack, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { useAuth } from '../../../lib/auth'
import { AuthLayout } from './auth-layout'

/** /auth-success: where the Google sign-in returns (the return itself is handled app-wide). */
export function AuthSuccessPage() {
  const { user, loading } = useAuth()
  if (user) {
    const email = user.email
    return (
      <AuthLayout title={<Trans>You are signed in</Trans>} subtitle={<Trans>Signed in as {email}</Trans>}>
        <Group>
          <Button component={LocalLink} to="/">
            <Trans>Go to home</Trans>
          </Button>
          <Button component={LocalLink} to="/astrologers" variant="light" color="saffron">
            <Trans>Talk to Astrologer</Trans>
          </Button>
        </Group>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title={loading ? <Trans>Completing sign-in...</Trans> : <Trans>Sign-in not completed</Trans>}>
      {loading ? (
        <Loader />
      ) : (
        <Stack gap="sm">
          <Text c="dimmed">
            <Trans>We could not complete your sign-in. Please try again.</Trans>
          </Text>
          <Group>
            <Button component={LocalLink} to="/login">
              <Trans>Sign In</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </AuthLayout>
  )
}
