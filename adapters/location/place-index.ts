import type { LocationResult } from '../../core/domain/content'
import {
  detectIndicScript,
  foldPlaceName,
  indicToLatin,
  nativePlaceKey,
  phoneticPlaceKey,
  PLACE_KEY_VERSION,
  soundsAlike,
  soundSpelling,
} from '../../core/places/place-names'
import { placeDisplay } from '../../core/places/place-display'
import type { PlacesFile, SpaceName, StoredSpace } from './places-file'
import { PackedStrings } from './packed-strings'

/** A prefix range larger than this is not scanned: its best places were listed when the index was built. */
export const SCAN_LIMIT = 2000
/** How many best keys (those of the best-ranked places) the index keeps for each such large prefix range. */
const HEAVY_LIST_SIZE = 200
/** The most results one search answers. */
const MAX_RESULTS = 50

interface Space {
  keys: PackedStrings
  refs: Int32Array
  heavy: Map<string, Int32Array>
}

interface Matches {
  exact: number[]
  prefix: number[]
}

/** Index of the first key >= target (keys sorted by UTF-16 code units, as Array.prototype.sort does). */
function lowerBound(keys: PackedStrings, target: string): number {
  let lo = 0
  let hi = keys.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (keys.at(mid) < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Sorted distinct place numbers of refs[from..to), at most `count`. */
function bestPlaces(refs: ArrayLike<number>, from: number, to: number, count: number, scratch?: Int32Array): number[] {
  const n = to - from
  const buffer = scratch && scratch.length >= n ? scratch.subarray(0, n) : new Int32Array(n)
  for (let i = 0; i < n; i++) buffer[i] = refs[from + i] >> 1
  buffer.sort()
  const out: number[] = []
  for (let i = 0; i < n && out.length < count; i++) if (i === 0 || buffer[i] !== buffer[i - 1]) out.push(buffer[i])
  return out
}

/**
 * For every prefix whose range of sorted keys is larger than `scanLimit`, the positions of its
 * `listSize` best keys: those of the best-ranked places (smallest place numbers), in that order.
 * Computed when the index is built.
 */
export function heavyPrefixes(keys: string[], refs: ArrayLike<number>, scanLimit = SCAN_LIMIT, listSize = HEAVY_LIST_SIZE): Record<string, number[]> {
  const heavy: Record<string, number[]> = {}
  // ranges still larger than scanLimit at the previous prefix length
  let ranges: Array<[number, number]> = [[0, keys.length]]
  for (let length = 1; ranges.length; length++) {
    const next: Array<[number, number]> = []
    for (const [from, to] of ranges) {
      let start = from
      while (start < to) {
        if (keys[start].length < length) {
          start++
          continue
        }
        const prefix = keys[start].slice(0, length)
        let end = start + 1
        while (end < to && keys[end].startsWith(prefix)) end++
        if (end - start > scanLimit) {
          const positions = Array.from({ length: end - start }, (_, i) => start + i)
          positions.sort((a, b) => (refs[a] >> 1) - (refs[b] >> 1) || a - b)
          heavy[prefix] = positions.slice(0, listSize)
          next.push([start, end])
        }
        start = end
      }
    }
    ranges = next
  }
  return heavy
}

/** The distinct places of key positions already in rank order, at most `count`. */
function distinctPlaces(positions: ArrayLike<number>, refs: ArrayLike<number>, count: number): number[] {
  const out: number[] = []
  for (let i = 0; i < positions.length && out.length < count; i++) {
    const place = refs[positions[i]] >> 1
    if (out[out.length - 1] !== place) out.push(place)
  }
  return out
}

const SOUTH_ASIAN_NEIGHBOURS = new Set(['PK', 'BD', 'NP', 'BT', 'LK', 'MV', 'MM', 'AF'])

/** Ranking tier of a country: 0 India, 1 its neighbours, 2 elsewhere. */
export function regionTier(country: string): number {
  if (country === 'IN') return 0
  return SOUTH_ASIAN_NEIGHBOURS.has(country) ? 1 : 2
}

interface PlaceSearchOptions {
  limit: number
  /** language of the country names in `display` (BCP 47; en, hi, ta, te ...) */
  lang?: string
}

/**
 * The in-memory gazetteer: three sorted key spaces (folded Latin names, Indic-script names, phonetic
 * skeletons) over places stored in rank order. A search is two binary searches and a scan of at most
 * SCAN_LIMIT keys, or a look-up of the precomputed best places of a large prefix range.
 */
export class PlaceIndex {
  readonly size: number
  private readonly spaces: Record<SpaceName, Space>
  private readonly scanLimit: number
  private readonly scratch: Int32Array
  private readonly names: PackedStrings

  constructor(private readonly data: PlacesFile) {
    if (data.keyVersion !== PLACE_KEY_VERSION)
      throw new Error(`The place index was built with name rules v${data.keyVersion}, the code has v${PLACE_KEY_VERSION}: run \`npm run build:places\``)
    this.size = data.places.name.length
    this.names = new PackedStrings(data.places.name.join('\n'))
    if (this.names.length !== this.size) throw new Error('A place name in the index holds a line break: run `npm run build:places`')
    this.scanLimit = data.scanLimit ?? SCAN_LIMIT
    this.scratch = new Int32Array(this.scanLimit + 1)
    const load = (stored: StoredSpace): Space => ({
      keys: new PackedStrings(stored.keys),
      refs: Int32Array.from(stored.refs),
      heavy: new Map(Object.entries(stored.heavy).map(([prefix, places]) => [prefix, Int32Array.from(places)])),
    })
    this.spaces = { latin: load(data.spaces.latin), native: load(data.spaces.native), phonetic: load(data.spaces.phonetic) }
    // the JSON arrays are no longer needed once copied into typed arrays and packed strings
    for (const name of ['latin', 'native', 'phonetic'] as const) data.spaces[name] = { keys: '', refs: [], heavy: {} }
    data.places.name = []
  }

  /** Number of keys in each search space. */
  keyCounts(): Record<SpaceName, number> {
    return { latin: this.spaces.latin.keys.length, native: this.spaces.native.keys.length, phonetic: this.spaces.phonetic.keys.length }
  }

  /**
   * Places matching the typed text, best first. Latin text: exact names (official or alternate), then
   * names or later words of names starting with it, India first, then its neighbours, then the rest, each by
   * population; when nothing matches, places that sound alike (a misspelling). Indic text: exact native names, native names starting with it, then places whose name
   * sounds alike (phonetic skeleton) exactly, then by prefix.
   */
  search(query: string, options: PlaceSearchOptions): LocationResult[] {
    const limit = Math.max(1, Math.min(MAX_RESULTS, Math.floor(options.limit) || 1))
    // The picker fills the field with 'Town, State, Country': search by the town.
    const text = query.includes(',') ? query.slice(0, query.indexOf(',')) : query
    const picked: number[] = []
    const seen = new Set<number>()
    const add = (places: number[]) => {
      for (const place of places) {
        if (picked.length >= limit) return
        if (seen.has(place)) continue
        seen.add(place)
        picked.push(place)
      }
    }
    const script = detectIndicScript(text)
    if (script) {
      const native = this.match('native', nativePlaceKey(text), limit)
      add(native.exact)
      add(native.prefix)
      if (picked.length < limit) add(this.matchSounds(indicToLatin(text, script), limit))
    } else {
      const folded = foldPlaceName(text)
      if (!folded) return []
      const latin = this.match('latin', folded, limit)
      add(latin.exact)
      add(latin.prefix)
      // a misspelt name ('Hydrabad', 'Tiruvanantapuram'): places that sound alike, only when nothing matched
      if (!picked.length && /[aeiou]/.test(folded) && soundSpelling(folded).length >= 4) add(this.matchSounds(folded, limit))
    }
    const lang = options.lang || 'en'
    return picked.map((place) => this.result(place, lang))
  }

  private match(spaceName: SpaceName, key: string, limit: number): Matches {
    if (!key) return { exact: [], prefix: [] }
    const { keys, refs, heavy } = this.spaces[spaceName]
    const from = lowerBound(keys, key)
    const to = lowerBound(keys, key + '\uffff')
    const exact: number[] = []
    let i = from
    for (; i < to && keys.at(i) === key; i++) if ((refs[i] & 1) === 0) exact.push(refs[i] >> 1)
    exact.sort((a, b) => a - b)
    let prefix: number[]
    if (to - from <= this.scanLimit) prefix = bestPlaces(refs, from, to, limit + exact.length, this.scratch)
    else {
      const listed = heavy.get(key)
      prefix = listed ? distinctPlaces(listed, refs, limit + exact.length) : bestPlaces(refs, from, to, limit + exact.length)
    }
    return { exact, prefix }
  }

  /**
   * Places whose name sounds like the folded text: same consonant skeleton (or one starting with it)
   * and a sound spelling within one edit per three sounds; exact skeletons first, each by rank.
   */
  private matchSounds(folded: string, limit: number): number[] {
    const skeleton = phoneticPlaceKey(folded)
    if (!skeleton) return []
    const spelling = soundSpelling(folded)
    const { keys, refs, heavy } = this.spaces.phonetic
    const from = lowerBound(keys, skeleton)
    const exactEnd = lowerBound(keys, `${skeleton}\t\uffff`) // keys of exactly this skeleton come first
    const to = lowerBound(keys, skeleton + '\uffff')
    const exact: number[] = []
    const prefix: number[] = []
    const consider = (i: number) => {
      const key = keys.at(i)
      if (!soundsAlike(spelling, key.slice(key.indexOf('\t') + 1))) return
      if (i < exactEnd && (refs[i] & 1) === 0) exact.push(refs[i] >> 1)
      else prefix.push(refs[i] >> 1)
    }
    for (let i = from; i < exactEnd; i++) consider(i)
    const listed = to - from > this.scanLimit ? heavy.get(skeleton) : undefined
    if (listed) {
      for (const i of listed) if (i >= exactEnd) consider(i)
    } else for (let i = exactEnd; i < to; i++) consider(i)
    exact.sort((a, b) => a - b)
    prefix.sort((a, b) => a - b)
    return exact.concat(prefix)
  }

  private result(place: number, lang: string): LocationResult {
    const { places, countries, admin1, zones } = this.data
    const name = this.names.at(place)
    const country = countries[places.country[place]]
    const state = places.admin1[place] >= 0 ? admin1[places.admin1[place]] : undefined
    return {
      name,
      display: placeDisplay(name, state, country, lang),
      latitude: places.lat[place] / 1e5,
      longitude: places.lon[place] / 1e5,
      timezone: zones[places.zone[place]],
      country,
    }
  }
}
