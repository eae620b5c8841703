import { Button, Divider } from '@mantine/core'
import { IconBrandGoogle } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { ACCOUNT_PATHS } from '../../../../core/accounts/paths'
import { beginSignIn } from '../../../lib/session-storage'
import { useServices } from '../../../services/services-context'
import { authKeys } from '../api/keys'

/**
 * "Continue with Google", shown only when the server has Google sign-in configured. It starts the flow
 * with a one-time state kept in this tab, which the return must carry back (ui/lib/sign-in-return.ts).
 */
export function GoogleSignInButton() {
  const { t } = useLingui()
  const { auth } = useServices()
  const providers = useQuery({ queryKey: authKeys.providers, queryFn: () => auth.providers(), staleTime: 5 * 60_000 })
  const redirect = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).redirect })
  if (!providers.data?.google) return null
  const start = () => {
    const params = new URLSearchParams({ state: beginSignIn() })
    if (typeof redirect === 'string' && redirect) params.set('redirect', redirect)
    window.location.assign(`${ACCOUNT_PATHS.googleStart}?${params.toString()}`)
  }
  return (
    <>
      <Divider label={t`or`} labelPosition="center" />
      <Button variant="default" size="md" fullWidth leftSection={<IconBrandGoogle size={18} aria-hidden />} onClick={start} data-testid="google-sign-in">
        <Trans>Continue with Google</Trans>
      </Button>
    </>
  )
}
