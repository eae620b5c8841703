import type { ReportCatalogEntry, ReportJson, ReportRecord } from '../domain/report'
import { REPORT_TYPES } from '../domain/report'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { ReportPrinter } from './ports/report-printer'
import type { ReportStore } from './ports/report-store'
import type { SettingsStore } from '../shared/ports/settings-store'
import type { LanguageCode } from '../shared/language'
import { NEEDS_PARTNER, SECTION_COUNTS } from './plans'
import { reportMessages, type SampleQuery } from './request'
import { reportJson } from './report-json'
import type { ReportWriting } from './ports/report-writing'
import { SAMPLE_BIRTH, SAMPLE_PARTNER } from './sample-births'
import type { SharedWork } from '../shared/shared-work'

type Viewer = Pick<PublicUser, 'id' | 'role'>

/**
 * Reading reports: the catalog with the admins' prices, a customer's own reports, one report
 * (its owner or an admin; anyone else gets 404, as if it did not exist), its PDF, and the public samples
 * written from a fixed demo chart.
 */
export class ReadReports {
  private readonly samples = new Map<string, { day: string; report: ReportJson }>()
  /** Printed samples, a day at a time: the endpoint is public, so printing happens at most once per type, language and day. */
  private readonly samplePdfs = new Map<string, { day: string; pdf: Promise<Uint8Array> }>()

  constructor(
    private readonly reports: ReportStore,
    private readonly settings: SettingsStore,
    private readonly phrases: Phrasebook,
    private readonly author: ReportWriting,
    private readonly printer: ReportPrinter,
    private readonly clock: Clock,
    private readonly prints: SharedWork<Uint8Array>,
  ) {}

  async catalog(l: LanguageCode): Promise<ReportCatalogEntry[]> {
    const prices = (await this.settings.current()).reportPrices
    return REPORT_TYPES.map((type) => ({
      type,
      title: this.phrases.phrase(l, `report.types.${type}.title`),
      description: this.phrases.phrase(l, `report.types.${type}.description`),
      price: prices[type],
      sections: SECTION_COUNTS[type],
      needsPartner: NEEDS_PARTNER.includes(type),
    }))
  }

  async list(viewer: Viewer): Promise<ReportJson[]> {
    const rows = await this.reports.listByUser(viewer.id, 100)
    return rows.map((r) => ({ ...reportJson(r), sections: [], charts: [] }))
  }

  async get(viewer: Viewer, id: string): Promise<ReportJson> {
    return reportJson(await this.visible(viewer, id))
  }

  /**
   * The PDF, printed on first request and kept. Requests for it while it prints share that print; a print
   * whose every requester has gone is dropped (`gone` aborts when the caller leaves).
   */
  async pdf(viewer: Viewer, id: string, gone?: AbortSignal): Promise<{ pdf: Uint8Array; filename: string }> {
    const report = await this.visible(viewer, id)
    if (report.status !== 'done' || !report.content) throw new ConflictError(reportMessages.notReady, 'REPORT.NOT_READY')
    const filename = `${report.type}-report-${report.id.slice(0, 8)}.pdf`
    const kept = await this.reports.pdf(id)
    if (kept) return { pdf: kept, filename }
    const content = report.content
    const pdf = await this.prints.do(
      `report:${id}`,
      async (signal) => {
        const printed = await this.printer.print(content, this.printMeta(report.lang, report.birth.name, report.completedAt ?? report.createdAt), signal)
        await this.reports.savePdf(id, printed)
        return printed
      },
      gone,
    )
    return { pdf, filename }
  }

  /** The free sample of a type: the demo chart's report, written once a day per language. */
  async sample({ type: t, lang: l }: SampleQuery): Promise<ReportJson> {
    const now = this.clock.now()
    const day = now.toISOString().slice(0, 10)
    const cached = this.samples.get(`${t}:${l}`)
    if (cached && cached.day === day) return cached.report
    const content = await this.author.write({ type: t, lang: l, birth: SAMPLE_BIRTH, partner: t === 'marriage' ? SAMPLE_PARTNER : null, now })
    const report: ReportJson = {
      id: `sample-${t}`,
      type: t,
      status: 'done',
      progress: 100,
      currentSection: null,
      lang: l,
      price: (await this.settings.current()).reportPrices[t],
      name: SAMPLE_BIRTH.name,
      partnerName: t === 'marriage' ? SAMPLE_PARTNER.name : null,
      title: content.title,
      subtitle: content.subtitle,
      sections: content.sections,
      charts: content.charts,
      createdAt: now.toISOString(),
      completedAt: now.toISOString(),
      refunded: false,
      sample: true,
      offer: null,
    }
    this.samples.set(`${t}:${l}`, { day, report })
    return report
  }

  /** The sample as a PDF. */
  async samplePdf(query: SampleQuery): Promise<{ pdf: Uint8Array; filename: string }> {
    const sample = await this.sample(query)
    const key = `${sample.type}:${sample.lang}`
    const day = sample.completedAt!.slice(0, 10)
    let kept = this.samplePdfs.get(key)
    if (!kept || kept.day !== day) {
      // Kept for the day whoever leaves: no caller's signal, so a started sample print always finishes.
      const pdf = this.prints.do(`sample:${key}:${day}`, (signal) =>
        this.printer.print({ title: sample.title!, subtitle: sample.subtitle!, sections: sample.sections, charts: sample.charts }, this.printMeta(sample.lang, sample.name, sample.completedAt!), signal),
      )
      kept = { day, pdf }
      this.samplePdfs.set(key, kept)
      // A failed print is not kept: the next request tries again.
      pdf.catch(() => this.samplePdfs.delete(key))
    }
    return { pdf: await kept.pdf, filename: `${sample.type}-report-sample.pdf` }
  }

  private printMeta(lang: LanguageCode, name: string, at: string) {
    const p = (key: string) => this.phrases.phrase(lang, `report.print.${key}`)
    return {
      lang,
      name,
      generatedOn: new Intl.DateTimeFormat(`${lang}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(at)),
      labels: { preparedFor: p('preparedFor'), contents: p('contents'), page: p('page'), generatedOn: p('generatedOn'), ascendant: p('ascendant') },
    }
  }

  private async visible(viewer: Viewer, id: string): Promise<ReportRecord> {
    const report = /^[0-9a-f-]{36}$/i.test(id) ? await this.reports.get(id) : null
    if (!report || (report.userId !== viewer.id && viewer.role !== 'admin') || (!report.purchaseTransactionId && report.price > 0)) throw new NotFoundError('No such report')
    return report
  }
}
