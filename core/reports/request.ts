import { z } from 'zod'
import { languageParam } from '../shared/language-param'
import { REPORT_TYPES } from '../domain/settings'
import { kundliQuerySchema } from '../kundli/request'

export const reportMessages = {
  type: `Report type must be one of ${REPORT_TYPES.join(', ')}`,
  name: 'Please enter a name',
  nameLong: 'Name must be at most 100 characters',
  partner: 'A marriage report needs the partner’s birth details',
  noPartner: 'Only the marriage report takes a partner',
  unpaid: 'Your wallet does not have enough balance for this report. Please recharge.',
  idempotencyConflict: 'This Idempotency-Key was already used for a different report',
  notReady: 'The report is not ready yet',
} as const

const birth = kundliQuerySchema.pick({ date: true, time: true, lat: true, lon: true, tz: true }).extend({
  name: z.string({ error: reportMessages.name }).trim().min(1, reportMessages.name).max(100, reportMessages.nameLong),
  place: z.string().trim().max(200).optional(),
  gender: z.enum(['male', 'female']).optional(),
})

/** POST /api/reports: the type, the birth, a partner for the marriage report, the language. */
export const reportOrderSchema = z
  .object({
    type: z.enum(REPORT_TYPES, { error: reportMessages.type }),
    birth,
    partner: birth.optional(),
    lang: z.enum(['en', 'hi', 'ta', 'te'], { error: "Language must be one of 'en', 'hi', 'ta', 'te'" }).default('en'),
  })
  .superRefine((o, ctx) => {
    if (o.type === 'marriage' && !o.partner) ctx.addIssue({ code: 'custom', path: ['partner'], message: reportMessages.partner })
    if (o.type !== 'marriage' && o.partner) ctx.addIssue({ code: 'custom', path: ['partner'], message: reportMessages.noPartner })
  })
export type ReportOrder = z.infer<typeof reportOrderSchema>

export const reportTypeSchema = z.enum(REPORT_TYPES, { error: reportMessages.type })

/** GET /api/reports/catalog?lang= */
export const catalogQuerySchema = z.object({ lang: languageParam })
/** GET /api/reports/samples/{type}[/pdf]?lang= */
export const sampleQuerySchema = z.object({ type: reportTypeSchema, lang: languageParam })
export type SampleQuery = z.output<typeof sampleQuerySchema>
