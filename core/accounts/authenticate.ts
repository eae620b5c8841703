import type { PublicUser } from '../domain/user'
import { UnauthorizedError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { TokenService } from './ports/token-service'
import type { UserRepository } from './ports/user-repository'
import { toPublicUser } from './to-public-user'

/** Turns a bearer token into the current user (GET /api/auth/me and every signed-in route). */
export class Authenticate {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  async execute(token: string | null | undefined): Promise<PublicUser> {
    if (!token) throw new UnauthorizedError()
    const claims = await this.tokens.verify(token)
    if (!claims) throw new UnauthorizedError('Your session has expired. Please sign in again.', 'AUTH.INVALID_TOKEN')
    const user = await this.users.findById(claims.userId)
    if (!user) throw new UnauthorizedError('Your session has expired. Please sign in again.', 'AUTH.INVALID_TOKEN')
    // Logout, a password change or a PIN reset raised the version: tokens issued before are over.
    if (claims.sessionVersion !== user.sessionVersion) throw new UnauthorizedError('Your session has ended. Please sign in again.', 'AUTH.SESSION_ENDED')
    if (user.suspended) throw new UnauthorizedError('This account is suspended. Please contact support.', 'AUTH.SUSPENDED')
    const now = this.clock.now()
    // Presence for the live-stats strip; at most one write a minute per user.
    if (!user.lastSeenAt || now.getTime() - user.lastSeenAt.getTime() > 60_000) await this.users.touchLastSeen(user.id, now)
    return toPublicUser(user)
  }
}
