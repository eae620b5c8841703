/**
 * The panchang of a civil day at a place: sunrise, sunset, moonrise and moonset, the five limbs
 * (vara, tithi, nakshatra, yoga, karana) from sunrise to the next sunrise, the lunar month, eras,
 * ritu, ayana and the day's timings.
 *
 * {@link PanchangCalculator} serves one place and one convention and keeps what it found (solar
 * frames, limb timelines, lunations), so a month or a year of days costs little more than the sum of
 * their boundaries. Instants are Julian Days (UT); civil dates are 'YYYY-MM-DD' at the place.
 * When the Sun does not rise or set (polar day or night) the day is anchored at 06:00 and 18:00
 * local time and `sunrise`/`sunset` are null.
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import type { AyanamsaId } from '../ayanamsa'
import { addDays, localMidnight, parseIsoDate, weekdayOf, type OffsetFn } from './clock'
import { LimbTimeline, type LimbKind, type LimbSpan } from './limbs'
import {
  ayanaOf,
  drikRitu,
  lunationBetween,
  lunarRitu,
  masaOf,
  newMoonBefore,
  nextNewMoon,
  samvatOf,
  samvatsaraOf,
  type Lunation,
  type Masa,
  type Samvat,
  type Samvatsara,
} from './lunar-calendar'
import { riseSet, type RiseConvention } from './rise-set'
import { solarDateOf, type SolarDate } from './solar-calendar'
import { Sky } from './sky'
import { dayTimings, varjyam, type DayTimings, type Interval, type SolarFrame } from './timings'

/** A place and how to read its clock. */
export interface PanchangPlace {
  /** latitude, degrees north (−90 < lat < 90) */
  lat: number
  /** longitude, degrees east */
  lon: number
  /** UTC offsets of the place's zone */
  offset: OffsetFn
}

/** Options of a {@link PanchangCalculator}. */
interface PanchangOptions {
  /** sunrise/sunset/moonrise/moonset convention (default 'hindu') */
  rise?: RiseConvention
  /** ayanamsa for the sidereal limbs (default 'lahiri') */
  ayanamsa?: AyanamsaId
}

/** The Sun's frame of a civil day. */
interface SolarDay {
  date: string
  /** local midnight at the start of the date, Julian Day (UT) */
  dayStart: number
  /** the next local midnight */
  dayEnd: number
  sunrise: number | null
  sunset: number | null
  /** the sunrise used as the start of the panchang day (06:00 local when there is none) */
  anchorRise: number
  /** the sunset used for the day/night divisions (18:00 local when there is none) */
  anchorSet: number
}

/** One element of a limb overlapping the day, with its kshaya/vriddhi status. */
export interface DayLimb extends LimbSpan {
  /** begins after this sunrise and ends before the next: never prevails at a sunrise (skipped) */
  kshaya: boolean
  /** prevails at this sunrise and the next one too (the next day repeats it) */
  vriddhi: boolean
}

/** The computed panchang of a day (instants as Julian Days, UT). */
export interface PanchangDay {
  date: string
  lat: number
  lon: number
  convention: RiseConvention
  weekday: number
  sunrise: number | null
  sunset: number | null
  moonrise: number | null
  moonset: number | null
  /** the start and end of the panchang day: sunrise → next sunrise (anchors when there is none) */
  start: number
  end: number
  tithi: DayLimb[]
  nakshatra: DayLimb[]
  yoga: DayLimb[]
  karana: DayLimb[]
  lunation: Lunation
  masa: Masa
  samvat: Samvat
  samvatsara: Samvatsara
  /** ritu by the lunar month */
  ritu: string
  /** ritu by the tropical Sun */
  drikRitu: string
  /** by the tropical Sun (solstices) */
  ayana: 'uttarayana' | 'dakshinayana'
  /** by the sidereal Sun (Makara to Karka sankranti) */
  ayanaSidereal: 'uttarayana' | 'dakshinayana'
  /** sidereal signs 1–12 of the Sun and the Moon at sunrise */
  sunSign: number
  moonSign: number
  /** the Tamil solar (sauramana) date: month from the sankranti by the sunset rule, day, year of the cycle */
  solar: SolarDate
  timings: DayTimings
  varjyam: Interval[]
}

/** Panchang computations for one place. */
export class PanchangCalculator {
  readonly sky: Sky
  readonly convention: RiseConvention
  private readonly solarDays = new Map<string, SolarDay>()
  private readonly timelines = new Map<LimbKind, LimbTimeline>()
  private readonly lunations: Lunation[] = []

  constructor(
    ephemeris: Ephemeris,
    readonly place: PanchangPlace,
    options: PanchangOptions = {},
  ) {
    if (!Number.isFinite(place.lat) || Math.abs(place.lat) >= 90) throw new RangeError('PanchangCalculator: lat must be between −90 and 90 (exclusive)')
    if (!Number.isFinite(place.lon) || Math.abs(place.lon) > 180) throw new RangeError('PanchangCalculator: lon must be between −180 and 180')
    this.sky = new Sky(ephemeris, options.ayanamsa ?? 'lahiri')
    this.convention = options.rise ?? 'hindu'
  }

