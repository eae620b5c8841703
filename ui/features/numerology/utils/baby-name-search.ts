import { kundliRequestOf, parseBirthSearch } from '../../../components/birth/birth-search'
import type { KundliRequest } from '../../../services/types'

/** Names shown per page of results. */
export const NAMES_PER_PAGE = 60

/**
 * What /baby-naming reads from its query string: either the baby's birth details (the kundli link's names, which
 * lead to the Moon's nakshatra and pada) or a nakshatra and pada chosen directly; then the filters.
 */
export interface BabyNameSearch {
  birth: KundliRequest | null
  nakshatra: number | null
  pada: number | null
  /** a rashi chosen directly: the names of its nine nakshatra padas */
  rashi: number | null
  gender: 'boy' | 'girl' | null
  letter: string
  page: number
}

type Search = URLSearchParams | Readonly<Record<string, unknown>>

function read(search: Search, key: string): string {
  const value = search instanceof URLSearchParams ? search.get(key) : search[key]
  return value === null || value === undefined ? '' : String(value).trim()
}

function intIn(text: string, min: number, max: number): number | null {
  const n = Number(text)
  return text !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null
}

export function parseBabyNameSearch(search: Search): BabyNameSearch {
  const gender = read(search, 'gender')
  const letter = read(search, 'letter')
  return {
    birth: kundliRequestOf(parseBirthSearch(search)),
    nakshatra: intIn(read(search, 'nakshatra'), 1, 27),
    pada: intIn(read(search, 'pada'), 1, 4),
    rashi: intIn(read(search, 'rashi'), 1, 12),
    // One `gender` key serves the birth form (male/female) and the list's filter (boy/girl).
    gender: gender === 'boy' || gender === 'male' ? 'boy' : gender === 'girl' || gender === 'female' ? 'girl' : null,
    letter: /^[A-Za-z]{1,3}$/.test(letter) ? letter : '',
    page: intIn(read(search, 'page'), 1, 10_000) ?? 1,
  }
}

/** GET /api/baby-names for a nakshatra (and pada), or for the page's rashi, with the page's filters. */
export function babyNamesApiQuery(nakshatra: number | null, pada: number | null, search: BabyNameSearch, language: string): Record<string, string> {
  const query: Record<string, string> = { limit: String(NAMES_PER_PAGE), offset: String((search.page - 1) * NAMES_PER_PAGE), lang: language }
  if (nakshatra !== null) query.nakshatra = String(nakshatra)
  else if (search.rashi !== null) query.rashi = String(search.rashi)
  if (nakshatra !== null && pada !== null) query.pada = String(pada)
  if (search.gender) query.gender = search.gender
  if (search.letter) query.letter = search.letter
  return query
}
