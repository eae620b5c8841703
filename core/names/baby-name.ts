/** A baby name of the directory. */
export interface BabyName {
  /** the usual English spelling, e.g. "Aarav" */
  name: string
  /** the precise romanisation (Harvard-Kyoto with `zh`, `ĕ`, `ŏ`; phonetics.ts) */
  roman: string
  /** 'unisex' names are listed for boys and for girls */
  gender: 'boy' | 'girl' | 'unisex'
  /** the meaning in English */
  meaning: string
  /** the meaning in each language of the site */
  meanings: { en: string; hi: string; ta: string; te: string }
  /** the name in Devanagari (Hindi), Tamil and Telugu script */
  scripts: { hi: string; ta: string; te: string }
  /** where the name comes from */
  origin: 'sanskrit' | 'tamil' | 'telugu' | 'punjabi'
}
