import { SIGN_NAMES } from '../../../../core/jyotish/zodiac'

type Search = URLSearchParams | Readonly<Record<string, unknown>>

/** A sign from the query string: its name ('leo') or number; null when missing or unknown. */
function signOf(search: Search, key: string): number | null {
  const raw = search instanceof URLSearchParams ? search.get(key) : search[key]
  const text = raw === null || raw === undefined ? '' : String(raw).trim().toLowerCase()
  const byName = SIGN_NAMES.indexOf(text as (typeof SIGN_NAMES)[number])
  if (byName >= 0) return byName + 1
  const n = Number(text)
  return text !== '' && Number.isInteger(n) && n >= 1 && n <= 12 ? n : null
}

/** `/love-compatibility?sign1=leo&sign2=aries`: the two Moon signs, either possibly missing. */
export function parseLoveSearch(search: Search): { sign1: number | null; sign2: number | null } {
  return { sign1: signOf(search, 'sign1'), sign2: signOf(search, 'sign2') }
}

/** The page's link for two signs, by name so the URL reads well. */
export function loveHref(sign1: number, sign2: number): string {
  return `/love-compatibility?sign1=${SIGN_NAMES[sign1 - 1]}&sign2=${SIGN_NAMES[sign2 - 1]}`
}
