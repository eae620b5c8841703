import { useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { LANGUAGES, languageFromPath, localizePath, stripLanguagePrefix } from '../../core/shared/language'
import { SITE_NAME } from '../components/layout/brand'
import { JsonLd } from '../components/json-ld'
import { humanizeSlug, type PageMetadata } from '../lib/page-metadata'
import { HOME_ROUTE, SECTION_KEYWORDS } from './route-table'
import { useCurrentEntry } from './use-current-entry'

const languageOf = (pathname: string) => languageFromPath(pathname) ?? 'en'

/** Route parameters that name the page's subject ('aries', 'mesham', a nakshatra or article slug). */
const SUBJECT_PARAMS = ['sign', 'rashi', 'slug'] as const

/** The metadata of the page on screen (unknown paths use the home page's). */
function usePageMetadata(origin: string): PageMetadata {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { entry, params } = useCurrentEntry()
  const { i18n } = useLingui()
  const shown = entry ?? HOME_ROUTE
  const subjectParam = SUBJECT_PARAMS.map((p) => params[p]).find(Boolean)
  const subject = shown.subject ? i18n._(shown.subject) : subjectParam ? humanizeSlug(subjectParam) : ''
  // The path's parameters fill the texts that name them (`Horoscope {year}`).
  const title = i18n._({ ...shown.title, values: params })
  const pageTitle = subject ? `${title}: ${subject}` : title
  return {
    title: `${pageTitle} | ${SITE_NAME}`,
    description: i18n._({ ...shown.description, values: params }),
    keywords: i18n._({ ...(shown.keywords ?? SECTION_KEYWORDS[shown.section]), values: params }),
    url: origin + (entry ? pathname : '/'),
    siteName: SITE_NAME,
    image: `${origin}/api/og-image.jpg`,
  }
}

/**
 * Title, description, keywords, social-share tags, the canonical URL and the page in the other
 * languages (hreflang), rendered by React inside <head>: in the server's HTML for search engines and
 * link previews, and kept up to date on client-side navigation.
 */
export function PageHead({ origin }: { origin: string }) {
  const meta = usePageMetadata(origin)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { entry } = useCurrentEntry()
  const bare = stripLanguagePrefix(pathname)
  // Language-only pages (/tamil/jathagam) have no alternates.
  const mirrored = entry !== null && !entry.languages
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={meta.url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={meta.siteName} />
      <meta property="og:image" content={meta.image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={meta.title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={meta.image} />
      <link rel="canonical" href={meta.url} />
      {mirrored &&
        LANGUAGES.map((l) => <link key={l.code} rel="alternate" hrefLang={l.code} href={origin + localizePath(bare, l.code)} />)}
      {mirrored && <link rel="alternate" hrefLang="x-default" href={origin + bare} />}
      {bare !== '/' ? (
        <JsonLd
          data={{
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: SITE_NAME, item: origin + localizePath('/', languageOf(pathname)) },
              { '@type': 'ListItem', position: 2, name: meta.title.replace(` | ${SITE_NAME}`, ''), item: meta.url },
            ],
          }}
        />
      ) : null}
    </>
  )
}
