import { createRootRouteWithContext, createRoute, createRouter, redirect, type AnyRoute } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { LANGUAGES, languageFromPath, localizePath } from '../../core/rules/language'
import { ErrorFallback } from '../components/error-fallback'
import { PageLoading } from '../components/page-loading'
import { NotFoundPage } from '../features/info/components/not-found-page'
import type { Services } from '../services/types'
import { AccessGate } from './access-gate'
import { PageView } from './pages'
import { RootLayout } from './root-layout'
import { ROUTE_TABLE, type RouteEntry } from './route-table'

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

function routeOptions(entry: RouteEntry) {
  return {
    staticData: { entry },
    beforeLoad: entry.redirectTo
      ? ({ location }: { location: { pathname: string; searchStr: string } }) => {
          const language = languageFromPath(location.pathname) ?? 'en'
          throw redirect({ href: localizePath(entry.redirectTo!, language) + location.searchStr, replace: true })
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
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: ErrorFallback,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: false,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>
