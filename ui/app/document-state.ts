import type { PublicUser } from '../../core/domain/user'
import type { LanguageCode } from '../../core/shared/language'
import { indiaToday } from './site-years'

/** What the HTML document links: the client entry, the stylesheets of the shell and the page, the font to preload. */
export interface DocumentAssets {
  /** The client entry module (`/assets/main-….js`). */
  entry: string
  /** Stylesheets of the entry. */
  styles: readonly string[]
  /** The page language's font files (woff2). */
  fontPreloads: readonly string[]
  /**
   * The chunks and stylesheets of the main pages that this page has not loaded: fetched into the cache
   * ahead of need, not run.
   */
  prefetch: readonly string[]
}

/**
 * Facts the server knew when it rendered the page, handed to the browser with the router's dehydrated
 * state so that the first client render is the same as the server's (no hydration mismatch).
 */
export interface DocumentState {
  assets: DocumentAssets
  /** The site's origin (`https://…`), for canonical and social-share URLs. */
  origin: string
  /** The page's language (from the URL prefix). */
  language: LanguageCode
  /** The user whose session cookie came with the request, or null. */
  user: PublicUser | null
  /**
   * The compiled route-table messages the page rendered (its title, description, keywords), as JSON
   * (ui/app/route-messages.ts): a compiled message nests plain arrays and objects, which the router's
   * serializer types cannot follow.
   */
  routeMessages: string
  /** The date in India the page was rendered on ('YYYY-MM-DD'): the years the menus offer follow it (ui/app/site-years.ts). */
  today: string
}

/** An empty state for renders outside server rendering (unit tests, a client-only start). */
export function blankDocumentState(language: LanguageCode = 'en'): DocumentState {
  return {
    assets: { entry: '', styles: [], fontPreloads: [], prefetch: [] },
    origin: typeof window !== 'undefined' ? window.location.origin : '',
    language,
    user: null,
    routeMessages: '{}',
    today: indiaToday(),
  }
}
