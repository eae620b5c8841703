import { isNotFound } from '@tanstack/react-router'
import { createRequestHandler, defaultStreamHandler } from '@tanstack/react-router/ssr/server'
import type { PublicUser } from '../core/domain/user'
import { languageFromPath, DEFAULT_LANGUAGE, type LanguageCode } from '../core/shared/language'
import type { DocumentAssets, DocumentState } from './app/document-state'
import { createQueryClient } from './app/query-client'
import { mainPageSources, pageSource } from './app/pages'
import { loadRouteCatalog, routeCatalogSource, routeMessagesOf } from './app/route-messages'
import { indiaToday } from './app/site-years'
import { entryOfMatches } from './app/use-current-entry'
import { loadVocabulary } from './components/vocabulary'
import { missingStatus } from './lib/missing-content'
import { createAppRouter } from './app/router'
import { createI18n } from './i18n/i18n'
import { createHttpServices } from './services/http-services'
import type { FetchLike } from './services/http'
import type { Services } from './services/types'

export type { DocumentAssets }

/** One page request, as the server hands it over. */
export interface PageRequest {
  /** The request (absolute URL, headers, an abort signal that fires when the client goes away). */
  request: Request
  /** The services, calling the core use cases in process. */
  services: Services
  /** The user of the request's session cookie, or null. */
  user: PublicUser | null
  /** The Content-Security-Policy nonce of this response, for the inline hydration scripts. */
  nonce: string
  /** The site's public origin, for canonical and social-share URLs. */
  origin: string
  /** The server's clock: the date the page is rendered for (the menus' years). */
  now: Date
  /**
   * The document's assets for a language (its catalog and font differ), the pages shown (their chunks
   * and styles) and the pages fetched ahead of need.
   */
  assets: (language: LanguageCode, pageSources: readonly string[], prefetchSources: readonly string[]) => DocumentAssets
}

/**
 * Renders a page on the server with TanStack Router's SSR (streamed; the query cache and the router's
 * state dehydrated into the stream), in the language of its URL. Answers a Response: the HTML, a
 * redirect, or a not-found page with status 404.
 */
export async function renderPage({ request, services, user, nonce, origin, now, assets }: PageRequest): Promise<Response> {
  const language = languageFromPath(new URL(request.url).pathname) ?? DEFAULT_LANGUAGE
  const i18n = await createI18n(language)
  // The server renders with every route message and jyotish term (a not-found page runs no route loader).
  await Promise.all([loadRouteCatalog(language, i18n), loadVocabulary(language)])
  const prefetched = [...mainPageSources(), routeCatalogSource(language)]
  const state: DocumentState = { assets: assets(language, [], prefetched), origin, language, user, routeMessages: '{}', today: indiaToday(now) }
  let rendered: ReturnType<typeof createAppRouter> | undefined
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const context = { queryClient: createQueryClient(), services, document: state, i18n }
      const router = (rendered = createAppRouter(context, { i18n, nonce }))
      // Once the route is loaded (dehydration comes before rendering): link the page's chunk and styles,
      // and hand over the route messages it shows.
      const dehydrate = router.options.dehydrate!
      router.options.dehydrate = async () => {
        const { entry } = entryOfMatches(router.state.matches)
        const pages = entry ? [pageSource(entry.page)] : []
        state.assets = assets(language, pages, prefetched)
        state.routeMessages = JSON.stringify(routeMessagesOf(entry, i18n))
        return dehydrate()
      }
      return router
    },
  })
  const response = await handler(defaultStreamHandler)
  // Content removed for good (a deleted article) is the not-found page with 410, which tells search
  // engines to drop the address.
  const removed = rendered?.state.matches.some((match) => isNotFound(match.error) && missingStatus(match.error) === 410)
  return removed && response.status === 404 ? new Response(response.body, { status: 410, headers: response.headers }) : response
}

/**
 * The UI's services for server rendering: the same services as in the browser, over a `fetch` that the
 * server answers in process with the core use cases (server/in-process-api.ts), never over the network.
 */
export function createServices(fetch: FetchLike): Services {
  return createHttpServices({ fetch, storage: null, host: () => 'localhost' })
}

/** Every public page in each of its languages, for the server's sitemap.xml. */
export { sitePages } from './app/site-map'
