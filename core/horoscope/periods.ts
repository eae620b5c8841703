import { addDays, isoDate, parseIsoDate, weekdayOf } from '../jyotish/panchang/clock'

/** The horoscope periods of the API: four spans of time and three daily areas. */
export const HOROSCOPE_PERIODS = ['daily', 'weekly', 'monthly', 'yearly', 'love', 'career', 'health'] as const
export type HoroscopePeriod = (typeof HOROSCOPE_PERIODS)[number]

/** The span a period covers: love, career and health readings are daily readings of one area. */
export type PeriodSpan = 'day' | 'week' | 'month' | 'year'

export function spanOf(period: HoroscopePeriod): PeriodSpan {
  switch (period) {
    case 'weekly':
      return 'week'
    case 'monthly':
      return 'month'
    case 'yearly':
      return 'year'
    default:
      return 'day'
  }
}

/**
 * The civil dates (India's calendar) a period covers around `date`: the day; the week from Monday to
 * Sunday; the calendar month; the calendar year. Dates are 'YYYY-MM-DD', both ends included.
 */
export function periodDates(span: PeriodSpan, date: string): { from: string; to: string } {
  const [y, m] = parseIsoDate(date)
  switch (span) {
    case 'day':
      return { from: date, to: date }
    case 'week': {
      // weekdayOf: 0 = Sunday … 6 = Saturday; the Indian week here starts on Monday.
      const back = (weekdayOf(date) + 6) % 7
      const from = addDays(date, -back)
      return { from, to: addDays(from, 6) }
    }
    case 'month': {
      const next = m === 12 ? isoDate(y + 1, 1, 1) : isoDate(y, m + 1, 1)
      return { from: isoDate(y, m, 1), to: addDays(next, -1) }
    }
    case 'year':
      return { from: isoDate(y, 1, 1), to: isoDate(y, 12, 31) }
  }
}
