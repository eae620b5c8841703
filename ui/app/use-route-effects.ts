import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { languageFromPath, DEFAULT_LANGUAGE } from '../../core/shared/language'
import { activateLanguage } from '../i18n/i18n'
import { useAnalytics } from '../lib/analytics'

/**
 * What every route change does in the browser: follow the URL's language (back/forward
 * included), scroll smoothly to the top and report a page view. The metadata is rendered by <PageHead>.
 */
export function useRouteEffects(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { i18n } = useLingui()
  const analytics = useAnalytics()
  const firstRender = useRef(true)

  useEffect(() => {
    const language = languageFromPath(pathname) ?? DEFAULT_LANGUAGE
    if (i18n.locale !== language) void activateLanguage(language, i18n)
  }, [pathname, i18n])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
    } else {
      // 'auto' follows the stylesheet: smooth, or instant for those who ask for reduced motion.
      window.scrollTo({ top: 0, behavior: 'auto' })
    }
    void analytics.pageView(pathname)
  }, [pathname, analytics])
}
