/**
 * Shadbala, the six strengths of the seven grahas, and the bhava bala of the twelve houses, after BPHS and
 * B. V. Raman, *Graha and Bhava Balas*. Values are virupas (shashtiamsas, sixtieths of a rupa); each
 * graha's total is set against the minimum BPHS requires of it. The parts live in shadbala-sthana.ts,
 * shadbala-kala.ts (with shadbala-day.ts), shadbala-chesta.ts, shadbala-aspects.ts and shadbala-bhava.ts.
 */
import { EPHEMERIS_BODIES, type Ephemeris } from '../shared/ports/ephemeris'
import type { Chart } from './chart'
import { drikBalaOn, type Aspecter } from './shadbala-aspects'
import { bhavaBalas, type BhavaBala } from './shadbala-bhava'
import { chestaBala } from './shadbala-chesta'
import { birthDay } from './shadbala-day'
import { ayanaBala, lordBalas, nathonnataBala, pakshaBala, tribhagaBala } from './shadbala-kala'
import { drekkanaBala, kendradiBala, ojayugmaBala, saptavargajaBala, uchchaBala, type BalaGraha } from './shadbala-sthana'
import { angleDifference, DEG, julianDayFromDate, normalizeDegrees } from './time'
import { signOf } from './zodiac'

/** Naisargika bala: 60 × 7/7, 6/7 … 1/7 for Sun, Moon, Venus, Jupiter, Mercury, Mars, Saturn. */
const NAISARGIKA: Record<BalaGraha, number> = { sun: 60, moon: (60 * 6) / 7, venus: (60 * 5) / 7, jupiter: (60 * 4) / 7, mercury: (60 * 3) / 7, mars: (60 * 2) / 7, saturn: 60 / 7 }
/** The least total each graha needs (BPHS), rupas. */
const REQUIRED_RUPAS: Record<BalaGraha, number> = { sun: 6.5, moon: 6, mars: 5, mercury: 7, jupiter: 6.5, venus: 5.5, saturn: 5 }
/** Where each graha's dig bala is nil: the bhava opposite its strongest (index 0 = lagna): Sun, Mars strong in the 10th, Moon, Venus in the 4th, Jupiter, Mercury in the 1st, Saturn in the 7th. */
const DIG_VOID: Record<BalaGraha, number> = { sun: 3, mars: 3, moon: 9, venus: 9, jupiter: 6, mercury: 6, saturn: 0 }
/** The star-planets that can meet in war (graha yuddha). */
const WARRIORS: readonly BalaGraha[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** Their discs (bimba), the diameters BPHS gives for the war, seconds of arc. */
const DISC: Partial<Record<BalaGraha, number>> = { mars: 9.4, mercury: 6.6, jupiter: 190.4, venus: 16.6, saturn: 158 }
const MALEFICS = ['sun', 'mars', 'saturn', 'rahu', 'ketu']

/** Every sub-part of a graha's shadbala, virupas. */
export interface ShadbalaParts {
  uchcha: number
  saptavargaja: number
  ojayugmaRasi: number
  ojayugmaNavamsa: number
  kendradi: number
  drekkana: number
  nathonnata: number
  paksha: number
  tribhaga: number
  abda: number
  masa: number
  vara: number
  hora: number
  ayana: number
  yuddha: number
}

/** One graha's shadbala: the six strengths and their total in virupas, the total in rupas against the requirement. */
export interface GrahaShadbala {
  sthana: number
  dig: number
  kala: number
  chesta: number
  naisargika: number
  drik: number
  /** the six summed, virupas */
  total: number
  rupas: number
  /** the BPHS minimum, rupas */
  required: number
  /** rupas / required: 1 or more meets the requirement */
  ratio: number
  /** ishta and kashta phala, √(uchcha × chesta) and √((60 − uchcha)(60 − chesta)), virupas 0–60; the Sun's chesta here is its ayana bala, the Moon's its undoubled paksha bala */
  ishtaPhala: number
  kashtaPhala: number
  parts: ShadbalaParts
}

/** The block the kundli answers: each graha's shadbala and the twelve bhavas' strength. */
export interface ShadbalaBlock {
  shadbala: Record<BalaGraha, GrahaShadbala>
  bhavaBala: BhavaBala[]
}

/** The birth the chart was cast for: the UT instant and the place (degrees, north and east positive). */
interface Birth {
  utc: Date
  lat: number
  lon: number
}

/**
 * The shadbala and bhava bala of a computed chart.
 * @param ephemeris the port, for the Sun's hour angle, sunrise and sunset. @param chart the chart of `birth`.
 * @param birth the chart's instant and place.
 */
export function shadbalaOfChart(ephemeris: Ephemeris, chart: Chart, birth: Birth): ShadbalaBlock {
  const jdUt = julianDayFromDate(birth.utc)
  const earth = ephemeris.orientation(jdUt)
  const jdTt = jdUt + earth.deltaT / 86400
  const place = Object.fromEntries(chart.planets.map((p) => [p.id, p])) as Record<string, Chart['planets'][number]>
  const lon = (g: string) => place[g]!.longitude
  const tropical = (g: string) => normalizeDegrees(lon(g) + chart.ayanamsa.degrees)
  const signs = Object.fromEntries(EPHEMERIS_BODIES.map((g) => [g, signOf(lon(g))])) as Record<BalaGraha, number>
  const elongation = normalizeDegrees(lon('moon') - lon('sun'))
  const waxing = elongation <= 180
  // Mercury takes the nature of its company: a malefic when the malefics in its sign outnumber the benefics
  // (Jupiter, Venus, the waxing Moon). Raman's example (Mercury with the Sun) makes it a malefic, V. P. Jain's
  // (Mercury with Jupiter and Saturn) a benefic; a rule that any malefic spoils it would miss the second.
  const withMercury = (gs: readonly string[]) => gs.filter((g) => signOf(lon(g)) === signs.mercury).length
  const mercuryBenefic = withMercury(MALEFICS) <= withMercury(['jupiter', 'venus', ...(waxing ? ['moon'] : [])])
  const benefic = (g: BalaGraha) => g === 'jupiter' || g === 'venus' || (g === 'mercury' && mercuryBenefic) || (g === 'moon' && waxing)
  const day = birthDay(ephemeris, chart.ayanamsa.name, jdUt, birth.lat, birth.lon)
  const sunHourAngle = hourAngle(tropical('sun'), earth.trueObliquity, earth.greenwichSiderealTime + birth.lon)
  const madhya = chart.bhavaChalit.madhya
  const aspecters: Aspecter[] = EPHEMERIS_BODIES.map((g) => ({ graha: g, longitude: lon(g), benefic: benefic(g) }))

  const parts = {} as Record<BalaGraha, ShadbalaParts>
  const chesta = {} as Record<BalaGraha, number>
  // What stands for the Sun's and the Moon's motion in the ishta and kashta phala: the single ayana and paksha bala.
  const motion = {} as Record<BalaGraha, number>
  for (const g of EPHEMERIS_BODIES) {
    const oja = ojayugmaBala(g, lon(g))
    const paksha = pakshaBala(g, elongation, g === 'moon' || benefic(g))
    const ayana = ayanaBala(g, tropical(g))
    chesta[g] = g === 'sun' || g === 'moon' ? 0 : chestaBala(g, tropical(g), jdTt)
    motion[g] = g === 'sun' ? ayana : g === 'moon' ? paksha / 2 : chesta[g]
    parts[g] = {
      uchcha: uchchaBala(g, lon(g)),
      saptavargaja: saptavargajaBala(g, lon(g), signs),
      ojayugmaRasi: oja.rasi,
      ojayugmaNavamsa: oja.navamsa,
      kendradi: kendradiBala(place[g]!.house),
      drekkana: drekkanaBala(g, lon(g)),
      nathonnata: nathonnataBala(g, sunHourAngle),
      paksha,
      tribhaga: tribhagaBala(g, day, jdUt),
      ...lordBalas(g, day),
      // The Sun's chesta bala is its ayana bala and the Moon's its paksha bala; Raman books them by doubling
      // those in the kala bala (the Moon's paksha is doubled in pakshaBala) and leaves their chesta 0.
      ayana: g === 'sun' ? 2 * ayana : ayana,
      yuddha: 0,
    }
  }
  const sthana = (g: BalaGraha) => {
    const p = parts[g]
    return p.uchcha + p.saptavargaja + p.ojayugmaRasi + p.ojayugmaNavamsa + p.kendradi + p.drekkana
  }
  const dig = (g: BalaGraha) => Math.abs(angleDifference(lon(g), madhya[DIG_VOID[g]]!)) / 3
  const kala = (g: BalaGraha) => {
    const p = parts[g]
    return p.nathonnata + p.paksha + p.tribhaga + p.abda + p.masa + p.vara + p.hora + p.ayana + p.yuddha
  }
  settleWars(parts, lon, (g) => sthana(g) + dig(g) + kala(g))

  const shadbala = {} as Record<BalaGraha, GrahaShadbala>
  for (const g of EPHEMERIS_BODIES) {
    const six = { sthana: sthana(g), dig: dig(g), kala: kala(g), chesta: chesta[g], naisargika: NAISARGIKA[g], drik: drikBalaOn(lon(g), aspecters, { exclude: g }) }
    const total = six.sthana + six.dig + six.kala + six.chesta + six.naisargika + six.drik
    const rupas = total / 60
    const u = parts[g].uchcha
    const c = Math.min(60, Math.max(0, motion[g]))
    shadbala[g] = {
      ...six,
      total,
      rupas,
      required: REQUIRED_RUPAS[g],
      ratio: rupas / REQUIRED_RUPAS[g],
      ishtaPhala: Math.sqrt(u * c),
      kashtaPhala: Math.sqrt((60 - u) * (60 - c)),
      parts: parts[g],
    }
  }
  const totals = Object.fromEntries(EPHEMERIS_BODIES.map((g) => [g, shadbala[g].total])) as Record<BalaGraha, number>
  return { shadbala, bhavaBala: bhavaBalas(madhya, totals, aspecters) }
}

/** The hour angle (degrees, 0 at the meridian, west positive) of a point on the ecliptic, from its tropical longitude, the obliquity and the local sidereal time. */
function hourAngle(tropicalLongitude: number, obliquity: number, localSiderealTime: number): number {
  const l = tropicalLongitude * DEG
  const ra = Math.atan2(Math.sin(l) * Math.cos(obliquity * DEG), Math.cos(l)) / DEG
  return angleDifference(localSiderealTime, ra)
}

/**
 * Graha yuddha: two of Mars … Saturn within a degree of each other are at war. The one with the greater sthana,
 * dig and kala bala wins; the difference of those sums, divided by the difference of the two discs' diameters, is
 * added to the winner's kala bala and taken from the loser's (BPHS). V. P. Jain's Mercury and Jupiter, at war, keep
 * totals within a virupa of their peace-time ones, as the division by 190.4 − 6.6 makes them. A planet in several
 * wars takes each in turn.
 */
function settleWars(parts: Record<BalaGraha, ShadbalaParts>, lon: (g: BalaGraha) => number, strength: (g: BalaGraha) => number): void {
  for (let i = 0; i < WARRIORS.length; i++)
    for (let j = i + 1; j < WARRIORS.length; j++) {
      const [a, b] = [WARRIORS[i]!, WARRIORS[j]!]
      if (Math.abs(angleDifference(lon(a), lon(b))) >= 1) continue
      const difference = (strength(a) - strength(b)) / Math.abs(DISC[a]! - DISC[b]!)
      parts[a].yuddha += difference
      parts[b].yuddha -= difference
    }
}

const round2 = (x: number) => Math.round(x * 100) / 100

/** The block as the kundli answers it: every number rounded to 2 decimals. */
export function roundedShadbala(block: ShadbalaBlock): ShadbalaBlock {
  const roundAll = <T extends object>(o: T): T =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? round2(v) : typeof v === 'object' && v !== null ? roundAll(v) : v])) as T
  return {
    shadbala: Object.fromEntries(EPHEMERIS_BODIES.map((g) => [g, roundAll(block.shadbala[g])])) as Record<BalaGraha, GrahaShadbala>,
    bhavaBala: block.bhavaBala.map((b) => roundAll(b)),
  }
}
