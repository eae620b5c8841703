import type { I18n, Messages } from '@lingui/core'
import { createRootRouteWithContext, createRoute, createRouter, isNotFound, redirect } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { languageFromPath, localizePath, type LanguageCode } from '../../core/shared/language'
import { ErrorFallback } from '../components/error-fallback'
import { PageLoading } from '../components/page-loading'
import { loadVocabulary } from '../components/vocabulary'
import { formatQuery } from '../components/query-string'
import { NotFoundPage } from '../components/not-found-page'
import { platformTermsQueryOptions } from '../components/platform-claims'
import type { Services } from '../services/types'
import { AccessGate } from './access-gate'
import { createAppWrap } from './app'
import type { DocumentState } from './document-state'
import { i18n as browserI18n } from '../i18n/i18n'
import { featureCatalogsOf } from '../i18n/feature-catalog-names'
import { loadFeatureCatalog } from '../i18n/feature-catalogs'
import { PageView, pageSource, preloadPage } from './pages'
import { LANGUAGE_SEGMENT, lookupRoute } from './route-lookup'
import { loadRouteCatalog } from './route-messages'
import { RootDocument } from './root-document'
import type { PageKey, RouteEntry } from './route-table'
import { useCurrentEntry } from './use-current-entry'

/** What every route's loader and beforeLoad can reach (STYLE.md §9). */
interface RouterContext {
  queryClient: QueryClient
  services: Services
  /** What the server knew when it rendered the page (dehydrated with the router's state). */
  document: DocumentState
  /** The page's i18n instance (one per request on the server), into which feature catalogs load. */
  i18n: I18n
}

/** True while rendering on the server: loaders wait for their data there, so the HTML carries it. */
const onServer = typeof window === 'undefined'

/**
 * Query strings are kept as plain text (`?latitude=16.25`, never `?latitude=%2216.25%22`): the
 * shared links (/kundli?name,date,time,location,gender,latitude,longitude) must read as written, and
 * every page reads its parameters as strings.
 */
function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr))
}

function stringifyPlainSearch(search: Record<string, unknown>): string {
  const text = formatQuery(
    Object.entries(search)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)] as const),
  )
  return text ? `?${text}` : ''
}

/**
 * Starts fetching the chart a kundli link describes while the page's code loads (STYLE.md §9). The
 * query helpers are imported on demand, so the main bundle does not carry the kundli rules.
 */
function prefetchKundli(context: RouterContext, search: Record<string, unknown>, _params: Record<string, string>, entry: RouteEntry): Promise<unknown> {
  return import('../features/kundli/api/get-kundli')
    .then((m) => m.prefetchKundliTab(context.queryClient, context.services, search, entry.path))
    .catch(() => undefined)
}
const prefetchBrihatKundli = (context: RouterContext, search: Record<string, unknown>): Promise<unknown> =>
  import('../features/kundli/api/get-kundli').then((m) => m.prefetchBrihatKundli(context.queryClient, context.services, search)).catch(() => undefined)
const prefetchChartTest = (context: RouterContext, search: Record<string, unknown>): Promise<unknown> =>
  import('../features/kundli/api/get-kundli').then((m) => m.prefetchChartTest(context.queryClient, context.services, search)).catch(() => undefined)

/** Starts fetching the panchang day, month or festival year of a panchang page's URL, the same way. */
function prefetchPanchang(kind: 'day' | 'month' | 'festivals') {
  return (context: RouterContext, search: Record<string, unknown>, params: Record<string, string>, entry: RouteEntry): Promise<unknown> => {
    return import('../features/panchang/api/prefetch-panchang')
      .then((m) => m.prefetchPanchang(context.queryClient, context.services, kind, search, { path: entry.path, params }))
      .catch(() => undefined)
  }
}

/** The page's language, as the server rendered it and the browser keeps it (a language change reloads). */
const languageOf = (context: RouterContext) => context.document.language

