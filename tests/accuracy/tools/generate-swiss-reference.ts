/**
 * Regenerates tests/accuracy/data/swiss-ephemeris-reference.json: positions computed by the Swiss
 * Ephemeris command-line program `swetest` (Debian package `swetest` 2.10.03 with the `swe-basic-data`
 * DE431-based files), used only as an independent measuring instrument. The project neither links nor
 * ships the Swiss Ephemeris; the JSON holds numbers only.
 *
 *   apt-get install swetest swe-basic-data
 *   npx tsx tests/accuracy/tools/generate-swiss-reference.ts
 *
 * Instants and places are drawn from a fixed linear congruential sequence, so a rerun gives the same
 * table. Values: sidereal (Lahiri) apparent longitudes, latitudes and longitude speeds of the seven
 * bodies and both nodes, the true
 * Lahiri ayanamsa, the nutation in longitude, the sidereal ascendant and MC, the twelve Sripati cusps
 * (sandhis), and the true KP and Raman ayanamsas.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const EPHE = '/usr/share/libswe/ephe'

function swetest(args: string[]): string {
  return execFileSync('swetest', [...args, '-eswe', `-edir${EPHE}`], { encoding: 'utf8' })
}

function dms(text: string): number {
  const m = text.match(/(-?)\s*(\d+)°\s*(\d+)'\s*([\d.]+)/)
  if (!m) throw new Error(`cannot parse ${text}`)
  const v = Number(m[2]) + Number(m[3]) / 60 + Number(m[4]) / 3600
  return m[1] ? -v : v
}

function lineValues(out: string, label: string): number[] {
  const line = out.split('\n').find((l) => l.startsWith(label))
  if (!line) throw new Error(`no ${label} in\n${out}`)
  return line.slice(label.length).trim().split(/\s+/).map(Number)
}

function lineValue(out: string, label: string): number {
  return lineValues(out, label)[0]
}

function ayanamsaOf(out: string): number {
  const m = out.match(/ayanamsa =\s*([^(]+)\(/)
  if (!m) throw new Error(`no ayanamsa in\n${out}`)
  return dms(m[1])
}

let seed = 20240607
function random(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

const BODIES = { sun: 'Sun', moon: 'Moon', mercury: 'Mercury', venus: 'Venus', mars: 'Mars', jupiter: 'Jupiter', saturn: 'Saturn', meanNode: 'mean Node', trueNode: 'true Node' } as const
type Body = keyof typeof BODIES

interface Sample {
  jdUt: number
  lat: number
  lon: number
  deltaT: number
  nutationLongitude: number
  ayanamsa: { lahiri: number; kp: number; raman: number }
  sidereal: Record<Body, number>
  /** Ecliptic latitude, degrees (of date). */
  latitude: Record<Body, number>
  /** Speed in longitude, degrees per day. */
  speed: Record<Body, number>
  ascendant: number
  midheaven: number
  sripatiCusps: number[]
}

function sample(jdUt: number, lat: number, lon: number): Sample {
  const jd = jdUt.toFixed(8)
  const main = swetest([`-bj${jd}`, '-ut', '-p0123456mt', '-fPlbs', `-house${lon.toFixed(4)},${lat.toFixed(4)},S`, '-sid1'])
  const column = (k: number) => Object.fromEntries(Object.entries(BODIES).map(([id, label]) => [id, lineValues(main, label)[k]])) as Record<Body, number>
  const tropical = swetest([`-bj${jd}`, '-ut', '-p0', '-fPl'])
  const kp = swetest([`-bj${jd}`, '-ut', '-p0', '-fPl', '-sid5'])
  const raman = swetest([`-bj${jd}`, '-ut', '-p0', '-fPl', '-sid3'])
  const nutationLine = tropical.split('\n').find((l) => l.startsWith('Nutation'))!
  const deltaT = Number(main.match(/delta t: ([-\d.]+)/)![1])
  return {
    jdUt: Number(jd),
    lat: Number(lat.toFixed(4)),
    lon: Number(lon.toFixed(4)),
    deltaT,
    nutationLongitude: dms(nutationLine.slice('Nutation'.length).trim().split(/\s{2,}/)[0]),
    ayanamsa: { lahiri: ayanamsaOf(main), kp: ayanamsaOf(kp), raman: ayanamsaOf(raman) },
    sidereal: column(0),
    latitude: column(1),
    speed: column(2),
    ascendant: lineValue(main, 'Ascendant'),
    midheaven: lineValue(main, 'MC'),
    sripatiCusps: Array.from({ length: 12 }, (_, i) => lineValue(main, `house ${String(i + 1).padStart(2)}`)),
  }
}

const JD_1900 = 2415020.5
const JD_2101 = 2488434.5
const JD_1800 = 2378496.5
const JD_2400 = 2597641.5

function draw(count: number, from: number, to: number): Sample[] {
  const out: Sample[] = []
  for (let i = 0; i < count; i++) {
    const jd = from + random() * (to - from)
    const lat = -60 + random() * 125
    const lon = -180 + random() * 360
    out.push(sample(jd, lat, lon))
  }
  return out
}

const table = {
  source: 'swetest 2.10.03 (Debian), -eswe with the swe-basic-data files; sidereal mode 1 (Lahiri), 5 (KP), 3 (Raman); houses S (Sripati)',
  generatedBy: 'tests/accuracy/tools/generate-swiss-reference.ts',
  range1900to2100: draw(300, JD_1900, JD_2101),
  range1800to1900: draw(30, JD_1800, JD_1900),
  range2101to2400: draw(30, JD_2101, JD_2400),
}
const target = fileURLToPath(new URL('../data/swiss-ephemeris-reference.json', import.meta.url))
const round = (key: string, v: unknown) => (typeof v === 'number' && key !== 'jdUt' ? Number(v.toFixed(7)) : v)
const rows = (samples: Sample[]) => samples.map((x) => '  ' + JSON.stringify(x, round)).join(',\n')
writeFileSync(
  target,
  `{\n "source": ${JSON.stringify(table.source)},\n "generatedBy": ${JSON.stringify(table.generatedBy)},\n` +
    ` "range1900to2100": [\n${rows(table.range1900to2100)}\n ],\n` +
    ` "range1800to1900": [\n${rows(table.range1800to1900)}\n ],\n` +
    ` "range2101to2400": [\n${rows(table.range2101to2400)}\n ]\n}\n`,
)
console.log(`wrote ${target}`)
