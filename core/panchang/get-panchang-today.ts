import { localDateOf, zoneOffsetFn } from '../jyotish/panchang/clock'
import { PanchangCalculator } from '../jyotish/panchang/day'
import { julianDayFromDate } from '../jyotish/time'
import { karanaName, NAKSHATRA_DISPLAY_NAMES, pakshaOf, tithiName, varaOf, YOGA_NAMES } from '../jyotish/panchang/names'
import { LocalTimes, type IsoInterval } from '../jyotish/panchang/present'
import type { Clock } from '../shared/ports/clock'
import type { Ephemeris } from '../shared/ports/ephemeris'
import { NEW_DELHI } from './request'

/** GET /api/panchang/today: the spec's "Panchang today" (section 3), for Delhi in IST. */
export interface PanchangToday {
  data: {
    date: string
    location: string
    /** the current tithi; percentage = share of it elapsed now */
    tithi: { name: string; paksha: 'shukla' | 'krishna'; percentage: number; end_time: string }
    nakshatra: { name: string; percentage: number; end_time: string }
    yoga: { name: string; end_time: string }
    karana: { name: string; end_time: string }
    vara: { english: string; planet_lord: string; name: string }
    sunrise: string | null
    sunset: string | null
    moonrise: string | null
    moonset: string | null
    inauspicious_timings: { rahu_kaal: IsoInterval; yamaganda: IsoInterval; gulika: IsoInterval }
    /** abhijit_muhurta is null on Wednesdays (there is none) */
    auspicious_timings: { abhijit_muhurta: IsoInterval | null; brahma_muhurta: IsoInterval }
  }
}

/**
 * Today's panchang for New Delhi (28.6139°N 77.2090°E, Asia/Kolkata) in the spec's shape. "Today" is
 * the current civil date in IST; tithi, nakshatra, yoga and karana are the ones in force now, their
 * percentages the share of their duration already elapsed.
 */
export class GetPanchangToday {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PanchangToday> {
    const offset = zoneOffsetFn(NEW_DELHI.tz)
    const now = julianDayFromDate(this.clock.now())
    const date = localDateOf(now, offset)
    const calc = new PanchangCalculator(this.ephemeris, { lat: NEW_DELHI.lat, lon: NEW_DELHI.lon, offset })
    const day = calc.day(date)
    const t = new LocalTimes(offset)
    const current = (kind: 'tithi' | 'nakshatra' | 'yoga' | 'karana') => calc.timeline(kind).at(now)
    const pct = (s: { start: number; end: number }) => Math.round(((now - s.start) / (s.end - s.start)) * 1000) / 10
    const tithi = current('tithi')
    const nakshatra = current('nakshatra')
    const yoga = current('yoga')
    const karana = current('karana')
    const vara = varaOf(day.weekday)
    const tm = day.timings
    return {
      data: {
        date,
        location: 'Delhi, IST',
        tithi: { name: tithiName(tithi.index), paksha: pakshaOf(tithi.index), percentage: pct(tithi), end_time: t.at(tithi.end) },
        nakshatra: { name: NAKSHATRA_DISPLAY_NAMES[nakshatra.index - 1], percentage: pct(nakshatra), end_time: t.at(nakshatra.end) },
        yoga: { name: YOGA_NAMES[yoga.index - 1], end_time: t.at(yoga.end) },
        karana: { name: karanaName(karana.index), end_time: t.at(karana.end) },
        vara: { english: vara.english, planet_lord: vara.planet_lord, name: vara.name },
        sunrise: t.atOrNull(day.sunrise),
        sunset: t.atOrNull(day.sunset),
        moonrise: t.atOrNull(day.moonrise),
        moonset: t.atOrNull(day.moonset),
        inauspicious_timings: { rahu_kaal: t.interval(tm.rahuKaal), yamaganda: t.interval(tm.yamaganda), gulika: t.interval(tm.gulika) },
        auspicious_timings: { abhijit_muhurta: tm.abhijit ? t.interval(tm.abhijit) : null, brahma_muhurta: t.interval(tm.brahmaMuhurta) },
      },
    }
  }
}
