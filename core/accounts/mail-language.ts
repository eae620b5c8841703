import { languageOrDefault, type LanguageCode } from '../shared/language'

/**
 * The language of a mail a request causes: the `lang` the page sends with it (the language it is shown
 * in), English when absent or unknown, like the `lang` of the content endpoints.
 */
export function mailLanguage(body: unknown): LanguageCode {
  return languageOrDefault(body && typeof body === 'object' ? (body as { lang?: unknown }).lang : undefined)
}
