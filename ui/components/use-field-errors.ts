import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { translateValidationMessage } from '../i18n/validation-messages'
import { notify } from '../lib/notify'
import { firstIssueByField } from './field-issues'

/**
 * Field errors of a birth form: set from a failed parse, cleared per field as the user types, and
 * shown translated.
 */
export function useFieldErrors() {
  const { i18n } = useLingui()
  const [errors, setErrors] = useState<Record<string, string>>({})
  return {
    errors,
    setErrors,
    fail: (issues: Parameters<typeof firstIssueByField>[0]) => setErrors(firstIssueByField(issues)),
    clear: (field: string) => setErrors((current) => (current[field] ? { ...current, [field]: '' } : current)),
    error: (field: string) => (errors[field] ? translateValidationMessage(i18n, errors[field]) : undefined),
  }
}

/** The destructive notice when a birth place was typed but not chosen from the suggestions. */
export function useLocationRequiredNotice() {
  const { t } = useLingui()
  return {
    one: () => notify({ variant: 'destructive', title: t`Location Required`, message: t`Please select your birth place from the suggestions` }),
    both: () => notify({ variant: 'destructive', title: t`Locations Required`, message: t`Please select birth places for both partners` }),
  }
}
