import type { PublicUser } from '../domain/user'
import type { UserRepository } from './ports/user-repository'

/**
 * Ends the caller's sessions: every token issued to the user so far stops working (so
 * a token copied before logout does not answer for its whole lifetime). Signed out already: nothing to do.
 */
export class LogOut {
  constructor(private readonly users: UserRepository) {}

  async execute(user: PublicUser | null): Promise<void> {
    if (user) await this.users.endSessions(user.id)
  }
}
