import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Express } from 'express'
import { Redis } from 'ioredis'
import pino, { type Logger } from 'pino'
import type { DependencyContainer } from 'tsyringe'
import type { AppConfig } from '../config/schema'
import { Clock } from '../core/shared/ports/clock'
import { PasswordHasher } from '../core/accounts/ports/password-hasher'
import { UserRepository } from '../core/accounts/ports/user-repository'
import { Authenticate } from '../core/accounts/authenticate'
import { ConfirmResetPin } from '../core/accounts/confirm-reset-pin'
import { administrationHttpDeps } from './admin-container'
import { MyAccount } from '../core/accounts/my-account'
import { ListArticles } from '../core/content/list-articles'
import { ListAstrologers } from '../core/content/list-astrologers'
import { LogIn } from '../core/accounts/log-in'
import { LogOut } from '../core/accounts/log-out'
import { ChangePassword } from '../core/accounts/change-password'
import { RequestResetPin } from '../core/accounts/request-reset-pin'
import { SignUp } from '../core/accounts/sign-up'
import { SearchLocations } from '../core/shared/search-locations'
import { LocationSearch } from '../core/shared/ports/location-search'
import { createHttpApp } from '../adapters/http/app'
import { migrate, openStorage, type Storage } from '../adapters/storage/database'
import { seedContent } from '../adapters/storage/seed/seed-content'
import { PgliteUpkeep } from '../adapters/storage/pglite-upkeep'
import { PaymentGateway } from '../core/wallet/ports/payment-gateway'
import { ConfirmSandboxPayment } from '../core/wallet/confirm-sandbox-payment'
import { GetPaymentOrder } from '../core/wallet/get-payment-order'
import { ReceivePaymentCallback } from '../core/wallet/receive-payment-callback'
import { ReceivePaymentWebhook } from '../core/wallet/receive-payment-webhook'
import { SandboxPaymentGateway } from '../adapters/payments/sandbox-gateway'
import { buildContainer } from './container'
import { reportHttpDeps, startReportWorker } from './report-container'
import { JobQueue } from '../core/shared/ports/job-queue'
import { SignInWithGoogle } from '../core/accounts/sign-in-with-google'
import { ChangeEmail } from '../core/accounts/change-email'
import { projectRoot } from './paths'
import { loadPageRenderer, loadSitePages, warmUpPages } from './ssr'
import { HeavyComputation } from '../core/shared/ports/heavy-computation'
import { jwtSecret } from './secrets'
import { seedAccounts, type SeededAccount } from './seed-accounts'
import type { Server as HttpServer } from 'node:http'
import { AstrologerProfiles } from '../core/astrologers/ports/astrologer-profiles'
import { ConsultationClock } from '../core/consultations/consultation-clock'
import { RunBookingSchedule } from '../core/bookings/run-booking-schedule'
import { IntervalJob } from '../adapters/jobs/interval-job'
import { systemScheduler } from '../core/shared/ports/scheduler'
import type { RealtimeHub } from '../adapters/realtime/realtime-hub'
import { WsGateway } from '../adapters/realtime/ws-gateway'
import { RealtimeHubToken, type ChatOptions } from './chat-container'
import { seedAstrologerAccounts } from './seed-astrologer-accounts'

export interface Platform {
  app: Express
  container: DependencyContainer
  storage: Storage
  logger: Logger
  seeded: SeededAccount[]
  /** the demo astrologer accounts (all with one password), when SEED_DEMO */
  seededAstrologers: SeededAccount[]
  /** serves WS /api/realtime on an HTTP server listening for this app */
  attachRealtime(server: HttpServer): void
  /** keeps the billing clock of live chats (docs/chat.md) */
  consultationClock: ConsultationClock
  /** the embedded database's autovacuum and checkpoints (adapters/storage/pglite-upkeep.ts); none on PostgreSQL, which has its own */
  upkeep?: PgliteUpkeep
  /** renders the main pages once, so that the first visitors do not wait for cold code (server/ssr.ts) */
  warmUp(): Promise<void>
  close(): Promise<void>
}

interface PlatformOverrides {
  storage?: Storage
  logger?: Logger
  clock?: Clock
  passwordHasher?: import('../core/accounts/ports/password-hasher').PasswordHasher
  /** live chat tuning and test seams: instance id, fake scheduler, tick/lease/grace, Redis prefix */
  chat?: ChatOptions
  /** don't start the chat clock (a test drives it) */
  holdChatClock?: boolean
  /** don't run the bookings' schedule (a test runs RunBookingSchedule with its own clock) */
  holdBookingSchedule?: boolean
  /** don't take report jobs on this instance (a test drives the generator) */
  holdReportWorker?: boolean
  /** prints report PDFs instead of the machine's Chromium (a test counts and times prints) */
  reportPrinter?: import('../core/reports/ports/report-printer').ReportPrinter
}

