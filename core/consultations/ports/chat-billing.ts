import type { ChargeMinuteInput, ChargeRefund, ChatCharge, RefundInput } from '../../domain/wallet'

/**
 * Billing of chat consultations on the wallet ledger, for the consultation use cases.
 * - `chargeMinute` moves the astrologer's rate for one minute from the customer's wallet to the
 *   astrologer's earnings and the platform's commission, in one transaction; it throws
 *   InsufficientBalanceError (nothing moves) when the wallet cannot cover the minute. A minute is billed
 *   at most once (natural key `chat:<consultationId>:<minute>`): a repeat answers the first charge.
 * - `refund` reverses one charge entirely, at most once.
 */
export interface ChatBilling {
  chargeMinute(input: ChargeMinuteInput): Promise<ChatCharge>
  refund(input: RefundInput): Promise<ChargeRefund>
}
export const ChatBilling = Symbol('ChatBilling')
