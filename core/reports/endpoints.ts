import { REPORT_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { ReadReports } from './read-reports'

/** The report catalog (the admins' prices, revalidated each time) and the free samples (kept an hour). */
export const REPORT_READS: ReadEndpoint[] = [
  { path: REPORT_PATHS.catalog, cache: CACHE.revalidate, answer: (use, { query }) => use(ReadReports).catalog(query.lang), examples: ['/api/reports/catalog?lang=hi'] },
  {
    path: REPORT_PATHS.sample,
    cache: CACHE.hour,
    answer: (use, { query, params }) => use(ReadReports).sample(params.type, query.lang),
    examples: ['/api/reports/samples/career?lang=te', '/api/reports/samples/astrology'],
  },
]
