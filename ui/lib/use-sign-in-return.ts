import { useEffect, useRef } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useAuth } from './auth'
import { notify } from './notify'
import { safeRedirectTarget, takeSignInState } from './session-storage'
import { parseSignInReturn, withoutSignInParams } from './sign-in-return'

/** How long the Google sign-in return waits before going on to `redirect`. */
const GOOGLE_REDIRECT_DELAY_MS = 500

/**
 * The Google sign-in return, handled on whatever page the browser lands on. An `error`
 * shows a destructive notice; token + auth=google + user (with the one-time `state` of a sign-in this
 * browser started; any other such link is refused) store the session, welcome the user, refresh
 * the session and, after 500 ms, go to `redirect` when it is neither the current path nor '/'.
 * The parameters are removed from the URL either way.
 */
export function useSignInReturn(): void {
  const router = useRouter()
  const auth = useAuth()
  const { t } = useLingui()
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    handled.current = true
    const { pathname, search, hash } = window.location
    const result = parseSignInReturn(search, takeSignInState())
    if (result.kind === 'none') return

    const cleanUrl = () => router.history.replace(pathname + withoutSignInParams(search) + hash)

    if (result.kind === 'error') {
      const message =
        result.code === 'google_auth_failed'
          ? t`Google authentication failed. Please try again.`
          : result.code === 'no_user'
            ? t`Authentication error: User data not found. Please try again.`
            : t`Authentication failed. Please try again.`
      notify({ title: t`Authentication Error`, message, variant: 'destructive' })
      cleanUrl()
      return
    }
    if (result.kind === 'unsolicited') {
      notify({ title: t`Authentication Error`, message: t`This sign-in link was not started from this browser, so we did not use it. Please sign in yourself.`, variant: 'destructive' })
      cleanUrl()
      return
    }
    if (result.kind === 'invalid') {
      notify({ title: t`Authentication Error`, message: t`There was an issue processing the authentication. Please try again.`, variant: 'destructive' })
      cleanUrl()
      return
    }

    const email = result.user.email
    auth.adoptSession({ token: result.token, user: result.user })
    notify({ title: t`Welcome!`, message: t`Successfully signed in with Google as ${email}`, variant: 'success' })
    void auth.refresh()
    cleanUrl()
    const target = safeRedirectTarget(result.redirect)
    if (target && target.split(/[?#]/)[0] !== pathname) {
      window.setTimeout(() => void router.history.push(target), GOOGLE_REDIRECT_DELAY_MS)
    }
  }, [auth, router, t])
}
