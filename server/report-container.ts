import 'reflect-metadata'
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { InProcessJobQueue } from '../adapters/jobs/in-process-job-queue'
import { PgBossJobQueue } from '../adapters/jobs/pg-boss-job-queue'
import { HeavyReportWriting } from '../adapters/compute/heavy-report-writing'
import { ChromiumReportPrinter } from '../adapters/pdf/chromium-report-printer'
import type { Storage } from '../adapters/storage/database'
import { SqlReportStore } from '../adapters/storage/sql-report-store'
import { SqlOfferClaims } from '../adapters/storage/sql-offer-claims'
import { OfferClaims } from '../core/offers/ports/offer-claims'
import { GetMyOffers } from '../core/offers/get-my-offers'
import { ConsultationRepository } from '../core/consultations/ports/consultation-repository'
import { Clock } from '../core/shared/ports/clock'
import { Ephemeris } from '../core/shared/ports/ephemeris'
import { HeavyComputation } from '../core/shared/ports/heavy-computation'
import { JobQueue } from '../core/shared/ports/job-queue'
import { Mailer } from '../core/shared/ports/mailer'
import { Phrasebook } from '../core/shared/ports/phrasebook'
import { ReportPrinter } from '../core/reports/ports/report-printer'
import { ReportWriting } from '../core/reports/ports/report-writing'
import { ReportStore } from '../core/reports/ports/report-store'
import { SettingsStore } from '../core/shared/ports/settings-store'
import { UserRepository } from '../core/accounts/ports/user-repository'
import { WalletLedger } from '../core/wallet/ports/wallet-ledger'
import { GenerateKundli } from '../core/kundli/generate-kundli'
import { GenerateReport } from '../core/reports/generate-report'
import { GetMarriageAstrology } from '../core/kundli/get-marriage-astrology'
import { MatchKundlis } from '../core/matching/match-kundlis'
import { OrderReport } from '../core/reports/order-report'
import { SharedWork } from '../core/shared/shared-work'
import { ReadReports } from '../core/reports/read-reports'
import { ReportAuthor } from '../core/reports/write-report'

export interface ReportOptions {
  storage: Storage
  chromiumPath: string
  publicUrl: string
  onBackgroundError?: (error: unknown) => void
  /** a test's printer in place of Chromium */
  printer?: ReportPrinter
  /** report PDFs printed at once, and waiting at most (past it a 503 with Retry-After) */
  printing?: { parallel: number; maxWaiting: number }
}

/** Premium reports (docs/reports.md): the store, the job queue, the author, the printer and the use cases. */
export function registerReports(c: DependencyContainer, options: ReportOptions): void {
  const once = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) })
  c.register(ReportStore, { useValue: new SqlReportStore(options.storage.db) })
  c.register(OfferClaims, { useValue: new SqlOfferClaims(options.storage.db) })
  if (!c.isRegistered(JobQueue))
    c.register(
      JobQueue,
      once(() =>
        options.storage.kind === 'postgres' && options.storage.url
          ? new PgBossJobQueue({ connectionString: options.storage.url, schema: `${options.storage.schema ?? 'public'}_jobs`.replace(/^public_jobs$/, 'pgboss') }, {
              retryLimit: 4,
              retryDelaySeconds: 5,
              expireInSeconds: 600,
              pollingIntervalSeconds: 1,
              onError: options.onBackgroundError,
            })
          : new InProcessJobQueue({ retryDelayMs: 2_000, maxTries: 5, onError: options.onBackgroundError }),
      ),
    )
  if (options.printer) c.register(ReportPrinter, { useValue: options.printer })
  else if (!c.isRegistered(ReportPrinter))
    c.register(
      ReportPrinter,
      once((r) => new ChromiumReportPrinter(options.chromiumPath, (pdf, sections) => r.resolve<HeavyComputation>(HeavyComputation).run('pdfSectionPages', { pdf, sections }))),
    )
  c.register(
    ReportAuthor,
    once((r) => new ReportAuthor(r.resolve(Ephemeris), r.resolve(Phrasebook), r.resolve(GenerateKundli), r.resolve(MatchKundlis), r.resolve(GetMarriageAstrology))),
  )
  // Reports are written on the computation threads (the author above runs there only with COMPUTE_WORKERS=0).
  c.register(ReportWriting, once((r) => new HeavyReportWriting(r.resolve(HeavyComputation))))
  c.register(OrderReport, once((r) => new OrderReport(r.resolve(ReportStore), r.resolve(WalletLedger), r.resolve(SettingsStore), r.resolve(JobQueue), r.resolve(GenerateKundli), r.resolve(OfferClaims))))
  c.register(
    GenerateReport,
    once(
      (r) =>
        new GenerateReport(r.resolve(ReportStore), r.resolve(ReportWriting), r.resolve(WalletLedger), r.resolve(UserRepository), r.resolve(Mailer), r.resolve(Phrasebook), r.resolve(Clock), options.publicUrl.replace(/\/$/, ''), r.resolve(OfferClaims)),
    ),
  )
  // One Chromium print at a time (each takes a core for seconds), a short queue, one print per report.
  const prints = new SharedWork<Uint8Array>({
    parallel: options.printing?.parallel ?? 1,
    maxWaiting: options.printing?.maxWaiting ?? 8,
    retryAfterSeconds: 30,
    busyMessage: 'Many PDFs are being printed right now. Please try again in half a minute.',
  })
  c.register(GetMyOffers, once((r) => new GetMyOffers(r.resolve(SettingsStore), r.resolve(OfferClaims), r.resolve(ConsultationRepository))))
  c.register(ReadReports, once((r) => new ReadReports(r.resolve(ReportStore), r.resolve(SettingsStore), r.resolve(Phrasebook), r.resolve(ReportWriting), r.resolve(ReportPrinter), r.resolve(Clock), prints)))
}

/** Starts this instance's report worker and queues again what a restart left unfinished. */
export async function startReportWorker(c: DependencyContainer): Promise<void> {
  const queue = c.resolve<JobQueue>(JobQueue)
  const generate = c.resolve(GenerateReport)
  await queue.work('report.generate', ({ reportId }) => generate.execute(reportId))
  for (const pending of await c.resolve<ReportStore>(ReportStore).pending()) await queue.enqueue('report.generate', { reportId: pending.id }, pending.id)
}

export function reportHttpDeps(c: DependencyContainer) {
  return { readReports: c.resolve(ReadReports) }
}
