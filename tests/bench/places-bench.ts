/**
 * Place search benchmark (called from `npm run bench`; runs alone with `npx tsx tests/bench/places-bench.ts`).
 * Prints the embedded index's load time and added memory, then p50/p99 latency of 1,000 prefix searches
 * (2–5 letters; half Latin, half Devanagari/Tamil/Telugu) in-process and through HTTP on loopback.
 * Goals: load < 1 s, < 150 MB added, p99 < 1 ms in-process, < 5 ms through HTTP. Never fails on a timing.
 */
import express from 'express'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { foldPlaceName } from '../../core/places/place-names'
import { SearchLocations } from '../../core/shared/search-locations'
import { errorMiddleware } from '../../adapters/http/error-mapper'
import { locationRoutes } from '../../adapters/http/routes/location-routes'
import { EmbeddedLocationSearch } from '../../adapters/location/embedded-location-search'
import { defaultPlacesFile, readPlacesFile } from '../../adapters/location/places-file'
import { percentile } from './percentile'

const PREFIXES = 1000

/** A small deterministic generator, so every run searches the same prefixes. */
function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ms = (v: number) => `${v.toFixed(3)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const gc = (globalThis as { gc?: () => void }).gc

/** 2–5 letter prefixes: Latin from place names (weighted to India), Indic from Devanagari, Tamil and Telugu names. */
function samplePrefixes(): { latin: string[]; indic: string[] } {
  const data = readPlacesFile(defaultPlacesFile())
  const random = mulberry32(2024)
  const latin: string[] = []
  const names = data.places.name
  while (latin.length < PREFIXES / 2) {
    // places are stored best first: favour the first 10,000 (India first), as users do
    const i = Math.floor(random() ** 2 * names.length)
    const folded = foldPlaceName(names[i]).replace(/ /g, '')
    if (folded.length < 2) continue
    latin.push(folded.slice(0, 2 + Math.floor(random() * Math.min(4, folded.length - 1))))
  }
  const nativeNames = data.spaces.native.keys.split('\n').filter((k) => /^[\u0900-\u097f\u0b80-\u0bff\u0c00-\u0c7f]/.test(k))
  const indic: string[] = []
  while (indic.length < PREFIXES / 2) {
    const letters = [...nativeNames[Math.floor(random() * nativeNames.length)]]
    if (letters.length < 2) continue
    indic.push(letters.slice(0, 2 + Math.floor(random() * Math.min(4, letters.length - 1))).join(''))
  }
  return { latin, indic }
}

function summarize(label: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  return `  ${label.padEnd(26)} p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted[sorted.length - 1])}`
}

export async function benchPlaces(): Promise<void> {
  console.log('Place search (embedded GeoNames index)')
  gc?.()
  const rssBefore = process.memoryUsage().rss
  const heapBefore = process.memoryUsage().heapUsed
  const started = performance.now()
  const places = EmbeddedLocationSearch.fromFile()
  const loadMs = performance.now() - started
  gc?.()
  const rssAfter = process.memoryUsage().rss
  const heapAfter = process.memoryUsage().heapUsed
  const keys = places.index.keyCounts()
  console.log(`  index load                 ${ms(loadMs)} (${places.index.size} places; keys latin ${keys.latin}, native ${keys.native}, phonetic ${keys.phonetic})`)
  console.log(`  added memory               RSS ${mb(rssAfter - rssBefore)}, heap ${mb(heapAfter - heapBefore)}${gc ? '' : ' (run node with --expose-gc for steadier figures)'}`)

  const { latin, indic } = samplePrefixes()
  const all = [...latin, ...indic]
  const timeEach = async (queries: string[]) => {
    const times: number[] = []
    for (const q of queries) {
      const t = performance.now()
      await places.search(q, { limit: 10 })
      times.push(performance.now() - t)
    }
    return times
  }
  const cold = await timeEach(all)
  await timeEach(all)
  console.log(`  ${PREFIXES} prefixes, in-process, limit 10`)
  console.log(summarize('first pass (cold JIT)', cold))
  console.log(summarize('Latin (warm)', await timeEach(latin)))
  console.log(summarize('Indic (warm)', await timeEach(indic)))
  console.log(summarize('all (warm)', await timeEach(all)))

  const app = express()
  app.use(locationRoutes({ searchLocations: new SearchLocations(places) }))
  app.use(errorMiddleware(pino({ level: 'silent' })))
  const server = createServer(app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/locations/search?query=`
  try {
    const httpTimes: number[] = []
    for (const [pass, queries] of [['warm-up', all.slice(0, 200)], ['measure', all]] as const) {
      for (const q of queries) {
        const t = performance.now()
        const res = await fetch(base + encodeURIComponent(q))
        await res.json()
        if (pass === 'measure') httpTimes.push(performance.now() - t)
      }
    }
    console.log(`  ${PREFIXES} prefixes, HTTP on loopback (sequential, keep-alive)`)
    console.log(summarize('GET /api/locations/search', httpTimes))
  } finally {
    server.closeAllConnections()
    server.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchPlaces()