  /** The Sun's rise and set on a civil date (cached). */
  solarDay(date: string): SolarDay {
    let s = this.solarDays.get(date)
    if (!s) {
      const dayStart = localMidnight(date, this.place.offset)
      const dayEnd = localMidnight(addDays(date, 1), this.place.offset)
      const { lat, lon } = this.place
      const sunrise = riseSet(this.sky, 'sun', 'rise', dayStart, dayEnd, lat, lon, this.convention)
      const sunset = riseSet(this.sky, 'sun', 'set', dayStart, dayEnd, lat, lon, this.convention)
      s = { date, dayStart, dayEnd, sunrise, sunset, anchorRise: sunrise ?? dayStart + 0.25, anchorSet: sunset ?? dayStart + 0.75 }
      if (this.solarDays.size > 2000) this.solarDays.clear()
      this.solarDays.set(date, s)
    }
    return s
  }

  /** Moonrise and moonset on a civil date (null when there is none). */
  moonRiseSet(date: string): { moonrise: number | null; moonset: number | null } {
    const { dayStart, dayEnd } = this.solarDay(date)
    const { lat, lon } = this.place
    return {
      moonrise: riseSet(this.sky, 'moon', 'rise', dayStart, dayEnd, lat, lon, this.convention),
      moonset: riseSet(this.sky, 'moon', 'set', dayStart, dayEnd, lat, lon, this.convention),
    }
  }

  /** The first moonrise at or after `jd` (within one lunar day), or null. */
  moonriseAfter(jd: number): number | null {
    return riseSet(this.sky, 'moon', 'rise', jd, jd + 1.03, this.place.lat, this.place.lon, this.convention)
  }

  /** The solar frame (previous sunset, sunrise, sunset, next sunrise) of a civil date. */
  frame(date: string): SolarFrame {
    const today = this.solarDay(date)
    return {
      weekday: weekdayOf(date),
      prevSunset: this.solarDay(addDays(date, -1)).anchorSet,
      sunrise: today.anchorRise,
      sunset: today.anchorSet,
      nextSunrise: this.solarDay(addDays(date, 1)).anchorRise,
    }
  }

  /** The shared timeline of a limb. */
  timeline(kind: LimbKind): LimbTimeline {
    let t = this.timelines.get(kind)
    if (!t) {
      t = kind === 'karana' ? new LimbTimeline(this.sky, kind, this.timeline('tithi')) : new LimbTimeline(this.sky, kind)
      this.timelines.set(kind, t)
    }
    return t
  }

  /** The lunation (new moon to new moon, amanta-named) in force at `jd` (cached). */
  lunationAt(jd: number): Lunation {
    for (const l of this.lunations) if (jd >= l.start && jd < l.end) return l
    const start = newMoonBefore(this.sky, jd)
    const lunation = lunationBetween(this.sky, start, nextNewMoon(this.sky, start))
    if (this.lunations.length > 64) this.lunations.length = 0
    this.lunations.push(lunation)
    return lunation
  }

  /** Elements of a limb overlapping [start, end), flagged kshaya/vriddhi against those two sunrises. */
  limbsOfDay(kind: LimbKind, start: number, end: number): DayLimb[] {
    return this.timeline(kind)
      .between(start, end)
      .map((s) => ({ ...s, kshaya: s.start > start && s.end < end, vriddhi: s.start <= start && s.end > end }))
  }

  /** The full panchang of a civil date. */
  day(date: string): PanchangDay {
    const [year, month] = parseIsoDate(date)
    const solar = this.solarDay(date)
    const frame = this.frame(date)
    const start = frame.sunrise
    const end = frame.nextSunrise
    const tithi = this.limbsOfDay('tithi', start, end)
    const nakshatra = this.limbsOfDay('nakshatra', start, end)
    const lunation = this.lunationAt(start)
    const masa = masaOf(lunation, tithi[0].index)
    const samvat = samvatOf(year, month, lunation.month)
    const sunTropical = this.sky.sunLongitude(start)
    const sunSidereal = this.sky.sunSidereal(start)
    const moonSidereal = this.sky.moonSidereal(start)
    // Varjyam may come from the nakshatra before the first one that overlaps the day.
    const nakWithPrev = this.timeline('nakshatra').between(start - 1.2, end)
    return {
      date,
      lat: this.place.lat,
      lon: this.place.lon,
      convention: this.convention,
      weekday: frame.weekday,
      sunrise: solar.sunrise,
      sunset: solar.sunset,
      ...this.moonRiseSet(date),
      start,
      end,
      tithi,
      nakshatra,
      yoga: this.limbsOfDay('yoga', start, end),
      karana: this.limbsOfDay('karana', start, end),
      lunation,
      masa,
      samvat,
      samvatsara: samvatsaraOf(samvat),
      ritu: lunarRitu(lunation.month),
      drikRitu: drikRitu(sunTropical),
      ayana: ayanaOf(sunTropical),
      ayanaSidereal: ayanaOf(sunSidereal),
      sunSign: Math.floor(sunSidereal / 30) + 1,
      moonSign: Math.floor(moonSidereal / 30) + 1,
      solar: solarDateOf(this, date),
      timings: dayTimings(frame),
      varjyam: varjyam(nakWithPrev, start, end),
    }
  }
}
