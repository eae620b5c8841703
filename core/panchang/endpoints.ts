import { parsedRead } from '../shared/parsed-read'
import { festivalsQuerySchema, muhuratQuerySchema, panchangMonthQuerySchema, panchangQuerySchema } from './request'
import { HeavyComputation } from '../shared/ports/heavy-computation'
import { PANCHANG_PATHS } from './paths'
import { CACHE, read, type ReadEndpoint } from '../shared/read-endpoint'
import { GetPanchang } from './get-panchang'
import { GetPanchangToday } from './get-panchang-today'

const DELHI = 'lat=28.6139&lon=77.209&tz=Asia%2FKolkata'

/**
 * The panchang: a date-and-place answer never changes (kept a day; the today card a minute). The month,
 * the festival year and the muhurat search run on the computation threads.
 */
export const PANCHANG_READS: ReadEndpoint[] = [
  read({ path: PANCHANG_PATHS.today, cache: 'public, max-age=60', answer: (use) => use(GetPanchangToday).execute(), examples: [] }),
  parsedRead({
    path: PANCHANG_PATHS.month,
    cache: CACHE.day,
    input: panchangMonthQuerySchema,
    answer: (use, query) => use<HeavyComputation>(HeavyComputation).run('panchangMonth', query),
    examples: ['/api/panchang/month?year=2025&month=10', '/api/panchang/month?year=2025&month=13'],
  }),
  parsedRead({
    path: PANCHANG_PATHS.panchang,
    cache: CACHE.day,
    input: panchangQuerySchema,
    answer: (use, query) => use(GetPanchang).execute(query),
    examples: [`/api/panchang?date=2025-10-20&${DELHI}`, '/api/panchang?date=2025-02-30'],
  }),
  parsedRead({
    path: PANCHANG_PATHS.festivals,
    cache: CACHE.day,
    input: festivalsQuerySchema,
    answer: (use, query) => use<HeavyComputation>(HeavyComputation).run('festivals', query),
    examples: ['/api/festivals?year=2025', '/api/festivals?year=1066', '/api/festivals?year=2025&tz=Mars%2FOlympus'],
  }),
  parsedRead({
    path: PANCHANG_PATHS.muhurat,
    cache: CACHE.day,
    input: muhuratQuerySchema,
    answer: (use, query) => use<HeavyComputation>(HeavyComputation).run('muhurat', query),
    examples: ['/api/muhurat?category=marriage&year=2025&month=11', '/api/muhurat?category=haircut'],
  }),
]
