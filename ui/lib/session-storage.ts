import type { AuthResult } from '../../core/domain/user'
import { isTokenExpired } from '../../core/accounts/token'

/** A token may sit under either name, in local or session storage. */
const TOKEN_KEYS = ['token', 'authToken'] as const
/** Every entry a failed check clears. */
const SESSION_KEYS = ['token', 'authToken', 'user', 'userData'] as const
/** The saved post-login redirect. */
const AUTH_REDIRECT_KEY = 'auth_redirect'

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function storages(): KeyValueStorage[] {
  const found: KeyValueStorage[] = []
  try {
    found.push(window.localStorage)
  } catch {
    /* storage blocked */
  }
  try {
    found.push(window.sessionStorage)
  } catch {
    /* storage blocked */
  }
  return found
}

function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key)
  } catch {
    return null
  }
}

/** The first token found: local then session storage, `token` then `authToken`. */
export function findStoredToken(list: KeyValueStorage[] = storages()): string | null {
  for (const storage of list) {
    for (const key of TOKEN_KEYS) {
      const value = safeGet(storage, key)
      if (value) return value
    }
  }
  return null
}

/** A usable token has three dot-separated parts and is not expired (malformed counts as expired). */
export function isUsableToken(token: string, nowMs = Date.now()): boolean {
  return token.split('.').length === 3 && !isTokenExpired(token, nowMs)
}

/** Removes the given keys from local and session storage. */
function clearStoredKeys(keys: readonly string[], list: KeyValueStorage[] = storages()): void {
  for (const storage of list) {
    for (const key of keys) {
      try {
        storage.removeItem(key)
      } catch {
        /* ignore */
      }
    }
  }
}

/** An expired or malformed token clears the stored token and user. */
export function clearStoredTokenAndUser(list?: KeyValueStorage[]): void {
  clearStoredKeys(['token', 'authToken', 'user'], list)
}

/** A failed check and logout clear every token/user/userData entry. */
export function clearStoredSession(list?: KeyValueStorage[]): void {
  clearStoredKeys(SESSION_KEYS, list)
}

/** Stores a signed-in session in local storage: `token` and `user`. */
export function storeSession(result: AuthResult): void {
  try {
    window.localStorage.setItem('token', result.token)
    window.localStorage.setItem('user', JSON.stringify(result.user))
  } catch {
    /* storage blocked: the session lives in memory and the cookie only */
  }
}

/**
 * A same-origin path safe to send the browser to after sign-in, or null. '/' is ignored.
 * Absolute URLs, protocol-relative '//host' and backslash tricks are refused (no open redirect).
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value) return null
  const target = value.trim()
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null
  if (/[\u0000-\u001f]/.test(target)) return null
  const path = target.split(/[?#]/)[0]
  if (path === '/' || path === '') return null
  return target
}

/** Saves the page to return to after sign-in. */
export function saveAuthRedirect(path: string): void {
  try {
    window.localStorage.setItem(AUTH_REDIRECT_KEY, path)
  } catch {
    /* ignore */
  }
}

/**
 * The saved redirect (auth_redirect in storage, else the `redirect` query parameter). It is
 * cleared in any case; '/' and unsafe targets give null.
 */
export function takeAuthRedirect(queryRedirect: string | null | undefined): string | null {
  let saved: string | null = null
  for (const storage of storages()) saved ??= safeGet(storage, AUTH_REDIRECT_KEY)
  clearStoredKeys([AUTH_REDIRECT_KEY])
  return safeRedirectTarget(saved) ?? safeRedirectTarget(queryRedirect)
}

/** The one-time state of a sign-in with Google this browser started (checked on the return). */
const SIGN_IN_STATE_KEY = 'signInState'

/** Starts a sign-in: a fresh random state, kept in this tab's session storage, to send to the server. */
export function beginSignIn(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  try {
    window.sessionStorage.setItem(SIGN_IN_STATE_KEY, state)
  } catch {
    // No session storage: the return will be refused, which is the safe side.
  }
  return state
}

/** The pending sign-in state, removed as it is read (one use only), or null. */
export function takeSignInState(): string | null {
  try {
    const state = window.sessionStorage.getItem(SIGN_IN_STATE_KEY)
    window.sessionStorage.removeItem(SIGN_IN_STATE_KEY)
    return state
  } catch {
    return null
  }
}
