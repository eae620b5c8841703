import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLanguage } from '../../../i18n/language'
import { takeAuthRedirect } from '../../../lib/session-storage'

/** How long the post-login reload waits. */
const LOGIN_REDIRECT_DELAY_MS = 200

/**
 * After a successful login: a saved redirect (auth_redirect in storage, else the `redirect` query
 * parameter) that is not '/' is cleared and, after 200 ms, the browser fully reloads to it. Otherwise the
 * visitor goes home, or stays where they are for an embedded sign-in (admin pages).
 * Returns true when a reload is on its way.
 */
export function usePostSignIn(options: { stay?: boolean } = {}): () => boolean {
  const navigate = useNavigate()
  const { localize } = useLanguage()
  return useCallback(() => {
    const target = takeAuthRedirect(new URLSearchParams(window.location.search).get('redirect'))
    if (target) {
      window.setTimeout(() => window.location.assign(target), LOGIN_REDIRECT_DELAY_MS)
      return true
    }
    if (!options.stay) void navigate({ to: localize('/') })
    return false
  }, [navigate, localize, options.stay])
}
