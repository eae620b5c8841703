import type { ChargeMinuteInput, ChargeRefund, ChatCharge, RefundInput } from '../domain/wallet'
import type { ChatBilling } from './ports/chat-billing'
import type { ChargeChatMinute } from './charge-chat-minute'
import type { RefundCharge } from './refund-charge'

/** ChatBilling on the wallet ledger: what the consultation use cases are given (docs/wallet.md). */
export class LedgerChatBilling implements ChatBilling {
  constructor(
    private readonly charge: ChargeChatMinute,
    private readonly refundCharge: RefundCharge,
  ) {}

  chargeMinute(input: ChargeMinuteInput): Promise<ChatCharge> {
    return this.charge.execute(input)
  }

  refund(input: RefundInput): Promise<ChargeRefund> {
    return this.refundCharge.execute(input)
  }
}
