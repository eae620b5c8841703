import type { BabyName } from './baby-name'
import { nameSyllableKeys, syllableLookupKeys } from './phonetics'
import { padasOfRashi, syllablesOf, type PadaSyllable } from './syllables'

/** What to look for; every given criterion must hold. */
export interface NameFilter {
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
