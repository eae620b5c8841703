import type { I18n, MessageDescriptor, Messages } from '@lingui/core'
import type { LanguageCode } from '../../core/shared/language'
import { loadCatalogOnce } from '../i18n/feature-catalogs'
import { HOME_ROUTE, SECTION_KEYWORDS, type RouteEntry } from './route-table'

/**
 * The route table's titles, descriptions and keywords (about 350 messages, a third of the text every
 * page used to load) are a catalog of their own, ui/app/locales. A page shows only its own entry's, so
 * the browser does not fetch the catalog to hydrate: the server hands over the few compiled messages
 * its page rendered (`routeMessagesOf`, with the document's state), and the catalog is fetched with the
 * first page the browser navigates to (the router's loader), ahead of need by the prefetch. This adds
 * them in `language` to an i18n instance, once per instance.
 */
export function loadRouteCatalog(language: LanguageCode, instance: I18n): Promise<void> {
  return loadCatalogOnce('the route table', language, instance, () => import(`./locales/${language}/messages.ts`) as Promise<{ messages: Messages }>)
}

/** The manifest key of a language's route catalog, for the document's prefetch list. */
export const routeCatalogSource = (language: LanguageCode) => `app/locales/${language}/messages.ts`

const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'

/** Every message an entry carries (title, description, keywords, subject) and its section's default keywords. */
export function messagesOfEntry(entry: RouteEntry): MessageDescriptor[] {
  return [...Object.values(entry).filter(isDescriptor), SECTION_KEYWORDS[entry.section]]
}

/**
 * The compiled route messages a page needs to hydrate: its entry's, and the home page's, which the
 * head shows for a path that names no page (the not-found page, also after a navigation in the browser).
 */
export function routeMessagesOf(entry: RouteEntry | null, i18n: I18n): Messages {
  const compiled = i18n.messages
  const descriptors = [...(entry ? messagesOfEntry(entry) : []), ...messagesOfEntry(HOME_ROUTE)]
  return Object.fromEntries(descriptors.filter((d) => compiled[d.id] !== undefined).map((d) => [d.id, compiled[d.id]!]))
}
