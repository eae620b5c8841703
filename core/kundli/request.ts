import { z } from 'zod'
import { validate } from '../shared/validate'
import { ValidationError } from '../errors'
import { birthFormMessages, hasCoordinates, kundliFormSchema } from '../shared/birth-forms'

import { currentVarshaphalYear, KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR, VARSHAPHAL_SPAN_YEARS } from './years'

export { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR }

const number = (name: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`))

const date = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine((d) => {
    const year = Number(d.slice(0, 4))
    return year >= KUNDLI_FIRST_YEAR && year <= KUNDLI_LAST_YEAR
  }, `Date must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`)

/**
 * GET /api/kundli query: date, time, lat, lon, optional tz, node, ayanamsa, name, a stated UTC
 * offset and, for a local time that did not exist or happened twice, which reading to use.
 */
/** The blocks the kundli adds when asked (`with=ashtakavarga,yogini`): each is computed only then, so the plain chart stays as fast. */
export const KUNDLI_BLOCKS = ['ashtakavarga', 'yogini', 'chara', 'shadbala', 'kp', 'varshaphal', 'yogas'] as const
export type KundliBlock = (typeof KUNDLI_BLOCKS)[number]
const blocksMessage = `with must be a comma-separated list of ${KUNDLI_BLOCKS.join(', ')}`
const blocksParam = z
  .string({ error: blocksMessage })
  .max(200, blocksMessage)
  .optional()
  .transform((v, ctx) => {
    const asked = (v ?? '').split(',').map((b) => b.trim()).filter(Boolean)
    if (asked.some((b) => !(KUNDLI_BLOCKS as readonly string[]).includes(b))) ctx.addIssue({ code: 'custom', message: blocksMessage })
    return [...new Set(asked)] as KundliBlock[]
  })

const VARSHAPHAL_YEAR_MESSAGE = `Year must be a whole number between the birth year and ${VARSHAPHAL_SPAN_YEARS} years after it`

export const kundliQuerySchema = z.object({
  date,
  time: z.string({ error: 'Time is required' }).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Time must be HH:MM or HH:MM:SS (24-hour)'),
  // At a pole the ascendant is undefined (every sign rises at once): the poles themselves are refused.
  lat: number('Latitude').pipe(z.number().gt(-90, 'Latitude must be between -90 and 90 (exclusive)').lt(90, 'Latitude must be between -90 and 90 (exclusive)')),
  lon: number('Longitude').pipe(z.number().min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180')),
  tz: z.string().min(1).max(64).optional(),
  node: z.enum(['mean', 'true'], { error: "Node must be 'mean' or 'true'" }).default('mean'),
  ayanamsa: z.enum(['lahiri', 'lahiri-mean', 'kp', 'raman'], { error: 'Unknown ayanamsa' }).default('lahiri'),
  name: z.string().max(100, 'Name must be at most 100 characters').optional(),
  offsetMinutes: number('Offset').pipe(z.number().min(-840, 'Offset must be within ±14 hours').max(840, 'Offset must be within ±14 hours')).optional(),
  disambiguation: z.enum(['earlier', 'later'], { error: "Choose 'earlier' or 'later'" }).optional(),
  with: blocksParam,
  // The varshaphal's year; checked against the birth year by varshaphalYear (a refinement here would stop other schemas deriving from this one).
  year: number('Year').pipe(z.number().int(VARSHAPHAL_YEAR_MESSAGE).min(KUNDLI_FIRST_YEAR, VARSHAPHAL_YEAR_MESSAGE).max(KUNDLI_LAST_YEAR + VARSHAPHAL_SPAN_YEARS, VARSHAPHAL_YEAR_MESSAGE)).optional(),
})
/** A birth as the GET reads it; another use case's birth needs no blocks. */
export type KundliQuery = Omit<z.infer<typeof kundliQuerySchema>, 'with'> & { with?: KundliBlock[] }

/** POST /api/kundli: the spec's kundli form, with coordinates required and the options of the query. */
export const kundliPostSchema = kundliFormSchema
  .extend({
    birthDate: date,
    tz: z.string().min(1).max(64).optional(),
    node: z.enum(['mean', 'true']).default('mean'),
    ayanamsa: z.enum(['lahiri', 'lahiri-mean', 'kp', 'raman']).default('lahiri'),
    disambiguation: z.enum(['earlier', 'later']).optional(),
  })
  .superRefine((form, ctx) => {
    if (!hasCoordinates(form.latitude, form.longitude)) ctx.addIssue({ code: 'custom', path: ['birthPlace'], message: birthFormMessages.locationRequired })
  })

/** The kundli form's answer as the GET's query: the same chart for the same birth, whichever was sent. */
export function kundliQueryOfForm(form: z.infer<typeof kundliPostSchema>): KundliQuery {
  return {
    date: form.birthDate,
    time: form.birthTime,
    lat: Number(form.latitude),
    lon: Number(form.longitude),
    tz: form.tz,
    node: form.node,
    ayanamsa: form.ayanamsa,
    name: form.name,
    disambiguation: form.disambiguation,
  }
}

/** Another use case's birth, read as the GET's query would be (defaults applied, bad values refused). */
export function kundliQueryOf(birth: z.input<typeof kundliQuerySchema>): KundliQuery {
  return validate(kundliQuerySchema, birth)
}

/**
 * The calendar year whose varshaphal is asked for: `year` when given (between the birth year and 120 years
 * after it, else a ValidationError on `year`), otherwise the current UTC year brought within that range.
 */
export function varshaphalYear(query: Pick<KundliQuery, 'date' | 'year'>, now: Date): number {
  const birthYear = Number(query.date.slice(0, 4))
  const last = birthYear + VARSHAPHAL_SPAN_YEARS
  if (query.year === undefined) return currentVarshaphalYear(birthYear, now)
  if (query.year < birthYear || query.year > last) {
    const message = `Year must be between ${birthYear} and ${last} (the birth year and ${VARSHAPHAL_SPAN_YEARS} years after it)`
    throw new ValidationError(message, [{ path: 'year', message }])
  }
  return query.year
}
