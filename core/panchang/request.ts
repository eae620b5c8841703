/**
 * Query schemas of the panchang calls: GET /api/panchang, /api/panchang/month,
 * /api/festivals and /api/muhurat. The HTTP adapter and the UI forms parse with the same schemas.
 */
import { z } from 'zod'

/** Years the panchang answers for (the engine's range; its accuracy is established for 1900–2100). */
const PANCHANG_FIRST_YEAR = 1800
const PANCHANG_LAST_YEAR = 2399

/** New Delhi, the default place of /api/festivals, /api/panchang/month and /api/muhurat (spec: "Delhi, IST"). */
export const NEW_DELHI = { lat: 28.6139, lon: 77.209, tz: 'Asia/Kolkata', name: 'New Delhi' } as const

const number = (name: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: `${name} must be a number` }).refine(Number.isFinite, `${name} must be a number`),
  )

const latitude = number('Latitude').pipe(
  z.number().gt(-90, 'Latitude must be between -90 and 90 (exclusive)').lt(90, 'Latitude must be between -90 and 90 (exclusive)'),
)
const longitude = number('Longitude').pipe(z.number().min(-180, 'Longitude must be between -180 and 180').max(180, 'Longitude must be between -180 and 180'))
const tz = z.string().min(1, 'Time zone must be an IANA zone such as Asia/Kolkata').max(64, 'Time zone is too long').optional()
const rise = z.enum(['hindu', 'apparent'], { error: "rise must be 'hindu' or 'apparent'" }).default('hindu')
const yearRange = `Year must be between ${PANCHANG_FIRST_YEAR} and ${PANCHANG_LAST_YEAR}`
const year = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: 'Year is required' }).int('Year must be a whole number').min(PANCHANG_FIRST_YEAR, yearRange).max(PANCHANG_LAST_YEAR, yearRange),
)

function isRealDate(d: string): boolean {
  const [y, m, day] = d.split('-').map(Number)
  const t = new Date(Date.UTC(y, m - 1, day))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === day
}

const date = z
  .string({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD')
  .refine(isRealDate, 'Date is not a calendar date')
  .refine((d) => {
    const y = Number(d.slice(0, 4))
    return y >= PANCHANG_FIRST_YEAR && y <= PANCHANG_LAST_YEAR
  }, `Date must be between ${PANCHANG_FIRST_YEAR} and ${PANCHANG_LAST_YEAR}`)

/** GET /api/panchang: `date, lat, lon[, tz][, rise][, ayanamsa]`. */
export const panchangQuerySchema = z.object({
  date,
  lat: latitude,
  lon: longitude,
  tz,
  rise,
  ayanamsa: z.enum(['lahiri', 'lahiri-mean', 'kp', 'raman'], { error: 'Unknown ayanamsa' }).default('lahiri'),
})
export type PanchangQuery = z.infer<typeof panchangQuerySchema>

/** An optional place: both coordinates or neither (then New Delhi). */
const optionalPlace = {
  lat: latitude.optional(),
  lon: longitude.optional(),
  tz,
  rise,
}
function bothOrNeither(q: { lat?: number; lon?: number }, ctx: z.RefinementCtx): void {
  if ((q.lat === undefined) !== (q.lon === undefined)) {
    ctx.addIssue({ code: 'custom', path: [q.lat === undefined ? 'lat' : 'lon'], message: 'Give both lat and lon, or neither (New Delhi)' })
  }
}

/** Calendar categories of GET /api/festivals. */
const FESTIVAL_CATEGORIES = ['festival', 'ekadashi', 'purnima', 'amavasya', 'sankashti', 'pradosh', 'shivaratri', 'sankranti', 'eclipse'] as const

/** GET /api/festivals: `year[, lat, lon][, tz][, rise][, category=festival,ekadashi,…]`. */
export const festivalsQuerySchema = z
  .object({
    year,
    ...optionalPlace,
    category: z
      .string()
      .optional()
      .refine(
        (c) => c === undefined || c.split(',').every((x) => (FESTIVAL_CATEGORIES as readonly string[]).includes(x.trim())),
        `category must be a comma-separated list of ${FESTIVAL_CATEGORIES.join(', ')}`,
      ),
  })
  .superRefine(bothOrNeither)
export type FestivalsQuery = z.infer<typeof festivalsQuerySchema>

const month = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z.number({ error: 'Month is required' }).int('Month must be 1-12').min(1, 'Month must be 1-12').max(12, 'Month must be 1-12'),
)

/** GET /api/panchang/month: `year, month[, lat, lon][, tz][, rise]`. */
export const panchangMonthQuerySchema = z.object({ year, month, ...optionalPlace }).superRefine(bothOrNeither)
export type PanchangMonthQuery = z.infer<typeof panchangMonthQuerySchema>

/** The muhurat categories of GET /api/muhurat (and the /shubh-muhurat pages). */
export const MUHURAT_CATEGORIES = ['marriage', 'griha-pravesh', 'vehicle-purchase', 'property-purchase', 'business-launch', 'journey-start'] as const
export type MuhuratCategoryId = (typeof MUHURAT_CATEGORIES)[number]

/** GET /api/muhurat: `category, year, month[, lat, lon][, tz][, rise]`. */
export const muhuratQuerySchema = z
  .object({
    category: z.enum(MUHURAT_CATEGORIES, { error: `category must be one of ${MUHURAT_CATEGORIES.join(', ')}` }),
    year,
    month,
    ...optionalPlace,
  })
  .superRefine(bothOrNeither)
export type MuhuratQuery = z.infer<typeof muhuratQuerySchema>
