import {
  detectIndicScript,
  foldedWordSuffixes,
  foldPlaceName,
  indicToLatin,
  isAsciiKey,
  nativePlaceKey,
  phoneticEntry,
  PLACE_KEY_VERSION,
} from '../../../core/places/place-names'
import { heavyPrefixes, regionTier, SCAN_LIMIT } from '../place-index'
import { GEONAMES_ATTRIBUTION, type PlacesFile, type SpaceName, type StoredSpace } from '../places-file'

/** One gazetteer entry before compaction. */
export interface PlaceRecord {
  name: string
  /** the ASCII spelling (GeoNames asciiname); the name when absent */
  ascii: string
  /** GeoNames alternate names in any script; 'Bangalore - ಬೆಂಗಳೂರು' style entries are split */
  alternates: string[]
  /** ISO 3166-1 alpha-2 */
  country: string
  /** GeoNames admin1 name; '' when unknown */
  admin1Name: string
  zone: string
  lat: number
  lon: number
  population: number
}

/** Splits 'Bangalore - ಬೆಂಗಳೂರು' style entries and sorts alternates into folded Latin and Indic-script names. */
function classifyAlternates(names: string[]): { latin: string[]; native: string[] } {
  const latin = new Set<string>()
  const native = new Set<string>()
  for (const entry of names) {
    for (const part of entry.split(' - ')) {
      const name = part.trim()
      if (!name) continue
      if (detectIndicScript(name)) {
        if (!/[A-Za-z]/.test(name)) native.add(nativePlaceKey(name))
        continue
      }
      if (/\d/.test(name) || /^[A-Z]{2,4}$/.test(name)) continue // airport and other codes
      const folded = foldPlaceName(name)
      if (folded.length >= 4 && isAsciiKey(folded)) latin.add(folded) // shorter ones are mostly abbreviations
    }
  }
  return { latin: [...latin], native: [...native] }
}

function buildSpace(entries: Array<[string, number]>, scanLimit: number): StoredSpace {
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]))
  const keys = entries.map((e) => e[0])
  const refs = entries.map((e) => e[1])
  return { keys: keys.join('\n'), refs, heavy: heavyPrefixes(keys, refs, scanLimit) }
}

/**
 * Compacts gazetteer entries into the place index: places in rank order (India, its neighbours, the
 * rest; then population; then name) and the three sorted key spaces with the best places of their large
 * prefix ranges (`scanLimit` keys or more).
 */
export function compilePlaces(
  records: PlaceRecord[],
  meta: { sources?: Record<string, string>; counts?: Record<string, number>; scanLimit?: number } = {},
): { data: PlacesFile; keyCounts: Record<SpaceName, number>; heavyCounts: Record<SpaceName, number> } {
  const scanLimit = meta.scanLimit ?? SCAN_LIMIT
  const places = [...records]
  // rank order: India, neighbours, the rest; then population; then name
  places.sort((a, b) => regionTier(a.country) - regionTier(b.country) || b.population - a.population || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

  const countries: string[] = []
  const countryIndex = new Map<string, number>()
  const admin1: string[] = []
  const admin1Index = new Map<string, number>()
  const zones: string[] = []
  const zoneIndex = new Map<string, number>()
  const intern = (list: string[], index: Map<string, number>, value: string) => {
    let i = index.get(value)
    if (i === undefined) {
      i = list.length
      list.push(value)
      index.set(value, i)
    }
    return i
  }

  const latin: Array<[string, number]> = []
  const native: Array<[string, number]> = []
  const phonetic: Array<[string, number]> = []
  const stored: PlacesFile['places'] = { name: [], country: [], admin1: [], zone: [], lat: [], lon: [], population: [] }

  places.forEach((place, p) => {
    stored.name.push(place.name)
    stored.country.push(intern(countries, countryIndex, place.country))
    stored.admin1.push(place.admin1Name ? intern(admin1, admin1Index, place.admin1Name) : -1)
    stored.zone.push(intern(zones, zoneIndex, place.zone))
    stored.lat.push(Math.round(place.lat * 1e5))
    stored.lon.push(Math.round(place.lon * 1e5))
    stored.population.push(place.population)

    const alternates = classifyAlternates(place.alternates)
    const names = [foldPlaceName(place.name), foldPlaceName(place.ascii)].filter((n) => n && isAsciiKey(n))
    const full = new Set([...names, ...alternates.latin])
    for (const key of full) latin.push([key, p * 2])
    const words = new Set(names.flatMap(foldedWordSuffixes).filter((k) => !full.has(k)))
    for (const key of words) latin.push([key, p * 2 + 1])

    const nativeFull = new Set(alternates.native)
    for (const key of nativeFull) native.push([key, p * 2])
    const nativeWords = new Set([...nativeFull].flatMap((n) => foldedWordSuffixes(n)).filter((k) => !nativeFull.has(k)))
    for (const key of nativeWords) native.push([key, p * 2 + 1])

    // Latin alternates of South Asian places only: elsewhere they are other languages' spellings
    const nativeSpelled = alternates.native.map((n) => indicToLatin(n))
    const spelled = [...names, ...(regionTier(place.country) <= 1 ? alternates.latin : []), ...nativeSpelled]
    const soundsFull = new Set(spelled.map(phoneticEntry).filter(Boolean))
    for (const key of soundsFull) phonetic.push([key, p * 2])
    const soundsWords = new Set([...names, ...nativeSpelled].flatMap(foldedWordSuffixes).map(phoneticEntry).filter((k) => k && !soundsFull.has(k)))
    for (const key of soundsWords) phonetic.push([key, p * 2 + 1])
  })

  const data: PlacesFile = {
    format: 'astro-places',
    version: 1,
    keyVersion: PLACE_KEY_VERSION,
    attribution: GEONAMES_ATTRIBUTION,
    sources: meta.sources ?? {},
    counts: { places: places.length, india: places.filter((p) => p.country === 'IN').length, ...meta.counts },
    scanLimit,
    countries,
    admin1,
    zones,
    places: stored,
    spaces: { latin: buildSpace(latin, scanLimit), native: buildSpace(native, scanLimit), phonetic: buildSpace(phonetic, scanLimit) },
  }
  const keyCounts = { latin: latin.length, native: native.length, phonetic: phonetic.length }
  const heavyCounts = {
    latin: Object.keys(data.spaces.latin.heavy).length,
    native: Object.keys(data.spaces.native.heavy).length,
    phonetic: Object.keys(data.spaces.phonetic.heavy).length,
  }
  return { data, keyCounts, heavyCounts }
}
