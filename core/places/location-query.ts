import { z } from 'zod'

/** Fewer characters than this (spaces around them not counted) answer an empty list. */
export const LOCATION_QUERY_MIN_LENGTH = 2
/** More characters than this are refused. */
const LOCATION_QUERY_MAX_LENGTH = 100
export const LOCATION_RESULTS_DEFAULT = 10
const LOCATION_RESULTS_MAX = 50

// C0 and C1 control characters, DEL, and the bidirectional overrides that can disguise text
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** The shared schema of a location search request (the HTTP adapter parses query strings with it). */
export const locationSearchInputSchema = z.object({
  query: z
    .string({ error: 'Search text is required' })
    .max(LOCATION_QUERY_MAX_LENGTH, `Search text must be at most ${LOCATION_QUERY_MAX_LENGTH} characters`)
    .refine((q) => !CONTROL_CHARACTERS.test(q), 'Search text must not contain control characters'),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(LOCATION_RESULTS_MAX, `Limit must be at most ${LOCATION_RESULTS_MAX}`)
    .optional(),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Language must be a language code such as en, hi, ta or te')
    .optional(),
})

/** Characters as a person counts them (code points, so 'मु' is 2 and an emoji 1), spaces around not counted. */
export function queryLength(query: string): number {
  return [...query.trim()].length
}
