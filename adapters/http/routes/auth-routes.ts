import { SIGN_IN_MAX_AGE_SECONDS, type SignInWithGoogle } from '../../../core/accounts/sign-in-with-google'
import { emailChangeConfirmSchema, type ChangeEmail } from '../../../core/accounts/change-email'
import { NotFoundError } from '../../../core/errors'
import { Router, type CookieOptions, type Response } from 'express'
import type { AuthResult } from '../../../core/domain/user'
import type { ConfirmResetPin } from '../../../core/accounts/confirm-reset-pin'
import type { LogOut } from '../../../core/accounts/log-out'
import type { ChangePassword } from '../../../core/accounts/change-password'
import type { LogIn } from '../../../core/accounts/log-in'
import { resetPinRequestBodySchema, type RequestResetPin } from '../../../core/accounts/request-reset-pin'
import { changePasswordSchema, loginSchema, resetPinConfirmSchema, signupBodySchema } from '../../../core/accounts/forms'
import type { SignUp } from '../../../core/accounts/sign-up'
import { deleteSchema, type MyAccount } from '../../../core/accounts/my-account'
import { validate } from '../../../core/shared/validate'
import { requireUser, SESSION_COOKIE } from '../auth-middleware'
import { ACCOUNT_PATHS } from '../../../core/accounts/paths'

/** Holds, in the browser that started a Google sign-in, the state its return must carry. */
const GOOGLE_STATE_COOKIE = 'google_sign_in'
/** Holds, in the browser that came back from Google, the link waiting for the account's password. */
const GOOGLE_LINK_COOKIE = 'google_link'

export interface AuthRouteDeps {
  signUp: SignUp
  logIn: LogIn
  logOut: LogOut
  changePassword: ChangePassword
  myAccount: MyAccount
  requestResetPin: RequestResetPin
  confirmResetPin: ConfirmResetPin
  sessionSeconds: number
  secureCookies: boolean
  changeEmail: ChangeEmail
  /** absent when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not configured */
  signInWithGoogle?: SignInWithGoogle
  /** the site's own origin, for the provider's return URL as the browser arrived */
  publicOrigin?: string
}

/**
 * What sets or clears the session cookie: sign-up, sign-in (with a password or Google), sign-out, a new
 * password, a confirmed change of address, the reset PIN's pair and deletion. The rest of the account is
 * declared in core/accounts/endpoints.ts.
 */
