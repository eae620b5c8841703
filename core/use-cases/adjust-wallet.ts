import type { WalletAdjustment } from '../domain/wallet'
import { NotFoundError } from '../errors'
import type { UserRepository } from '../ports/user-repository'
import type { WalletLedger } from '../ports/wallet-ledger'
import { adjustmentPosting, adjustmentSchema, idempotencyKeySchema, walletOf } from '../rules/wallet'
import { validate } from './validate'

/**
 * An admin's correction of a customer's wallet: `{userId, amount, reason}`, amount in paise, negative to
 * take money back. Never below a zero balance (InsufficientBalanceError, nothing moves). The idempotency
 * key is scoped to the admin: a repeat answers the first entry.
 */
export class AdjustWallet {
  constructor(
    private readonly users: UserRepository,
    private readonly ledger: WalletLedger,
  ) {}

  async execute(input: { actorId: string; body: unknown; idempotencyKey: string }): Promise<WalletAdjustment> {
    const { userId, amount, reason } = validate(adjustmentSchema, input.body)
    const key = validate(idempotencyKeySchema, input.idempotencyKey)
    if (!(await this.users.findById(userId))) throw new NotFoundError('No such user')
    const posted = await this.ledger.post(adjustmentPosting({ userId, amount, reason, actorId: input.actorId, idempotencyKey: `admin-adjust:${input.actorId}:${key}` }))
    const wallet = walletOf(userId)
    const entry = posted.entries.find((e) => e.account.kind === wallet.kind && e.account.owner === wallet.owner)!
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
