import type { KundliForm } from '../../../../core/shared/birth-forms'

/** Coordinates as the forms carry them: numbers once a place is chosen, text when typed by hand. */
type Coordinate = number | string | null | undefined

function coordinateText(value: Coordinate): string {
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

/**
 * The /kundli query string (name, date, time, location, gender, latitude, longitude),
 * without the leading '?'. Values are URL-encoded.
 */
export function kundliSearch(form: KundliForm): string {
  const params = new URLSearchParams()
  params.set('name', form.name.trim())
  params.set('date', form.birthDate)
  params.set('time', form.birthTime)
  params.set('location', form.birthPlace.trim())
  params.set('gender', form.gender)
  params.set('latitude', coordinateText(form.latitude))
  params.set('longitude', coordinateText(form.longitude))
  return params.toString()
}