/** Loaders of the home, blog and astrologer pages, each importing its feature's prefetch on demand. */
const prefetchHome = (context: RouterContext) =>
  import('../features/home/api/prefetch-home').then((m) => m.prefetchHome(context.queryClient, context.services, languageOf(context)))
const prefetchBlogList = (context: RouterContext) =>
  import('../features/blog/api/prefetch-blog').then((m) => m.prefetchBlogList(context.queryClient, context.services, languageOf(context)))
const prefetchArticle = (context: RouterContext, _search: unknown, params: Record<string, string>) =>
  import('../features/blog/api/prefetch-blog').then((m) => m.prefetchArticle(context.queryClient, context.services, languageOf(context), params))
const prefetchAstrologers = (context: RouterContext) =>
  import('../features/astrologers/api/prefetch-astrologers').then((m) => m.prefetchAstrologerList(context.queryClient, context.services, languageOf(context)))
const prefetchAstrologer = (context: RouterContext, search: Record<string, unknown>, params: Record<string, string>) =>
  import('../features/astrologers/api/prefetch-astrologers').then((m) =>
    m.prefetchAstrologerProfile(context.queryClient, context.services, languageOf(context), params, search),
  )

/** The about and FAQ pages print the marketing figures: the server's HTML carries them. */
const prefetchClaims = (context: RouterContext) => context.queryClient.prefetchQuery(platformTermsQueryOptions(context.services.content))

/** The loader of a page of a calculator feature: its feature's `api/prefetch.ts`, imported on demand. */
interface FeaturePrefetch {
  prefetchFeaturePage(
    queryClient: RouterContext['queryClient'],
    services: RouterContext['services'],
    language: LanguageCode,
    page: PageKey,
    search: Record<string, unknown>,
    params: Record<string, string>,
    entry: RouteEntry,
  ): Promise<unknown>
}
function prefetchFeature(load: () => Promise<FeaturePrefetch>, page: PageKey): PageLoader {
  return (context, search, params, entry) => load().then((m) => m.prefetchFeaturePage(context.queryClient, context.services, languageOf(context), page, search, params, entry))
}
const matchingPrefetch = () => import('../features/matching/api/prefetch')
const lovePrefetch = () => import('../features/love/api/prefetch')
const calculatorsPrefetch = () => import('../features/calculators/api/prefetch')
const numerologyPrefetch = () => import('../features/numerology/api/prefetch')
const divinationPrefetch = () => import('../features/divination/api/prefetch')
const horoscopePrefetch = () => import('../features/horoscope/api/prefetch')
const readingPrefetch = () => import('../features/reading/api/prefetch')
const reportsPrefetch = () => import('../features/reports/api/prefetch')
const walletPrefetch = () => import('../features/wallet/api/prefetch')

/**
 * Pages whose data the route starts loading before their code arrives. In the browser the loader does
 * not wait (the page shows its own loading state); on the server it waits, so the HTML has the data.
 */
