import type { NextFunction, Request, RequestHandler, Response } from 'express'
import type { PublicUser, Role } from '../../core/domain/user'
import { UnauthorizedError } from '../../core/errors'
import type { Authenticate } from '../../core/accounts/authenticate'
import { requireRole } from '../../core/accounts/require-role'

export const SESSION_COOKIE = 'session'

declare module 'express-serve-static-core' {
  interface Request {
    user?: PublicUser | null
    token?: string | null
  }
}

/** The token of a request: `Authorization: Bearer …` first, then the HttpOnly session cookie. */
function tokenOf(req: Request): string | null {
  const header = req.get('authorization')
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    if (match && match[1] !== 'null' && match[1] !== 'undefined') return match[1]
  }
  const cookie = (req as Request & { cookies?: Record<string, string> }).cookies?.[SESSION_COOKIE]
  return typeof cookie === 'string' && cookie ? cookie : null
}

/** Resolves the signed-in user when there is a valid token; anonymous otherwise (never fails). */
export function identify(authenticate: Authenticate): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.token = tokenOf(req)
    req.user = null
    if (req.token) {
      try {
        req.user = await authenticate.execute(req.token)
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) return next(error)
      }
    }
    next()
  }
}

/** 401 for anonymous callers, 403 for a role not listed; any signed-in user when no role is named. */
export function requireUser(...roles: Role[]): RequestHandler {
  return (req, _res, next) => {
    try {
      if (roles.length === 0) {
        if (!req.user) throw new UnauthorizedError()
      } else requireRole(req.user ?? null, ...roles)
      next()
    } catch (error) {
      next(error)
    }
  }
}
