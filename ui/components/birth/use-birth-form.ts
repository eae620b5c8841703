import { useState } from 'react'
import { hasCoordinates } from '../../../core/rules/birth-form-messages'
import type { PlaceValue } from '../place-picker'
import { useFieldErrors, useLocationRequiredNotice } from '../use-field-errors'

export interface BirthFormValues {
  name: string
  gender: string
  birthDate: string
  birthTime: string
  place: PlaceValue
}

type TextField = Exclude<keyof BirthFormValues, 'place'>

export const EMPTY_BIRTH_FORM: BirthFormValues = { name: '', gender: '', birthDate: '', birthTime: '', place: { text: '', latitude: null, longitude: null } }

/**
 * A birth form's state and checks, the same for every form that asks for a birth (the home page's two,
 * the kundli and tool pages'): each field's value, its change (which clears the field's error) and its
 * translated error; the place picker's; and `check`, which shows a failed parse's field errors, or the
 * "Location Required" notice when the place has no coordinates, and answers the parsed data otherwise.
 * Each change is applied to the latest state, so values typed or replayed in one go all stay.
 */
export function useBirthForm(initial: BirthFormValues = EMPTY_BIRTH_FORM) {
  const [values, setValues] = useState<BirthFormValues>(initial)
  const errors = useFieldErrors()
  const locationRequired = useLocationRequiredNotice()

  /** Props for a text field; `errorKey` when the schema names it otherwise (`fullName`). */
  const field = (key: TextField, errorKey: string = key) => ({
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
      errors.clear('birthPlace')
    },
    error: errors.error('birthPlace'),
  }

  function check<T>(parsed: { success: true; data: T } | { success: false; error: { issues: Parameters<typeof errors.fail>[0] } }): T | null {
    if (!parsed.success) {
      errors.fail(parsed.error.issues)
      return null
    }
    errors.setErrors({})
    if (!hasCoordinates(values.place.latitude, values.place.longitude)) {
      locationRequired.one()
      return null
    }
    return parsed.data
  }

  /** What the schemas read: the values with the place spelt out as the forms post it. */
  const input = { ...values, birthPlace: values.place.text, latitude: values.place.latitude, longitude: values.place.longitude }

  return { values, input, setValues, field, place, check, errors }
}
