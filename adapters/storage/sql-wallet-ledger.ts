import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { AccountKind, AccountRef, EntryType, LedgerAudit, PostedEntry, PostedTransaction, Posting, PostingKind, WalletTransaction } from '../../core/domain/wallet'
import { ConflictError, InsufficientBalanceError } from '../../core/errors'
import type { WalletLedger } from '../../core/wallet/ports/wallet-ledger'
import { ACCOUNT_POLICY, accountId, assertBalanced } from '../../core/wallet/rules'
import type { Database, LedgerEntriesTable, LedgerTransactionsTable } from './schema'
import { isUniqueViolation } from './sql-errors'

const TRACKED_KINDS = (Object.keys(ACCOUNT_POLICY) as AccountKind[]).filter((k) => ACCOUNT_POLICY[k].tracked)

/**
 * The ledger on PGlite or PostgreSQL (READ COMMITTED is enough).
 *
 * One posting is one database transaction, in this order:
 * 1. insert the ledger_transactions row: its unique idempotency and natural keys make a concurrent repeat
 *    wait for this transaction and then fail, so a repeat never reaches step 3;
 * 2. create missing accounts (ON CONFLICT DO NOTHING);
 * 3. move each tracked account's balance with one conditional UPDATE, accounts in id order (no deadlocks):
 *    `SET balance = balance + delta WHERE id = … AND balance + delta >= 0 RETURNING balance`. The UPDATE
 *    takes the row lock and re-checks the condition on the newest row version, so concurrent charges on
 *    one wallet queue up and none can take it below zero; no row means the balance was too low;
 * 4. insert the entries with the balance after each; a deferred trigger refuses a commit that does not sum to 0.
 */
