import { z } from 'zod'
import { birthFormMessages, hasCoordinates, matchingFormSchema } from '../shared/birth-forms'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../kundli/request'
import { LANGUAGES } from '../shared/language'

export type Partner = 'boy' | 'girl'
const whose = (p: Partner) => (p === 'boy' ? "Boy's" : "Girl's")
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [string, ...string[]]

/** Blank query values count as missing. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

const birthDate = (p: Partner) =>
  z
    .string({ error: birthFormMessages[`${p}BirthDate`] })
    .trim()
    .min(1, birthFormMessages[`${p}BirthDate`])
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${whose(p)} birth date must be YYYY-MM-DD`)
    .refine((d) => {
      const year = Number(d.slice(0, 4))
      return year >= KUNDLI_FIRST_YEAR && year <= KUNDLI_LAST_YEAR
    }, `${whose(p)} birth date must be between ${KUNDLI_FIRST_YEAR} and ${KUNDLI_LAST_YEAR}`)

const birthTime = (p: Partner) =>
  z
    .string({ error: birthFormMessages[`${p}BirthTime`] })
    .trim()
    .min(1, birthFormMessages[`${p}BirthTime`])
    .regex(TIME, `${whose(p)} birth time must be HH:MM or HH:MM:SS (24-hour)`)

/** A coordinate: missing is the spec's "Please select birth places for both partners". */
const coordinate = (p: Partner, name: 'latitude' | 'longitude', limit: number, exclusive: boolean) => {
  const range = `${whose(p)} ${name} must be between -${limit} and ${limit}${exclusive ? ' (exclusive)' : ''}`
  return z.preprocess(
    (v) => {
      const value = blankToUndefined(v)
      return typeof value === 'string' ? Number(value) : value
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? birthFormMessages.locationsRequired : `${whose(p)} ${name} must be a number`) })
      .refine(Number.isFinite, `${whose(p)} ${name} must be a number`)
      .refine((n) => (exclusive ? Math.abs(n) < limit : Math.abs(n) <= limit), range),
  )
}

const zone = z.preprocess(blankToUndefined, z.string({ error: 'Time zone must be text' }).max(64, 'Time zone must be at most 64 characters').optional())
const disambiguation = z.enum(['earlier', 'later'], { error: "Choose 'earlier' or 'later'" }).optional()
const lang = z.enum(LANGUAGE_CODES, { error: `Language must be one of ${LANGUAGE_CODES.join(', ')}` }).default('en')
const optionalName = z.preprocess(blankToUndefined, z.string({ error: 'Name must be text' }).max(100, 'Name must be at most 100 characters').optional())

/**
 * GET /api/matching: boyDate, boyTime, boyLat, boyLon[, boyTz], girlDate, girlTime,
 * girlLat, girlLon[, girlTz], with optional names, `lang` (en, hi, ta, te; default en) and, for a local
 * time that did not exist or happened twice, `boyDisambiguation` / `girlDisambiguation`. Messages in the
 * spec's wording ("Boy's birth date is required" …).
 */
export const matchingQuerySchema = z.object({
  boyDate: birthDate('boy'),
  boyTime: birthTime('boy'),
  boyLat: coordinate('boy', 'latitude', 90, true),
  boyLon: coordinate('boy', 'longitude', 180, false),
  boyTz: zone,
  boyName: optionalName,
  boyDisambiguation: disambiguation,
  girlDate: birthDate('girl'),
  girlTime: birthTime('girl'),
  girlLat: coordinate('girl', 'latitude', 90, true),
  girlLon: coordinate('girl', 'longitude', 180, false),
  girlTz: zone,
  girlName: optionalName,
  girlDisambiguation: disambiguation,
  lang,
})
export type MatchingQuery = z.infer<typeof matchingQuerySchema>

/**
 * POST /api/matching: the spec's matching form (core/shared/birth-forms.ts matchingFormSchema, its
 * messages), where both partners' places must carry coordinates, plus the query's options.
 */
export const matchingPostSchema = matchingFormSchema
  .extend({
    boyBirthDate: birthDate('boy'),
    boyBirthTime: birthTime('boy'),
    girlBirthDate: birthDate('girl'),
    girlBirthTime: birthTime('girl'),
    boyTz: zone,
    girlTz: zone,
    boyDisambiguation: disambiguation,
    girlDisambiguation: disambiguation,
    lang: lang.optional(),
  })
  .superRefine((form, ctx) => {
    for (const p of ['boy', 'girl'] as const) {
      const lat = form[`${p}Latitude`]
      const lon = form[`${p}Longitude`]
      if (!hasCoordinates(lat, lon)) {
        ctx.addIssue({ code: 'custom', path: [`${p}BirthPlace`], message: birthFormMessages.locationsRequired })
        continue
      }
      if (Math.abs(Number(lat)) >= 90) ctx.addIssue({ code: 'custom', path: [`${p}Latitude`], message: `${whose(p)} latitude must be between -90 and 90 (exclusive)` })
      if (Math.abs(Number(lon)) > 180) ctx.addIssue({ code: 'custom', path: [`${p}Longitude`], message: `${whose(p)} longitude must be between -180 and 180` })
    }
  })
type MatchingPost = z.infer<typeof matchingPostSchema>

/** One partner's birth as the kundli call takes it. */
export interface PartnerBirth {
  date: string
  time: string
  lat: number
  lon: number
  tz?: string
  name?: string
  disambiguation?: 'earlier' | 'later'
}

/** Both partners' births from the GET's query. */
export function partnerBirthsOfQuery(q: MatchingQuery): Record<Partner, PartnerBirth> {
  const birth = (p: Partner): PartnerBirth => ({
    date: q[`${p}Date`],
    time: q[`${p}Time`],
    lat: q[`${p}Lat`],
    lon: q[`${p}Lon`],
    tz: q[`${p}Tz`],
    name: q[`${p}Name`],
    disambiguation: q[`${p}Disambiguation`],
  })
  return { boy: birth('boy'), girl: birth('girl') }
}

/** Both partners' births from the matching form's fields: the same births the GET would name. */
export function partnerBirthsOfForm(f: MatchingPost): Record<Partner, PartnerBirth> {
  const birth = (p: Partner): PartnerBirth => ({
    date: f[`${p}BirthDate`],
    time: f[`${p}BirthTime`],
    lat: Number(f[`${p}Latitude`]),
    lon: Number(f[`${p}Longitude`]),
    tz: f[`${p}Tz`],
    name: f[`${p}Name`],
    disambiguation: f[`${p}Disambiguation`],
  })
  return { boy: birth('boy'), girl: birth('girl') }
}
