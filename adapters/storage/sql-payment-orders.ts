import { randomBytes } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { PaymentOrder, PaymentOrderSummary, PaymentProvider, PaymentStatus } from '../../core/domain/wallet'
import { NotFoundError } from '../../core/errors'
import type { NewPaymentOrder, PaymentOrders } from '../../core/wallet/ports/payment-orders'
import type { Database, PaymentOrdersTable } from './schema'

/** Recharge orders in PGlite or PostgreSQL. Ids are `ord_` + 128 random bits: unguessable, and short enough for Razorpay's 40-character receipt. */
export class SqlPaymentOrders implements PaymentOrders {
  constructor(private readonly db: Kysely<Database>) {}

  async create(order: NewPaymentOrder): Promise<{ order: PaymentOrder; fingerprint: string; created: boolean }> {
    const inserted = await this.db
      .insertInto('payment_orders')
      .values({
        id: `ord_${randomBytes(16).toString('hex')}`,
        user_id: order.userId,
        provider: order.provider,
        provider_order_id: null,
        provider_payment_id: null,
        amount_paise: order.amount,
        bonus_paise: order.bonus,
        package_id: order.packageId,
        idempotency_key: order.idempotencyKey,
        fingerprint: order.fingerprint,
        ledger_transaction_id: null,
        failure_reason: null,
        paid_at: null,
      })
      .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
      .returningAll()
      .executeTakeFirst()
    if (inserted) return { order: toOrder(inserted), fingerprint: inserted.fingerprint, created: true }
    const existing = await this.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('user_id', '=', order.userId)
      .where('idempotency_key', '=', order.idempotencyKey)
      .executeTakeFirstOrThrow()
    return { order: toOrder(existing), fingerprint: existing.fingerprint, created: false }
  }

  async findById(id: string): Promise<PaymentOrder | null> {
    const row = await this.db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst()
    return row ? toOrder(row) : null
  }

  async findByProviderOrderId(provider: PaymentProvider, providerOrderId: string): Promise<PaymentOrder | null> {
    const row = await this.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_order_id', '=', providerOrderId)
      .executeTakeFirst()
    return row ? toOrder(row) : null
  }

  async attachProviderOrder(id: string, providerOrderId: string): Promise<PaymentOrder> {
    const row = await this.db
      .updateTable('payment_orders')
      .set({ provider_order_id: providerOrderId, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('provider_order_id', 'is', null)
      .returningAll()
      .executeTakeFirst()
    return row ? toOrder(row) : this.mustFind(id)
  }

  async markPaid(id: string, details: { providerPaymentId: string | null; ledgerTransactionId: string }): Promise<PaymentOrder> {
    const row = await this.db
      .updateTable('payment_orders')
      .set({
        status: 'paid',
        provider_payment_id: sql`coalesce(${details.providerPaymentId}, provider_payment_id)`,
        ledger_transaction_id: details.ledgerTransactionId,
        failure_reason: null,
        paid_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', 'in', ['created', 'failed'])
      .returningAll()
      .executeTakeFirst()
    return row ? toOrder(row) : this.mustFind(id)
  }

  async markHeld(id: string, details: { providerPaymentId: string | null; reason: string }): Promise<PaymentOrder> {
    const row = await this.db
      .updateTable('payment_orders')
      .set({ status: 'held', provider_payment_id: sql`coalesce(${details.providerPaymentId}, provider_payment_id)`, failure_reason: details.reason, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('status', 'in', ['created', 'failed'])
      .returningAll()
      .executeTakeFirst()
    return row ? toOrder(row) : this.mustFind(id)
  }

  async markFailed(id: string, details: { providerPaymentId: string | null; reason: string | null }): Promise<PaymentOrder> {
    const row = await this.db
      .updateTable('payment_orders')
      .set({
        status: 'failed',
        provider_payment_id: sql`coalesce(${details.providerPaymentId}, provider_payment_id)`,
        failure_reason: details.reason,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .returningAll()
      .executeTakeFirst()
    return row ? toOrder(row) : this.mustFind(id)
  }

  async listRecent(options: { limit: number; status?: PaymentStatus; userId?: string }): Promise<PaymentOrderSummary[]> {
    let query = this.db
      .selectFrom('payment_orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .selectAll('o')
      .select('u.email as user_email')
    if (options.status) query = query.where('o.status', '=', options.status)
    if (options.userId) query = query.where('o.user_id', '=', options.userId)
    const rows = await query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(options.limit).execute()
    return rows.map((r) => ({ ...toOrder(r), userEmail: r.user_email }))
  }

  private async mustFind(id: string): Promise<PaymentOrder> {
    const order = await this.findById(id)
    if (!order) throw new NotFoundError('No such payment order')
    return order
  }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toOrder(row: Selectable<PaymentOrdersTable>): PaymentOrder {
  return {
    id: row.id,
    userId: row.user_id,
    provider: row.provider as PaymentProvider,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    amount: Number(row.amount_paise),
    bonus: Number(row.bonus_paise),
    packageId: row.package_id,
    status: row.status as PaymentStatus,
    ledgerTransactionId: row.ledger_transaction_id,
    failureReason: row.failure_reason,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    paidAt: iso(row.paid_at),
  }
}
