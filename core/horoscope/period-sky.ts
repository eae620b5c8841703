import { addDays, fixedOffset, formatLocal, localMidnight } from '../jyotish/panchang/clock'
import { limbIndexAt } from '../jyotish/panchang/limbs'
import { Sky } from '../jyotish/panchang/sky'
import { isReturn, retrogradePeriods, signIngresses } from '../jyotish/transits/ingresses'
import { siderealMotion } from '../jyotish/transits/sidereal-motion'
import { GRAHAS, signOf, type GrahaId } from '../jyotish/zodiac'
import type { EclipseCalendar } from '../shared/ports/eclipse-calendar'
import type { Ephemeris } from '../shared/ports/ephemeris'
import { periodDates, type PeriodSpan } from './periods'

/** Horoscopes are cast for India's clock (IST) and, for eclipses, seen from New Delhi. */
const IST = fixedOffset(5.5 * 3600)
const DELHI = { lat: 28.6139, lon: 77.209 }
const SLOW: readonly GrahaId[] = ['jupiter', 'saturn', 'rahu']
const MOVING: readonly GrahaId[] = ['sun', 'mars', 'mercury', 'venus', 'jupiter', 'saturn', 'rahu']
const RETROGRADING = ['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const

/** The sky of one period, the same for every sign: the horoscope of a sign counts it from that sign. */
export interface PeriodSky {
  span: PeriodSpan
  from: string
  to: string
  /** each graha's sidereal sign 1–12 at the middle of the period (noon IST for a day) */
  signs: Record<GrahaId, number>
  /** each graha's sidereal longitude in degrees at the same moment (for combustion and dignity) */
  longitudes: Record<GrahaId, number>
  /** grahas moving backwards at that moment */
  retrograde: GrahaId[]
  /** the Moon's sign at noon IST on each day of a day or a week (empty for longer periods) */
  moonSigns: number[]
  /** the tithi 1–30 at 06:00 IST (about sunrise), for a day */
  tithi: number | null
  /** grahas changing sign within the period (the slow ones only for a year); `retrograde` marks a return into
   *  the sign just left (isReturn in core/jyotish/transits/ingresses.ts: never Rahu's ordinary backward step) */
  ingresses: Array<{ graha: GrahaId; date: string; sign: number; retrograde: boolean }>
  /** retrograde runs overlapping the period (dates of the stations, null outside the searched span) */
  retrogrades: Array<{ graha: GrahaId; start: string | null; end: string | null }>
  /** solar and lunar eclipses within the period */
  eclipses: Array<{ body: 'sun' | 'moon'; date: string; kind: string; visible: boolean }>
}

const dateOf = (jd: number) => formatLocal(jd, IST).slice(0, 10)

/**
 * Computes the sky of the period of `span` around `date` (a civil date in India): where the grahas
 * are, which turn retrograde or change sign, the eclipses, and for a day the Moon and the tithi.
 */
export function computePeriodSky(ephemeris: Ephemeris, eclipses: EclipseCalendar | null, span: PeriodSpan, date: string): PeriodSky {
  const { from, to } = periodDates(span, date)
  const startJd = localMidnight(from, IST)
  const endJd = localMidnight(addDays(to, 1), IST)
  const midJd = span === 'day' ? startJd + 0.5 : (startJd + endJd) / 2
  const signs = {} as Record<GrahaId, number>
  const longitudes = {} as Record<GrahaId, number>
  const retrograde: GrahaId[] = []
  for (const g of GRAHAS) {
    const m = siderealMotion(ephemeris, g, midJd)
    signs[g] = signOf(m.longitude)
    longitudes[g] = m.longitude
    if (m.speed < 0 && g !== 'rahu' && g !== 'ketu') retrograde.push(g)
  }
  const moonSigns: number[] = []
  if (span === 'day' || span === 'week') {
    for (let d = from; d <= to; d = addDays(d, 1)) moonSigns.push(signOf(siderealMotion(ephemeris, 'moon', localMidnight(d, IST) + 0.5).longitude))
  }
  const tithi = span === 'day' ? limbIndexAt(new Sky(ephemeris), 'tithi', startJd + 0.25) : null

  const ingresses: PeriodSky['ingresses'] = []
  if (span !== 'day') {
    for (const g of span === 'year' ? SLOW : MOVING) {
      for (const i of signIngresses(ephemeris, g, startJd, endJd)) ingresses.push({ graha: g, date: dateOf(i.jd), sign: i.sign, retrograde: isReturn(i) })
    }
    ingresses.sort((a, b) => a.date.localeCompare(b.date))
  }
  const retrogrades: PeriodSky['retrogrades'] = []
  if (span !== 'day') {
    for (const g of RETROGRADING) {
      for (const r of retrogradePeriods(ephemeris, g, startJd, endJd)) {
        if ((r.startJd ?? -Infinity) < endJd && (r.endJd ?? Infinity) > startJd) {
          retrogrades.push({ graha: g, start: r.startJd === null ? null : dateOf(r.startJd), end: r.endJd === null ? null : dateOf(r.endJd) })
        }
      }
    }
  }
  const found: PeriodSky['eclipses'] = []
  if (eclipses && span !== 'day') {
    for (const e of eclipses.solarEclipses(startJd, endJd, DELHI)) found.push({ body: 'sun', date: dateOf(e.peak), kind: e.kind, visible: e.local?.visible ?? false })
    for (const e of eclipses.lunarEclipses(startJd, endJd, DELHI)) found.push({ body: 'moon', date: dateOf(e.peak), kind: e.kind, visible: e.visible })
    found.sort((a, b) => a.date.localeCompare(b.date))
  }
  return { span, from, to, signs, longitudes, retrograde, moonSigns, tithi, ingresses, retrogrades, eclipses: found }
}
