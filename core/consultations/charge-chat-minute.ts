import type { ChargeMinuteInput, ChatCharge } from '../domain/wallet'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import { chargeMinuteSchema, chatChargePosting, walletOf } from '../wallet/rules'
import { validate } from '../shared/validate'

/**
 * Bills one paid chat minute: the rate leaves the customer's wallet, the astrologer's share and the
 * platform's commission (rounded to the paisa, the two adding up to the rate exactly) arrive, in one
 * transaction. InsufficientBalanceError when the wallet cannot cover it (nothing moves). A minute is
 * billed at most once: a repeat (same idempotency key, or the same consultation and minute) answers the
 * first charge with `replayed: true`; the same minute with other details is a ConflictError.
 */
export class ChargeChatMinute {
  constructor(
    private readonly ledger: WalletLedger,
    /** the platform's share when the charge does not name one: a number, or read on each charge (the astrologer's own, else the settings') */
    private readonly defaultCommissionPercent: number | ((astrologerId: string) => Promise<number>),
  ) {}

  async execute(input: ChargeMinuteInput): Promise<ChatCharge> {
    const valid = validate(chargeMinuteSchema, input)
    const fallback = typeof this.defaultCommissionPercent === 'number' ? this.defaultCommissionPercent : await this.defaultCommissionPercent(valid.astrologerId)
    const request = { ...valid, commissionPercent: valid.commissionPercent ?? fallback }
    const { posting, commission, astrologerShare } = chatChargePosting(request)
    const posted = await this.ledger.post(posting)
    const wallet = walletOf(request.customerId)
    const debit = posted.entries.find((e) => e.account.kind === wallet.kind && e.account.owner === wallet.owner)!
    return {
      transactionId: posted.id,
      chargeReference: posted.naturalKey!,
      consultationId: request.consultationId,
      minute: request.minute,
      amount: request.ratePaise,
      astrologerShare,
      commission,
      balanceAfter: debit.balanceAfter ?? 0,
      createdAt: posted.createdAt,
      replayed: posted.replayed,
    }
  }
}
