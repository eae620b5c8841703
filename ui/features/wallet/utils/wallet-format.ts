import type { WalletTransaction } from '../../../../core/domain/wallet'

/** What a history line links to: the chat it belongs to, or nothing. */
export function transactionChatId(transaction: Pick<WalletTransaction, 'type' | 'reference'>): string | null {
  if (!transaction.reference) return null
  return transaction.type === 'chat_charge' || transaction.type === 'refund' || transaction.type === 'astrologer_earning' ? transaction.reference : null
}

/** The paid minute a chat charge's description names ("Chat minute 7" → 7), or null. */
export function chargedMinuteOf(description: string | null | undefined): number | null {
  const match = /^Chat minute (\d+)$/.exec(description?.trim() ?? '')
  return match ? Number(match[1]) : null
}

/** Credit (money in) or debit (money out) for colouring a line. */
export function isCredit(transaction: Pick<WalletTransaction, 'amount'>): boolean {
  return transaction.amount > 0
}

/** Rupees of a recharge and its bonus credited together ("₹1,000 + ₹100 bonus" → 110000 paise). */
export function creditedPaise(order: { amount: number; bonus: number }): number {
  return order.amount + Math.max(0, order.bonus)
}
