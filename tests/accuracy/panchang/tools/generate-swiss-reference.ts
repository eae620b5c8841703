/**
 * Regenerates tests/accuracy/panchang/data/swiss-panchang-reference.json: sunrise, sunset, moonrise and
 * moonset (Hindu and apparent conventions) and tithi/karana/nakshatra/yoga ends computed from the
 * Swiss Ephemeris command-line program `swetest` (Debian package `swetest` 2.10.03 with the
 * `swe-basic-data` DE431-based files). The Swiss Ephemeris is a measuring instrument only: the project
 * neither links nor ships it, and the JSON holds numbers only.
 *
 *   apt-get install swetest swe-basic-data
 *   npx tsx tests/accuracy/panchang/tools/generate-swiss-reference.ts
 *
 * - Rise/set: random dates 1900–2100 and places (latitude −60°…65°). The day is the local mean-time
 *   civil day [0h − longitude/15, +24h); `swetest -rise` (with `-hindu` for the Hindu convention:
 *   centre of the disc, no refraction, geocentric, ecliptic latitude ignored) searched from its start;
 *   an event outside the day is null.
 * - Limb ends: random instants 1900–2100; the end of the tithi (12° of λ☾ − λ☉), karana (6°),
 *   nakshatra (13°20′ of the Lahiri sidereal Moon, `-sid1`) and yoga (13°20′ of the sum of the
 *   sidereal longitudes) in force then. swetest's apparent longitudes are sampled around the crossing
 *   (every 60 s, then every 5 s) and the crossing interpolated linearly.
 * The draws come from a fixed linear congruential sequence, so a rerun gives the same table.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AstronomyEngineEphemeris } from '../../../../adapters/ephemeris/astronomy-engine-ephemeris'
import { limbSpanAt, type LimbKind } from '../../../../core/jyotish/panchang/limbs'
import { Sky } from '../../../../core/jyotish/panchang/sky'

const EPHE = '/usr/share/libswe/ephe'
const JD_UNIX = 2440587.5

function swetest(args: string[]): string {
  return execFileSync('swetest', [...args, '-eswe', `-edir${EPHE}`], { encoding: 'utf8' })
}

let seed = 20251020
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

/** swetest date and time arguments for a Julian Day (UT). */
function when(jd: number): string[] {
  const d = new Date(Math.round((jd - JD_UNIX) * 86400000))
  const date = `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}:${String(d.getUTCSeconds()).padStart(2, '0')}`
  return [`-b${date}`, `-ut${time}`]
}

function parseEvent(date: string, time: string): number | null {
  if (date === '-' || !time) return null
  const [dd, mm, yy] = date.split('.').map(Number)
  const [h, mi, s] = time.split(':').map(Number)
  return Date.UTC(yy, mm - 1, dd, h, mi, 0) / 86400000 + JD_UNIX + s / 86400
}

export interface RiseSetSample {
  jd0: number
  lat: number
  lon: number
  convention: 'hindu' | 'apparent'
  body: 'sun' | 'moon'
  rise: number | null
  set: number | null
}

export interface LimbSample {
  jd: number
  kind: LimbKind
  /** 1-based index of the element in force at jd */
  index: number
  /** its end per the Swiss Ephemeris, Julian Day (UT) */
  end: number
}

