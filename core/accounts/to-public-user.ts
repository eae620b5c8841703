import type { PublicUser } from '../domain/user'
import type { UserRecord } from './ports/user-repository'

/** The API's view of an account: never the password hash. */
export function toPublicUser(user: UserRecord): PublicUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role, balance: user.balance, language: user.language }
}
