/**
 * A complete birth chart (kundli): sidereal positions of the nine grahas and the ascendant, whole-sign
 * houses, dignities, combustion, the sixteen vargas, the Sripati Bhava Chalit and the Vimshottari
 * dasha to three levels. This is the shape GET /api/kundli answers, less `input`.
 */
import { EPHEMERIS_BODIES, type Ephemeris } from '../shared/ports/ephemeris'
import { ayanamsaById, type AyanamsaId } from './ayanamsa'
import { dignityOf, isCombust, type Dignity } from './dignity'
import { ascendantLongitude, bhavaOf, localSiderealTime, midheavenLongitude, sripatiBhavas, wholeSignHouse } from './houses'
import { meanNode, trueNode, type NodePosition } from './nodes'
import { julianDayFromDate, normalizeDegrees } from './time'
import { VARGAS, vargaSign, type VargaId } from './vargas'
import { vimshottariDasha, type VimshottariDasha } from './vimshottari'
import { GRAHAS, nakshatraLord, placementOf, type GrahaId, type ZodiacPlacement } from './zodiac'

/** Which lunar node stands for Rahu. */
export type NodeKind = 'mean' | 'true'

/** Input of {@link computeChart}. */
interface ChartInput {
  /** The birth instant (UTC). Local clock times are converted at the edges, never here. */
  utc: Date
  /** Geographic latitude, degrees, north positive, −90 < lat < 90. */
  lat: number
  /** Geographic longitude, degrees, east positive, −180 <= lon <= 180. */
  lon: number
  /** Ayanamsa (default `lahiri`, the true Chitrapaksha ayanamsa). */
  ayanamsa?: AyanamsaId
  /** Mean (default) or true (osculating) node for Rahu and Ketu. */
  node?: NodeKind
}

/** The ascendant (lagna): a placement in the sidereal zodiac. */
export type AscendantPlacement = ZodiacPlacement

/** One graha in the chart. Longitudes sidereal, degrees; speeds degrees per day. */
export interface PlanetPlacement extends ZodiacPlacement {
  id: GrahaId
  /** Geocentric ecliptic latitude, degrees (0 for the nodes). */
  latitude: number
  /** Speed in longitude, degrees per day. */
  speed: number
  /** True when the speed in longitude is negative. */
  retrograde: boolean
  /** Within the classical combustion orb of the Sun (never for the Sun and the nodes). */
  combust: boolean
  /** Whole-sign house 1–12 counted from the ascendant's sign. */
  house: number
  /** Dignity by sign (exalted … greatEnemy, see core/jyotish/dignity.ts). */
  dignity: Dignity
  /** Vimshottari lord of the graha's nakshatra. */
  nakshatraLord: GrahaId
}

/** One varga: the sign 1–12 of the ascendant and of each graha. */
export interface VargaChart {
  ascendant: number
  planets: Record<GrahaId, number>
}

/** The Bhava Chalit chart (Sripati bhavas). Longitudes sidereal, degrees. */
export interface BhavaChalit {
  /** Bhava madhyas 1–12 (index 0 = ascendant). */
  madhya: number[]
  /** Sandhis at the start of bhavas 1–12. */
  sandhi: number[]
  /** Sidereal midheaven (MC), degrees. */
  midheaven: number
  /** Bhava 1–12 of each graha. */
  planets: Record<GrahaId, number>
}

/** The computed chart. */
export interface Chart {
  ayanamsa: { name: AyanamsaId; degrees: number }
  /** Which node Rahu/Ketu are. */
  node: NodeKind
  /** House system of `planets[].house`. */
  houseSystem: 'whole-sign'
  ascendant: AscendantPlacement
  planets: PlanetPlacement[]
  vargas: Record<VargaId, VargaChart>
  bhavaChalit: BhavaChalit
  dasha: VimshottariDasha
}

function checkInput(input: ChartInput): void {
  if (!(input.utc instanceof Date) || !Number.isFinite(input.utc.getTime())) throw new RangeError('computeChart: utc must be a valid Date')
  if (!Number.isFinite(input.lat) || Math.abs(input.lat) >= 90) throw new RangeError('computeChart: lat must be between −90 and 90 (exclusive)')
  if (!Number.isFinite(input.lon) || Math.abs(input.lon) > 180) throw new RangeError('computeChart: lon must be between −180 and 180')
  if (input.node !== undefined && input.node !== 'mean' && input.node !== 'true') throw new RangeError(`computeChart: unknown node kind ${String(input.node)}`)
}

