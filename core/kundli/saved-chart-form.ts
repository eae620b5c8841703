import { z } from 'zod'
import { CHART_RELATIONS } from '../domain/saved-chart'
import { birthFormMessages, hasCoordinates } from '../shared/birth-forms'

/** A chart to save: the kundli form's fields, a relation, coordinates required. */
export const savedChartSchema = z
  .object({
    name: z.string({ error: birthFormMessages.name }).trim().min(2, birthFormMessages.name).max(100, 'Name must be at most 100 characters'),
    relation: z.enum(CHART_RELATIONS, { error: 'Choose who this chart is for' }).default('self'),
    gender: z.enum(['male', 'female'], { error: birthFormMessages.gender }),
    birthDate: z.string({ error: birthFormMessages.birthDate }).regex(/^\d{4}-\d{2}-\d{2}$/, birthFormMessages.birthDate),
    birthTime: z.string({ error: birthFormMessages.birthTime }).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, birthFormMessages.birthTime),
    birthPlace: z.string({ error: birthFormMessages.birthPlace }).trim().min(1, birthFormMessages.birthPlace).max(200, birthFormMessages.birthPlace),
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    tz: z.string().min(1).max(64).nullish().transform((v) => v ?? null),
  })
  .superRefine((chart, ctx) => {
    if (!hasCoordinates(chart.latitude, chart.longitude)) ctx.addIssue({ code: 'custom', path: ['birthPlace'], message: birthFormMessages.locationRequired })
  })
export type SavedChartForm = z.output<typeof savedChartSchema>

/** Most charts one account keeps (family members included). */
export const MAX_SAVED_CHARTS = 50
