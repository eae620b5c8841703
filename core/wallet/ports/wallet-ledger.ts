import type { AccountRef, LedgerAudit, PostedTransaction, Posting, WalletTransaction } from '../../domain/wallet'

/**
 * The double-entry ledger in integer paise. Every movement of money is a `Posting`: a balanced set of
 * entries written in one database transaction or not at all.
 *
 * `post` guarantees, whatever the concurrency:
 * - atomicity: every entry of the posting is stored, and every tracked balance moved, or nothing is;
 * - no overdraft: an account that may not go negative (a customer wallet) never does; a posting that
 *   would take it below zero throws InsufficientBalanceError and moves nothing;
 * - idempotency: a posting whose idempotency key or natural key was already written answers that first
 *   transaction (`replayed: true`) and moves nothing; if the fingerprints differ it throws ConflictError
 *   (`LEDGER.IDEMPOTENCY_CONFLICT`).
 * Stored entries and transactions are immutable: corrections are new postings.
 */
export interface WalletLedger {
  post(posting: Posting): Promise<PostedTransaction>
  /** The account's balance in paise (0 for an account that has never moved). */
  balance(account: AccountRef): Promise<number>
  /** Entries of one account, newest first; `before` (an entry id) pages on. */
  history(account: AccountRef, page: { before?: string; limit: number }): Promise<WalletTransaction[]>
  /** The posting recorded under a natural key (`chat:<consultation>:<minute>` …), or null. */
  findByNaturalKey(naturalKey: string): Promise<PostedTransaction | null>
  /** The books' self-check: every entry sums to zero, tracked balances equal their entries. */
  audit(): Promise<LedgerAudit>
}
export const WalletLedger = Symbol('WalletLedger')