type PageLoader = (context: RouterContext, search: Record<string, unknown>, params: Record<string, string>, entry: RouteEntry) => Promise<unknown>
const PAGE_LOADERS: Partial<Record<PageKey, PageLoader>> = {
  kundli: prefetchKundli,
  'kundli-blocks': prefetchKundli,
  varshaphal: prefetchKundli,
  'kundli-tool': prefetchKundli,
  'brihat-kundli': prefetchBrihatKundli,
  'chart-test': prefetchChartTest,
  panchang: prefetchPanchang('day'),
  'panchang-tool': prefetchPanchang('day'),
  'panchang-month': prefetchPanchang('month'),
  festivals: prefetchPanchang('festivals'),
  home: prefetchHome,
  about: prefetchClaims,
  faq: prefetchClaims,
  // The free question's form shows once the offer's terms are known: the server's HTML carries the form.
  questions: prefetchClaims,
  'blog-list': prefetchBlogList,
  'blog-article': prefetchArticle,
  astrologers: prefetchAstrologers,
  astrologer: prefetchAstrologer,
  matching: prefetchFeature(matchingPrefetch, 'matching'),
  'love-compatibility': prefetchFeature(lovePrefetch, 'love-compatibility'),
  'dosham-detector': prefetchFeature(calculatorsPrefetch, 'dosham-detector'),
  'sade-sati': prefetchFeature(calculatorsPrefetch, 'sade-sati'),
  'lal-kitab': prefetchFeature(calculatorsPrefetch, 'lal-kitab'),
  'marriage-astrology': prefetchFeature(calculatorsPrefetch, 'marriage-astrology'),
  gemstones: prefetchFeature(calculatorsPrefetch, 'gemstones'),
  numerology: prefetchFeature(numerologyPrefetch, 'numerology'),
  'numerology-year': prefetchFeature(numerologyPrefetch, 'numerology-year'),
  'lucky-numbers': prefetchFeature(numerologyPrefetch, 'lucky-numbers'),
  'baby-naming': prefetchFeature(numerologyPrefetch, 'baby-naming'),
  divination: prefetchFeature(divinationPrefetch, 'divination'),
  'tarot-year': prefetchFeature(divinationPrefetch, 'tarot-year'),
  palmistry: prefetchFeature(divinationPrefetch, 'palmistry'),
  vastu: prefetchFeature(divinationPrefetch, 'vastu'),
  horoscope: prefetchFeature(horoscopePrefetch, 'horoscope'),
  'planet-transits': prefetchFeature(horoscopePrefetch, 'planet-transits'),
  nakshatra: prefetchFeature(readingPrefetch, 'nakshatra'),
  learn: prefetchFeature(readingPrefetch, 'learn'),
  topic: prefetchFeature(readingPrefetch, 'topic'),
  'festivals-hub': prefetchFeature(readingPrefetch, 'festivals-hub'),
  'zodiac-signs': prefetchFeature(horoscopePrefetch, 'zodiac-signs'),
  'reports-catalog': prefetchFeature(reportsPrefetch, 'reports-catalog'),
  'report-order': prefetchFeature(reportsPrefetch, 'report-order'),
  'report-result': prefetchFeature(reportsPrefetch, 'report-result'),
  wallet: prefetchFeature(walletPrefetch, 'wallet'),
}

/**
 * A page's code and its own messages, so that it renders at once, in its language (no English flash, no
 * mismatch), and the jyotish terms of its language and of its chart's (/hindi-kundli), in case it shows them.
 */
async function loadPage(entry: RouteEntry, language: LanguageCode, i18n: I18n): Promise<void> {
  await Promise.all([
    preloadPage(entry.page),
    ...featureCatalogsOf(pageSource(entry.page)).map((catalog) => loadFeatureCatalog(catalog, language, i18n)),
    loadVocabulary(language),
    entry.chartLanguage ? loadVocabulary(entry.chartLanguage) : undefined,
  ])
}

/**
 * What the page route does for whichever page its location names: redirects, the page's messages, its
 * code and its data (`PAGE_LOADERS`) before it renders. In the browser a data loader does not wait (the
 * page shows its own loading state); on the server it waits, so the HTML has the data.
 */
const pageRouteOptions = {
  loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
  beforeLoad: ({ location }: { location: { pathname: string; searchStr: string } }) => {
    const match = lookupRoute(location.pathname)
    if (!match?.entry.redirectTo) return
    const target = match.entry.redirectTo.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ''))
    throw redirect({ href: localizePath(target, match.language) + location.searchStr, replace: true })
  },
  loader: async ({ context, deps, location }: { context: RouterContext; deps: { search?: Record<string, unknown> }; location: { pathname: string } }) => {
    const match = lookupRoute(location.pathname)
    if (!match) return
    const { entry, params } = match
    // Hydration needs no route catalog (the server handed over the page's route messages): a loader runs
    // on the server and for pages the browser navigates to.
    const language = languageOf(context)
    await Promise.all([loadPage(entry, language, context.i18n), loadRouteCatalog(language, context.i18n)])
    const load = PAGE_LOADERS[entry.page]
    if (!load) return
    // A page's data that fails to load shows the page's own error state; content that is not there
    // (a loader's not-found) is the not-found page.
    const loading = load(context, deps.search ?? {}, params, entry).catch((error: unknown) => {
      if (isNotFound(error)) throw error
    })
    if (onServer) await loading
    else loading.catch(() => undefined)
  },
  component: Object.assign(RoutePage, {
    /**
     * Called by the router before it renders the route, and in the browser before hydration, when only
     * the address bar can say which page it is (on navigation the loader above fetches the new page's code).
     */
    preload: async () => {
      const match = onServer ? null : lookupRoute(window.location.pathname)
      if (match) await loadPage(match.entry, browserI18n.locale as LanguageCode, browserI18n)
    },
  }),
}

