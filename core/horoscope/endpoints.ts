import { parsedRead } from '../shared/parsed-read'
import { horoscopeQuerySchema } from './request'
import { HOROSCOPE_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { GetHoroscope } from './get-horoscope'

/** Horoscopes by period and sign, kept an hour (an admin's note may change one). */
export const HOROSCOPE_READS: ReadEndpoint[] = [
  parsedRead({
    path: HOROSCOPE_PATHS.horoscope,
    cache: CACHE.hour,
    input: horoscopeQuerySchema,
    answer: (use, q) => use(GetHoroscope).execute(q),
    examples: ['/api/horoscope/daily/leo?date=2026-01-15&lang=ta', '/api/horoscope/weekly/aries?lang=hi', '/api/horoscope/hourly/leo'],
  }),
]
