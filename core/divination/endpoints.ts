import { tarotDrawQuerySchema, tarotYearQuerySchema } from '../tarot/request'
import { birthCalculatorQuerySchema } from '../kundli/calculator-request'
import { babyNamesQuerySchema } from '../names/request'
import { parsedRead } from '../shared/parsed-read'
import { langQuerySchema, numerologyQuerySchema, numerologyYearQuerySchema, luckyNumbersQuerySchema } from '../numerology/request'
import { DIVINATION_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { DrawTarot } from '../tarot/draw-tarot'
import { FindBabyNames } from '../names/find-baby-names'
import { GetGemstones } from '../gemstones/get-gemstones'
import { GetLuckyNumbers } from '../numerology/get-lucky-numbers'
import { GetNumerology } from '../numerology/get-numerology'
import { GetNumerologyYear } from '../numerology/get-numerology-year'
import { GetTarotYear } from '../tarot/get-tarot-year'
import { ListNameSyllables } from '../names/list-name-syllables'

/** Numerology, lucky numbers, baby names, gemstones and tarot: answers that depend only on the URL are kept; a draw without a seed is new each time. */
export const DIVINATION_READS: ReadEndpoint[] = [
  parsedRead({ path: DIVINATION_PATHS.numerology, cache: CACHE.hour, input: numerologyQuerySchema, answer: (use, query) => use(GetNumerology).execute(query), examples: ['/api/numerology?name=Asha%20Rao&date=1990-01-01&lang=hi', '/api/numerology?name='] }),
  parsedRead({ path: DIVINATION_PATHS.numerologyYear, cache: CACHE.day, input: numerologyYearQuerySchema, answer: (use, query) => use(GetNumerologyYear).execute(query), examples: ['/api/numerology/year?date=1990-01-01&year=2026', '/api/numerology/year?year=x'] }),
  parsedRead({ path: DIVINATION_PATHS.luckyNumbers, cache: CACHE.day, input: luckyNumbersQuerySchema, answer: (use, query) => use(GetLuckyNumbers).execute(query), examples: ['/api/lucky-numbers?name=Ravi&date=1985-03-14&lang=te', '/api/lucky-numbers'] }),
  parsedRead({ path: DIVINATION_PATHS.babyNameSyllables, cache: CACHE.day, input: langQuerySchema, answer: (use, q) => use(ListNameSyllables).execute(q), examples: ['/api/baby-names/syllables?lang=ta'] }),
  parsedRead({ path: DIVINATION_PATHS.babyNames, cache: CACHE.day, input: babyNamesQuerySchema, answer: (use, query) => use(FindBabyNames).execute(query), examples: ['/api/baby-names?nakshatra=27&pada=2&gender=girl&lang=hi', '/api/baby-names?pada=2'] }),
  parsedRead({ path: DIVINATION_PATHS.gemstones, cache: CACHE.day, input: birthCalculatorQuerySchema, answer: (use, query) => use(GetGemstones).execute(query), examples: ['/api/gemstones?date=1990-01-01&time=10:00&lat=28.6139&lon=77.209&lang=te', '/api/gemstones?lagna=13'] }),
  parsedRead({
    path: DIVINATION_PATHS.tarotDraw,
    cache: (query) => (typeof query.seed === 'string' ? CACHE.day : 'no-store'),
    input: tarotDrawQuerySchema,
    answer: (use, query) => use(DrawTarot).execute(query),
    examples: ['/api/tarot/draw?spread=three&seed=42&lang=hi', '/api/tarot/draw?spread=nine'],
  }),
  parsedRead({ path: DIVINATION_PATHS.tarotYear, cache: CACHE.day, input: tarotYearQuerySchema, answer: (use, query) => use(GetTarotYear).execute(query), examples: ['/api/tarot/year?date=1990-01-01&year=2026', '/api/tarot/year?date=x'] }),
]
