import { birthCalculatorQuerySchema, rulingPlanetsQuerySchema, sadeSatiQuerySchema, transitsQuerySchema, ingressesQuerySchema } from './calculator-request'
import { parsedRead } from '../shared/parsed-read'
import { KUNDLI_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { kundliPostSchema, kundliQueryOfForm, kundliQuerySchema } from './request'
import { GenerateKundli } from './generate-kundli'
import { GetDoshas } from './get-doshas'
import { GetLalKitab } from './get-lal-kitab'
import { GetMarriageAstrology } from './get-marriage-astrology'
import { GetRulingPlanets } from './get-ruling-planets'
import { GetSadeSati } from './get-sade-sati'
import { GetTransits } from './get-transits'
import { ListIngresses } from './list-ingresses'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { savedChartSchema } from './saved-chart-form'
import { DeleteSavedChart } from './delete-saved-chart'
import { ListSavedCharts } from './list-saved-charts'
import { SaveChart } from './save-chart'

const BIRTH = 'date=1990-01-01&time=10:00&lat=28.6139&lon=77.209'

/** A birth chart and what is read from it: a birth's answer never changes (sade sati's `current` by the hour). */
export const KUNDLI_READS: ReadEndpoint[] = [
  parsedRead({
    path: KUNDLI_PATHS.kundli,
    // A varshaphal without its year is this year's: kept an hour, so it turns with the year.
    cache: (query) => (query.with?.includes('varshaphal') && query.year === undefined ? CACHE.hour : CACHE.day),
    input: kundliQuerySchema,
    answer: (use, query) => use(GenerateKundli).execute(query),
    examples: [`/api/kundli?${BIRTH}`, `/api/kundli?${BIRTH}&with=ashtakavarga,yogini`, `/api/kundli?${BIRTH}&with=chara`, `/api/kundli?${BIRTH}&with=shadbala`, `/api/kundli?${BIRTH}&with=kp`, `/api/kundli?${BIRTH}&with=yogas`, `/api/kundli?${BIRTH}&with=varshaphal&year=2026`, `/api/kundli?${BIRTH}&with=horoscope`, '/api/kundli?date=1990-13-01&time=10:00&lat=28.6139&lon=77.209'],
  }),
  parsedRead({
    method: 'POST',
    path: KUNDLI_PATHS.kundli,
    input: kundliPostSchema,
    answer: (use, form) => use(GenerateKundli).execute(kundliQueryOfForm(form)),
    examples: ['/api/kundli'],
    bodies: [
      { name: 'Asha Rao', gender: 'female', birthDate: '1990-05-15', birthTime: '10:30', birthPlace: 'Chennai', latitude: 13.0827, longitude: 80.2707, tz: 'Asia/Kolkata' },
      { name: 'A', birthDate: '1990-05-15', birthPlace: 'Chennai' },
    ],
  }),
  parsedRead({ path: KUNDLI_PATHS.doshas, cache: CACHE.day, input: birthCalculatorQuerySchema, answer: (use, query) => use(GetDoshas).execute(query), examples: [`/api/doshas?${BIRTH}&lang=hi`, '/api/doshas?date=x'] }),
  parsedRead({ path: KUNDLI_PATHS.sadeSati, cache: CACHE.hour, input: sadeSatiQuerySchema, answer: (use, query) => use(GetSadeSati).execute(query), examples: [`/api/sade-sati?${BIRTH}&lang=hi`, '/api/sade-sati?date=x'] }),
  parsedRead({ path: KUNDLI_PATHS.transits, cache: CACHE.day, input: transitsQuerySchema, answer: (use, query) => use(GetTransits).execute(query), examples: ['/api/transits?date=2026-01-01&time=06:00&lang=ta', '/api/transits?date=yesterday'] }),
  parsedRead({ path: KUNDLI_PATHS.ingresses, cache: CACHE.day, input: ingressesQuerySchema, answer: (use, query) => use(ListIngresses).execute(query), examples: ['/api/ingresses?planet=jupiter&from=2025&years=2', '/api/ingresses?planet=pluto&from=2025'] }),
  parsedRead({ path: KUNDLI_PATHS.lalKitab, cache: CACHE.day, input: birthCalculatorQuerySchema, answer: (use, query) => use(GetLalKitab).execute(query), examples: [`/api/lal-kitab?${BIRTH}&lang=ta`, '/api/lal-kitab'] }),
  parsedRead({
    path: KUNDLI_PATHS.marriage,
    cache: CACHE.day,
    input: birthCalculatorQuerySchema,
    answer: (use, query) => use(GetMarriageAstrology).execute(query),
    examples: [`/api/marriage-astrology?${BIRTH}&gender=female&lang=te`, '/api/marriage-astrology?lat=91'],
  }),
  // A horary question's ruling planets are those of the moment it is asked: without `at` the answer is never kept.
  parsedRead({
    path: KUNDLI_PATHS.rulingPlanets,
    cache: (query) => (typeof query.at === 'string' ? CACHE.day : 'no-store'),
    input: rulingPlanetsQuerySchema,
    answer: (use, query) => use(GetRulingPlanets).execute(query),
    // (an example without `at` would be read twice at two moments; tests/api/kp.test.ts fixes the clock for it)
    examples: ['/api/kp/ruling-planets?lat=13.0827&lon=80.2707&at=2026-11-22T06:48:12%2B05:30', '/api/kp/ruling-planets?lat=91&lon=0&at=yesterday'],
  }),
]

/** The signed-in user's saved charts: the list (newest first), a chart to keep (201), one deleted (204; anyone else's is 404). */
export const KUNDLI_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: KUNDLI_PATHS.savedCharts, access: 'signed-in', answer: (use, _none, { user }) => use(ListSavedCharts).execute(user.id) }),
  endpoint({ method: 'POST', path: KUNDLI_PATHS.saveChart, access: 'signed-in', status: 201, input: savedChartSchema, answer: (use, chart, { user }) => use(SaveChart).execute(user.id, chart) }),
  endpoint({ method: 'DELETE', path: KUNDLI_PATHS.savedChart, access: 'signed-in', status: 204, answer: (use, _none, { user, params }) => use(DeleteSavedChart).execute(user.id, params.id!) }),
]
