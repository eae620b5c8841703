import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { translateIssues } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { describeAuthError } from '../utils/auth-errors'

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: Parameters<typeof translateIssues>[1] } }

/**
 * The state every account form shares (sign-in, sign-up, the reset PIN's two steps): the fields' errors,
 * the server's refusal as one translated sentence, and whether it is sending. `check` shows a failed
 * parse's field errors; `send` clears them, sends, and on a refusal shows it (with a 400's field issues
 * beside their fields) and stops sending; it answers whether the request succeeded.
 */
export function useAuthForm(context: 'login' | 'signup' | 'reset') {
  const { i18n } = useLingui()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)

  function check<T>(parsed: Parsed<T>): T | null {
    if (parsed.success) return parsed.data
    setErrors(translateIssues(i18n, parsed.error.issues))
    return null
  }

  async function send(task: () => Promise<unknown>, onRefused?: (error: unknown) => void): Promise<boolean> {
    setErrors({})
    setServerError(null)
    setSubmitting(true)
    try {
      await task()
      return true
    } catch (error) {
      if (error instanceof HttpError && error.status === 400 && error.issues.length) setErrors(translateIssues(i18n, error.issues))
      onRefused?.(error)
      setServerError(describeAuthError(i18n, error, context))
      setSubmitting(false)
      return false
    }
  }

  return { errors, setErrors, serverError, setServerError, submitting, setSubmitting, check, send }
}