function riseSetSamples(count: number): RiseSetSample[] {
  const out: RiseSetSample[] = []
  for (let i = 0; i < count; i++) {
    const year = 1900 + Math.floor(random() * 201)
    const dayOfYear = Math.floor(random() * 365)
    const lat = -60 + random() * 125
    const lon = -180 + random() * 360
    const jd0 = Date.UTC(year, 0, 1 + dayOfYear) / 86400000 + JD_UNIX - lon / 360
    for (const convention of ['hindu', 'apparent'] as const)
      for (const body of ['sun', 'moon'] as const) {
        // swetest prints one line per set with the rise before it ('-' when that rise precedes the
        // start): collect the events of a few lines and keep the first of each kind inside the day.
        const text = swetest([...when(jd0), body === 'sun' ? '-p0' : '-p1', '-rise', ...(convention === 'hindu' ? ['-hindu'] : []), `-geopos${lon},${lat},0`, '-n3'])
        const rises: number[] = []
        const sets: number[] = []
        for (const line of text.trim().split('\n')) {
          const m = line.match(/^rise\s+(\S+)\s+(\S*)\s+set\s+(\S+)\s+(\S*)/)
          if (!m) continue
          const r = parseEvent(m[1], m[1] === '-' ? '' : m[2])
          const t = parseEvent(m[3], m[3] === '-' ? '' : m[4])
          if (r !== null) rises.push(r)
          if (t !== null) sets.push(t)
        }
        const firstInDay = (list: number[]) => list.filter((t) => t >= jd0).sort((a, b) => a - b).find((t) => t < jd0 + 1) ?? null
        const rise = firstInDay(rises)
        const set = firstInDay(sets)
        out.push({ jd0, lat, lon, convention, body, rise, set })
      }
  }
  return out
}

const SPAN: Record<LimbKind, number> = { tithi: 12, karana: 6, nakshatra: 360 / 27, yoga: 360 / 27 }

/** The limb's angle from swetest's Sun and Moon longitudes (tropical, or Lahiri sidereal with -sid1). */
function series(kind: LimbKind, start: number, steps: number, stepSeconds: number): number[] {
  const sidereal = kind === 'nakshatra' || kind === 'yoga'
  const text = swetest([...when(start), '-p01', `-n${steps}`, `-s${stepSeconds}s`, '-fPl', '-head', ...(sidereal ? ['-sid1'] : [])])
  const values = text
    .trim()
    .split('\n')
    .map((l) => Number(l.trim().split(/\s+/).pop()))
  const out: number[] = []
  for (let k = 0; k < steps; k++) {
    const sun = values[2 * k]
    const moon = values[2 * k + 1]
    const a = kind === 'nakshatra' ? moon : kind === 'yoga' ? moon + sun : moon - sun
    out.push(((a % 360) + 360) % 360)
  }
  return out
}

/** Where the angle crosses `target` within a sampled series: linear interpolation, JD. */
function crossing(values: number[], target: number, start: number, stepSeconds: number): number | null {
  const rel = values.map((v) => ((v - target + 540) % 360) - 180)
  for (let k = 0; k + 1 < rel.length; k++) {
    if (rel[k] < 0 && rel[k + 1] >= 0) return start + ((k + rel[k] / (rel[k] - rel[k + 1])) * stepSeconds) / 86400
  }
  return null
}

function limbSamples(count: number): LimbSample[] {
  const sky = new Sky(new AstronomyEngineEphemeris())
  const out: LimbSample[] = []
  for (let i = 0; i < count; i++) {
    const jd = 2415020.5 + random() * 73414
    for (const kind of ['tithi', 'karana', 'nakshatra', 'yoga'] as const) {
      const ours = limbSpanAt(sky, kind, jd)
      const target = (ours.index * SPAN[kind]) % 360
      const coarseStart = ours.end - 600 / 86400
      const coarse = crossing(series(kind, coarseStart, 21, 60), target, coarseStart, 60)
      if (coarse === null) throw new Error(`no ${kind} crossing near ${ours.end}`)
      const fineStart = coarse - 30 / 86400
      const end = crossing(series(kind, fineStart, 13, 5), target, fineStart, 5)
      if (end === null) throw new Error(`no fine ${kind} crossing near ${coarse}`)
      out.push({ jd, kind, index: ours.index, end })
    }
  }
  return out
}

const data = {
  generator: 'swetest 2.10.03 (swe-basic-data, DE431 files); tests/accuracy/panchang/tools/generate-swiss-reference.ts',
  riseSet: riseSetSamples(150),
  limbs: limbSamples(150),
}
const target = fileURLToPath(new URL('../data/swiss-panchang-reference.json', import.meta.url))
writeFileSync(target, JSON.stringify(data, null, 1) + '\n')
console.log(`wrote ${data.riseSet.length} rise/set and ${data.limbs.length} limb samples to ${target}`)
