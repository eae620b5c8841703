import { z } from 'zod'
import { birthFormMessages } from './birth-form-messages'

export { birthFormMessages, hasCoordinates, matchingHasCoordinates } from './birth-form-messages'

const required = (message: string) => z.string({ error: message }).trim().min(1, message)
const optionalCoordinate = z.union([z.number(), z.string(), z.null()]).optional()

/** The kundli form. Coordinates are checked separately on submit (see hasCoordinates). */
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

/** A premium report's birth (each partner's for the marriage report): the kundli form without the gender, which the report's kind decides. */
export const reportBirthFormSchema = kundliFormSchema.omit({ gender: true })

/** The matching form: each name at least 2 characters, every date, time and place required. */
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
