import { createRootRouteWithContext, createRoute, createRouter, redirect, type AnyRoute } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { LANGUAGES, languageFromPath, localizePath } from '../../core/rules/language'
import { ErrorFallback } from '../components/error-fallback'
import { PageLoading } from '../components/page-loading'
import { formatQuery } from '../components/query-string'
import { NotFoundPage } from '../features/info/components/not-found-page'
import type { Services } from '../services/types'
import { AccessGate } from './access-gate'
import { PageView } from './pages'
import { RootLayout } from './root-layout'
import { ROUTE_TABLE, type PageKey, type RouteEntry } from './route-table'

/** What every route's loader and beforeLoad can reach (STYLE.md §9). */
export interface RouterContext {
  queryClient: QueryClient
  services: Services
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route-table entry behind the route: metadata, access, page. */
    entry?: RouteEntry
  }
}

const PREFIXES: readonly string[] = LANGUAGES.map((l) => l.prefix).filter(Boolean)

/**
 * Query strings are kept as plain text (`?latitude=16.25`, never `?latitude=%2216.25%22`): spec §7's
 * shared links (/kundli?name,date,time,location,gender,latitude,longitude) must read as written, and
 * every page reads its parameters as strings.
 */
export function parsePlainSearch(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr))
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
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
function prefetchKundli(context: RouterContext, search: Record<string, unknown>): void {
  void import('../features/kundli/api/get-kundli')
    .then((m) => m.prefetchKundliFromSearch(context.queryClient, context.services, search))
    .catch(() => undefined)
}

/** Starts fetching the panchang day (or month) of a panchang page's query string, the same way. */
function prefetchPanchang(kind: 'day' | 'month') {
  return (context: RouterContext, search: Record<string, unknown>): void => {
    void import('../features/panchang/api/prefetch-panchang')
      .then((m) => m.prefetchPanchang(context.queryClient, context.services, kind, search))
      .catch(() => undefined)
  }
}

/** Pages whose data the route starts loading before their code arrives. */
const PAGE_LOADERS: Partial<Record<PageKey, (context: RouterContext, search: Record<string, unknown>) => void>> = {
  kundli: prefetchKundli,
  'kundli-tool': prefetchKundli,
  'brihat-kundli': prefetchKundli,
  panchang: prefetchPanchang('day'),
  'panchang-tool': prefetchPanchang('day'),
  'panchang-month': prefetchPanchang('month'),
}

function routeOptions(entry: RouteEntry) {
  const load = PAGE_LOADERS[entry.page]
  return {
    staticData: { entry },
    ...(entry.validParams
      ? {
          params: {
            parse: (raw: Record<string, string>) => (entry.validParams!(raw) ? raw : false),
            stringify: (params: Record<string, string>) => params,
          },
        }
      : {}),
    ...(load
      ? {
          loaderDeps: ({ search }: { search: Record<string, unknown> }) => ({ search }),
          loader: ({ context, deps }: { context: RouterContext; deps: { search: Record<string, unknown> } }) => load(context, deps.search),
        }
      : {}),
    beforeLoad: entry.redirectTo
      ? ({ location, params }: { location: { pathname: string; searchStr: string }; params: Record<string, string> }) => {
          const language = languageFromPath(location.pathname) ?? 'en'
          const target = entry.redirectTo!.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
          throw redirect({ href: localizePath(target, language) + location.searchStr, replace: true })
        }
      : undefined,
    component: function RoutePage() {
      return (
        <AccessGate entry={entry}>
          <PageView entry={entry} />
        </AccessGate>
      )
    },
  }
}

/** The route tree: one `{-$lang}` branch for every mirrored page, plus the language-only extras. */
export function createRouteTree() {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    component: RootLayout,
    notFoundComponent: NotFoundPage,
    errorComponent: ErrorFallback,
    pendingComponent: PageLoading,
  })

  // '/about' and '/hindi/about' alike; any other first segment is not a language and does not match.
  const languageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '{-$lang}',
    params: {
      parse: (raw: { lang?: string }) => {
        if (raw.lang === undefined) return { lang: undefined }
        const lang = raw.lang.toLowerCase()
        return PREFIXES.includes(lang) ? { lang } : false
      },
      stringify: (params: { lang?: string }) => ({ lang: params.lang }),
    },
  })

  const mirrored: AnyRoute[] = ROUTE_TABLE.filter((e) => !e.languages).map((entry) =>
    createRoute({
      getParentRoute: () => languageRoute,
      path: entry.path === '/' ? '/' : entry.path.slice(1),
      ...routeOptions(entry),
    }),
  )

  const extras: AnyRoute[] = ROUTE_TABLE.filter((e) => e.languages).flatMap((entry) =>
    entry.languages!.map((code) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: localizePath(entry.path, code).slice(1),
        ...routeOptions(entry),
      }),
    ),
  )

  return rootRoute.addChildren([languageRoute.addChildren(mirrored), ...extras])
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree: createRouteTree(),
    context,
    parseSearch: parsePlainSearch,
    stringifySearch: stringifyPlainSearch,
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: false,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>
