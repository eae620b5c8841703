import { SPREAD_IDS, type SpreadId } from '../../../../core/tarot/spreads'

export type Spread = SpreadId

type Search = URLSearchParams | Readonly<Record<string, unknown>>

function read(search: Search, key: string): string {
  const value = search instanceof URLSearchParams ? search.get(key) : search[key]
  return value === null || value === undefined ? '' : String(value).trim()
}

/** `?spread=three&seed=…`: a reading to show. Without a seed there is nothing drawn yet. */
export function parseTarotSearch(search: Search): { spread: Spread; seed: string | null } {
  const spread = read(search, 'spread')
  const seed = read(search, 'seed')
  return { spread: (SPREAD_IDS as readonly string[]).includes(spread) ? (spread as Spread) : 'three', seed: /^[A-Za-z0-9_-]{1,64}$/.test(seed) ? seed : null }
}

/** A fresh seed for a new draw: random in the browser (crypto), so every draw is new and shareable. */
export function newSeed(): string {
  const bytes = new Uint8Array(9)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('')
}

/** The year a tarot year page shows: `?year=` when the engine answers it, else the path's year. */
export function tarotPageYear(search: Search, pathYear: number): number {
  const year = Number(read(search, 'year'))
  return Number.isInteger(year) && year >= 1800 && year <= 2399 ? year : pathYear
}
