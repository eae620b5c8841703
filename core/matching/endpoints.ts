import { MATCHING_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { GetLoveCompatibility } from '../use-cases/get-love-compatibility'
import { MatchKundlis } from '../use-cases/match-kundlis'

/** Kundli matching (ashtakoota, manglik) and the sign-based love compatibility: an answer per URL, kept a day. */
export const MATCHING_READS: ReadEndpoint[] = [
  {
    path: MATCHING_PATHS.matching,
    cache: CACHE.day,
    answer: (use, { query }) => use(MatchKundlis).execute(query),
    examples: [
      '/api/matching?boyDate=1990-05-15&boyTime=10:30&boyLat=19.076&boyLon=72.8777&girlDate=1992-08-20&girlTime=14:15&girlLat=28.6139&girlLon=77.209&lang=hi',
      '/api/matching?boyDate=1990-05-15',
    ],
  },
  {
    path: MATCHING_PATHS.loveCompatibility,
    cache: CACHE.day,
    answer: (use, { query }) => use(GetLoveCompatibility).execute(query),
    examples: ['/api/love-compatibility?sign1=aries&sign2=leo&lang=ta', '/api/love-compatibility?sign1=pluto'],
  },
]
