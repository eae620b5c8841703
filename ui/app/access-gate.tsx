import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconShieldLock } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { localizePath, languageFromPath } from '../../core/shared/language'
import { LocalLink } from '../components/local-link'
import { SessionCheckSpinner } from '../components/page-loading'
import { useAuth } from '../lib/auth'
import { useHydrated } from '../lib/use-hydrated'
import { saveAuthRedirect } from '../lib/session-storage'
import { EmbeddedLoginPage } from './pages'
import type { RouteEntry } from './route-table'

/** What a signed-in non-admin sees on an admin route. */
function AdminAccessRequired() {
  return (
    <Center py={80} px="md">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%" shadow="sm">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="cosmic">
            <IconShieldLock size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3" data-testid="admin-required">
            <Trans>Admin access required</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>This page is only available to administrators.</Trans>
          </Text>
          <Button component={LocalLink} to="/" variant="light">
            <Trans>Back to home</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** Sends a signed-out visitor to /login?redirect=<path>, saving the path as auth_redirect too. */
function SignInRedirect({ target }: { target: string }) {
  const router = useRouter()
  // The page asked for is fixed at mount: while the navigation runs, the router's location already
  // reads /login, and this component must not take that for a new target.
  const [requested] = useState(target)
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current) return
    sent.current = true
    saveAuthRedirect(requested)
    const language = languageFromPath(requested) ?? 'en'
    void router.navigate({ to: localizePath('/login', language), search: { redirect: requested }, replace: true })
  }, [router, requested])
  return <SessionCheckSpinner />
}

/**
 * `signed-in` routes send a signed-out visitor to /login?redirect=<path>; `admin` routes
 * show the login page to a signed-out visitor and 'Admin access required' to other non-admins.
 */
export function AccessGate({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const { user, isAdmin, loading } = useAuth()
  const hydrated = useHydrated()
  const href = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })
  // A centred spinner while the session is checked, where the answer decides what is shown. The
  // server cannot see a token kept in the browser's storage: it renders the spinner too, and so does the
  // browser's hydration render; the decision follows right after.
  const gated = entry.access === 'signed-in' || entry.access === 'admin'
  if (gated && !user && (loading || !hydrated)) return <SessionCheckSpinner />
  if (entry.access === 'signed-in' && !user) return <SignInRedirect target={href} />
  if (entry.access === 'admin') {
    if (!user) return <EmbeddedLoginPage />
    if (!isAdmin) return <AdminAccessRequired />
  }
  return <>{children}</>
}
