import type { ChatMessage } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import type { WalletTransaction } from '../domain/wallet'
import { UnauthorizedError } from '../errors'
import type { AnalyticsHistory } from '../administration/ports/analytics-sink'
import type { AstrologerProfiles } from '../astrologers/ports/astrologer-profiles'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from '../consultations/ports/consultation-repository'
import type { ContactMessages } from '../administration/ports/contact-messages'
import type { MailOutbox } from '../shared/ports/mailer'
import type { MessageRepository } from '../consultations/ports/message-repository'
import type { PaymentOrders } from '../wallet/ports/payment-orders'
import type { ReportStore } from '../reports/ports/report-store'
import type { SavedChartRepository } from '../kundli/ports/saved-chart-repository'
import type { UserRepository } from './ports/user-repository'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import { toConsultationView } from '../consultations/rules'
import { walletOf } from '../wallet/rules'

/** Pages are read to the end: the export is everything, not the first screenful. */
const PAGE = 500
/** A bound on what one export reads of a list, far above any real account's. */
const MOST = 100_000

/** The ports the export reads. */
interface MyDataSources {
  users: UserRepository
  charts: SavedChartRepository
  ledger: WalletLedger
  orders: PaymentOrders
  consultations: ConsultationRepository
  messages: MessageRepository
  reports: ReportStore
  astrologers: AstrologerProfiles
  contact: ContactMessages
  mails: MailOutbox
  analytics: AnalyticsHistory
  clock: Clock
}

/**
 * Everything stored about the signed-in person, as one JSON document (GET /api/auth/export): the data a
 * person may ask for under India's data-protection law. The account, every ledger line of the wallet,
 * the payment orders, saved charts, each consultation (as customer, and as astrologer for an astrologer's
 * account) with its bill, review, refund request and every message, each report with its birth details
 * and written text, the messages sent through the contact form from the account's address, the mails
 * sent to it, and the analytics events recorded while signed in.
 */
export class ExportMyData {
  constructor(private readonly from: MyDataSources) {}

  async execute(user: PublicUser): Promise<Record<string, unknown>> {
    const { users, charts, orders, reports, astrologers, contact, mails, analytics, clock } = this.from
    const record = await users.findById(user.id)
    if (!record) throw new UnauthorizedError()
    const [savedCharts, transactions, paymentOrders, myReports, profile, contactMessages, mailsSent, events] = await Promise.all([
      charts.listFor(user.id),
      this.ledgerLines(user.id),
      orders.listRecent({ limit: MOST, userId: user.id }),
      reports.listByUser(user.id, MOST),
      astrologers.findByUserId(user.id, 'en'),
      contact.listFrom(record.email, MOST),
      mails.listTo(record.email, MOST),
      analytics.eventsOf(user.id, MOST),
    ])
    return {
      exportedAt: clock.now().toISOString(),
      account: { id: record.id, email: record.email, name: record.name, role: record.role, language: record.language, createdAt: record.createdAt.toISOString() },
      wallet: { balancePaise: record.balance, transactions },
      paymentOrders: paymentOrders.map(({ userEmail: _email, ...order }) => order),
      savedCharts,
      consultations: await this.consultations({ customerId: user.id }),
      ...(profile ? { astrologerProfile: profile, consultationsAsAstrologer: await this.consultations({ astrologerId: profile.id }) } : {}),
      reports: myReports.map((r) => ({
        id: r.id,
        type: r.type,
        lang: r.lang,
        status: r.status,
        pricePaise: r.price,
        birth: r.birth,
        partner: r.partner,
        createdAt: r.createdAt,
        completedAt: r.completedAt,
        content: r.content,
      })),
      contactMessages,
      mails: mailsSent,
      analyticsEvents: events,
    }
  }

  private async ledgerLines(userId: string): Promise<WalletTransaction[]> {
    const lines: WalletTransaction[] = []
    let before: string | undefined
    while (lines.length < MOST) {
      const page = await this.from.ledger.history(walletOf(userId), { limit: PAGE, before })
      lines.push(...page)
      if (page.length < PAGE) break
      before = page[page.length - 1]!.id
    }
    return lines
  }

  private async consultations(filter: { customerId?: string; astrologerId?: string }) {
    const list = await this.from.consultations.list({ ...filter, limit: MOST, order: 'asc' })
    return Promise.all(list.map(async (c) => ({ ...toConsultationView(c), messages: await this.messagesOf(c.id) })))
  }

  private async messagesOf(consultationId: string): Promise<ChatMessage[]> {
    const messages: ChatMessage[] = []
    for (let after = 0; messages.length < MOST; ) {
      const page = await this.from.messages.listAfter(consultationId, after, PAGE)
      messages.push(...page)
      if (page.length < PAGE) break
      after = page[page.length - 1]!.seq
    }
    return messages
  }
}
