import type { ReportBirth, ReportJson } from '../domain/report'
import { kundliQueryOf } from '../kundli/request'
import { ConflictError, InsufficientBalanceError, ValidationError } from '../errors'
import type { JobQueue } from '../shared/ports/job-queue'
import type { ReportStore } from './ports/report-store'
import type { SettingsStore } from '../shared/ports/settings-store'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import { reportMessages, type ReportOrder } from './request'
import { canonical, walletOf, idempotencyKeySchema, PROMOTIONS, REPORT_SALES } from '../wallet/rules'
import type { GenerateKundli } from '../kundli/generate-kundli'
import { reportJson } from './report-json'
import { validate } from '../shared/validate'
import type { OfferClaims } from '../offers/ports/offer-claims'
import { personKeyOf } from '../offers/person-key'
import type { PostedTransaction } from '../domain/wallet'
import type { ReportRecord } from '../domain/report'
import type { Offers } from '../domain/settings'

/**
 * Buys a report (POST /api/reports): checks both births can be cast, takes the price (from the
 * admins' settings) from the wallet as one ledger posting, and queues the writing. A retry with the same
 * Idempotency-Key answers the same report and charges once; the same key for another order is a conflict.
 * When the wallet cannot pay, nothing is kept and the error says how much is missing (402).
 * A customer's first report of the offered type is paid by the promotions account instead, once per
 * account and per person (the claim is taken before any money moves, so parallel orders cannot both win).
 */
export class OrderReport {
  constructor(
    private readonly reports: ReportStore,
    private readonly ledger: WalletLedger,
    private readonly settings: SettingsStore,
    private readonly queue: JobQueue,
    private readonly kundli: GenerateKundli,
    private readonly offers: OfferClaims,
  ) {}

  async execute(input: { userId: string; order: ReportOrder; idempotencyKey?: string | null }): Promise<ReportJson> {
    const { order } = input
    const key = input.idempotencyKey == null ? globalThis.crypto.randomUUID() : validate(idempotencyKeySchema, input.idempotencyKey)
    await this.checkBirth(order.birth, 'birth')
    if (order.partner) await this.checkBirth(order.partner, 'partner')
    const settings = await this.settings.current()
    const price = settings.reportPrices[order.type]
    const fingerprint = canonical({ type: order.type, birth: order.birth, partner: order.partner ?? null, lang: order.lang })
    const made = await this.reports.create({
      userId: input.userId,
      type: order.type,
      lang: order.lang,
      birth: order.birth as ReportBirth,
      partner: (order.partner as ReportBirth | undefined) ?? null,
      price,
      idempotencyKey: key,
      fingerprint,
    })
    if (made.fingerprint !== fingerprint) throw new ConflictError(reportMessages.idempotencyConflict, 'REPORT.IDEMPOTENCY_CONFLICT')
    let report = made.report
    if (!report.purchaseTransactionId) {
      const offered = await this.claimFirstReport(report, settings.offers.firstReport)
      const posted = offered ? await this.payByOffer(report) : await this.payFromWallet(report)
      await this.reports.markPaid(report.id, posted.id, offered ? 'first-report' : null)
      report = { ...report, purchaseTransactionId: posted.id, offer: offered ? 'first-report' : null }
    }
    // Queued again on a retry too: a job lost before it was queued is queued now; the job is idempotent.
    if (report.status === 'queued') await this.queue.enqueue('report.generate', { reportId: report.id }, report.id)
    return reportJson(report)
  }

  /** Whether this order is the customer's free first report (the claim is kept for this report from now on). */
  private async claimFirstReport(report: ReportRecord, offer: Offers['firstReport']): Promise<boolean> {
    if (!offer.enabled || offer.reportType !== report.type || report.price === 0) return false
    return this.offers.claim({ offer: 'first-report', userId: report.userId, personKey: personKeyOf(report.birth), reference: report.id })
  }

  /** The wallet pays the price; when it cannot, the order is forgotten and the error says how much is missing. */
  private async payFromWallet(report: ReportRecord): Promise<PostedTransaction> {
    const wallet = walletOf(report.userId)
    try {
      return await this.ledger.post({
        kind: 'report_purchase',
        idempotencyKey: `report:${report.id}`,
        naturalKey: `report:${report.id}`,
        fingerprint: canonical({ report: report.id, price: report.price }),
        reference: report.id,
        memo: report.type,
        reverses: null,
        actorId: null,
        legs: [
          { account: wallet, type: 'report_purchase', amount: -report.price },
          { account: REPORT_SALES, type: 'report_sale', amount: report.price },
        ],
      })
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error
      await this.reports.discardUnpaid(report.id)
      const balance = await this.ledger.balance(wallet)
      throw new InsufficientBalanceError(reportMessages.unpaid, { price: report.price, balance, shortfall: Math.max(0, report.price - balance) })
    }
  }

  /** The promotions account pays the report's price to report sales; the customer's wallet is not touched. */
  private payByOffer(report: ReportRecord): Promise<PostedTransaction> {
    return this.ledger.post({
      kind: 'promotion',
      idempotencyKey: `report:${report.id}`,
      naturalKey: `report:${report.id}`,
      fingerprint: canonical({ report: report.id, price: report.price, offer: 'first-report' }),
      reference: report.id,
      memo: 'first report free',
      reverses: null,
      actorId: null,
      legs: [
        { account: PROMOTIONS, type: 'promotion', amount: -report.price },
        { account: REPORT_SALES, type: 'report_sale', amount: report.price },
      ],
    })
  }

  private async checkBirth(birth: { date: string; time: string; lat: number; lon: number; tz?: string }, path: string): Promise<void> {
    try {
      await this.kundli.execute(kundliQueryOf({ date: birth.date, time: birth.time, lat: birth.lat, lon: birth.lon, tz: birth.tz }))
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(error.message, error.issues.map((i) => ({ ...i, path: `${path}.${i.path}` })))
      throw error
    }
  }
}
