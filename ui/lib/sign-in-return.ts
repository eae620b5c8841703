import type { PublicUser } from '../../core/domain/user'

/** The query parameters of the Google sign-in return. */
const SIGN_IN_RETURN_PARAMS = ['token', 'auth', 'user', 'error', 'redirect', 'state'] as const

type SignInReturn =
  | { kind: 'none' }
  | { kind: 'error'; code: string }
  | { kind: 'success'; token: string; user: PublicUser; redirect: string | null }
  /** token, auth=google and user were there but the user could not be read. */
  | { kind: 'invalid' }
  /** A session handed over by a link, not as the answer to a sign-in this browser started: refused. */
  | { kind: 'unsolicited' }

function parseUser(raw: string): PublicUser | null {
  for (const candidate of [raw, safeDecode(raw)]) {
    if (candidate === null) continue
    try {
      const value: unknown = JSON.parse(candidate)
      if (value && typeof value === 'object' && typeof (value as PublicUser).email === 'string') return value as PublicUser
    } catch {
      /* try the next form */
    }
  }
  return null
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Reads a query string: an `error` wins; then token + auth=google + user make a success, but only when
 * `state` is the one-time state of a sign-in this browser started (`pendingState`, from session
 * storage). Otherwise anyone could sign a visitor into their own account with a crafted link (login
 * CSRF: the victim then types birth details or pays into the attacker's account).
 */
export function parseSignInReturn(search: string, pendingState: string | null): SignInReturn {
  const params = new URLSearchParams(search)
  const error = params.get('error')
  if (error !== null) return { kind: 'error', code: error }
  const token = params.get('token')
  const auth = params.get('auth')
  const rawUser = params.get('user')
  if (!token || auth !== 'google' || !rawUser) return { kind: 'none' }
  const state = params.get('state')
  if (!pendingState || !state || state !== pendingState) return { kind: 'unsolicited' }
  const user = parseUser(rawUser)
  if (!user) return { kind: 'invalid' }
  return { kind: 'success', token, user, redirect: params.get('redirect') }
}

/** The query string without the sign-in return parameters ('' or '?a=1'). */
export function withoutSignInParams(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of SIGN_IN_RETURN_PARAMS) params.delete(key)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
