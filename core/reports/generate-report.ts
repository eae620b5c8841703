import type { Clock } from '../shared/ports/clock'
import { reportResultsPath } from './addresses'
import type { Mailer } from '../shared/ports/mailer'
import type { ReportStore } from './ports/report-store'
import type { UserRepository } from '../accounts/ports/user-repository'
import type { WalletLedger } from '../wallet/ports/wallet-ledger'
import type { Phrasebook } from '../shared/ports/phrasebook'
import { localizePath } from '../shared/language'
import { canonical, PROMOTIONS, REPORT_SALES, walletOf } from '../wallet/rules'
import type { OfferClaims } from '../offers/ports/offer-claims'
import type { ReportWriting } from './ports/report-writing'

/** Attempts before a report is given up and refunded. */
export const REPORT_MAX_ATTEMPTS = 3

/**
 * The job that writes a paid report: marks it running, writes it section by section (progress stored
 * as it goes), stores it and mails the owner a link. A failure is thrown back to the queue to retry;
 * after the last attempt the report is marked failed and its price goes back to the wallet through
 * the ledger (once: the refund's natural key is the report). Safe to run twice.
 */
export class GenerateReport {
  constructor(
    private readonly reports: ReportStore,
    private readonly author: ReportWriting,
    private readonly ledger: WalletLedger,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly phrases: Phrasebook,
    private readonly clock: Clock,
    private readonly siteUrl: string,
    private readonly offers: OfferClaims,
  ) {}

  async execute(reportId: string): Promise<void> {
    const attempt = await this.reports.start(reportId)
    if (attempt === null) return
    const report = (await this.reports.get(reportId))!
    try {
      let last = -1
      const content = await this.author.write(
        { type: report.type, lang: report.lang, birth: report.birth, partner: report.partner, now: this.clock.now() },
        async (percent, title) => {
          // Stored every few percent: enough for a live bar without a write per sentence.
          if (percent - last >= 4 || percent === 0) {
            last = percent
            await this.reports.progress(reportId, Math.max(1, percent), title)
          }
        },
      )
      await this.reports.finish(reportId, content)
    } catch (error) {
      if (attempt < REPORT_MAX_ATTEMPTS) throw error
      await this.refund(reportId, error instanceof Error ? error.message : String(error))
      return
    }
    await this.notify(reportId)
  }

  /** Gives the price back and marks the report failed (used after the last attempt). */
  async refund(reportId: string, reason: string): Promise<void> {
    const report = await this.reports.get(reportId)
    if (!report || report.status === 'done') return
    let refundId: string | null = null
    if (report.purchaseTransactionId && report.price > 0) {
      const posted = await this.ledger.post({
        kind: 'refund',
        idempotencyKey: `report-refund:${report.id}`,
        naturalKey: `report-refund:${report.id}`,
        fingerprint: canonical({ report: report.id }),
        reference: report.id,
        memo: 'report generation failed',
        reverses: report.purchaseTransactionId,
        actorId: null,
        // An offer's report goes back to the promotions account, and the customer keeps the offer.
        legs: [
          { account: report.offer ? PROMOTIONS : walletOf(report.userId), type: report.offer ? 'promotion' : 'refund', amount: report.price },
          { account: REPORT_SALES, type: 'refund', amount: -report.price },
        ],
      })
      refundId = posted.id
      if (report.offer) await this.offers.release(report.offer, report.id)
    }
    await this.reports.fail(report.id, reason, refundId)
  }

  private async notify(reportId: string): Promise<void> {
    const report = await this.reports.get(reportId)
    const user = report ? await this.users.findById(report.userId) : null
    if (!report || !user) return
    // The mail is in the customer's language, whatever language the report itself was ordered in; its
    // link opens the report's own results page in that language too.
    const lang = user.language
    const title = report.lang === lang ? (report.content?.title ?? '') : this.phrases.phrase(lang, `report.types.${report.type}.title`)
    const vars = { name: report.birth.name, title, link: `${this.siteUrl}${localizePath(reportResultsPath(report.type, report.id), lang)}` }
    try {
      await this.mailer.send({
        to: user.email,
        subject: this.phrases.phrase(lang, 'report.mail.subject', vars),
        text: this.phrases.phrase(lang, 'report.mail.body', vars),
      })
    } catch {
      // The report is ready whether or not the mail went out; the dashboard lists it.
    }
  }
}
