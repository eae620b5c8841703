import { LANGUAGES, localizePath, type LanguageCode } from '../../core/shared/language'
import { HINDI_RASHI_SLUGS, ROUTE_TABLE, type RouteEntry } from './route-table'
import { indiaToday, offeredYears } from './site-years'

/** One page of the site in every language it exists in (for sitemap.xml's hreflang alternates). */
interface SitePage {
  alternates: Array<{ language: LanguageCode; path: string }>
}

const SIGNS = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra', 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces']
const NAKSHATRAS = ['ashwini', 'bharani', 'krittika', 'rohini', 'mrigashira', 'ardra', 'punarvasu', 'pushya', 'ashlesha', 'magha', 'purva-phalguni', 'uttara-phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha', 'mula', 'purva-ashadha', 'uttara-ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'purva-bhadrapada', 'uttara-bhadrapada', 'revati']

/** The values a path parameter takes in the sitemap; paths with other parameters are left out. */
const PARAM_VALUES: Readonly<Record<string, readonly string[]>> = { $sign: SIGNS, $rashi: SIGNS, $slug: NAKSHATRAS }

function expand(entry: RouteEntry, years: readonly string[]): string[] {
  const param = /\{?(\$\w+)\}?/.exec(entry.path)
  if (!param) return [entry.path]
  // Only the nakshatra pages use $slug among the public routes listed here; articles have their own feed.
  if (param[1] === '$slug' && !entry.path.startsWith('/nakshatras/')) return []
  // The year pages of the years the site offers (the others answer, but are not pushed to search engines).
  const values = param[1] === '$year' ? years : PARAM_VALUES[param[1]!]
  return values ? values.map((v) => entry.path.replace(param[0], v)) : []
}

/**
 * Every public page a search engine should index, each with its URL in each language prefix:
 * the route table's public routes without redirects, sign and nakshatra pages expanded, and the year
 * pages of the years offered at `now`. Pages served in some languages only (the Tamil sign pages,
 * /hindi/register) are listed in those languages.
 */
export function sitePages(now: Date): SitePage[] {
  const years = offeredYears(indiaToday(now)).map(String)
  const pages: SitePage[] = []
  for (const entry of ROUTE_TABLE) {
    if (entry.access !== 'public' || entry.redirectTo) continue
    const languages = entry.languages ?? LANGUAGES.map((l) => l.code)
    for (const path of expand(entry, years)) pages.push({ alternates: languages.map((language) => ({ language, path: localizePath(path, language) })) })
    // Hindi rashi pages also answer to the Hindi slugs.
    if (entry.path === '/rashi/$rashi') for (const slug of HINDI_RASHI_SLUGS) pages.push({ alternates: [{ language: 'hi', path: localizePath(`/rashi/${slug}`, 'hi') }] })
  }
  return pages
}
