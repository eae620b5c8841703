/** The site's languages: English without a prefix, /hindi, /tamil and /telugu mirror the pages. */
export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', prefix: '' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', prefix: 'hindi' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', flag: '🇮🇳', prefix: 'tamil' },
  { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', flag: '🇮🇳', prefix: 'telugu' },
] as const

export type LanguageCode = (typeof LANGUAGES)[number]['code']
export const DEFAULT_LANGUAGE: LanguageCode = 'en'
export const LANGUAGE_STORAGE_KEY = 'language'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value)
}

/** The language `value` names, or English when it names none (a `lang` query, body field or stored column). */
export function languageOrDefault(value: unknown): LanguageCode {
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE
}

/** The language named by the first path segment ('hindi' → 'hi'), or null when there is no prefix. */
export function languageFromPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/').filter(Boolean)[0]?.toLowerCase()
  const found = LANGUAGES.find((l) => l.prefix !== '' && l.prefix === first)
  return found ? found.code : null
}

/** The path without its language prefix ('/hindi/kundli' → '/kundli', '/hindi' → '/'). */
export function stripLanguagePrefix(pathname: string): string {
  if (!languageFromPath(pathname)) return pathname || '/'
  const rest = pathname.split('/').filter(Boolean).slice(1).join('/')
  return '/' + rest + (pathname.endsWith('/') && rest ? '/' : '')
}

/** The same page in another language: the prefix is rewritten and the rest of the path kept. */
export function localizePath(pathname: string, language: LanguageCode): string {
  const bare = stripLanguagePrefix(pathname)
  const prefix = LANGUAGES.find((l) => l.code === language)!.prefix
  if (!prefix) return bare
  return bare === '/' ? `/${prefix}` : `/${prefix}${bare}`
}

/**
 * The URL prefix first, then the saved choice, then a supported browser language, then English.
 * A path with no prefix is English only when nothing else is known; the URL then follows the choice.
 */
export function resolveLanguage(input: { pathname: string; saved?: string | null; browserLanguages?: readonly string[] }): LanguageCode {
  const fromPath = languageFromPath(input.pathname)
  if (fromPath) return fromPath
  if (isLanguageCode(input.saved)) return input.saved
  for (const tag of input.browserLanguages ?? []) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLanguageCode(base)) return base
  }
  return DEFAULT_LANGUAGE
}
