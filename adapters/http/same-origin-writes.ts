import type { NextFunction, Request, Response } from 'express'
import { ForbiddenError } from '../../core/errors'
import { SESSION_COOKIE } from './auth-middleware'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF: a write the browser authenticates with the session cookie must come from one of our own pages.
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin); a cross-site form or script is
 * refused with a 403. Calls with a bearer token, and calls with no cookie, carry no ambient authority
 * and pass.
 *
 * Sec-Fetch-Site is the browser's own word and no referrer policy changes it, so `same-origin` passes even
 * with `Origin: null` (what Chromium sends for a form posted from a page served with
 * `Referrer-Policy: no-referrer`, such as a payment gateway's). Without it, `Origin: null` is refused: it
 * is also what a sandboxed frame on another site sends.
 *
 * `sessionFreePaths` are writes that use no session at all (a payment gateway's callback, authenticated by
 * its order and signature): the browser may post them from the gateway's page, whatever it sends.
 */
export function sameOriginWrites(publicOrigin: string | undefined, sessionFreePaths: readonly string[] = []) {
  const refuse = () => new ForbiddenError('Cross-site requests cannot use your session')
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    if (sessionFreePaths.includes(req.originalUrl.split('?')[0]!)) return next()
    const cookies = (req as Request & { cookies?: Record<string, string> }).cookies
    if (req.get('authorization') || !cookies?.[SESSION_COOKIE]) return next()
    const site = req.get('sec-fetch-site')
    if (site === 'cross-site' || site === 'same-site') return next(refuse())
    if (site === 'same-origin') return next()
    const origin = req.get('origin')
    if (origin === 'null') return next(refuse())
    if (origin && origin !== `${req.protocol}://${req.get('host')}` && origin !== publicOrigin) return next(refuse())
    next()
  }
}
