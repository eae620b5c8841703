import type { LanguageCode } from '../../core/shared/language'
import type { JyotishVocabulary } from './jyotish-labels'
import type { PanchangVocabulary } from './panchang-labels'

/** One language's jyotish and panchang terms. */
export interface LanguageVocabulary {
  jyotish: JyotishVocabulary
  panchang: PanchangVocabulary
}

type TranslatedLanguage = Exclude<LanguageCode, 'en'>

/**
 * The Hindi, Tamil and Telugu terms are a chunk per language (English is written in the label modules
 * themselves), so a page fetches only its own language's: about 2.5 KB gzipped where all four were 9.
 * A page in English fetches none; one in another language fetches its own even if it shows no term,
 * since which pages do is known only once they render.
 */
const LOADERS: Record<TranslatedLanguage, () => Promise<{ vocabulary: LanguageVocabulary }>> = {
  hi: () => import('./vocabularies/hi'),
  ta: () => import('./vocabularies/ta'),
  te: () => import('./vocabularies/te'),
}

const loaded = new Map<LanguageCode, LanguageVocabulary>()

/**
 * Fetches a language's terms (once). Awaited before a page renders, with its code (ui/app/router.tsx), and
 * by the server before it renders a page.
 */
export async function loadVocabulary(language: LanguageCode): Promise<void> {
  if (language === 'en' || loaded.has(language) || !(language in LOADERS)) return
  loaded.set(language, (await LOADERS[language as TranslatedLanguage]()).vocabulary)
}

/**
 * A translated language's terms, or null for English (and an unknown code), whose terms the label modules
 * hold. Throws when the language was never loaded: a page would otherwise show its terms in English.
 */
export function translatedVocabulary(language: LanguageCode): LanguageVocabulary | null {
  if (language === 'en' || !(language in LOADERS)) return null
  const vocabulary = loaded.get(language)
  if (!vocabulary) throw new Error(`The ${language} jyotish terms were used before they were loaded (loadVocabulary)`)
  return vocabulary
}
