import { z } from 'zod'
import { langSchema, yearSchema } from '../numerology/request'
import { SPREAD_IDS } from './spreads'

/** A shared seed: 1–64 letters, digits, '-' or '_' (it travels in a URL). */
const tarotSeedSchema = z
  .string()
  .trim()
  .min(1, 'Seed must not be empty')
  .max(64, 'Seed must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Seed may contain only letters, digits, - and _')

/** GET /api/tarot/draw. */
export const tarotDrawQuerySchema = z.object({
  spread: z.enum(SPREAD_IDS as [string, ...string[]], { error: "Spread must be 'one', 'three' or 'celtic'" }).default('three'),
  seed: tarotSeedSchema.optional(),
  lang: langSchema,
})
export type TarotDrawQuery = z.infer<typeof tarotDrawQuerySchema>

/** GET /api/tarot/year. */
export const tarotYearQuerySchema = z.object({ year: yearSchema(), lang: langSchema })
export type TarotYearQuery = z.output<typeof tarotYearQuerySchema>
