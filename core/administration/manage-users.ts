import { z } from 'zod'
import { ROLES, type Role } from '../domain/user'
import type { PublicUser } from '../domain/user'
import { ConflictError, ForbiddenError, NotFoundError } from '../errors'
import type { AuditLog } from '../shared/ports/audit-log'
import type { UserRecord, UserRepository } from '../accounts/ports/user-repository'
import type { SuspendedUserBookings } from './ports/suspended-user-bookings'
import type { UserSearch } from './request'

/** An account as the admins' user list shows it. */
export interface AdminUserView {
  id: string
  email: string
  name: string
  role: Role
  balance: number
  suspended: boolean
  /** the platform's owner: no other admin can change its role or suspend it */
  owner: boolean
  createdAt: string
  lastSeenAt: string | null
}

const view = (u: UserRecord): AdminUserView => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  balance: u.balance,
  suspended: u.suspended,
  owner: u.owner,
  createdAt: u.createdAt.toISOString(),
  lastSeenAt: u.lastSeenAt ? u.lastSeenAt.toISOString() : null,
})

/** PUT /api/admin/users/{id}/role. */
export const roleSchema = z.object({ role: z.enum(ROLES as [Role, ...Role[]], { error: 'Role must be customer, astrologer or admin' }) })
type RoleChange = z.output<typeof roleSchema>

const OWNER_PROTECTED = 'The owner of the platform cannot be suspended or given another role'

/**
 * Users and roles for admins: search, change a role, suspend and restore. A change ends the user's
 * sessions (the role is read afresh at the next sign-in); admins cannot demote or suspend themselves, and
 * nobody can demote or suspend the owner (the seeded admin), so one rogue admin cannot lock the others
 * out. Every change is audited. Suspending cancels the user's upcoming bookings, their holds released in
 * full (docs/bookings.md); the audit record says how many.
 */
export class ManageUsers {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditLog,
    private readonly bookings: SuspendedUserBookings,
  ) {}

  async search({ query }: UserSearch): Promise<AdminUserView[]> {
    return (await this.users.search(query, 50)).map(view)
  }

  async changeRole(actor: PublicUser, id: string, { role }: RoleChange): Promise<AdminUserView> {
    const user = await this.find(id)
    if (user.id === actor.id) throw new ConflictError('You cannot change your own role', 'ADMIN.SELF')
    if (user.owner) throw new ForbiddenError(OWNER_PROTECTED)
    if (user.role !== role) {
      await this.users.setRole(user.id, role)
      await this.record(actor, 'user.role', user, { role: user.role }, { role })
    }
    return view((await this.users.findById(user.id))!)
  }

  async setSuspended(actor: PublicUser, id: string, suspended: boolean): Promise<AdminUserView> {
    const user = await this.find(id)
    if (user.id === actor.id) throw new ConflictError('You cannot suspend your own account', 'ADMIN.SELF')
    if (user.owner) throw new ForbiddenError(OWNER_PROTECTED)
    if (user.suspended !== suspended) await this.users.setSuspended(user.id, suspended)
    if (suspended) {
      // After the flag, so that no new booking slips in; and on a repeat too, so that a suspension whose
      // cancelling failed half-way is finished by the admin's retry. Restoring rebooks nothing.
      const bookingsCancelled = await this.bookings.cancelUpcoming(user.id)
      if (!user.suspended || bookingsCancelled > 0) await this.record(actor, 'user.suspend', user, { suspended: user.suspended }, { suspended, bookingsCancelled })
    } else if (user.suspended) await this.record(actor, 'user.restore', user, { suspended: true }, { suspended })
    return view((await this.users.findById(user.id))!)
  }

  private async find(id: string): Promise<UserRecord> {
    const user = /^[0-9a-f-]{36}$/.test(id) ? await this.users.findById(id) : null
    if (!user) throw new NotFoundError('User not found')
    return user
  }

  private record(actor: PublicUser, action: string, user: UserRecord, before: unknown, after: unknown) {
    return this.audit.record({ actorId: actor.id, actorEmail: actor.email, action, target: `user:${user.email}`, before, after })
  }
}
