import { z } from 'zod'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR, kundliQuerySchema } from './request'

/** The answer's language for the calculators' prose (`lang`, default en). */
const lang = z.enum(['en', 'hi', 'ta', 'te'], { error: "Language must be one of 'en', 'hi', 'ta', 'te'" }).default('en')

const year = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: `${name} must be a year` })
      .int(`${name} must be a whole year`)
      .min(KUNDLI_FIRST_YEAR, `${name} must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`)
      .max(KUNDLI_LAST_YEAR, `${name} must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`),
  )

/**
 * GET /api/doshas, /api/lal-kitab, /api/marriage-astrology: the birth exactly as GET /api/kundli takes it
 * (same fields, same messages) plus `lang`.
 */
export const birthCalculatorQuerySchema = kundliQuerySchema.omit({ with: true, year: true }).extend({ lang })
export type BirthCalculatorQuery = z.infer<typeof birthCalculatorQuerySchema>

/** GET /api/sade-sati: the birth, `lang`, and optional `from`/`to` years (1800–2399, from ≤ to). */
export const sadeSatiQuerySchema = kundliQuerySchema.omit({ with: true, year: true })
  .extend({ lang, from: year('From').optional(), to: year('To').optional() })
  .superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before From' })
  })
export type SadeSatiQuery = z.infer<typeof sadeSatiQuerySchema>

/** GET /api/transits: a civil date, optional time (default 00:00) and zone (default Asia/Kolkata). */
export const transitsQuerySchema = z.object({
  date: z
    .string({ error: 'Date is required' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
    .refine((d) => {
      const [y, m, day] = d.split('-').map(Number)
      const check = new Date(Date.UTC(y, m - 1, day))
      return check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === day
    }, 'Date must be a real calendar date')
    .refine((d) => {
      const y = Number(d.slice(0, 4))
      return y >= KUNDLI_FIRST_YEAR && y <= KUNDLI_LAST_YEAR
    }, `Date must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Time must be HH:MM or HH:MM:SS (24-hour)').default('00:00'),
  tz: z.string().min(1).max(64).default('Asia/Kolkata'),
  lang,
})
export type TransitsQuery = z.infer<typeof transitsQuerySchema>

/** GET /api/ingresses: one graha's sign changes over whole years (India's time zone). */
export const ingressesQuerySchema = z.object({
  planet: z.enum(['sun', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'], { error: 'Planet must be one of sun, mars, mercury, jupiter, venus, saturn, rahu, ketu' }),
  from: z.coerce
    .number({ error: 'From must be a year' })
    .int('From must be a year')
    .min(KUNDLI_FIRST_YEAR, `From must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`)
    .max(KUNDLI_LAST_YEAR, `From must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`),
  years: z.coerce.number({ error: 'Years must be 1 to 12' }).int('Years must be 1 to 12').min(1, 'Years must be 1 to 12').max(12, 'Years must be 1 to 12').default(4),
})
export type IngressesQuery = z.output<typeof ingressesQuerySchema>

/** GET /api/kp/ruling-planets: a place and, optionally, the moment (ISO 8601 with an offset; default now). */
export const rulingPlanetsQuerySchema = z.object({
  lat: kundliQuerySchema.shape.lat,
  lon: kundliQuerySchema.shape.lon,
  at: z.iso
    .datetime({ offset: true, error: 'At must be an ISO 8601 date and time with an offset, e.g. 2026-11-22T06:48:12+05:30' })
    .refine((at) => {
      const year = new Date(at).getUTCFullYear()
      return year >= KUNDLI_FIRST_YEAR && year <= KUNDLI_LAST_YEAR
    }, `At must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`)
    .optional(),
})
export type RulingPlanetsQuery = z.output<typeof rulingPlanetsQuerySchema>
