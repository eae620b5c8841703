/**
 * The day's divisions: rahu kaal, yamaganda, gulika kaal, abhijit and brahma muhurta, durmuhurtam,
 * varjyam, choghadiya, hora, and the parts of the day and night that festival rules refer to
 * (pratah … sayahna, pradosh, nishita, arunodaya).
 *
 * Day = sunrise → sunset, night = sunset → next sunrise (whatever rise convention produced them).
 * A muhurta is 1/15 of the day or of the night; the "parts" of rahu kaal are 1/8 of the day.
 * All instants are Julian Days (UT); weekday 0 = Sunday.
 */
import type { LimbSpan } from './limbs'
import { VARA_LORDS } from './names'

/** A time window (Julian Days, UT). */
export interface Interval {
  start: number
  end: number
}

/** The solar frame of one panchang day. */
export interface SolarFrame {
  /** weekday 0–6 (0 = Sunday) of the civil date */
  weekday: number
  /** sunset of the previous day (start of the night before this sunrise) */
  prevSunset: number
  sunrise: number
  sunset: number
  nextSunrise: number
}

/** Which eighth of the day (1–8) is rahu kaal, by weekday (Sunday first). */
export const RAHU_KAAL_PART = [8, 2, 7, 5, 6, 4, 3] as const
/** Which eighth of the day (1–8) is yamaganda, by weekday. */
export const YAMAGANDA_PART = [5, 4, 3, 2, 1, 7, 6] as const
/** Which eighth of the day (1–8) is gulika kaal, by weekday. */
export const GULIKA_PART = [7, 6, 5, 4, 3, 2, 1] as const

/**
 * Durmuhurtas by weekday: [muhurta 1–15, 'day' | 'night'] (Muhurta Chintamani's table as panchangs
 * print it). Sunday 14; Monday 9, 12; Tuesday 4 and the 7th of the night; Wednesday 8; Thursday 6, 12;
 * Friday 4, 9; Saturday 1, 2.
 */
const DURMUHURTA: ReadonlyArray<ReadonlyArray<readonly [number, 'day' | 'night']>> = [
  [[14, 'day']],
  [[9, 'day'], [12, 'day']],
  [[4, 'day'], [7, 'night']],
  [[8, 'day']],
  [[6, 'day'], [12, 'day']],
  [[4, 'day'], [9, 'day']],
  [[1, 'day'], [2, 'day']],
]

/**
 * Varjyam (tyajyam) ghatis: the ghati (of 60 in the nakshatra) at which the 4-ghati varjyam begins,
 * by nakshatra 1–27, scaled to the nakshatra's actual duration.
 */
const VARJYAM_GHATI = [
  50, 24, 30, 40, 14, 11, 30, 20, 32, 30, 20, 18, 21, 20, 14, 14, 10, 14, 20, 24, 20, 10, 10, 18, 16, 24, 30,
] as const

/** Choghadiya names in their cyclic order, with lords and qualities. */
export const CHOGHADIYA = [
  { name: 'Udveg', lord: 'sun', quality: 'bad' },
  { name: 'Chal', lord: 'venus', quality: 'neutral' },
  { name: 'Labh', lord: 'mercury', quality: 'good' },
  { name: 'Amrit', lord: 'moon', quality: 'good' },
  { name: 'Kaal', lord: 'saturn', quality: 'bad' },
  { name: 'Shubh', lord: 'jupiter', quality: 'good' },
  { name: 'Rog', lord: 'mars', quality: 'bad' },
] as const

/** The first day choghadiya (index into {@link CHOGHADIYA}) by weekday: Udveg, Amrit, Rog, Labh, Shubh, Chal, Kaal. */
const CHOGHADIYA_DAY_START = [0, 3, 6, 2, 5, 1, 4] as const

/** The Chaldean order of the hora lords (descending orbital period from the Sun's place). */
export const HORA_ORDER = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars'] as const

/** One choghadiya. */
export interface Choghadiya extends Interval {
  name: string
  quality: 'good' | 'neutral' | 'bad'
  lord: string
}

/** One hora. */
export interface Hora extends Interval {
  planet: string
}

