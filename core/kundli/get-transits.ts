import { ValidationError } from '../errors'
import { formatLocal, jdFromMs, zoneOffsetFn } from '../jyotish/panchang/clock'
import { nextIngress, retrogradePeriods } from '../jyotish/transits/ingresses'
import { siderealMotion } from '../jyotish/transits/sidereal-motion'
import { GRAHAS, placementOf, SIGN_NAMES, type GrahaId, type NakshatraName, type SignName } from '../jyotish/zodiac'
import { isKnownZone } from '../places/zone-offset'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { TransitsQuery } from './calculator-request'

/** One graha in GET /api/transits. */
export interface TransitPlanet {
  id: GrahaId
  /** sidereal sign 1–12 (Lahiri) */
  sign: number
  signName: SignName
  /** sidereal longitude, degrees 0 <= x < 360 */
  longitude: number
  degreeInSign: number
  nakshatra: number
  nakshatraName: NakshatraName
  pada: number
  /** degrees per day (sidereal) */
  speed: number
  retrograde: boolean
  /** the next sign ingress: the sign entered and when (ISO 8601 with the zone's offset) */
  nextIngress: { sign: number; signName: SignName; at: string; retrograde: boolean } | null
}

/** A retrograde run overlapping the year; a station outside the searched span is null. */
export interface RetrogradeRun {
  start: string | null
  end: string | null
  /** sidereal sign 1–12 at each station */
  startSign: number | null
  endSign: number | null
}

/** GET /api/transits. */
export interface TransitsAnswer {
  date: string
  time: string
  tz: string
  /** the instant the positions are for, ISO 8601 with the zone's offset */
  at: string
  ayanamsa: 'lahiri'
  node: 'mean'
  planets: TransitPlanet[]
  /** the calendar year of `date`: retrograde runs of the five star planets that overlap it */
  retrogrades: { year: number; planets: Record<'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn', RetrogradeRun[]> }
  text: { nodes: string; retrograde: string }
}

const STAR_PLANETS = ['mars', 'mercury', 'jupiter', 'venus', 'saturn'] as const

/**
 * Where the grahas stand on a date (GET /api/transits): sidereal (Lahiri) places, retrograde flags, the
 * exact next sign ingress of each, and the year's retrograde runs with exact stations, for /planet-transits.
 * The date's local time (default midnight) in `tz` (default Asia/Kolkata) is the instant.
 */
export class GetTransits {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: TransitsQuery): Promise<TransitsAnswer> {
    if (!isKnownZone(q.tz)) throw new ValidationError(`Unknown time zone: ${q.tz}`, [{ path: 'tz', message: 'Unknown time zone' }])
    const offset = zoneOffsetFn(q.tz)
    const [y, m, d] = q.date.split('-').map(Number)
    const [hh, mi, ss = 0] = q.time.split(':').map(Number)
    const wall = Date.UTC(y, m - 1, d, hh, mi, ss)
    let utc = wall - offset(wall) * 1000
    utc = wall - offset(utc) * 1000
    const jd = jdFromMs(utc)
    const iso = (t: number) => formatLocal(t, offset)

    const planets = GRAHAS.map((id): TransitPlanet => {
      const motion = siderealMotion(this.ephemeris, id, jd)
      const place = placementOf(motion.longitude)
      const next = nextIngress(this.ephemeris, id, jd)
      return {
        id,
        sign: place.sign,
        signName: place.signName,
        longitude: place.longitude,
        degreeInSign: place.degreeInSign,
        nakshatra: place.nakshatra,
        nakshatraName: place.nakshatraName,
        pada: place.pada,
        speed: motion.speed,
        retrograde: motion.speed < 0,
        nextIngress: next ? { sign: next.sign, signName: SIGN_NAMES[next.sign - 1], at: iso(next.jd), retrograde: next.retrograde } : null,
      }
    })

    const yearStart = jdFromMs(Date.UTC(y, 0, 1) - offset(Date.UTC(y, 0, 1)) * 1000)
    const yearEnd = jdFromMs(Date.UTC(y + 1, 0, 1) - offset(Date.UTC(y + 1, 0, 1)) * 1000)
    const retrogrades = {} as TransitsAnswer['retrogrades']['planets']
    for (const id of STAR_PLANETS) {
      retrogrades[id] = retrogradePeriods(this.ephemeris, id, yearStart, yearEnd).map((r) => ({
        start: r.startJd === null ? null : iso(r.startJd),
        end: r.endJd === null ? null : iso(r.endJd),
        startSign: r.startLongitude === null ? null : placementOf(r.startLongitude).sign,
        endSign: r.endLongitude === null ? null : placementOf(r.endLongitude).sign,
      }))
    }

    return {
      date: q.date,
      time: q.time.length === 5 ? `${q.time}:00` : q.time,
      tz: q.tz,
      at: iso(jd),
      ayanamsa: 'lahiri',
      node: 'mean',
      planets,
      retrogrades: { year: y, planets: retrogrades },
      text: { nodes: this.phrases.phrase(q.lang, 'transits.nodes'), retrograde: this.phrases.phrase(q.lang, 'transits.retrograde') },
    }
  }
}
