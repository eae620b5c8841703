import { z } from 'zod'

/** At most this many events in one report from a browser. */
const ANALYTICS_BATCH_MAX = 20

const param = z.union([z.string().max(200), z.number().finite(), z.boolean()])
const sessionId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'Invalid session id')
const eventName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Event names are lower_snake_case')
const eventPath = z.string().startsWith('/', 'A path starts with /').max(300)
const params = z.record(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/), param).refine((p) => Object.keys(p).length <= 10, 'At most 10 parameters')

/** POST /api/analytics/events as our pages send it: the tab's session id and a batch of its events. */
const batchSchema = z.object({
  sessionId,
  events: z
    .array(z.object({ name: eventName, path: eventPath, params: params.optional() }))
    .min(1, 'No events')
    .max(ANALYTICS_BATCH_MAX, `At most ${ANALYTICS_BATCH_MAX} events at once`),
})

/** The same call as partner sites make it (the published shape): one event, its parameters as `props`. */
const singleEventSchema = z
  .object({ name: eventName, path: eventPath, sessionId, props: params.optional() })
  .transform(({ name, path, sessionId, props }) => ({ sessionId, events: [{ name, path, ...(props ? { params: props } : {}) }] }))

/**
 * A body of either shape, as a batch: one with `events` is a batch, any other one event (each shape's own
 * messages, not a union's "invalid input").
 */
export const analyticsEventsSchema = z.unknown().transform((body, ctx) => {
  const parsed = (body !== null && typeof body === 'object' && 'events' in body ? batchSchema : singleEventSchema).safeParse(body)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  return z.NEVER
})
export type AnalyticsBatch = z.output<typeof batchSchema>

/** GET /api/admin/analytics/funnel?days= (1–90, default 7). */
export const funnelQuerySchema = z.object({
  days: z.coerce.number({ error: 'Days must be a number' }).int('Days must be a whole number').min(1, 'Days must be 1 to 90').max(90, 'Days must be 1 to 90').default(7),
})
export type FunnelQuery = z.output<typeof funnelQuerySchema>
