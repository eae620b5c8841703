import type { KundliForm, MatchingForm } from '../../../../core/rules/birth-forms'

/** Coordinates as the forms carry them: numbers once a place is chosen, text when typed by hand. */
type Coordinate = number | string | null | undefined

function coordinateText(value: Coordinate): string {
  if (value === null || value === undefined) return ''
  return String(value).trim()
}

/**
 * The /kundli query string of spec §7 (name, date, time, location, gender, latitude, longitude),
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

/** The /kundli-matching query string of spec §7, in the spec's order, without the leading '?'. */
export function matchingSearch(form: MatchingForm): string {
  const params = new URLSearchParams()
  params.set('boyName', form.boyName.trim())
  params.set('boyBirthDate', form.boyBirthDate)
  params.set('boyBirthTime', form.boyBirthTime)
  params.set('boyBirthPlace', form.boyBirthPlace.trim())
  params.set('girlName', form.girlName.trim())
  params.set('girlBirthDate', form.girlBirthDate)
  params.set('girlBirthTime', form.girlBirthTime)
  params.set('girlBirthPlace', form.girlBirthPlace.trim())
  params.set('boyLatitude', coordinateText(form.boyLatitude))
  params.set('boyLongitude', coordinateText(form.boyLongitude))
  params.set('girlLatitude', coordinateText(form.girlLatitude))
  params.set('girlLongitude', coordinateText(form.girlLongitude))
  return params.toString()
}

