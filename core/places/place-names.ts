import Sanscript from '@indic-transliteration/sanscript'

/**
 * Text rules for matching place names typed in Latin letters or in an Indic script.
 *
 * Three forms of a name are used by the place index:
 * - the *folded* form (`foldPlaceName`): lower case, accents removed, punctuation turned into single
 *   spaces — 'Sant Julià de Lòria' → 'sant julia de loria';
 * - the *native* form (`nativePlaceKey`): an Indic-script name as typed, NFC, without zero-width joiners;
 * - the *phonetic* form (`phoneticPlaceKey`): a consonant skeleton that ignores vowel length, the
 *   inherent vowel (schwa), aspiration, voicing and the nasal, so that a Devanagari, Tamil or Telugu
 *   spelling and the usual English spelling of a town meet: 'मुंबई', 'மும்பை', 'ముంబై' and 'Mumbai'
 *   all give 'nnp'; 'दिल्ली' and 'Delhi' give 'tl'; 'హైదరాబాద్' and 'Hyderabad' give 'htrpt'.
 */

/** Bump when a rule below changes: the place index built with older rules must then be rebuilt. */
export const PLACE_KEY_VERSION = 1

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ħ: 'h', ŧ: 't', ŋ: 'n', ə: 'e',
}

/**
 * Lower case, accents and apostrophes removed, every run of other non-letters turned into one space.
 * Letters of non-Latin scripts are kept (callers that need ASCII check with `isAsciiKey`).
 */
export function foldPlaceName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłıħŧŋə]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/['’‘ʼʻ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** True when a folded name has only ASCII letters, digits and spaces. */
export function isAsciiKey(folded: string): boolean {
  return /^[a-z0-9 ]+$/.test(folded)
}

/** Indic scripts the place search reads (sanscript scheme names). */
type IndicScript = 'devanagari' | 'bengali' | 'gurmukhi' | 'gujarati' | 'oriya' | 'tamil' | 'telugu' | 'kannada' | 'malayalam'

const SCRIPT_BLOCKS: Array<[number, number, IndicScript]> = [
  [0x0900, 0x097f, 'devanagari'],
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b00, 0x0b7f, 'oriya'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
]

/** The Indic script of the first Indic letter in the text, or null when there is none. */
export function detectIndicScript(text: string): IndicScript | null {
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    if (code < 0x0900 || code > 0x0d7f) continue
    for (const [from, to, script] of SCRIPT_BLOCKS) if (code >= from && code <= to) return script
  }
  return null
}

/** An Indic-script name as a key: NFC, zero-width (non-)joiners removed, spaces collapsed. */
export function nativePlaceKey(text: string): string {
  return text.normalize('NFC').replace(/[\u200c\u200d]/g, '').replace(/\s+/g, ' ').trim()
}

/**
 * Indic text in Latin letters, folded. Uses sanscript's IAST, then writes the palatal 'c' (च) as
 * 'ch' so that it meets English spellings ('Chennai'), where a bare 'c' is usually a 'k' ('Calicut').
 */
export function indicToLatin(text: string, script: IndicScript = detectIndicScript(text) ?? 'devanagari'): string {
  const iast = Sanscript.t(flapsAsR(text.normalize('NFC')), script, 'iast')
  // the anusvara sounds as the nasal of the consonant after it: 'm' only before a labial
  return foldPlaceName(iast.replace(/ṃ(?=[pbmv])/g, 'm').replace(/ṃ/g, 'n').replace(/c(?!h)/g, 'ch'))
}

/**
 * The retroflex flaps ड़ ढ़ (and Bengali ড় ঢ়) sound like an 'r' and English spellings write them so
 * ('Chandigarh', 'Garhwal'); sanscript would read them as 'ḍ'.
 */
