import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, type AnyRoute } from '@tanstack/react-router'
import { LANGUAGES, localizePath } from '../../core/shared/language'
import { LANGUAGE_SEGMENT, lookupRoute } from '../../ui/app/route-lookup'
import { ROUTE_TABLE, type RouteEntry } from '../../ui/app/route-table'

/**
 * The router holds one route for every page and asks `lookupRoute` which page a path is. Until
 * 2026-11-30 each route-table entry was a TanStack route of its own; this test builds that tree again
 * (the same paths, language prefix and parameter checks) and requires `lookupRoute` to pick the page
 * TanStack picked, with the same parameters, for every page in every language and for the paths a
 * visitor mistypes.
 */
function tanstackMatcher(): (path: string) => { entry: RouteEntry; params: Record<string, string> } | null {
  const entries = new Map<string, RouteEntry>()
  const rootRoute = createRootRoute()
  const languageRoute = createRoute({ getParentRoute: () => rootRoute, ...LANGUAGE_SEGMENT })
  const routeFor = (entry: RouteEntry, parent: AnyRoute, path: string) =>
    createRoute({
      getParentRoute: () => parent,
      path,
      ...(entry.validParams ? { params: { parse: (raw: Record<string, string>) => (entry.validParams!(raw) ? raw : false), stringify: (p: Record<string, string>) => p } } : {}),
    })
  const mirrored = ROUTE_TABLE.filter((e) => !e.languages).map((entry) => {
    const route = routeFor(entry, languageRoute, entry.path === '/' ? '/' : entry.path.slice(1))
    return [route, entry] as const
  })
  const extras = ROUTE_TABLE.filter((e) => e.languages).flatMap((entry) =>
    entry.languages!.map((code) => [routeFor(entry, rootRoute, localizePath(entry.path, code).slice(1)), entry] as const),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren([languageRoute.addChildren(mirrored.map(([r]) => r)), ...extras.map(([r]) => r)]),
    history: createMemoryHistory(),
  })
  for (const [route, entry] of [...mirrored, ...extras]) entries.set(route.id, entry)
  return (path) => {
    const matches = router.matchRoutes(path, {}, { throwOnError: false })
    const last = matches[matches.length - 1]
    const entry = last ? entries.get(last.routeId) : undefined
    // A partial match (TanStack keeps the deepest route that matched a prefix of the path) is a not-found page.
    const trim = (p: string) => decodeURIComponent(p).replace(/\/+$/, '').toLowerCase()
    if (!entry || trim(last!.pathname) !== trim(path)) return null
    const { lang: _lang, ...params } = last!.params as Record<string, string>
    return { entry, params }
  }
}

/** A path for each entry in each language it is served in, its parameters filled with values it accepts. */
function everyPage(): string[] {
  const samples: Record<string, string[]> = { sign: ['aries', 'Pisces'], rashi: ['mesh', 'leo'], slug: ['rohini', 'purva-phalguni', 'some-article'], year: ['2025', '2031'] }
  const paths: string[] = []
  for (const entry of ROUTE_TABLE) {
    const names = [...entry.path.matchAll(/\$(\w+)/g)].map((m) => m[1]!)
    const variants = names.length === 0 ? [entry.path] : (samples[names[0]!] ?? ['abc123']).map((value) => entry.path.replace(/\{?\$\w+\}?/, value))
    const languages = entry.languages ?? LANGUAGES.map((l) => l.code)
    for (const variant of variants) for (const language of languages) paths.push(localizePath(variant, language))
  }
  return paths
}

/** What visitors type: other cases, trailing slashes, parameters the page refuses, paths no page has. */
const MISTYPED = [
  '/KUNDLI', '/Hindi/Kundli', '/kundli/', '/hindi/', '/tamil', '/telugu/', '/daily-horoscope/unicorn', '/hindi/daily-horoscope/ARIES',
  '/rashi/mesh', '/rashi/nowhere', '/nakshatras/pluto', '/year-1800/festivals', '/year-2025/festivals', '/festivals-abc', '/festivals-2025',
  '/topics/diwali-2025-muhurat', '/topics/diwali-abcd-muhurat', '/topics/holi-2026-date', '/no-such-page', '/hindi/no-such-page', '/hindi/hindi/kundli',
  '/english/kundli', '/kundli/dasha/extra', '/blog/a%20b', '/astrologer/', '/tamil/jathagam', '/jathagam', '/hindi/jathagam', '/hindi/register', '/register',
  '/tamil/mesham/monthly', '/mesham/monthly', '/chat/abc', '/reports/super-horoscope/results/r-1', '/packages/astro-1', '/article/42',
  '/year-2026/horoscope', '/year-1700/horoscope', '/year-2025/tarot', '/hindi/year-2026/numerology', '/horoscope-2026', '/tarot-1700', '/topics/navratri-2027',
]

describe('lookupRoute', () => {
  const tanstack = tanstackMatcher()

  it('finds the page TanStack Router found, with the same parameters, for every page in every language', () => {
    const paths = everyPage()
    expect(paths.length).toBeGreaterThan(700)
    const differences = paths.flatMap((path) => {
      const ours = lookupRoute(path)
      const theirs = tanstack(path)
      return ours?.entry === theirs?.entry && JSON.stringify(ours?.params ?? null) === JSON.stringify(theirs?.params ?? null)
        ? []
        : [`${path}: ours ${ours?.entry.path ?? 'none'} ${JSON.stringify(ours?.params)}, TanStack ${theirs?.entry.path ?? 'none'} ${JSON.stringify(theirs?.params)}`]
    })
    expect(differences).toEqual([])
  })

  it('agrees with TanStack Router on mistyped paths, refused parameters and paths no page has', () => {
    for (const path of MISTYPED) {
      const ours = lookupRoute(path)
      const theirs = tanstack(path)
      expect({ path, entry: ours?.entry.path ?? null, params: ours?.params ?? null }).toEqual({ path, entry: theirs?.entry.path ?? null, params: theirs?.params ?? null })
    }
  })

  it('names the language of the path', () => {
    expect(lookupRoute('/hindi/kundli')).toMatchObject({ language: 'hi', entry: { path: '/kundli' } })
    expect(lookupRoute('/kundli')).toMatchObject({ language: 'en', entry: { path: '/kundli' } })
    expect(lookupRoute('/tamil/mesham/monthly')).toMatchObject({ language: 'ta' })
    expect(lookupRoute('/daily-horoscope/leo')?.params).toEqual({ sign: 'leo' })
    expect(lookupRoute('/no-such-page')).toBeNull()
  })
})