/** Opens storage, migrates, seeds and wires the HTTP app: everything but listening on a port. */
export async function startPlatform(config: AppConfig, overrides: PlatformOverrides = {}): Promise<Platform> {
  const logger = overrides.logger ?? pino({ level: config.LOG_LEVEL })
  const dataDir = path.resolve(config.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  const storage =
    overrides.storage ??
    (await openStorage(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }))
  const applied = await migrate(storage.db, storage)
  if (applied.length) logger.info({ migrations: applied }, 'database migrated')
  if (config.SEED_DEMO) await seedContent(storage.db)
  if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'sandbox')
    logger.warn('PAYMENT_PROVIDER=sandbox in production (ALLOW_SANDBOX_PAYMENTS=true): anyone holding an order id can credit a wallet without paying (docs/wallet.md)')

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined
  // While Redis is away the client reconnects by itself; rate limits fall back to memory, chat to replay.
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis unavailable'))
  const container = buildContainer({
    config,
    storage,
    jwtSecret: jwtSecret(config.JWT_SECRET, dataDir),
    redis,
    clock: overrides.clock,
    passwordHasher: overrides.passwordHasher,
    reportPrinter: overrides.reportPrinter,
    chat: { onError: (error, context) => logger.error({ err: error, context }, 'live chat'), ...overrides.chat },
    onLocationFallback: (error) => logger.warn({ err: error }, 'hosted geocoder failed; the embedded index answered'),
    onBackgroundError: (error) => logger.warn({ err: error }, 'background work failed (a report job is retried, an analytics forward dropped)'),
  })
  const seeded = await seedAccounts(container.resolve<UserRepository>(UserRepository), container.resolve<PasswordHasher>(PasswordHasher), {
    dataDir,
    adminEmail: config.ADMIN_EMAIL,
    adminPassword: config.ADMIN_PASSWORD,
    demo: config.SEED_DEMO,
  })
  const seededAstrologers = config.SEED_DEMO
    ? await seedAstrologerAccounts(container.resolve<UserRepository>(UserRepository), container.resolve<AstrologerProfiles>(AstrologerProfiles), container.resolve<PasswordHasher>(PasswordHasher))
    : []

  const root = projectRoot()
  const publicOrigin = new URL(config.PUBLIC_URL).origin
  const renderPage = await loadPageRenderer(root, container, publicOrigin)
  const app = createHttpApp({
    renderPage: renderPage ?? undefined,
    sitePages: await loadSitePages(root),
    clock: container.resolve<Clock>(Clock),
    publicOrigin,
    logger,
    assetsDir: path.join(root, 'adapters', 'http', 'assets'),
    uiDir: path.join(root, 'dist', 'ui'),
    analytics: { measurementId: config.GA_MEASUREMENT_ID, domain: new URL(config.PUBLIC_URL).host, description: 'AstroVedic main site' },
    secureCookies: config.PUBLIC_URL.startsWith('https://'),
    sessionSeconds: config.JWT_TTL_HOURS * 3600,
    trustProxyHops: config.TRUST_PROXY_HOPS,
    authenticate: container.resolve(Authenticate),
    signUp: container.resolve(SignUp),
    logIn: container.resolve(LogIn),
    logOut: container.resolve(LogOut),
    changeEmail: container.resolve(ChangeEmail),
    signInWithGoogle: container.isRegistered(SignInWithGoogle) ? container.resolve(SignInWithGoogle) : undefined,
    changePassword: container.resolve(ChangePassword),
    myAccount: container.resolve(MyAccount),
    requestResetPin: container.resolve(RequestResetPin),
    confirmResetPin: container.resolve(ConfirmResetPin),
    resolve: (token) => container.resolve(token as never),
    listAstrologers: container.resolve(ListAstrologers),
    listArticles: container.resolve(ListArticles),
    searchLocations: container.resolve(SearchLocations),
    locationAttribution: container.resolve<LocationSearch & { attribution?: string }>(LocationSearch).attribution,
    ...administrationHttpDeps(container),
    ...reportHttpDeps(container),
    paymentProvider: config.PAYMENT_PROVIDER,
    sandboxGateway: ((gateway) => (gateway instanceof SandboxPaymentGateway ? gateway : undefined))(container.resolve<PaymentGateway>(PaymentGateway)),
    getPaymentOrder: container.resolve(GetPaymentOrder),
    confirmSandboxPayment: container.resolve(ConfirmSandboxPayment),
    receivePaymentCallback: container.resolve(ReceivePaymentCallback),
    receivePaymentWebhook: container.resolve(ReceivePaymentWebhook),
  })

  if (!overrides.holdReportWorker) await startReportWorker(container)
  const consultationClock = container.resolve(ConsultationClock)
  const gateway = container.resolve(WsGateway)
  if (!overrides.holdChatClock) consultationClock.start()
  // Reminders, no-shows and captures of booked consultations (docs/bookings.md), every 15 seconds.
  const bookingSchedule = new IntervalJob(() => container.resolve(RunBookingSchedule).execute(), 15_000, systemScheduler, (error) => logger.error({ err: error }, 'booking schedule'))
  if (!overrides.holdBookingSchedule) bookingSchedule.start()
  const upkeep =
    storage.kind === 'pglite'
      ? new PgliteUpkeep(storage.db, {
          onPass: (pass) => {
            if (pass.analysed.length || pass.vacuumed.length || pass.checkpointed) logger.debug(pass, 'embedded database upkeep')
          },
          onError: (error) => logger.warn({ err: error }, 'embedded database upkeep failed'),
        })
      : undefined
  upkeep?.start()

  return {
    app,
    container,
    storage,
    logger,
    seeded,
    seededAstrologers,
    attachRealtime: (server) => gateway.attach(server),
    consultationClock,
    upkeep,
    warmUp: () => (renderPage ? warmUpPages(renderPage, publicOrigin, logger) : Promise.resolve()),
    close: async () => {
      // Chats first: their clocks are checkpointed and handed over before storage closes.
      await consultationClock.stop()
      await bookingSchedule.stop()
      await gateway.close()
      await container.resolve<RealtimeHub>(RealtimeHubToken).close()
      redis?.disconnect()
      await container.resolve<HeavyComputation>(HeavyComputation).close()
      await container.resolve<JobQueue>(JobQueue).close()
      await upkeep?.stop()
      await storage.close()
    },
  }
}
