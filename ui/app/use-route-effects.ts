import { useEffect, useLayoutEffect, useRef } from 'react'
import { useMatches, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { languageFromPath, DEFAULT_LANGUAGE } from '../../core/rules/language'
import { activateLanguage } from '../i18n/i18n'
import { useAnalytics } from '../lib/analytics'
import { applyPageMetadata, humanizeSlug } from '../lib/page-metadata'
import { SITE_NAME } from '../components/layout/brand'
import { HOME_ROUTE, SECTION_KEYWORDS, type RouteEntry } from './route-table'

/** Route parameters that name the page's subject ('aries', 'mesham', a nakshatra or article slug). */
const SUBJECT_PARAMS = ['sign', 'rashi', 'slug'] as const

/** The route-table entry of the page on screen (null for an unknown path) and its parameters. */
export function useCurrentEntry(): { entry: RouteEntry | null; params: Record<string, string> } {
  const matches = useMatches()
  const notFound = matches.some((m) => (m as { _notFound?: boolean })._notFound === true || m.status === 'notFound')
  const last = matches[matches.length - 1]
  const entry = (last?.staticData as { entry?: RouteEntry } | undefined)?.entry ?? null
  return { entry: notFound ? null : entry, params: (last?.params ?? {}) as Record<string, string> }
}

/**
 * What every route change does (spec §2, §4, §7): follow the URL's language (back/forward included),
 * set the page metadata (unknown paths use the home page's), scroll smoothly to the top and report a
 * page view.
 */
export function useRouteEffects(): void {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { entry, params } = useCurrentEntry()
  const { i18n } = useLingui()
  const analytics = useAnalytics()
  const firstRender = useRef(true)
  const paramsKey = JSON.stringify(params)

  useEffect(() => {
    const language = languageFromPath(pathname) ?? DEFAULT_LANGUAGE
    if (i18n.locale !== language) void activateLanguage(language)
  }, [pathname, i18n])

  // A layout effect, so pages can still override the title from their own (passive) effects.
  useLayoutEffect(() => {
    const shown = entry ?? HOME_ROUTE
    const subjectParam = SUBJECT_PARAMS.map((p) => params[p]).find(Boolean)
    const subject = shown.subject ? i18n._(shown.subject) : subjectParam ? humanizeSlug(subjectParam) : ''
    const pageTitle = subject ? `${i18n._(shown.title)}: ${subject}` : i18n._(shown.title)
    const keywords = i18n._(shown.keywords ?? SECTION_KEYWORDS[shown.section])
    const origin = window.location.origin
    applyPageMetadata({
      title: `${pageTitle} | ${SITE_NAME}`,
      description: i18n._(shown.description),
      keywords,
      url: origin + (entry ? pathname : '/'),
      siteName: SITE_NAME,
      image: `${origin}/api/og-image.jpg`,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry, paramsKey, pathname, i18n, i18n.locale])

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
    } else {
      window.scrollTo({ top: 0, behavior: 'smooth' })
    }
    void analytics.pageView(pathname)
  }, [pathname, analytics])
}
