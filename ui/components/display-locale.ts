import type { LanguageCode } from '../../core/shared/language'

/** The Intl locale of each language: US English, the Indian locales for the others. */
export const DISPLAY_LOCALES: Record<LanguageCode, string> = { en: 'en-US', hi: 'hi-IN', ta: 'ta-IN', te: 'te-IN' }