/** The page the route's location names, under its access rule; a new page (another entry) mounts afresh. */
function RoutePage() {
  const { entry } = useCurrentEntry()
  if (!entry) return null
  return (
    <AccessGate key={entry.path} entry={entry}>
      <PageView entry={entry} />
    </AccessGate>
  )
}

let sharedRouteTree: ReturnType<typeof createRouteTree> | undefined

/**
 * The route tree, built once per process and shared by every router (TanStack Start keeps its tree in a
 * module the same way): its routes hold no request's or visit's state.
 */
function appRouteTree(): ReturnType<typeof createRouteTree> {
  return (sharedRouteTree ??= createRouteTree())
}

/**
 * The route tree: an optional language segment, then one route for the home page and one for every other
 * page, which asks the route table which page a path is (ui/app/route-lookup.ts). With a TanStack route
 * per entry (190 of them), every router parsed them all as it was built: each server render, and the
 * browser's hydration.
 */
function createRouteTree() {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: RootDocument,
    notFoundComponent: NotFoundPage,
    errorComponent: ErrorFallback,
    pendingComponent: PageLoading,
  })

  const languageRoute = createRoute({ getParentRoute: () => rootRoute, ...LANGUAGE_SEGMENT })

  const homeRoute = createRoute({ getParentRoute: () => languageRoute, path: '/', ...pageRouteOptions })

  // A path that names no page (or parameters the page refuses) does not match, and the router shows the
  // not-found page. The page's parameters join the route's, so pages read them with `useParams`.
  const pageRoute = createRoute({
    getParentRoute: () => languageRoute,
    path: '$',
    params: {
      parse: (raw: { lang?: string; _splat?: string }) => {
        const match = lookupRoute(`${raw.lang ? `/${raw.lang}` : ''}/${raw._splat ?? ''}`)
        return match ? { ...raw, ...match.params } : false
      },
      stringify: (params: { _splat?: string }) => ({ _splat: params._splat }),
    },
    ...pageRouteOptions,
  })

  return rootRoute.addChildren([languageRoute.addChildren([homeRoute, pageRoute])])
}

/**
 * The router of both sides: the server renders the page with it, the browser hydrates and then
 * navigates with it. Its `Wrap` holds the providers around the document (app.tsx); TanStack Query's
 * cache travels with the router's dehydrated state; so does `context.document`. `nonce` is the
 * Content-Security-Policy nonce of the server's response, for its inline hydration scripts.
 */
export function createAppRouter(context: RouterContext, options: { i18n?: I18n; nonce?: string } = {}) {
  const Wrap = options.i18n
    ? createAppWrap({
        services: context.services,
        i18n: options.i18n,
        state: context.document,
        onLoggedOut: () => void router.navigate({ to: localizePath('/login', languageFromPath(router.state.location.pathname) ?? 'en') }),
      })
    : undefined
  const router = createRouter({
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
    routeTree: appRouteTree(),
    context,
    Wrap,
    dehydrate: () => ({ document: context.document }),
    hydrate: (dehydrated: { document?: DocumentState }) => {
      if (!dehydrated.document) return
      Object.assign(context.document, dehydrated.document)
      context.i18n.load(dehydrated.document.language, JSON.parse(dehydrated.document.routeMessages) as Messages)
    },
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: false,
  })
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient })
  return router
}

