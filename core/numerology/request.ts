import { z } from 'zod'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR, kundliQuerySchema } from '../kundli/request'
import { latinLetters } from './letters'
import { numerologyMessages } from './messages'

/** The answer's language (`lang`, default en). */
export const langSchema = z.enum(['en', 'hi', 'ta', 'te'], { error: "Language must be one of 'en', 'hi', 'ta', 'te'" }).default('en')
/** A read whose only input is the answer's language. */
export const langQuerySchema = z.object({ lang: langSchema })
export type LangQuery = z.output<typeof langQuerySchema>

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)

/** A year the calculators answer for (1800–2399, as the kundli engine). */
export const yearSchema = (label = 'Year') =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a year`) })
      .int(`${label} must be a whole year`)
      .min(KUNDLI_FIRST_YEAR, `${label} must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`)
      .max(KUNDLI_LAST_YEAR, `${label} must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`),
  )

/** A real calendar date YYYY-MM-DD within the engine's years. */
export const birthDateSchema = z
  .string({ error: 'Birth date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, numerologyMessages.dateFormat)
  .refine((d) => {
    const [y, m, day] = d.split('-').map(Number)
    const check = new Date(Date.UTC(y!, m! - 1, day!))
    return check.getUTCFullYear() === y && check.getUTCMonth() === m! - 1 && check.getUTCDate() === day
  }, numerologyMessages.realDate)
  .refine((d) => {
    const y = Number(d.slice(0, 4))
    return y >= KUNDLI_FIRST_YEAR && y <= KUNDLI_LAST_YEAR
  }, numerologyMessages.dateRange)

/** A name for the name numbers: 2–100 characters with at least one Latin letter (A–Z, accents allowed). */
const numerologyNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, numerologyMessages.nameShort)
  .max(100, numerologyMessages.nameLong)
  .refine((n) => latinLetters(n).length > 0, numerologyMessages.nameLetters)

/** GET /api/numerology: name, birth date, optional year for the personal year (default: this year). */
export const numerologyQuerySchema = z.object({
  name: numerologyNameSchema,
  date: birthDateSchema,
  year: yearSchema().optional(),
  lang: langSchema,
})
export type NumerologyQuery = z.infer<typeof numerologyQuerySchema>

/** GET /api/numerology/year: the year whose forecast for every number is asked. */
export const numerologyYearQuerySchema = z.object({ year: yearSchema(), lang: langSchema })

const moonSign = z.preprocess(
  toNumber,
  z.number({ error: 'Moon sign must be a number from 1 to 12' }).int('Moon sign must be a number from 1 to 12').min(1, 'Moon sign must be a number from 1 to 12').max(12, 'Moon sign must be a number from 1 to 12'),
)

/**
 * GET /api/lucky-numbers: name and birth date; the moon sign either given (1–12) or computed from the
 * birth time and place (`time`, `lat`, `lon`[, `tz`], as GET /api/kundli takes them); with neither, the
 * answer comes from numerology alone.
 */
export const luckyNumbersQuerySchema = z
  .object({
    name: numerologyNameSchema,
    date: birthDateSchema,
    moonSign: moonSign.optional(),
    time: kundliQuerySchema.shape.time.optional(),
    lat: kundliQuerySchema.shape.lat.optional(),
    lon: kundliQuerySchema.shape.lon.optional(),
    tz: kundliQuerySchema.shape.tz,
    lang: langSchema,
  })
  .superRefine((q, ctx) => {
    const given = [q.time, q.lat, q.lon].filter((v) => v !== undefined).length
    if (q.moonSign === undefined && given > 0 && given < 3) {
      for (const field of ['time', 'lat', 'lon'] as const)
        if (q[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field === 'time' ? 'Time' : field === 'lat' ? 'Latitude' : 'Longitude'} is required to find the moon sign` })
    }
  })
export type LuckyNumbersQuery = z.infer<typeof luckyNumbersQuerySchema>
export type NumerologyYearQuery = z.output<typeof numerologyYearQuerySchema>
