import { useState } from 'react'
import { hasCoordinates } from '../../../core/shared/birth-form-messages'
import type { PlaceValue } from '../place-picker'
import type { firstIssueByField } from '../field-issues'
import { useFieldErrors, useLocationRequiredNotice } from '../use-field-errors'

export interface BirthFormValues {
  name: string
  gender: string
  birthDate: string
  birthTime: string
  place: PlaceValue
}

type TextField = Exclude<keyof BirthFormValues, 'place'>

/** The values as the single-birth schemas read them. */
type BirthFormInput = BirthFormValues & { birthPlace: string; latitude: number | null; longitude: number | null }

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Parameters<typeof firstIssueByField>[0] } }

export const EMPTY_BIRTH_FORM: BirthFormValues = { name: '', gender: '', birthDate: '', birthTime: '', place: { text: '', latitude: null, longitude: null } }

/**
 * A birth form's state and checks, the same for every form that asks for a birth (the home page's two,
 * the kundli and tool pages'): each field's value, its change (which clears the field's error) and its
 * translated error; the place picker's; and `check`, which shows a failed parse's field errors, or the
 * "Location Required" notice when the place has no coordinates, and answers the parsed data otherwise.
 * Each change is applied to the latest state, so values typed or replayed in one go all stay.
 *
 * A form that asks for two births (kundli matching) holds one per partner, each with its `prefix`: the
 * schema's names are then the prefixed ones (`boyName`, `boyBirthDate`, … `boyLatitude`), in the errors
 * and in `input`; `show` puts a parse's errors on this partner's fields only.
 */
export function useBirthForm<P extends string = ''>(initial: BirthFormValues = EMPTY_BIRTH_FORM, prefix: P = '' as P) {
  const [values, setValues] = useState<BirthFormValues>(initial)
  const errors = useFieldErrors()
  const locationRequired = useLocationRequiredNotice()
  /** A field's name in the schema: `birthDate`, or `boyBirthDate` under the prefix `boy`. */
  const named = (key: string) => (prefix ? `${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}` : key)

  /** Props for a text field; `errorKey` when the schema names it otherwise (`fullName`). */
  const field = (key: TextField, errorKey: string = named(key)) => ({
    value: values[key],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [key]: value }))
      errors.clear(errorKey)
    },
    error: errors.error(errorKey),
  })

  const place = {
    value: values.place,
    onChange: (next: PlaceValue) => {
      setValues((current) => ({ ...current, place: next }))
      errors.clear(named('birthPlace'))
    },
    error: errors.error(named('birthPlace')),
  }

  /** Shows a failed parse's field errors (this partner's only, under a prefix) or clears them; whether it parsed. */
  function show<T>(parsed: Parsed<T>): parsed is { success: true; data: T } {
    if (!parsed.success) {
      errors.fail(prefix ? parsed.error.issues.filter((issue) => String(issue.path[0] ?? '').startsWith(prefix)) : parsed.error.issues)
      return false
    }
    errors.setErrors({})
    return true
  }

  function check<T>(parsed: Parsed<T>): T | null {
    if (!show(parsed)) return null
    if (!hasCoordinates(values.place.latitude, values.place.longitude)) {
      locationRequired.one()
      return null
    }
    return parsed.data
  }

  /** What the schemas read: the values with the place spelt out as the forms post it (under the prefix's names). */
  const plain = { ...values, birthPlace: values.place.text, latitude: values.place.latitude, longitude: values.place.longitude }
  const input = (prefix ? Object.fromEntries(Object.entries(plain).map(([key, value]) => [named(key), value])) : plain) as P extends '' ? BirthFormInput : Record<string, unknown>

  return { values, input, setValues, field, place, show, check, errors }
}