export class SqlWalletLedger implements WalletLedger {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly newId: () => string = randomUUID,
  ) {}

  async post(posting: Posting): Promise<PostedTransaction> {
    assertBalanced(posting.legs)
    const earlier = await this.findExisting(posting)
    if (earlier) return this.replay(earlier, posting)
    try {
      return await this.db.transaction().execute((tx) => this.write(tx, posting))
    } catch (error) {
      // Lost a race with the same request: answer the winner's result.
      if (isUniqueViolation(error)) {
        const winner = await this.findExisting(posting)
        if (winner) return this.replay(winner, posting)
      }
      if (isWalletCheckViolation(error)) throw insufficient()
      throw error
    }
  }

  /**
   * Writes a posting inside a caller's transaction, so that a business row and its money commit together
   * (a booking and its hold). No replay here: a repeated natural key fails the whole transaction with a
   * unique violation, and an overdraft throws InsufficientBalanceError; the caller rolls back.
   */
  async postWithin(tx: Transaction<Database>, posting: Posting): Promise<PostedTransaction> {
    assertBalanced(posting.legs)
    try {
      return await this.write(tx, posting)
    } catch (error) {
      if (isWalletCheckViolation(error)) throw insufficient()
      throw error
    }
  }

  private async write(tx: Transaction<Database>, posting: Posting): Promise<PostedTransaction> {
    const header = await tx
      .insertInto('ledger_transactions')
      .values({
        id: this.newId(),
        kind: posting.kind,
        idempotency_key: posting.idempotencyKey,
        natural_key: posting.naturalKey,
        fingerprint: posting.fingerprint,
        reference: posting.reference,
        memo: posting.memo,
        reverses: posting.reverses,
        actor_id: posting.actorId,
      })
      .returningAll()
      .executeTakeFirstOrThrow()

    const accounts = new Map<string, { ref: AccountRef; delta: number }>()
    for (const leg of posting.legs) {
      const id = accountId(leg.account)
      const found = accounts.get(id)
      if (found) found.delta += leg.amount
      else accounts.set(id, { ref: leg.account, delta: leg.amount })
    }
    const ordered = [...accounts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    await tx
      .insertInto('ledger_accounts')
      .values(ordered.map(([id, { ref }]) => ({ id, kind: ref.kind, owner: ref.owner })))
      // No conflict target: the row has two equivalent unique keys (id, and kind + owner), and a
      // concurrent first posting to a new account may trip either one; both mean "already there".
      .onConflict((oc) => oc.doNothing())
      .execute()

    const running = new Map<string, number>()
    for (const [id, { ref, delta }] of ordered) {
      const policy = ACCOUNT_POLICY[ref.kind]
      if (!policy.tracked) continue
      let update = tx
        .updateTable('ledger_accounts')
        .set({ balance: sql`balance + ${delta}`, updated_at: sql`now()` })
        .where('id', '=', id)
      if (policy.nonNegative && delta < 0) update = update.where(sql<boolean>`balance + ${delta} >= 0`)
      const moved = await update.returning('balance').executeTakeFirst()
      if (!moved) throw insufficient()
      running.set(id, Number(moved.balance) - delta)
    }

    const rows = await tx
      .insertInto('ledger_entries')
      .values(
        posting.legs.map((leg) => {
          const id = accountId(leg.account)
          let balanceAfter: number | null = null
          if (running.has(id)) {
            balanceAfter = running.get(id)! + leg.amount
            running.set(id, balanceAfter)
          }
          return { transaction_id: header.id, account_id: id, type: leg.type, amount: leg.amount, balance_after: balanceAfter, created_at: header.created_at }
        }),
      )
      .returningAll()
      .execute()
    return toPosted(header, rows, false)
  }

  private async findExisting(posting: Posting): Promise<{ row: Selectable<LedgerTransactionsTable>; byKey: boolean } | null> {
    const rows = await this.db
      .selectFrom('ledger_transactions')
      .selectAll()
      .where((eb) =>
        eb.or([eb('idempotency_key', '=', posting.idempotencyKey), ...(posting.naturalKey ? [eb('natural_key', '=', posting.naturalKey)] : [])]),
      )
      .execute()
    const byKey = rows.find((r) => r.idempotency_key === posting.idempotencyKey)
    if (byKey) return { row: byKey, byKey: true }
    return rows[0] ? { row: rows[0], byKey: false } : null
  }

  private async replay(earlier: { row: Selectable<LedgerTransactionsTable>; byKey: boolean }, posting: Posting): Promise<PostedTransaction> {
    if (earlier.row.fingerprint !== posting.fingerprint || earlier.row.kind !== posting.kind) {
      throw earlier.byKey
        ? new ConflictError('This Idempotency-Key was already used for a different request', 'LEDGER.IDEMPOTENCY_CONFLICT')
        : new ConflictError('This was already recorded with different details', 'LEDGER.ALREADY_RECORDED')
    }
    return toPosted(earlier.row, await this.entriesOf(earlier.row.id), true)
  }

  private entriesOf(transactionId: string) {
    return this.db.selectFrom('ledger_entries').selectAll().where('transaction_id', '=', transactionId).orderBy('id').execute()
  }

  async balance(account: AccountRef): Promise<number> {
    const id = accountId(account)
    if (ACCOUNT_POLICY[account.kind].tracked) {
      const row = await this.db.selectFrom('ledger_accounts').select('balance').where('id', '=', id).executeTakeFirst()
      return row ? Number(row.balance) : 0
    }
    const row = await this.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow()
    return Number(row.total)
  }

  async history(account: AccountRef, page: { before?: string; limit: number }): Promise<WalletTransaction[]> {
    let query = this.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['e.id', 'e.type', 'e.amount', 'e.balance_after', 'e.created_at', 't.reference', 't.memo'])
      .where('e.account_id', '=', accountId(account))
    if (page.before) query = query.where('e.id', '<', Number(page.before))
    const rows = await query.orderBy('e.id', 'desc').limit(page.limit).execute()
    return rows.map((r) => ({
      id: String(r.id),
      type: r.type as EntryType,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after ?? 0),
      createdAt: new Date(r.created_at).toISOString(),
      reference: r.reference,
      description: r.memo,
    }))
  }

  async findByNaturalKey(naturalKey: string): Promise<PostedTransaction | null> {
    const row = await this.db.selectFrom('ledger_transactions').selectAll().where('natural_key', '=', naturalKey).executeTakeFirst()
    return row ? toPosted(row, await this.entriesOf(row.id), false) : null
  }

  async audit(): Promise<LedgerAudit> {
    const totals = await this.db
      .selectFrom('ledger_entries')
      .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'), eb.fn.countAll<number>().as('entries')])
      .executeTakeFirstOrThrow()
    const transactions = await this.db.selectFrom('ledger_transactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    const mismatched = await this.db
      .selectFrom('ledger_accounts as a')
      .leftJoin(
        (eb) => eb.selectFrom('ledger_entries').select((e) => ['account_id', e.fn.sum<number>('amount').as('total')]).groupBy('account_id').as('s'),
        (join) => join.onRef('s.account_id', '=', 'a.id'),
      )
      .select('a.id')
      .where('a.kind', 'in', TRACKED_KINDS)
      .where((eb) => eb.or([sql<boolean>`a.balance <> coalesce(s.total, 0)`, sql<boolean>`(a.kind IN ('customer_wallet', 'booking_holds') AND a.balance < 0)`]))
      .orderBy('a.id')
      .execute()
    // A booking's hold account holds its price while it is booked and nothing once settled.
    const { rows: holds } = await sql<{ id: string }>`
      SELECT a.id FROM ledger_accounts a JOIN bookings b ON a.kind = 'booking_holds' AND a.owner = b.id
      WHERE (b.status = 'booked' AND a.balance <> b.price) OR (b.status <> 'booked' AND a.balance <> 0)
      ORDER BY a.id`.execute(this.db)
    const unbalanced = await this.db
      .selectFrom('ledger_entries')
      .select('transaction_id')
      .groupBy('transaction_id')
      .having((eb) => eb.fn.sum('amount'), '<>', 0)
      .execute()
    const total = Number(totals.total)
    return {
      total,
      entries: Number(totals.entries),
      transactions: Number(transactions.n),
      mismatchedAccounts: [...new Set([...mismatched.map((r) => r.id), ...holds.map((r) => r.id)])],
      unbalancedTransactions: unbalanced.map((r) => r.transaction_id),
      balanced: total === 0 && mismatched.length === 0 && holds.length === 0 && unbalanced.length === 0,
    }
  }
}

