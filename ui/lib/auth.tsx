import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { AuthResult, PublicUser } from '../../core/domain/user'
import type { LanguageCode } from '../../core/shared/language'
import type { AuthService } from '../services/types'
import { clearStoredSession, clearStoredTokenAndUser, findStoredToken, isUsableToken, storeSession } from './session-storage'

/** Refresh re-runs the check after this pause. */
const AUTH_REFRESH_PAUSE_MS = 200

interface AuthState {
  user: PublicUser | null
  token: string | null
  /** True until the current check ends. */
  loading: boolean
}

interface AuthContextValue extends AuthState {
  isAuthenticated: boolean
  isAdmin: boolean
  /** Signs in with email and password; stores token and user. Rejects with the service's error. */
  login(email: string, password: string): Promise<PublicUser>
  /** Creates an account and signs in. */
  signup(input: { name: string; email: string; password: string; lang?: LanguageCode }): Promise<PublicUser>
  /** Adopts a session obtained elsewhere (reset PIN, Google return). */
  adoptSession(result: AuthResult): void
  /** Re-runs the session check after a 200 ms pause. */
  refresh(): Promise<void>
  /** Calls POST /api/auth/logout, clears every stored entry and hands over to `onLoggedOut`. */
  logout(): Promise<void>
  /** Shows a wallet balance (paise) the server just reported (a recharge, a chat charge) without a new check. */
  updateBalance(balance: number): void
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * The state of the first render. On the server, and in the browser while it hydrates the server's HTML,
 * it is the user of the session cookie (so both render the same page); the spec's check of the stored
 * token then runs in an effect. Without server rendering: anonymous when no usable token, else loading.
 */
function initialState(initialUser: PublicUser | null | undefined): AuthState {
  if (typeof window === 'undefined') return { user: initialUser ?? null, token: null, loading: false }
  const token = findStoredToken()
  if (initialUser !== undefined) {
    const usable = token !== null && isUsableToken(token)
    // A stored token the server did not see (no cookie) is still to be checked: loading.
    return { user: initialUser, token: usable ? token : null, loading: usable && initialUser === null }
  }
  if (!token) return { user: null, token: null, loading: false }
  if (!isUsableToken(token)) {
    clearStoredTokenAndUser()
    return { user: null, token: null, loading: false }
  }
  return { user: null, token, loading: true }
}

/**
 * Authentication: the token is looked for under `token` or `authToken` in local and
 * session storage; none means anonymous; an expired, malformed or not three-part token clears the stored
 * token and user; otherwise GET /api/auth/me verifies it: success stores the returned user and token, any
 * failure clears every token/user/userData entry.
 */
export function AuthProvider({
  auth,
  initialUser,
  onLoggedOut,
  children,
}: {
  auth: AuthService
  /** The session cookie's user when the page was rendered on the server (null: none); undefined without server rendering. */
  initialUser?: PublicUser | null
  onLoggedOut?: () => void
  children: ReactNode
}) {
  const [state, setState] = useState<AuthState>(() => initialState(initialUser))
  const checkId = useRef(0)
  // Set while the page is being left: the navigation aborts a check under way, which is no answer from
  // the server and must not clear the session the next page is about to verify.
  const leaving = useRef(false)
  useEffect(() => {
    const leave = () => {
      leaving.current = true
    }
    const back = () => {
      leaving.current = false
    }
    window.addEventListener('pagehide', leave)
    window.addEventListener('pageshow', back)
    return () => {
      window.removeEventListener('pagehide', leave)
      window.removeEventListener('pageshow', back)
    }
  }, [])

  const check = useCallback(async () => {
    const id = ++checkId.current
    const token = findStoredToken()
    if (!token) {
      setState({ user: null, token: null, loading: false })
      return
    }
    if (!isUsableToken(token)) {
      clearStoredTokenAndUser()
      setState({ user: null, token: null, loading: false })
      return
    }
    // A user already shown (the server's, from the cookie) stays shown while the token is verified, and
    // the same answer changes nothing: a new session value would make React drop the server's HTML of
    // every section not yet hydrated (and what was typed or tapped in it) to render it again.
    setState((s) => (s.user ? s : { ...s, loading: true }))
    try {
      const user = await auth.me(token)
      if (id !== checkId.current) return
      storeSession({ token, user })
      setState((s) => (s.token === token && sameUser(s.user, user) ? (s.loading ? { ...s, loading: false } : s) : { user, token, loading: false }))
    } catch (error) {
      if (id !== checkId.current || leaving.current) return
      // A failed current-user check silently clears the session.
      console.warn('Session check failed', error)
      clearStoredSession()
      setState({ user: null, token: null, loading: false })
    }
  }, [auth])

  useEffect(() => {
    // Once at start; later checks come from refresh(). After server rendering the stored token decides:
    // none or unusable clears the cookie's user, a usable one is verified.
    if (state.loading || (initialUser !== undefined && (state.token !== null || state.user !== null))) void check()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const adoptSession = useCallback((result: AuthResult) => {
    checkId.current++
    storeSession(result)
    setState({ user: result.user, token: result.token, loading: false })
  }, [])

  const login = useCallback(
    async (email: string, password: string) => {
      const result = await auth.login(email, password)
      adoptSession(result)
      return result.user
    },
    [auth, adoptSession],
  )

  const signup = useCallback(
    async (input: { name: string; email: string; password: string; lang?: LanguageCode }) => {
      const result = await auth.signup(input)
      adoptSession(result)
      return result.user
    },
    [auth, adoptSession],
  )

  const refresh = useCallback(async () => {
    await new Promise((resolve) => setTimeout(resolve, AUTH_REFRESH_PAUSE_MS))
    await check()
  }, [check])

  const logout = useCallback(async () => {
    checkId.current++
    try {
      await auth.logout()
    } catch (error) {
      console.warn('Logout call failed', error)
    }
    clearStoredSession()
    setState({ user: null, token: null, loading: false })
    onLoggedOut?.()
  }, [auth, onLoggedOut])

  const updateBalance = useCallback((balance: number) => {
    if (!Number.isFinite(balance)) return
    setState((s) => {
      if (!s.user || !s.token || s.user.balance === balance) return s
      const user = { ...s.user, balance }
      storeSession({ token: s.token, user })
      return { ...s, user }
    })
  }, [])

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isAuthenticated: state.user !== null,
      isAdmin: state.user?.role === 'admin',
      login,
      signup,
      adoptSession,
      refresh,
      logout,
      updateBalance,
    }),
    [state, login, signup, adoptSession, refresh, logout, updateBalance],
  )

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/** Whether two copies of a user say the same (the server's and the session check's). */
function sameUser(a: PublicUser | null, b: PublicUser): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b)
}

/** The session: user, isAuthenticated, isAdmin, loading and the sign-in actions. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
