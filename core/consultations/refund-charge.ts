import type { ChargeRefund, RefundInput } from '../domain/wallet'
import { NotFoundError } from '../errors'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import { refundPosting, refundSchema } from '../wallet/rules'
import { validate } from '../shared/validate'

/**
 * Gives one chat charge back in full: the customer's wallet is credited, the astrologer's earnings and
 * the platform's commission give their shares back. At most once per charge: a repeat (any idempotency
 * key) answers the first refund with `replayed: true`. NotFoundError for an unknown charge reference.
 */
export class RefundCharge {
  constructor(private readonly ledger: WalletLedger) {}

  async execute(input: RefundInput): Promise<ChargeRefund> {
    const request = validate(refundSchema, input)
    const charge = await this.ledger.findByNaturalKey(request.chargeReference)
    if (!charge || charge.kind !== 'chat_charge') throw new NotFoundError('No such chat charge')
    const posted = await this.ledger.post(refundPosting(charge, request))
    const credit = posted.entries.find((e) => e.account.kind === 'customer_wallet')!
    return {
      transactionId: posted.id,
      chargeReference: request.chargeReference,
      amount: credit.amount,
      balanceAfter: credit.balanceAfter ?? 0,
      createdAt: posted.createdAt,
      replayed: posted.replayed,
    }
  }
}