/** Every timing of a day. `abhijit` is null on Wednesdays. */
export interface DayTimings {
  rahuKaal: Interval
  yamaganda: Interval
  gulika: Interval
  abhijit: Interval | null
  /** two night muhurtas before sunrise: the 14th muhurta of the night (Drik Panchang) */
  brahmaMuhurta: Interval
  /** the fixed reading: 96 to 48 minutes before sunrise */
  brahmaMuhurtaFixed: Interval
  durmuhurtam: Interval[]
  choghadiya: { day: Choghadiya[]; night: Choghadiya[] }
  hora: Hora[]
  /** the five parts of the day (pratah, sangava, madhyahna, aparahna, sayahna) */
  pratah: Interval
  sangava: Interval
  madhyahna: Interval
  aparahna: Interval
  sayahna: Interval
  /** sunrise to midday: the first half of the day */
  purvahna: Interval
  /** sunset + 1/5 of the night (three night muhurtas) */
  pradosh: Interval
  /** the 8th of the 15 night muhurtas (around local midnight) */
  nishita: Interval
  /** 4 ghatis (two night muhurtas) before sunrise */
  arunodaya: Interval
}

function slice(start: number, end: number, parts: number, k: number): Interval {
  const w = (end - start) / parts
  return { start: start + (k - 1) * w, end: start + k * w }
}

function merge(intervals: Interval[]): Interval[] {
  const out: Interval[] = []
  for (const i of intervals.sort((a, b) => a.start - b.start)) {
    const last = out[out.length - 1]
    if (last && i.start <= last.end + 1e-9) last.end = Math.max(last.end, i.end)
    else out.push({ ...i })
  }
  return out
}

/** All the timings of a day from its solar frame. */
export function dayTimings(f: SolarFrame): DayTimings {
  const { weekday: w, sunrise, sunset, nextSunrise, prevSunset } = f
  const day = (parts: number, k: number) => slice(sunrise, sunset, parts, k)
  const night = (parts: number, k: number) => slice(sunset, nextSunrise, parts, k)
  const prevNightMuhurta = (sunrise - prevSunset) / 15

  const dayStart = CHOGHADIYA_DAY_START[w]
  const nightStart = (dayStart + 5) % 7
  const chog = (startIndex: number, step: number, from: number, to: number): Choghadiya[] =>
    Array.from({ length: 8 }, (_, k) => {
      const c = CHOGHADIYA[(((startIndex + step * k) % 7) + 7) % 7]
      return { ...slice(from, to, 8, k + 1), name: c.name, quality: c.quality, lord: c.lord }
    })

  const lordIndex = HORA_ORDER.indexOf(VARA_LORDS[w] as (typeof HORA_ORDER)[number])
  const hora: Hora[] = Array.from({ length: 24 }, (_, k) => ({
    ...(k < 12 ? slice(sunrise, sunset, 12, k + 1) : slice(sunset, nextSunrise, 12, k - 11)),
    planet: HORA_ORDER[(lordIndex + k) % 7],
  }))

  const fixedMinute = 1 / 1440
  return {
    rahuKaal: day(8, RAHU_KAAL_PART[w]),
    yamaganda: day(8, YAMAGANDA_PART[w]),
    gulika: day(8, GULIKA_PART[w]),
    abhijit: w === 3 ? null : day(15, 8),
    brahmaMuhurta: { start: sunrise - 2 * prevNightMuhurta, end: sunrise - prevNightMuhurta },
    brahmaMuhurtaFixed: { start: sunrise - 96 * fixedMinute, end: sunrise - 48 * fixedMinute },
    durmuhurtam: merge(DURMUHURTA[w].map(([k, part]) => (part === 'day' ? day(15, k) : night(15, k)))),
    choghadiya: { day: chog(dayStart, 1, sunrise, sunset), night: chog(nightStart, -2, sunset, nextSunrise) },
    hora,
    pratah: day(5, 1),
    sangava: day(5, 2),
    madhyahna: day(5, 3),
    aparahna: day(5, 4),
    sayahna: day(5, 5),
    purvahna: day(2, 1),
    pradosh: night(5, 1),
    nishita: night(15, 8),
    arunodaya: { start: sunrise - 2 * prevNightMuhurta, end: sunrise },
  }
}

/** Varjyam windows of the nakshatra spans that overlap [from, to). */
export function varjyam(nakshatras: readonly LimbSpan[], from: number, to: number): Interval[] {
  const out: Interval[] = []
  for (const n of nakshatras) {
    const d = n.end - n.start
    const g = VARJYAM_GHATI[n.index - 1]
    const start = n.start + (g / 60) * d
    const end = n.start + ((g + 4) / 60) * d
    if (end > from && start < to) out.push({ start, end })
  }
  return out
}
