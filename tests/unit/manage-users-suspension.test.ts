import { describe, expect, it } from 'vitest'
import { ManageUsers } from '../../core/administration/manage-users'
import type { SuspendedUserBookings } from '../../core/administration/ports/suspended-user-bookings'
import type { PublicUser } from '../../core/domain/user'
import type { AuditLog } from '../../core/shared/ports/audit-log'
import { InMemoryUserRepository } from '../support/fakes'

/** Suspension and the bookings: cancelled after the flag, counted in the audit, nothing on restore. */
describe('ManageUsers.setSuspended and the suspended user’s bookings', () => {
  async function setUp(cancelled: number[]) {
    const users = new InMemoryUserRepository()
    const audit: Array<{ action: string; before: unknown; after: unknown }> = []
    const log: AuditLog = { record: async (e) => void audit.push(e), list: async () => [] }
    const calls: Array<{ userId: string; suspendedThen: boolean }> = []
    const bookings: SuspendedUserBookings = {
      cancelUpcoming: async (userId) => {
        calls.push({ userId, suspendedThen: (await users.findById(userId))!.suspended })
        return cancelled.shift() ?? 0
      },
    }
    const admin = await users.create({ email: 'admin@example.com', name: 'Admin', role: 'admin', passwordHash: 'h' })
    const astrologer = await users.create({ email: 'astro@example.com', name: 'Astro', role: 'astrologer', passwordHash: 'h' })
    const actor: PublicUser = { id: admin.id, email: admin.email, name: admin.name, role: 'admin', balance: 0, language: 'en' }
    return { manage: new ManageUsers(users, log, bookings), audit, calls, actor, target: astrologer.id }
  }

  it('cancels the upcoming bookings once the account is suspended and audits how many', async () => {
    const { manage, audit, calls, actor, target } = await setUp([3])
    expect((await manage.setSuspended(actor, target, true)).suspended).toBe(true)
    expect(calls).toEqual([{ userId: target, suspendedThen: true }])
    expect(audit).toEqual([expect.objectContaining({ action: 'user.suspend', before: { suspended: false }, after: { suspended: true, bookingsCancelled: 3 } })])
  })

  it('finishes on a repeat what a failed suspension left, audited only when it cancels something; restoring rebooks nothing', async () => {
    const { manage, audit, calls, actor, target } = await setUp([2, 0, 1])
    await manage.setSuspended(actor, target, true)
    await manage.setSuspended(actor, target, true)
    expect(audit).toHaveLength(1)
    await manage.setSuspended(actor, target, true)
    expect(audit.at(-1)).toMatchObject({ action: 'user.suspend', before: { suspended: true }, after: { bookingsCancelled: 1 } })
    await manage.setSuspended(actor, target, false)
    expect(calls).toHaveLength(3)
    expect(audit.at(-1)).toMatchObject({ action: 'user.restore', after: { suspended: false } })
  })
})
