import { REPORT_PATHS } from './paths'
import { CACHE, type ReadEndpoint } from '../shared/read-endpoint'
import { ReadReports } from './read-reports'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { catalogQuerySchema, reportOrderSchema, sampleQuerySchema } from './request'
import { parsedRead } from '../shared/parsed-read'
import { OrderReport } from './order-report'

/** The report catalog (the admins' prices, revalidated each time) and the free samples (kept an hour). */
export const REPORT_READS: ReadEndpoint[] = [
  parsedRead({ path: REPORT_PATHS.catalog, cache: CACHE.revalidate, input: catalogQuerySchema, answer: (use, { lang }) => use(ReadReports).catalog(lang), examples: ['/api/reports/catalog?lang=hi', '/api/reports/catalog?lang=xx'] }),
  parsedRead({
    path: REPORT_PATHS.sample,
    cache: CACHE.hour,
    input: sampleQuerySchema,
    answer: (use, query) => use(ReadReports).sample(query),
    examples: ['/api/reports/samples/career?lang=te', '/api/reports/samples/astrology'],
  }),
]

/**
 * A customer's reports: buying one (201; a retry with the same Idempotency-Key answers the same report
 * and charges once), the list, and one report (someone else's is 404; admins read all). The PDFs are
 * adapter routes (adapters/http/routes/report-routes.ts): a binary body, the print stopped when the client leaves.
 */
export const REPORT_ENDPOINTS: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: REPORT_PATHS.orderReport,
    access: 'signed-in',
    status: 201,
    input: reportOrderSchema,
    answer: (use, order, { user, idempotencyKey }) => use(OrderReport).execute({ userId: user.id, order, idempotencyKey }),
  }),
  endpoint({ method: 'GET', path: REPORT_PATHS.reports, access: 'signed-in', answer: (use, _none, { user }) => use(ReadReports).list(user) }),
  endpoint({ method: 'GET', path: REPORT_PATHS.report, access: 'signed-in', answer: (use, _none, { user, params }) => use(ReadReports).get(user, params.id!) }),
]
