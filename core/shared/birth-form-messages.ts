/**
 * The birth forms' messages and coordinate checks, apart from their schemas (core/shared/birth-forms.ts)
 * so that what only needs a message or a check loads no schema code.
 */

/** The exact validation messages of the birth forms; the UI translates them by their English text. */
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

/** On submit the place must carry coordinates, present and non-zero. */
export function hasCoordinates(latitude: unknown, longitude: unknown): boolean {
  const lat = toNumber(latitude)
  const lon = toNumber(longitude)
  return lat !== null && lon !== null && lat !== 0 && lon !== 0
}

/** Matching needs coordinates for both partners. */
export function matchingHasCoordinates(form: { boyLatitude?: unknown; boyLongitude?: unknown; girlLatitude?: unknown; girlLongitude?: unknown }): boolean {
  return hasCoordinates(form.boyLatitude, form.boyLongitude) && hasCoordinates(form.girlLatitude, form.girlLongitude)
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : null
}
