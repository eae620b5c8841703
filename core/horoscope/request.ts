import { z } from 'zod'
import { SIGN_NAMES } from '../jyotish/zodiac'
import { birthDateSchema, langSchema } from '../numerology/request'
import { HOROSCOPE_PERIODS } from './periods'

/** The query of GET /api/horoscope/{period}/{sign}?date=&lang=. */
export const horoscopeQuerySchema = z.object({
  period: z.enum(HOROSCOPE_PERIODS, { error: `Period must be one of ${HOROSCOPE_PERIODS.join(', ')}` }),
  sign: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(SIGN_NAMES, { error: 'Sign must be a zodiac sign in English, aries to pisces' })),
  date: birthDateSchema.optional(),
  lang: langSchema,
})
export type HoroscopeQuery = z.infer<typeof horoscopeQuerySchema>
