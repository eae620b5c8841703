import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { HttpError } from '../../../services/http'
import { LOGIN_FAILED_MESSAGE } from '../../../services/http-services'

/** A clear, translated sentence for a failed account call (401 wrong credentials, 409 email taken, 429 ...). */
export function describeAuthError(i18n: I18n, error: unknown, context: 'login' | 'signup' | 'reset'): string {
  if (error instanceof HttpError) {
    // The server's own words, translated: the 401 of login is always this message.
    if (error.status === 401) return i18n._(msg`Invalid email or password`)
    if (error.status === 409) return i18n._(msg`An account with this email already exists. Please sign in instead.`)
    if (error.status === 429) return i18n._(msg`Too many attempts. Please wait a few minutes and try again.`)
    // An admin paused sign-ups (settings), or suspended this account.
    if (error.status === 503 && context === 'signup') return i18n._(msg`New sign-ups are paused for a short while. Please try again later.`)
    if (error.status === 403 && context === 'login') return i18n._(msg`This account is suspended. Please contact support.`)
    if (error.status === 400 && context === 'reset') return i18n._(msg`That PIN is wrong or has expired. Please check it or request a new one.`)
    if (error.status === 400) return i18n._(msg`Please check the details you entered.`)
    if (error.status >= 500) return i18n._(msg`Our server could not complete the request. Please try again in a moment.`)
    const status = error.status
    return i18n._(msg`The request failed (${status}). Please try again.`)
  }
  if (error instanceof Error && error.message === LOGIN_FAILED_MESSAGE) return i18n._(msg`Login failed`)
  return i18n._(msg`We could not reach the server. Check your connection and try again.`)
}