const insufficient = () => new InsufficientBalanceError('Insufficient wallet balance')

/** The CHECK that keeps wallets at or above zero: only reached if the conditional update were bypassed. */
function isWalletCheckViolation(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown }
  return e?.code === '23514' && (e.constraint === 'ledger_wallet_not_negative' || String(e.message).includes('ledger_wallet_not_negative'))
}

function toPosted(header: Selectable<LedgerTransactionsTable>, rows: Array<Selectable<LedgerEntriesTable>>, replayed: boolean): PostedTransaction {
  const entries: PostedEntry[] = [...rows]
    .sort((a, b) => Number(a.id) - Number(b.id))
    .map((r) => {
      const separator = r.account_id.indexOf(':')
      return {
        id: String(r.id),
        account: { kind: r.account_id.slice(0, separator) as AccountKind, owner: r.account_id.slice(separator + 1) },
        type: r.type as EntryType,
        amount: Number(r.amount),
        balanceAfter: r.balance_after === null ? null : Number(r.balance_after),
      }
    })
  return {
    id: header.id,
    kind: header.kind as PostingKind,
    idempotencyKey: header.idempotency_key,
    naturalKey: header.natural_key,
    reference: header.reference,
    memo: header.memo,
    reverses: header.reverses,
    actorId: header.actor_id,
    createdAt: new Date(header.created_at).toISOString(),
    entries,
    replayed,
  }
}
