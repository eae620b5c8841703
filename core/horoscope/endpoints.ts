import { parsedRead } from '../shared/parsed-read'
import { horoscopeQuerySchema } from './request'
import { HOROSCOPE_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { GetHoroscope } from './get-horoscope'
import { AnnotateHoroscope, horoscopeNoteSchema } from './annotate-horoscope'
import { endpoint, type Call, type Endpoint } from '../shared/endpoint'
import { validate } from '../shared/validate'

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

/** The horoscope an admin edits: period and sign from the path, date and language from the query. */
const editedHoroscope = ({ params, query }: Call) => validate(horoscopeQuerySchema, { period: params.period, sign: params.sign, date: query.date, lang: query.lang })

/** The admins' override or note on a generated horoscope (audited). */
export const HOROSCOPE_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: HOROSCOPE_PATHS.horoscopeNote, access: 'admin', input: horoscopeQuerySchema, answer: (use, query) => use(AnnotateHoroscope).read(query) }),
  endpoint({
    method: 'PUT',
    path: HOROSCOPE_PATHS.horoscopeNote,
    access: 'admin',
    input: horoscopeNoteSchema,
    answer: (use, note, call) => use(AnnotateHoroscope).save(call.user, editedHoroscope(call), note),
  }),
]