export function authRoutes(deps: AuthRouteDeps): Router {
  const router = Router()
  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: deps.secureCookies, path: '/' }
  const googleStateCookie: CookieOptions = { ...cookieOptions, path: '/api/auth/google' }
  const googleLinkCookie: CookieOptions = { ...cookieOptions, path: '/api/auth' }
  const signedIn = (res: Response, status: number, result: AuthResult) => {
    res.cookie(SESSION_COOKIE, result.token, { ...cookieOptions, maxAge: deps.sessionSeconds * 1000 })
    res.status(status).json(result)
  }

  router.post(ACCOUNT_PATHS.signup, async (req, res) => signedIn(res, 201, await deps.signUp.execute(validate(signupBodySchema, req.body ?? {}), { ip: req.ip ?? 'unknown' })))
  // Google sign-in (OpenID Connect with PKCE): which providers exist, the start, the provider's return.
  router.get(ACCOUNT_PATHS.providers, (_req, res) => res.json({ google: Boolean(deps.signInWithGoogle) }))
  router.get(ACCOUNT_PATHS.googleStart, async (req, res) => {
    if (!deps.signInWithGoogle) throw new NotFoundError('Google sign-in is not configured')
    res.setHeader('Cache-Control', 'no-store')
    const { url, browserState } = await deps.signInWithGoogle.start({ clientState: req.query.state, redirect: req.query.redirect })
    // Lax: sent on the provider's top-level return, never on a cross-site subrequest.
    res.cookie(GOOGLE_STATE_COOKIE, browserState, { ...googleStateCookie, maxAge: SIGN_IN_MAX_AGE_SECONDS * 1000 })
    res.redirect(302, url)
  })
  router.get(ACCOUNT_PATHS.googleCallback, async (req, res) => {
    if (!deps.signInWithGoogle) throw new NotFoundError('Google sign-in is not configured')
    res.setHeader('Cache-Control', 'no-store')
    const browserState = typeof req.cookies?.[GOOGLE_STATE_COOKIE] === 'string' ? (req.cookies[GOOGLE_STATE_COOKIE] as string) : null
    res.clearCookie(GOOGLE_STATE_COOKIE, googleStateCookie)
    const result = await deps.signInWithGoogle.finish(new URL(req.originalUrl, deps.publicOrigin ?? `${req.protocol}://${req.get('host')}`), browserState)
    const back = new URLSearchParams()
    if (!result.ok && result.error === 'link_password') {
      // The account exists with a password: sign in with it once, in this browser, to link Google.
      res.cookie(GOOGLE_LINK_COOKIE, result.linkToken, { ...googleLinkCookie, maxAge: SIGN_IN_MAX_AGE_SECONDS * 1000 })
      back.set('link', 'google')
      if (result.redirect) back.set('redirect', result.redirect)
      res.redirect(302, `/login?${back.toString()}`)
      return
    }
    if (!result.ok) {
      back.set('error', result.error)
      res.redirect(302, `/login?${back.toString()}`)
      return
    }
    res.cookie(SESSION_COOKIE, result.session.token, { ...cookieOptions, maxAge: deps.sessionSeconds * 1000 })
    // The spec's return parameters; `state` lets the browser check the answer is to its own sign-in.
    back.set('token', result.session.token)
    back.set('auth', 'google')
    back.set('user', JSON.stringify(result.session.user))
    back.set('state', result.clientState)
    if (result.redirect) back.set('redirect', result.redirect)
    res.redirect(302, `/auth-success?${back.toString()}`)
  })
  router.post(ACCOUNT_PATHS.login, async (req, res) => {
    const result = await deps.logIn.execute(validate(loginSchema, req.body ?? {}), { ip: req.ip ?? 'unknown' })
    const linkToken = req.cookies?.[GOOGLE_LINK_COOKIE]
    if (typeof linkToken === 'string' && deps.signInWithGoogle) {
      res.clearCookie(GOOGLE_LINK_COOKIE, googleLinkCookie)
      await deps.signInWithGoogle.completeLink(linkToken, result.user.id)
    }
    signedIn(res, 200, result)
  })
  router.post(ACCOUNT_PATHS.logout, async (req, res) => {
    await deps.logOut.execute(req.user ?? null)
    res.clearCookie(SESSION_COOKIE, cookieOptions)
    res.status(204).end()
  })
  // Following an email change's link (public: the token is the proof) signs in again.
  router.post(ACCOUNT_PATHS.emailConfirm, async (req, res) => signedIn(res, 200, await deps.changeEmail.confirm(validate(emailChangeConfirmSchema, req.body ?? {}))))
  router.post(ACCOUNT_PATHS.password, requireUser(), async (req, res) => signedIn(res, 200, await deps.changePassword.execute({ user: req.user!, change: validate(changePasswordSchema, req.body ?? {}), ip: req.ip ?? 'unknown' })))
  // Deleting one's account ends the session.
  router.post(ACCOUNT_PATHS.delete, requireUser(), async (req, res) => {
    const result = await deps.myAccount.delete(req.user!, validate(deleteSchema, req.body ?? {}), { ip: req.ip ?? 'unknown' })
    res.clearCookie(SESSION_COOKIE, cookieOptions)
    res.json(result)
  })
  router.post(ACCOUNT_PATHS.resetPinRequest, async (req, res) => {
    res.status(202).json(await deps.requestResetPin.execute(validate(resetPinRequestBodySchema, req.body ?? {})))
  })
  router.post(ACCOUNT_PATHS.resetPinConfirm, async (req, res) => signedIn(res, 200, await deps.confirmResetPin.execute(validate(resetPinConfirmSchema, req.body ?? {}))))
  return router
}
