import type { PublicUser, Role } from '../domain/user'
import { ForbiddenError, UnauthorizedError } from '../errors'

/** Role gate: anonymous → UnauthorizedError (401), the wrong role → ForbiddenError (403). */
export function requireRole(user: PublicUser | null, ...roles: Role[]): PublicUser {
  if (!user) throw new UnauthorizedError()
  if (!roles.includes(user.role)) throw new ForbiddenError()
  return user
}