/**
 * Computes a birth chart.
 * @param ephemeris the {@link Ephemeris} port (apparent tropical positions at a UT instant).
 * @param input birth instant (UTC), place and options; see {@link ChartInput}.
 * @throws RangeError for an invalid date, latitude, longitude, ayanamsa or node kind.
 */
export function computeChart(ephemeris: Ephemeris, input: ChartInput): Chart {
  checkInput(input)
  const ayanamsaId = input.ayanamsa ?? 'lahiri'
  const nodeKind = input.node ?? 'mean'
  const jdUt = julianDayFromDate(input.utc)
  const earth = ephemeris.orientation(jdUt)
  const jdTt = jdUt + earth.deltaT / 86400
  const ayanamsa = ayanamsaById(ayanamsaId).degrees(jdTt, earth.nutationLongitude)
  const sidereal = (tropical: number) => normalizeDegrees(tropical - ayanamsa)

  // Asked before the positions: the Moon's place then comes from the same evaluations of its theory.
  const moonMotion = nodeKind === 'true' ? ephemeris.moonMotion(jdUt) : undefined

  // Positions (sidereal longitude, latitude, speed) of the nine grahas.
  const raw = {} as Record<GrahaId, { longitude: number; latitude: number; speed: number }>
  for (const body of EPHEMERIS_BODIES) {
    const p = ephemeris.position(body, jdUt)
    raw[body] = { longitude: sidereal(p.longitude), latitude: p.latitude, speed: p.longitudeSpeed }
  }
  const rahu: NodePosition = moonMotion ? trueNode(moonMotion) : meanNode(jdTt, earth.nutationLongitude)
  raw.rahu = { longitude: sidereal(rahu.longitude), latitude: 0, speed: rahu.speed }
  raw.ketu = { longitude: normalizeDegrees(raw.rahu.longitude + 180), latitude: 0, speed: rahu.speed }

  // Ascendant and midheaven.
  const ramc = localSiderealTime(earth.greenwichSiderealTime, input.lon)
  const ascendantLon = sidereal(ascendantLongitude(ramc, earth.trueObliquity, input.lat))
  const midheavenLon = sidereal(midheavenLongitude(ramc, earth.trueObliquity))
  const ascendant = placementOf(ascendantLon)

  const placements = {} as Record<GrahaId, ZodiacPlacement>
  const signs = {} as Record<GrahaId, number>
  for (const g of GRAHAS) {
    placements[g] = placementOf(raw[g].longitude)
    signs[g] = placements[g].sign
  }

  const planets: PlanetPlacement[] = GRAHAS.map((g) => {
    const pl = placements[g]
    const retrograde = raw[g].speed < 0
    return {
      id: g,
      ...pl,
      latitude: raw[g].latitude,
      speed: raw[g].speed,
      retrograde,
      combust: isCombust(g, pl.longitude, raw.sun.longitude, retrograde),
      house: wholeSignHouse(pl.sign, ascendant.sign),
      dignity: dignityOf(g, pl.sign, pl.degreeInSign, signs),
      nakshatraLord: nakshatraLord(pl.nakshatra),
    }
  })

  const vargas = {} as Record<VargaId, VargaChart>
  for (const v of VARGAS) {
    const vp = {} as Record<GrahaId, number>
    for (const g of GRAHAS) vp[g] = vargaSign(v, raw[g].longitude)
    vargas[v] = { ascendant: vargaSign(v, ascendantLon), planets: vp }
  }

  const bhavas = sripatiBhavas(ascendantLon, midheavenLon)
  const chalit = {} as Record<GrahaId, number>
  for (const g of GRAHAS) chalit[g] = bhavaOf(raw[g].longitude, bhavas.sandhi)

  return {
    ayanamsa: { name: ayanamsaId, degrees: ayanamsa },
    node: nodeKind,
    houseSystem: 'whole-sign',
    ascendant,
    planets,
    vargas,
    bhavaChalit: { madhya: bhavas.madhya, sandhi: bhavas.sandhi, midheaven: midheavenLon, planets: chalit },
    dasha: vimshottariDasha(raw.moon.longitude, input.utc),
  }
}
