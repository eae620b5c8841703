/**
 * Names are written once in a precise romanisation: Harvard-Kyoto (long vowels capital: A I U; retroflex
 * T D N; ś = z, ṣ = S; c = च, ch = छ; ṛ = R; anusvara M) with two additions for Tamil names: `zh` for ழ and
 * `ĕ`/`ŏ` for the short e and o that Sanskrit lacks. This module reads the sound a name starts with.
 */

/** HK consonants, longest first, folded to the keys of the syllable table. */
const CONSONANTS: ReadonlyArray<readonly [string, string]> = [
  ['kh', 'kh'], ['gh', 'gh'], ['ch', 'chh'], ['jh', 'jh'], ['Th', 'th'], ['Dh', 'dh'], ['th', 'th'], ['dh', 'dh'],
  ['ph', 'ph'], ['bh', 'bh'], ['zh', 'zh'],
  ['k', 'k'], ['g', 'g'], ['G', 'n'], ['c', 'ch'], ['j', 'j'], ['J', 'n'], ['T', 't'], ['D', 'd'], ['N', 'n'],
  ['t', 't'], ['d', 'd'], ['n', 'n'], ['p', 'p'], ['b', 'b'], ['m', 'm'], ['y', 'y'], ['r', 'r'], ['l', 'l'],
  ['L', 'l'], ['v', 'v'], ['w', 'v'], ['z', 'sh'], ['S', 'sh'], ['s', 's'], ['h', 'h'], ['f', 'ph'],
]
const VOWELS: ReadonlyArray<readonly [string, string]> = [
  ['ai', 'ai'], ['au', 'au'], ['RR', 'i'], ['R', 'i'], ['A', 'a'], ['a', 'a'], ['I', 'i'], ['i', 'i'], ['U', 'u'], ['u', 'u'],
  ['E', 'e'], ['e', 'e'], ['ĕ', 'e'], ['O', 'o'], ['o', 'o'], ['ŏ', 'o'],
]

/**
 * The key of a name's first syllable: its first consonant (aspiration kept, retroflex folded to dental,
 * ś and ṣ to 'sh') and the vowel of that syllable (length ignored; ṛ counts as 'i'), joined by '-'.
 * A conjunct keeps only its first consonant (kRSNa → k-i, zrI → sh-i, prIti → p-i). A bare vowel
 * start gives '-a', '-i' … Returns null when the text is not a romanised name.
 */
export function firstSyllableKey(roman: string): string | null {
  let rest = roman.trim()
  let consonant = ''
  const first = CONSONANTS.find(([hk]) => rest.startsWith(hk))
  if (first) {
    consonant = first[1]
    rest = rest.slice(first[0].length)
    // Skip the rest of a conjunct up to its vowel; ṛ after a consonant is the vowel itself.
    for (let guard = 0; guard < 4; guard++) {
      if (VOWELS.some(([hk]) => rest.startsWith(hk))) break
      const next = CONSONANTS.find(([hk]) => rest.startsWith(hk))
      if (!next) return null
      rest = rest.slice(next[0].length)
    }
  }
  const vowel = VOWELS.find(([hk]) => rest.startsWith(hk))
  if (!vowel) return null
  return `${consonant}-${vowel[1]}`
}
