import { z } from 'zod'

/** At most this many events in one report from a browser. */
export const ANALYTICS_BATCH_MAX = 20

const param = z.union([z.string().max(200), z.number().finite(), z.boolean()])

/** POST /api/analytics/events: the tab's session id and its events (page views and named events). */
export const analyticsBatchSchema = z.object({
  sessionId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid session id'),
  events: z
    .array(
      z.object({
        name: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Event names are lower_snake_case'),
        path: z.string().startsWith('/', 'A path starts with /').max(300),
        params: z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), param).refine((p) => Object.keys(p).length <= 10, 'At most 10 parameters').optional(),
      }),
    )
    .min(1, 'No events')
    .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events at once`),
})

/** GET /api/admin/analytics/funnel?days= (1–90, default 7). */
export const funnelQuerySchema = z.object({
  days: z.coerce.number({ error: 'Days must be a number' }).int('Days must be a whole number').min(1, 'Days must be 1 to 90').max(90, 'Days must be 1 to 90').default(7),
})