function flapsAsR(text: string): string {
  return text
    .replace(/[\u0921\u0922]\u093c|[\u095c\u095d]/g, '\u0930')
    .replace(/[\u09a1\u09a2]\u09bc|[\u09dc\u09dd]/g, '\u09b0')
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y'])
const CONSONANT_CLASS: Record<string, string> = {
  b: 'p', p: 'p', f: 'p',
  v: 'v', w: 'v',
  d: 't', t: 't',
  g: 'k', k: 'k', q: 'k', c: 'k',
  j: 'c', z: 'c', s: 'c', x: 'c',
  l: 'l', r: 'r',
  n: 'n', m: 'n',
  h: 'h',
}

/**
 * One folded word in sound classes: aspiration dropped, voiced and voiceless consonants merged, all
 * nasals one class, doubled sounds once. Without vowels (the skeleton) or with them (the spelling).
 */
function soundWord(word: string, keepVowels: boolean): string {
  let out = ''
  let last = '' // the previous sound class, to write doubled sounds once
  for (let i = 0; i < word.length; i++) {
    const ch = word[i]
    const next = word[i + 1]
    if (VOWELS.has(ch)) {
      if (keepVowels) {
        const vowel = ch === 'y' ? 'i' : ch
        if (vowel !== last) out += vowel
        last = vowel
      } else {
        if (i === 0) out += 'a'
        last = ''
      }
      continue
    }
    let cls: string | undefined
    if (ch === 'z' && next === 'h') {
      cls = 'l' // Tamil ழ, written 'zh' in English (Kozhikode, Alappuzha)
      i++
    } else if ((ch === 'c' || ch === 's') && next === 'h') {
      cls = 'c'
      i++
    } else if (ch === 'h') {
      // aspiration after a consonant carries no sound class; an 'h' at the start or after a vowel does
      if (i > 0 && !VOWELS.has(word[i - 1])) continue
      cls = 'h'
    } else if (ch === 'm' && keepVowels) {
      cls = 'm' // the spelling tells 'm' from 'n' (Mumbai is not Nampa)
    } else {
      cls = CONSONANT_CLASS[ch] ?? (ch >= '0' && ch <= '9' ? ch : undefined)
    }
    if (!cls) continue
    if (cls === last) continue // doubled consonant: 'Dilli', 'Chennai'
    out += cls
    last = cls
  }
  return out
}

/** The phonetic skeleton of a folded name (words joined without spaces). */
export function phoneticPlaceKey(folded: string): string {
  let out = ''
  for (const word of folded.split(' ')) if (word) out += soundWord(word, false)
  return out
}

/**
 * The sound spelling of a folded name: the skeleton's sound classes with the vowels kept ('delhi' →
 * 'teli', 'dilli' → 'tili'), used to tell apart places whose skeletons collide.
 */
export function soundSpelling(folded: string): string {
  let out = ''
  for (const word of folded.split(' ')) if (word) out += soundWord(word, true)
  return out
}

/**
 * Edit distance from a typed sound spelling to the closest beginning of a name's sound spelling
 * (a typed prefix is not penalised for the letters still to come).
 */
export function soundDistance(typed: string, name: string): number {
  const n = typed.length
  const m = Math.min(name.length, n + 2)
  let previous = new Array<number>(m + 1)
  let current = new Array<number>(m + 1)
  for (let j = 0; j <= m; j++) previous[j] = j
  for (let i = 1; i <= n; i++) {
    current[0] = i
    for (let j = 1; j <= m; j++) {
      const cost = typed[i - 1] === name[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
    }
    ;[previous, current] = [current, previous]
  }
  let best = Infinity
  for (let j = Math.max(0, n - 2); j <= m; j++) best = Math.min(best, previous[j])
  return best
}

/** True when a typed sound spelling is close enough to the beginning of a name's: one edit per three sounds. */
export function soundsAlike(typed: string, name: string): boolean {
  return soundDistance(typed, name) <= Math.max(1, Math.floor(typed.length / 3))
}

/**
 * The key of a name in the phonetic search space: its skeleton, a tab, its sound spelling. Keys sort
 * by skeleton, so a skeleton prefix still selects one contiguous range.
 */
export function phoneticEntry(folded: string): string {
  const skeleton = phoneticPlaceKey(folded)
  return skeleton ? `${skeleton}\t${soundSpelling(folded)}` : ''
}

/** The folded name from each later word on ('sant julia de loria' → 'julia de loria', 'de loria', 'loria'). */
export function foldedWordSuffixes(folded: string): string[] {
  const suffixes: string[] = []
  for (let i = folded.indexOf(' '); i >= 0; i = folded.indexOf(' ', i + 1)) suffixes.push(folded.slice(i + 1))
  return suffixes
}

/** The phonetic skeleton of text in any script the search reads. */
export function phoneticKeyOf(text: string): string {
  const script = detectIndicScript(text)
  return phoneticPlaceKey(script ? indicToLatin(text, script) : foldPlaceName(text))
}
