import { NAKSHATRA_NAMES } from '../jyotish/zodiac'

/**
 * The avakahada chakra: the starting syllable of a name for each of the 108 nakshatra padas, as printed
 * in the Hindi panchangs (e.g. Thakur Prasad's and Drik Panchang's "nakshatra pada akshara" table) —
 * Ashwini chu, che, cho, la … Revati de, do, cha, chi. Each entry: Devanagari, a Latin reading, and the
 * sound key names are matched on (phonetics.ts: consonant + vowel, vowel length ignored).
 *
 * Choices where traditions differ (docs/baby-names.md): Shravana is khi, khu, khe, kho (the 27-nakshatra
 * table; "ju, je, jo, kha" belongs to Abhijit in the 28-nakshatra one); the nasal syllables ṅa (Ardra 3),
 * ṇa (Hasta 3) and ña (Uttara Bhadrapada 4), which begin no names, are read as 'na'; retroflex and dental
 * stops share a key (ḍa with da), as do ś and ṣ (sha).
 */
export interface PadaSyllable {
  /** 1–27 */
  nakshatra: number
  /** 1–4 */
  pada: number
  /** 1–108: (nakshatra − 1) × 4 + pada */
  index: number
  /** the rashi (1–12) the pada lies in */
  rashi: number
  devanagari: string
  latin: string
  /** the sound key (`ch-u`, `l-a`, `-a` for a bare vowel) */
  key: string
}

const TABLE: ReadonlyArray<readonly [string, string, string][]> = [
  [['चु', 'chu', 'ch-u'], ['चे', 'che', 'ch-e'], ['चो', 'cho', 'ch-o'], ['ला', 'la', 'l-a']],
  [['ली', 'li', 'l-i'], ['लू', 'lu', 'l-u'], ['ले', 'le', 'l-e'], ['लो', 'lo', 'l-o']],
  [['अ', 'a', '-a'], ['ई', 'i', '-i'], ['उ', 'u', '-u'], ['ए', 'e', '-e']],
  [['ओ', 'o', '-o'], ['वा', 'va', 'v-a'], ['वी', 'vi', 'v-i'], ['वू', 'vu', 'v-u']],
  [['वे', 've', 'v-e'], ['वो', 'vo', 'v-o'], ['का', 'ka', 'k-a'], ['की', 'ki', 'k-i']],
  [['कू', 'ku', 'k-u'], ['घ', 'gha', 'gh-a'], ['ङ', 'ṅa', 'n-a'], ['छ', 'chha', 'chh-a']],
  [['के', 'ke', 'k-e'], ['को', 'ko', 'k-o'], ['हा', 'ha', 'h-a'], ['ही', 'hi', 'h-i']],
  [['हू', 'hu', 'h-u'], ['हे', 'he', 'h-e'], ['हो', 'ho', 'h-o'], ['डा', 'ḍa', 'd-a']],
  [['डी', 'ḍi', 'd-i'], ['डू', 'ḍu', 'd-u'], ['डे', 'ḍe', 'd-e'], ['डो', 'ḍo', 'd-o']],
  [['मा', 'ma', 'm-a'], ['मी', 'mi', 'm-i'], ['मू', 'mu', 'm-u'], ['मे', 'me', 'm-e']],
  [['मो', 'mo', 'm-o'], ['टा', 'ṭa', 't-a'], ['टी', 'ṭi', 't-i'], ['टू', 'ṭu', 't-u']],
  [['टे', 'ṭe', 't-e'], ['टो', 'ṭo', 't-o'], ['पा', 'pa', 'p-a'], ['पी', 'pi', 'p-i']],
  [['पू', 'pu', 'p-u'], ['ष', 'sha', 'sh-a'], ['ण', 'ṇa', 'n-a'], ['ठ', 'ṭha', 'th-a']],
  [['पे', 'pe', 'p-e'], ['पो', 'po', 'p-o'], ['रा', 'ra', 'r-a'], ['री', 'ri', 'r-i']],
  [['रू', 'ru', 'r-u'], ['रे', 're', 'r-e'], ['रो', 'ro', 'r-o'], ['ता', 'ta', 't-a']],
  [['ती', 'ti', 't-i'], ['तू', 'tu', 't-u'], ['ते', 'te', 't-e'], ['तो', 'to', 't-o']],
  [['ना', 'na', 'n-a'], ['नी', 'ni', 'n-i'], ['नू', 'nu', 'n-u'], ['ने', 'ne', 'n-e']],
  [['नो', 'no', 'n-o'], ['या', 'ya', 'y-a'], ['यी', 'yi', 'y-i'], ['यू', 'yu', 'y-u']],
  [['ये', 'ye', 'y-e'], ['यो', 'yo', 'y-o'], ['भा', 'bha', 'bh-a'], ['भी', 'bhi', 'bh-i']],
  [['भू', 'bhu', 'bh-u'], ['धा', 'dha', 'dh-a'], ['फा', 'pha', 'ph-a'], ['ढा', 'ḍha', 'dh-a']],
  [['भे', 'bhe', 'bh-e'], ['भो', 'bho', 'bh-o'], ['जा', 'ja', 'j-a'], ['जी', 'ji', 'j-i']],
  [['खी', 'khi', 'kh-i'], ['खू', 'khu', 'kh-u'], ['खे', 'khe', 'kh-e'], ['खो', 'kho', 'kh-o']],
  [['गा', 'ga', 'g-a'], ['गी', 'gi', 'g-i'], ['गू', 'gu', 'g-u'], ['गे', 'ge', 'g-e']],
  [['गो', 'go', 'g-o'], ['सा', 'sa', 's-a'], ['सी', 'si', 's-i'], ['सू', 'su', 's-u']],
  [['से', 'se', 's-e'], ['सो', 'so', 's-o'], ['दा', 'da', 'd-a'], ['दी', 'di', 'd-i']],
  [['दू', 'du', 'd-u'], ['थ', 'tha', 'th-a'], ['झ', 'jha', 'jh-a'], ['ञ', 'ña', 'n-a']],
  [['दे', 'de', 'd-e'], ['दो', 'do', 'd-o'], ['चा', 'cha', 'ch-a'], ['ची', 'chi', 'ch-i']],
]

/** All 108 padas in order, Ashwini 1 to Revati 4. */
export const PADA_SYLLABLES: readonly PadaSyllable[] = TABLE.flatMap((padas, n) =>
  padas.map(([devanagari, latin, key], p) => {
    const index = n * 4 + p + 1
    return { nakshatra: n + 1, pada: p + 1, index, rashi: Math.ceil(index / 9), devanagari, latin, key }
  }),
)

/** The syllables of one nakshatra (1–27), or of one of its padas (1–4). */
export function syllablesOf(nakshatra: number, pada?: number): PadaSyllable[] {
  return PADA_SYLLABLES.filter((s) => s.nakshatra === nakshatra && (pada === undefined || s.pada === pada))
}

/** The nine padas of a rashi (1–12): a rashi spans 30° = 9 padas of 3°20′. */
export function padasOfRashi(rashi: number): PadaSyllable[] {
  return PADA_SYLLABLES.filter((s) => s.rashi === rashi)
}

/** The nakshatra identifier (`ashwini` …) of 1–27. */
export function nakshatraId(nakshatra: number): string {
  return NAKSHATRA_NAMES[nakshatra - 1]!
}
