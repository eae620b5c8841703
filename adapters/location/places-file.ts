import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'

/**
 * The compact gazetteer that `npm run build:places` writes and the embedded location search loads.
 * Places are stored in rank order (India first, then its neighbours, then the rest; within each, by
 * population), so a smaller place number is always a better-ranked place. Each search space holds
 * sorted keys and, for each key, `place * 2 + (1 when the key is a later word of the name)`.
 */
export interface PlacesFile {
  format: 'astro-places'
  /** the data layout; bump on a breaking change */
  version: 1
  /** PLACE_KEY_VERSION of core/places/place-names.ts the keys were made with */
  keyVersion: number
  attribution: string
  sources: Record<string, string>
  counts: Record<string, number>
  /** prefix ranges of more keys than this have precomputed best places (`heavy`) */
  scanLimit: number
  countries: string[]
  admin1: string[]
  zones: string[]
  places: {
    name: string[]
    /** index into countries */
    country: number[]
    /** index into admin1, -1 when unknown */
    admin1: number[]
    /** index into zones */
    zone: number[]
    /** degrees × 1e5 */
    lat: number[]
    lon: number[]
    population: number[]
  }
  spaces: Record<SpaceName, StoredSpace>
}

export type SpaceName = 'latin' | 'native' | 'phonetic'

export interface StoredSpace {
  /** sorted keys joined with '\n' */
  keys: string
  refs: number[]
  /** prefixes matching more keys than a search scans, with their best places in rank order */
  heavy: Record<string, number[]>
}

const PLACES_FILE_NAME = 'places.json.gz'

/** Attribution that must be shown where results are (GeoNames, CC BY 4.0). */
export const GEONAMES_ATTRIBUTION = 'Place data © GeoNames (geonames.org), CC BY 4.0'

/** adapters/location/generated/places.json.gz, found from this file whether it runs from source or from a bundle. */
export function defaultPlacesFile(): string {
  const relative = path.join('adapters', 'location', 'generated', PLACES_FILE_NAME)
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (;;) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, relative)
    const parent = path.dirname(dir)
    if (parent === dir) return path.resolve(relative)
    dir = parent
  }
}

export function readPlacesFile(file: string): PlacesFile {
  if (!existsSync(file)) throw new Error(`Place index ${file} is missing: run \`npm run build:places\``)
  const data = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PlacesFile
  if (data.format !== 'astro-places' || data.version !== 1) throw new Error(`${file} is not a place index of this version: run \`npm run build:places\``)
  return data
}

export function writePlacesFile(file: string, data: PlacesFile): number {
  const bytes = gzipSync(Buffer.from(JSON.stringify(data)), { level: 9 })
  writeFileSync(file, bytes)
  return bytes.length
}
