import { z } from 'zod'
import { langSchema } from '../numerology/request'

const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v)
const intIn = (label: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number from ${min} to ${max}` })
      .int(`${label} must be a number from ${min} to ${max}`)
      .min(min, `${label} must be a number from ${min} to ${max}`)
      .max(max, `${label} must be a number from ${min} to ${max}`),
  )

/**
 * GET /api/baby-names: any of nakshatra (1–27) with pada (1–4), rashi (1–12), gender, first letter(s)
 * and free text; `limit` (1–500, default 100) and `offset` page through the answer.
 */
export const babyNamesQuerySchema = z
  .object({
    nakshatra: intIn('Nakshatra', 1, 27).optional(),
    pada: intIn('Pada', 1, 4).optional(),
    rashi: intIn('Rashi', 1, 12).optional(),
    gender: z.enum(['boy', 'girl'], { error: "Gender must be 'boy' or 'girl'" }).optional(),
    letter: z
      .string()
      .trim()
      .min(1, 'Letter must not be empty')
      .max(3, 'Letter must be at most 3 letters')
      .regex(/^[A-Za-z]+$/, 'Letter must be English letters A–Z')
      .optional(),
    q: z.string().trim().max(50, 'Search text must be at most 50 characters').optional(),
    limit: intIn('Limit', 1, 500).default(100),
    offset: intIn('Offset', 0, 100000).default(0),
    lang: langSchema,
  })
  .superRefine((q, ctx) => {
    if (q.pada !== undefined && q.nakshatra === undefined) ctx.addIssue({ code: 'custom', path: ['nakshatra'], message: 'Nakshatra is required with a pada' })
  })
export type BabyNamesQuery = z.infer<typeof babyNamesQuerySchema>
