import { z } from 'zod'

/** The exact validation messages of spec §5; the UI translates them by their English text. */
export const birthFormMessages = {
  name: 'Name must be at least 2 characters',
  birthDate: 'Birth date is required',
  birthTime: 'Birth time is required',
  birthPlace: 'Birth place is required',
  gender: 'Please select a gender',
  boyName: "Boy's name is required",
  girlName: "Girl's name is required",
  boyBirthDate: "Boy's birth date is required",
  girlBirthDate: "Girl's birth date is required",
  boyBirthTime: "Boy's birth time is required",
  girlBirthTime: "Girl's birth time is required",
  boyBirthPlace: "Boy's birth place is required",
  girlBirthPlace: "Girl's birth place is required",
  fullName: 'Full name is required',
  locationRequiredTitle: 'Location Required',
  locationRequired: 'Please select your birth place from the suggestions',
  locationsRequiredTitle: 'Locations Required',
  locationsRequired: 'Please select birth places for both partners',
} as const

const required = (message: string) => z.string({ error: message }).trim().min(1, message)
const optionalCoordinate = z.union([z.number(), z.string(), z.null()]).optional()

/** Kundli form of spec §3/§5. Coordinates are checked separately on submit (see hasCoordinates). */
export const kundliFormSchema = z.object({
  name: z.string({ error: birthFormMessages.name }).trim().min(2, birthFormMessages.name),
  birthDate: required(birthFormMessages.birthDate),
  birthTime: required(birthFormMessages.birthTime),
  birthPlace: required(birthFormMessages.birthPlace),
  gender: z.enum(['male', 'female'], { error: birthFormMessages.gender }),
  latitude: optionalCoordinate,
  longitude: optionalCoordinate,
})
export type KundliForm = z.infer<typeof kundliFormSchema>

/** Matching form of spec §3/§5: each name at least 2 characters, every date, time and place required. */
export const matchingFormSchema = z.object({
  boyName: z.string({ error: birthFormMessages.boyName }).trim().min(2, birthFormMessages.boyName),
  boyBirthDate: required(birthFormMessages.boyBirthDate),
  boyBirthTime: required(birthFormMessages.boyBirthTime),
  boyBirthPlace: required(birthFormMessages.boyBirthPlace),
  girlName: z.string({ error: birthFormMessages.girlName }).trim().min(2, birthFormMessages.girlName),
  girlBirthDate: required(birthFormMessages.girlBirthDate),
  girlBirthTime: required(birthFormMessages.girlBirthTime),
  girlBirthPlace: required(birthFormMessages.girlBirthPlace),
  boyLatitude: optionalCoordinate,
  boyLongitude: optionalCoordinate,
  girlLatitude: optionalCoordinate,
  girlLongitude: optionalCoordinate,
})
export type MatchingForm = z.infer<typeof matchingFormSchema>

/** Quick birth-details form of the home page: birth time is optional. */
export const quickBirthFormSchema = z.object({
  fullName: z.string({ error: birthFormMessages.fullName }).trim().min(2, birthFormMessages.name),
  gender: z.enum(['male', 'female'], { error: birthFormMessages.gender }),
  birthDate: required(birthFormMessages.birthDate),
  birthTime: z.string().optional(),
  birthPlace: required(birthFormMessages.birthPlace),
  latitude: optionalCoordinate,
  longitude: optionalCoordinate,
})
export type QuickBirthForm = z.infer<typeof quickBirthFormSchema>

/** Spec §5: on submit the place must carry coordinates, present and non-zero. */
export function hasCoordinates(latitude: unknown, longitude: unknown): boolean {
  const lat = toNumber(latitude)
  const lon = toNumber(longitude)
  return lat !== null && lon !== null && lat !== 0 && lon !== 0
}

/** Matching needs coordinates for both partners. */
export function matchingHasCoordinates(form: Pick<MatchingForm, 'boyLatitude' | 'boyLongitude' | 'girlLatitude' | 'girlLongitude'>): boolean {
  return hasCoordinates(form.boyLatitude, form.boyLongitude) && hasCoordinates(form.girlLatitude, form.girlLongitude)
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}
