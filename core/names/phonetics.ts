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

/** English consonant spellings, longest first, folded as the syllable keys are (see CONSONANTS). */
const SPELLED_CONSONANTS: ReadonlyArray<readonly [string, string]> = [
  ['chh', 'chh'], ['kh', 'kh'], ['gh', 'gh'], ['ch', 'ch'], ['jh', 'jh'], ['th', 'th'], ['dh', 'dh'], ['ph', 'ph'],
  ['bh', 'bh'], ['sh', 'sh'], ['zh', 'zh'], ['k', 'k'], ['g', 'g'], ['j', 'j'], ['t', 't'], ['d', 'd'], ['n', 'n'],
  ['p', 'p'], ['b', 'b'], ['m', 'm'], ['y', 'y'], ['r', 'r'], ['l', 'l'], ['v', 'v'], ['w', 'v'], ['s', 's'],
  ['h', 'h'], ['f', 'ph'], ['z', 'j'],
]
/** English vowel spellings, longest first: ee and oo are long i and u, as in Deepak and Pooja. */
const SPELLED_VOWELS: ReadonlyArray<readonly [string, string]> = [
  ['aa', 'a'], ['ai', 'ai'], ['au', 'au'], ['ee', 'i'], ['oo', 'u'], ['ou', 'au'], ['a', 'a'], ['i', 'i'], ['u', 'u'], ['e', 'e'], ['o', 'o'],
]

/**
 * The syllable key of a name's English spelling, read the way Indian spellings are written: dh and th
 * stand for the dental d and t as often as for their aspirates (Dhivya, Dhoni, Thilak, Tharun), so they
 * fold into d and t. Only a plain consonant-and-vowel start gives a key (a conjunct such as Sri or Krishna
 * gives null: its sound is read from the romanisation alone).
 */
export function spelledSyllableKey(spelling: string): string | null {
  const text = spelling.trim().toLowerCase()
  const consonant = SPELLED_CONSONANTS.find(([s]) => text.startsWith(s))
  const rest = consonant ? text.slice(consonant[0].length) : text
  const vowel = SPELLED_VOWELS.find(([s]) => rest.startsWith(s))
  if (!vowel) return null
  return `${foldAspirateStop(consonant?.[1] ?? '')}-${vowel[1]}`
}

/** d/dh and t/th as one sound, the way the two spellings are used (`dh-o` → `d-o`). */
function foldAspirateStop(key: string): string {
  return key.replace(/^dh(?=-|$)/, 'd').replace(/^th(?=-|$)/, 't')
}

/**
 * Every key a name answers to: its sound (from the romanisation) and, folded as spellings are read, the
 * sound of its everyday spelling, so a name spelled Dhoni is found for the syllable do (दो) and Choodamani
 * for chu. A syllable matches a name when `foldAspirateStop(syllable.key)` or the syllable's own key is
 * among them.
 */
export function nameSyllableKeys(roman: string, spelling: string): string[] {
  const keys = new Set<string>()
  const sound = firstSyllableKey(roman)
  if (sound) keys.add(sound)
  const spelled = spelledSyllableKey(spelling)
  if (spelled) keys.add(`spelled:${spelled}`)
  return [...keys]
}

/** The keys a pada syllable is looked up by in `nameSyllableKeys`' answer. */
export function syllableLookupKeys(key: string): string[] {
  return [key, `spelled:${foldAspirateStop(key)}`]
}
