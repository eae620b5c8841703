import type { NextFunction, Request, Response } from 'express'
import { ForbiddenError } from '../../core/errors'
import { SESSION_COOKIE } from './auth-middleware'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF: a write the browser authenticates with the session cookie must come from one of our own pages.
 * Browsers say where a request comes from (Sec-Fetch-Site, Origin); a cross-site form or script is
 * refused with a 403. Calls with a bearer token, and calls with no cookie, carry no ambient authority
 * and pass.
 */
export function sameOriginWrites(publicOrigin: string | undefined) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const cookies = (req as Request & { cookies?: Record<string, string> }).cookies
    if (req.get('authorization') || !cookies?.[SESSION_COOKIE]) return next()
    const site = req.get('sec-fetch-site')
    if (site === 'cross-site' || site === 'same-site') return next(new ForbiddenError('Cross-site requests cannot use your session'))
    const origin = req.get('origin')
    if (origin && origin !== 'null') {
      const own = `${req.protocol}://${req.get('host')}`
      if (origin !== own && origin !== publicOrigin) return next(new ForbiddenError('Cross-site requests cannot use your session'))
    } else if (origin === 'null') {
      return next(new ForbiddenError('Cross-site requests cannot use your session'))
    }
    next()
  }
}
