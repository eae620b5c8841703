import type { AstrologerEarnings } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { AstrologerEarningsReport } from './ports/astrologer-earnings'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from '../consultations/ports/consultation-repository'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import { earningsOf, type WalletPage } from '../wallet/rules'
import type { GetOwnAstrologerProfile } from './astrologer-own-profile'

const IST_OFFSET_MS = 330 * 60_000

/**
 * The signed-in astrologer's earnings from the ledger: balance of their earnings account, net earnings
 * (less refunds) ever, today (IST) and over 30 days, and one page of its entries (`?before=&limit=`).
 */
export class GetAstrologerEarnings {
  constructor(
    private readonly own: GetOwnAstrologerProfile,
    private readonly ledger: Pick<WalletLedger, 'balance' | 'history'>,
    private readonly report: AstrologerEarningsReport,
    private readonly consultations: Pick<ConsultationRepository, 'astrologerTotals'>,
    private readonly clock: Clock,
  ) {}

  async execute(input: { user: PublicUser; page: WalletPage }): Promise<AstrologerEarnings> {
    const { page } = input
    const profile = await this.own.execute({ user: input.user })
    const account = earningsOf(profile.id)
    const now = this.clock.now().getTime()
    const startOfDayIst = new Date(Math.floor((now + IST_OFFSET_MS) / 86_400_000) * 86_400_000 - IST_OFFSET_MS)
    const [balance, totalEarned, today, last30Days, totals, rows] = await Promise.all([
      this.ledger.balance(account),
      this.report.netSince(profile.id, null),
      this.report.netSince(profile.id, startOfDayIst),
      this.report.netSince(profile.id, new Date(now - 30 * 86_400_000)),
      this.consultations.astrologerTotals(profile.id),
      this.ledger.history(account, { before: page.before, limit: page.limit + 1 }),
    ])
    const transactions = rows.slice(0, page.limit)
    return {
      balance,
      totalEarned,
      today,
      last30Days,
      consultations: totals.consultations,
      paidMinutes: totals.paidMinutes,
      transactions,
      nextBefore: rows.length > page.limit ? transactions[transactions.length - 1].id : null,
    }
  }
}
