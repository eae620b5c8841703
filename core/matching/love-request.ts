import { z } from 'zod'
import { SIGN_NAMES } from '../jyotish/zodiac'
import { langSchema } from '../numerology/request'

/** A Moon sign as 1–12 or its name ('leo', any case). */
const moonSign = (label: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string' || v.trim() === '') return v
      const byName = SIGN_NAMES.indexOf(v.trim().toLowerCase() as (typeof SIGN_NAMES)[number])
      return byName >= 0 ? byName + 1 : Number(v)
    },
    z
      .number({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be a sign from 1 to 12 or its name`) })
      .int(`${label} must be a sign from 1 to 12 or its name`)
      .min(1, `${label} must be a sign from 1 to 12 or its name`)
      .max(12, `${label} must be a sign from 1 to 12 or its name`),
  )

/** GET /api/love-compatibility: two Moon signs and the answer's language. */
export const loveCompatibilityQuerySchema = z.object({ sign1: moonSign('First sign'), sign2: moonSign('Second sign'), lang: langSchema })
export type LoveCompatibilityQuery = z.output<typeof loveCompatibilityQuerySchema>
