import type { WalletAdjustment } from '../domain/wallet'
import { NotFoundError } from '../errors'
import type { PublicUser } from '../domain/user'
import type { AuditLog } from '../shared/ports/audit-log'
import type { UserRepository } from '../accounts/ports/user-repository'
import type { WalletLedger } from './ports/wallet-ledger'
import { adjustmentPosting, type Adjustment, idempotencyKeySchema, walletOf } from './rules'
import { validate } from '../shared/validate'

/**
 * An admin's correction of a customer's wallet: `{userId, amount, reason}`, amount in paise, negative to
 * take money back. Never below a zero balance (InsufficientBalanceError, nothing moves). The idempotency
 * key is scoped to the admin: a repeat answers the first entry. Each adjustment is audited (who, whose
 * wallet, the amount, the reason, the balance before and after); a repeat is not a second one.
 */
export class AdjustWallet {
  constructor(
    private readonly users: UserRepository,
    private readonly ledger: WalletLedger,
    private readonly audit: AuditLog,
  ) {}

  async execute(input: { actor: PublicUser; request: Adjustment; idempotencyKey: string }): Promise<WalletAdjustment> {
    const { userId, amount, reason } = input.request
    const key = validate(idempotencyKeySchema, input.idempotencyKey)
    const owner = await this.users.findById(userId)
    if (!owner) throw new NotFoundError('No such user')
    const actorId = input.actor.id
    const posted = await this.ledger.post(adjustmentPosting({ userId, amount, reason, actorId, idempotencyKey: `admin-adjust:${actorId}:${key}` }))
    const wallet = walletOf(userId)
    const entry = posted.entries.find((e) => e.account.kind === wallet.kind && e.account.owner === wallet.owner)!
    if (!posted.replayed)
      await this.audit.record({
        actorId,
        actorEmail: input.actor.email,
        action: 'wallet.adjust',
        target: `user:${owner.email}`,
        before: { balance: (entry.balanceAfter ?? 0) - entry.amount },
        after: { balance: entry.balanceAfter ?? 0, amount: entry.amount, reason, transactionId: posted.id },
      })
    return {
      id: entry.id,
      type: 'admin_adjustment',
      amount: entry.amount,
      balanceAfter: entry.balanceAfter ?? 0,
      createdAt: posted.createdAt,
      reference: posted.reference,
      description: posted.memo,
      userId,
      transactionId: posted.id,
      reason: posted.memo ?? reason,
    }
  }
}
