import { HOROSCOPE_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { GetHoroscope } from './get-horoscope'

/** Horoscopes by period and sign, kept an hour (an admin's note may change one). */
export const HOROSCOPE_READS: ReadEndpoint[] = [
  {
    path: HOROSCOPE_PATHS.horoscope,
    cache: CACHE.hour,
    answer: (use, { query, params }) => use(GetHoroscope).execute({ period: params.period, sign: params.sign, date: query.date, lang: query.lang }),
    examples: ['/api/horoscope/daily/leo?date=2026-01-15&lang=ta', '/api/horoscope/weekly/aries?lang=hi', '/api/horoscope/hourly/leo'],
  },
]
