import { loveCompatibilityQuerySchema } from './love-request'
import { parsedRead } from '../shared/parsed-read'
import { MATCHING_PATHS } from './paths'
import { languageOrDefault } from '../shared/language'
import { matchingPostSchema, partnerBirthsOfForm, matchingQuerySchema } from './request'
import { CACHE, text, type ReadEndpoint } from '../shared/read-endpoint'
import { GetLoveCompatibility } from './get-love-compatibility'
import { MatchKundlis } from './match-kundlis'

const PARTNERS = { boyName: 'Ravi', boyBirthDate: '1990-05-15', boyBirthTime: '10:30', boyBirthPlace: 'Mumbai', boyLatitude: 19.076, boyLongitude: 72.8777 }

/** Kundli matching (ashtakoota, manglik) and the sign-based love compatibility: an answer per URL, kept a day. */
export const MATCHING_READS: ReadEndpoint[] = [
  parsedRead({
    path: MATCHING_PATHS.matching,
    cache: CACHE.day,
    input: matchingQuerySchema,
    answer: (use, query) => use(MatchKundlis).execute(query),
    examples: [
      '/api/matching?boyDate=1990-05-15&boyTime=10:30&boyLat=19.076&boyLon=72.8777&girlDate=1992-08-20&girlTime=14:15&girlLat=28.6139&girlLon=77.209&lang=hi',
      '/api/matching?boyDate=1990-05-15',
    ],
  }),
  parsedRead({
    // The matching form's fields; its `lang` from the body, else from the address.
    method: 'POST',
    path: MATCHING_PATHS.matching,
    input: matchingPostSchema,
    answer: (use, form, { query }) => use(MatchKundlis).matchBirths(partnerBirthsOfForm(form), languageOrDefault(form.lang ?? text(query.lang)), 'form'),
    examples: ['/api/matching', '/api/matching?lang=ta'],
    bodies: [
      { ...PARTNERS, girlName: 'Sita', girlBirthDate: '1992-08-20', girlBirthTime: '14:15', girlBirthPlace: 'Delhi', girlLatitude: 28.6139, girlLongitude: 77.209 },
      { ...PARTNERS, girlName: 'Sita', girlBirthDate: '1992-08-20', girlBirthTime: '14:15', girlBirthPlace: 'Delhi', girlLatitude: 28.6139, girlLongitude: 77.209, lang: 'hi' },
      { ...PARTNERS, girlName: 'S' },
    ],
  }),
  parsedRead({
    path: MATCHING_PATHS.loveCompatibility,
    cache: CACHE.day,
    input: loveCompatibilityQuerySchema,
    answer: (use, query) => use(GetLoveCompatibility).execute(query),
    examples: ['/api/love-compatibility?sign1=aries&sign2=leo&lang=ta', '/api/love-compatibility?sign1=pluto'],
  }),
]
