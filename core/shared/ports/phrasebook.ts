import type { LanguageCode } from '../language'

/**
 * Interpretive prose (held as data, not code): horoscope and report sentences, dosha and yoga
 * explanations, tarot meanings. Core decides which key applies from the chart's factors; the adapter
 * holds the text per language. Keys are dotted paths inside a book (`matching.koota.nadi.dosha`); a key
 * may hold several variants of one sentence, for varied composition.
 */
export interface Phrasebook {
  /**
   * The text of `key` in `lang` with `{name}` placeholders filled from `vars`. For a key with variants,
   * `pick` (any integer, e.g. a hash of the period) chooses one deterministically; default the first.
   * Throws when the key does not exist.
   */
  phrase(lang: LanguageCode, key: string, vars?: Readonly<Record<string, string | number>>, pick?: number): string
  /** Every variant of `key` in `lang` (one element for a plain sentence); [] when the key does not exist. */
  variants(lang: LanguageCode, key: string): readonly string[]
  has(lang: LanguageCode, key: string): boolean
}
export const Phrasebook = Symbol('Phrasebook')

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a test can spot it. */
export function fillPhrase(text: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}
