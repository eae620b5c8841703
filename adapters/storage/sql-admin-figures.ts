import { sql, type Kysely } from 'kysely'
import type { AdminFigureSource, DayFigure } from '../../core/administration/ports/admin-figures'
import type { Database } from './schema'

const indianDay = (column: string) => sql<string>`to_char((${sql.ref(column)} AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD')`

/** The last `days` Indian dates ending today, oldest first. */
function lastDays(days: number, now: Date): string[] {
  const today = new Date(now.getTime() + 330 * 60_000)
  return Array.from({ length: days }, (_, i) => new Date(today.getTime() - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10))
}

function fill(days: string[], rows: Array<{ day: string; value: number | string | null }>): DayFigure[] {
  const by = new Map(rows.map((r) => [r.day, Number(r.value ?? 0)]))
  return days.map((date) => ({ date, value: by.get(date) ?? 0 }))
}

/** The admin dashboard's figures from the tables (payments, users, astrologers, refund requests). */
export class SqlAdminFigures implements AdminFigureSource {
  constructor(private readonly db: Kysely<Database>) {}

  async revenueSince(since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('payment_orders')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paise'), sql<number>`0`).as('total'))
      .where('status', '=', 'paid')
      .where('paid_at', '>=', since)
      .executeTakeFirstOrThrow()
    return Number(row.total)
  }

  async astrologersOnline(): Promise<number> {
    const row = await this.db.selectFrom('astrologers').select((eb) => eb.fn.countAll<number>().as('n')).where('is_online', '=', true).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async pendingRefunds(): Promise<number> {
    const row = await this.db.selectFrom('consultation_refund_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'requested').executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async signupsByDay(days: number, now: Date): Promise<DayFigure[]> {
    const range = lastDays(days, now)
    const rows = await this.db
      .selectFrom('users')
      .select([indianDay('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('value')])
      .where('created_at', '>=', new Date(now.getTime() - (days + 1) * 86_400_000))
      .groupBy(indianDay('created_at'))
      .execute()
    return fill(range, rows)
  }

  async revenueByDay(days: number, now: Date): Promise<DayFigure[]> {
    const range = lastDays(days, now)
    const rows = await this.db
      .selectFrom('payment_orders')
      .select([indianDay('paid_at').as('day'), (eb) => eb.fn.sum<number>('amount_paise').as('value')])
      .where('status', '=', 'paid')
      .where('paid_at', '>=', new Date(now.getTime() - (days + 1) * 86_400_000))
      .groupBy(indianDay('paid_at'))
      .execute()
    return fill(range, rows)
  }

  async recentSignups(limit: number) {
    const rows = await this.db.selectFrom('users').select(['name', 'email', 'created_at']).orderBy('created_at', 'desc').limit(limit).execute()
    return rows.map((r) => ({ name: r.name, email: r.email, at: new Date(r.created_at).toISOString() }))
  }

  async recentPayments(limit: number) {
    const rows = await this.db
      .selectFrom('payment_orders')
      .innerJoin('users', 'users.id', 'payment_orders.user_id')
      .select(['users.email', 'payment_orders.amount_paise', 'payment_orders.paid_at'])
      .where('payment_orders.status', '=', 'paid')
      .orderBy('payment_orders.paid_at', 'desc')
      .limit(limit)
      .execute()
    return rows.map((r) => ({ email: r.email, amount: r.amount_paise, at: new Date(r.paid_at!).toISOString() }))
  }
}
