import type { BabyName } from './baby-name'
import { nameSyllableKeys, syllableLookupKeys } from './phonetics'
import { padasOfRashi, syllablesOf, type PadaSyllable } from './syllables'

/** What to look for; every given criterion must hold. */
interface NameFilter {
  /** syllable keys the name may start with (from nakshatra/pada/rashi: PadaSyllable.key); undefined: any */
  syllableKeys?: ReadonlySet<string>
  gender?: 'boy' | 'girl'
  /** first letters of the English spelling, any case */
  letter?: string
  /** text in the name (any script) or its meaning (any language), any case */
  q?: string
}

/**
 * The padas a query points at: a nakshatra's (or one pada), a rashi's nine, or both intersected.
 * Null when neither is given.
 */
export function padasFor(nakshatra?: number, pada?: number, rashi?: number): PadaSyllable[] | null {
  if (nakshatra === undefined && rashi === undefined) return null
  const byNakshatra = nakshatra !== undefined ? syllablesOf(nakshatra, pada) : null
  const byRashi = rashi !== undefined ? padasOfRashi(rashi) : null
  if (byNakshatra && byRashi) return byNakshatra.filter((s) => byRashi.some((r) => r.index === s.index))
  return byNakshatra ?? byRashi
}

/**
 * The names that match, in the directory's order. `keysOf` gives the syllable keys a name answers to
 * (phonetics.ts `nameSyllableKeys`; a caller may pass a memoised one: a name's keys never change).
 */
export function filterNames(names: readonly BabyName[], filter: NameFilter, keysOf: (name: BabyName) => readonly string[] = nameKeys): BabyName[] {
  const letter = filter.letter?.toLowerCase()
  const lookup = filter.syllableKeys ? new Set([...filter.syllableKeys].flatMap(syllableLookupKeys)) : undefined
  const q = filter.q?.toLowerCase().normalize('NFC')
  return names.filter((n) => {
    if (filter.gender && n.gender !== filter.gender && n.gender !== 'unisex') return false
    if (letter && !n.name.toLowerCase().startsWith(letter)) return false
    if (lookup && !keysOf(n).some((key) => lookup.has(key))) return false
    if (q) {
      const hay = [n.name, n.meaning, n.meanings.hi, n.meanings.ta, n.meanings.te, n.scripts.hi, n.scripts.ta, n.scripts.te].join(' ').toLowerCase().normalize('NFC')
      if (!hay.includes(q)) return false
    }
    return true
  })
}

/** The syllable keys a name answers to: its sound and its spelling's. */
export function nameKeys(name: BabyName): readonly string[] {
  return nameSyllableKeys(name.roman, name.name)
}

/** The first of `padas` whose syllable the name starts with, or undefined. */
export function matchingPada<T extends { key: string }>(keys: readonly string[], padas: readonly T[]): T | undefined {
  return padas.find((p) => syllableLookupKeys(p.key).some((k) => keys.includes(k)))
}

/** Below this many names for the asked syllables, the answer adds names by the same letter, then by the nakshatra. */
const ENOUGH_NAMES = 20

/** How a name in the answer fits the asked syllables. */
export type NameMatch = 'syllable' | 'letter' | 'nakshatra'

/**
 * The names for the asked padas, by closeness: those starting with the syllable itself; where they are
 * fewer than ENOUGH_NAMES, those starting with the syllable's consonant (the pada's letter, as naming
 * guides allow for a rare syllable: कू → any क name), then those of the nakshatra's other padas. A filter
 * by text or letter asks for exact names only. Vowel syllables have no letter step (ओ is not अ).
 */
export function namesForPadas(
  names: readonly BabyName[],
  padas: readonly PadaSyllable[],
  filter: Omit<NameFilter, 'syllableKeys'>,
  keysOf: (name: BabyName) => readonly string[] = nameKeys,
): Array<{ name: BabyName; match: NameMatch }> {
  const exact = filterNames(names, { ...filter, syllableKeys: new Set(padas.map((p) => p.key)) }, keysOf)
  const out = exact.map((name) => ({ name, match: 'syllable' as NameMatch }))
  if (exact.length >= ENOUGH_NAMES || filter.letter || filter.q) return out
  const taken = new Set(exact)
  const add = (more: BabyName[], match: NameMatch) => {
    for (const name of more) if (!taken.has(name)) (taken.add(name), out.push({ name, match }))
  }
  const consonants = new Set(padas.map((p) => p.key.split('-')[0]!).filter(Boolean))
  const sameLetter = (name: BabyName) => keysOf(name).some((key) => consonants.has(key.replace(/^spelled:/, '').split('-')[0]!))
  add(filterNames(names, filter, keysOf).filter(sameLetter), 'letter')
  if (out.length >= ENOUGH_NAMES) return out
  const others = new Set(padas.flatMap((p) => syllablesOf(p.nakshatra)).map((s) => s.key))
  add(filterNames(names, { ...filter, syllableKeys: others }, keysOf), 'nakshatra')
  return out
}
