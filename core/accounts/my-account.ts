import { z } from 'zod'
import type { PublicUser } from '../domain/user'
import type { LanguageCode } from '../shared/language'
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors'
import type { PaymentOrders } from '../wallet/ports/payment-orders'
import type { SavedChartRepository } from '../kundli/ports/saved-chart-repository'
import type { UserRepository } from './ports/user-repository'
import { accountMessages } from './forms'
import { LANGUAGES } from '../shared/language'

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]
import { toPublicUser } from './to-public-user'
import type { PasswordAttempts } from './password-attempts'

const myAccountMessages = {
  wrongPassword: 'The password is not correct',
  balanceLeft: 'Your wallet still holds money. Use it, or ask support for a refund, before deleting your account.',
  bookingsOpen: 'Cancel your upcoming bookings first: their held money would otherwise have nowhere to return.',
  adminDelete: 'An admin account cannot be deleted here. Ask another admin to change its role first.',
} as const

/** PUT /api/auth/profile: the name, and optionally the language the account's mail is written in. */
export const nameSchema = z.object({
  name: z.string({ error: accountMessages.name }).trim().min(2, accountMessages.name).max(100, accountMessages.name),
  language: z.enum(LANGUAGE_CODES, { error: accountMessages.language }).optional(),
})
/** POST /api/auth/delete */
export const deleteSchema = z.object({ password: z.string({ error: accountMessages.passwordRequired }).min(1, accountMessages.passwordRequired) })

/**
 * The customer's own account (/profile): change the name and delete the account (the download of
 * everything we keep is ExportMyData). Deleting keeps the wallet's ledger entries (money records must stay balanced) but
 * removes the person: name, email and password go, saved charts are deleted, every session ends. An account
 * whose wallet still holds money cannot be deleted (the money would be lost). Recharges not paid yet are
 * cancelled first; one the gateway reports paid after all is held for an admin to refund (ConfirmPayment).
 */
export class MyAccount {
  constructor(
    private readonly users: UserRepository,
    private readonly attempts: PasswordAttempts,
    private readonly charts: SavedChartRepository,
    private readonly orders: PaymentOrders,
    /** the account's bookings still booked (as customer or astrologer), whose holds a deletion would strand */
    private readonly openBookings: (userId: string) => Promise<number> = async () => 0,
  ) {}

  async rename(user: PublicUser, { name, language }: z.output<typeof nameSchema>): Promise<PublicUser> {
    await this.users.setName(user.id, name)
    if (language) await this.users.setLanguage(user.id, language)
    return toPublicUser((await this.users.findById(user.id))!)
  }

  async delete(user: PublicUser, { password }: z.output<typeof deleteSchema>, context: { ip: string }): Promise<{ deleted: true }> {
    const record = await this.users.findById(user.id)
    if (!record) throw new UnauthorizedError()
    if (!(await this.attempts.check({ email: record.email, ip: context.ip, password, passwordHash: record.passwordHash }))) throw new ValidationError(myAccountMessages.wrongPassword, [{ path: 'password', message: myAccountMessages.wrongPassword }])
    if (record.role === 'admin') throw new ForbiddenError(myAccountMessages.adminDelete)
    if (record.balance > 0) throw new ConflictError(myAccountMessages.balanceLeft, 'ACCOUNT.BALANCE_LEFT')
    // Like money in the wallet, money held for a booking keeps the account: a release would credit a wallet
    // nobody can use any more.
    if ((await this.openBookings(user.id)) > 0) throw new ConflictError(myAccountMessages.bookingsOpen, 'ACCOUNT.BOOKINGS_OPEN')
    for (const order of await this.orders.listRecent({ userId: user.id, status: 'created', limit: 1000 }))
      await this.orders.markFailed(order.id, { providerPaymentId: null, reason: 'Cancelled: the account was deleted' })
    for (const chart of await this.charts.listFor(user.id)) await this.charts.delete(user.id, chart.id)
    await this.users.anonymise(user.id)
    return { deleted: true }
  }
}
