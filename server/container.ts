import 'reflect-metadata'
import { randomInt } from 'node:crypto'
import { container as rootContainer, instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import type { AppConfig } from '../config/schema'
import { ACCOUNT_PATHS } from '../core/accounts/paths'
import { AuditLog } from '../core/shared/ports/audit-log'
import { Clock, systemClock } from '../core/shared/ports/clock'
import { AstrologerProfiles } from '../core/astrologers/ports/astrologer-profiles'
import { ActivityStats, ArticleRepository, AstrologerDirectory, RechargePackageRepository } from '../core/content/ports/content-repository'
import { Mailer, MailOutbox } from '../core/shared/ports/mailer'
import { PasswordHasher } from '../core/accounts/ports/password-hasher'
import { RateLimiter } from '../core/shared/ports/rate-limiter'
import { ResetPinStore } from '../core/accounts/ports/reset-pin-store'
import { TokenService } from '../core/accounts/ports/token-service'
import { UserRepository } from '../core/accounts/ports/user-repository'
import { Authenticate } from '../core/accounts/authenticate'
import { ConfirmResetPin } from '../core/accounts/confirm-reset-pin'
import { GetArticle } from '../core/content/get-article'
import { GetPlatformStats } from '../core/content/get-platform-stats'
import { ListArticles } from '../core/content/list-articles'
import { ListAstrologers } from '../core/content/list-astrologers'
import { ListOutbox } from '../core/administration/list-outbox'
import { ListRechargePackages } from '../core/content/list-recharge-packages'
import { LogIn } from '../core/accounts/log-in'
import { PasswordAttempts } from '../core/accounts/password-attempts'
import { LogOut } from '../core/accounts/log-out'
import { ContactMessages } from '../core/administration/ports/contact-messages'
import { SqlContactMessages } from '../adapters/storage/sql-contact-messages'
import { SubmitContactMessage } from '../core/administration/submit-contact-message'
import { ListContactMessages } from '../core/administration/list-contact-messages'
import { ChangePassword } from '../core/accounts/change-password'
import { PasswordStrength } from '../core/accounts/ports/password-strength'
import { ZxcvbnPasswordStrength } from '../adapters/auth/zxcvbn-password-strength'
import { HeavyPasswordStrength } from '../adapters/auth/heavy-password-strength'
import { RequestResetPin } from '../core/accounts/request-reset-pin'
import { SignUp } from '../core/accounts/sign-up'
import { JoseTokenService } from '../adapters/auth/jose-token-service'
import { ScryptPasswordHasher } from '../adapters/auth/scrypt-password-hasher'
import { OutboxMailer } from '../adapters/mail/outbox-mailer'
import { SmtpMailer } from '../adapters/mail/smtp-mailer'
import { MemoryRateLimiter } from '../adapters/rate-limit/memory-rate-limiter'
import { RedisRateLimiter } from '../adapters/rate-limit/redis-rate-limiter'
import { SqlActivityStats, SqlArticleRepository, SqlAstrologerDirectory, SqlRechargePackageRepository } from '../adapters/storage/content-repositories'
import type { Storage } from '../adapters/storage/database'
import { MarkdownRenderer } from '../core/content/ports/article-store'
import { CachedMarkdownRenderer } from '../adapters/content/cached-markdown-renderer'
import { registerAdministration } from './admin-container'
import { registerReports, type ReportOptions } from './report-container'
import { registerQuestions } from './question-container'
import { registerBookings } from './booking-container'
import { BookingStore } from '../core/bookings/ports/booking-store'
import { ReportAuthor } from '../core/reports/write-report'
import { SignInWithGoogle } from '../core/accounts/sign-in-with-google'
import { OpenIdIdentityProvider } from '../adapters/auth/openid-identity-provider'
import { SqlPendingGoogleLinks, SqlPendingSignIns } from '../adapters/storage/sql-pending-sign-ins'
import { ChangeEmail } from '../core/accounts/change-email'
import { SqlEmailChanges } from '../adapters/storage/sql-email-changes'
import { MyAccount } from '../core/accounts/my-account'
import { ExportMyData } from '../core/accounts/export-my-data'
import { SettingsStore } from '../core/shared/ports/settings-store'
import { SqlMailOutbox } from '../adapters/storage/mail-outbox'
import { SqlResetPinStore } from '../adapters/storage/reset-pin-store'
import { SqlUserRepository } from '../adapters/storage/user-repository'
import type { Redis } from 'ioredis'
import { Ephemeris } from '../core/shared/ports/ephemeris'
import { LocationSearch } from '../core/shared/ports/location-search'
import { TimezoneResolver } from '../core/shared/ports/timezone-resolver'
import { GenerateKundli } from '../core/kundli/generate-kundli'
import { SavedChartRepository } from '../core/kundli/ports/saved-chart-repository'
import { DeleteSavedChart } from '../core/kundli/delete-saved-chart'
import { ListSavedCharts } from '../core/kundli/list-saved-charts'
import { SaveChart } from '../core/kundli/save-chart'
import { SqlSavedChartRepository } from '../adapters/storage/saved-chart-repository'
import { ResolveBirthInstant } from '../core/shared/resolve-birth-instant'
import { SearchLocations } from '../core/shared/search-locations'
import { AstronomyEngineEphemeris } from '../adapters/ephemeris/astronomy-engine-ephemeris'
import { AstronomyEngineEclipses } from '../adapters/ephemeris/astronomy-engine-eclipses'
import { EclipseCalendar } from '../core/shared/ports/eclipse-calendar'
import { FindMuhurat } from '../core/panchang/find-muhurat'
import { HeavyComputation } from '../core/shared/ports/heavy-computation'
import { InProcessHeavyComputation } from '../adapters/compute/in-process-pool'
import { PiscinaHeavyComputation, workerFileBeside } from '../adapters/compute/piscina-pool'
import { heavyTasks } from './heavy-tasks'
import { availableParallelism } from 'node:os'
import { GetPanchang } from '../core/panchang/get-panchang'
import { GetPanchangMonth } from '../core/panchang/get-panchang-month'
import { GetPanchangToday } from '../core/panchang/get-panchang-today'
import { ListFestivals } from '../core/panchang/list-festivals'
import { createLocationSearch } from '../adapters/location/create-location-search'
import { GeoTzTimezoneResolver } from '../adapters/timezone/geo-tz-timezone-resolver'
import { createHmac } from 'node:crypto'
import { ChatBilling } from '../core/consultations/ports/chat-billing'
import { PaymentGateway } from '../core/wallet/ports/payment-gateway'
import { PaymentOrders } from '../core/wallet/ports/payment-orders'
import { ConsultationRepository } from '../core/consultations/ports/consultation-repository'
import { MessageRepository } from '../core/consultations/ports/message-repository'
import { ReportStore } from '../core/reports/ports/report-store'
import { AnalyticsHistory } from '../core/administration/ports/analytics-sink'
import { WalletLedger } from '../core/wallet/ports/wallet-ledger'
import { AdjustWallet } from '../core/wallet/adjust-wallet'
import { AuditLedger } from '../core/wallet/audit-ledger'
import { ChargeChatMinute } from '../core/consultations/charge-chat-minute'
import { ConfirmPayment } from '../core/wallet/confirm-payment'
import { ConfirmSandboxPayment } from '../core/wallet/confirm-sandbox-payment'
import { GetPaymentOrder } from '../core/wallet/get-payment-order'
import { GetWallet } from '../core/wallet/get-wallet'
import { LedgerChatBilling } from '../core/consultations/ledger-chat-billing'
import { ListPayments } from '../core/wallet/list-payments'
import { ReceivePaymentCallback } from '../core/wallet/receive-payment-callback'
import { ReceivePaymentWebhook } from '../core/wallet/receive-payment-webhook'
import { RechargeWallet } from '../core/wallet/recharge-wallet'
import { RefundCharge } from '../core/consultations/refund-charge'
import { RazorpayGateway } from '../adapters/payments/razorpay-gateway'
import { SandboxPaymentGateway } from '../adapters/payments/sandbox-gateway'
import { SqlPaymentOrders } from '../adapters/storage/sql-payment-orders'
import { SqlWalletLedger } from '../adapters/storage/sql-wallet-ledger'
import { registerConsultations, type ChatOptions } from './chat-container'
import { registerMatching } from './matching-container'
import { Phrasebook } from '../core/shared/ports/phrasebook'
import { JsonPhrasebook } from '../adapters/content/json-phrasebook'
import { GetDoshas } from '../core/kundli/get-doshas'
import { GetNumerology } from '../core/numerology/get-numerology'
import { GetNumerologyYear } from '../core/numerology/get-numerology-year'
import { GetLuckyNumbers } from '../core/numerology/get-lucky-numbers'
import { FindBabyNames } from '../core/names/find-baby-names'
import { ListNameSyllables } from '../core/names/list-name-syllables'
import { GetGemstones } from '../core/gemstones/get-gemstones'
import { DrawTarot } from '../core/tarot/draw-tarot'
import { GetTarotYear } from '../core/tarot/get-tarot-year'
import { NameDirectory } from '../core/names/ports/name-directory'
import { SeedSource } from '../core/tarot/ports/seed-source'
import { JsonNameDirectory } from '../adapters/content/json-name-directory'
import { MarkdownGuideLibrary } from '../adapters/content/markdown-guide-library'
import { GuideLibrary } from '../core/content/ports/guide-library'
import { GetGuide } from '../core/content/get-guide'
import { GetLoveCompatibility } from '../core/matching/get-love-compatibility'
import { GetHoroscope } from '../core/horoscope/get-horoscope'
import { HoroscopeNotes } from '../core/horoscope/ports/horoscope-notes'
import { SqlHoroscopeNotes } from '../adapters/storage/sql-horoscope-notes'
import { GetNakshatra } from '../core/content/get-nakshatra'
import { ListZodiacSigns } from '../core/content/list-zodiac-signs'
import { CryptoSeedSource } from '../adapters/content/crypto-seed-source'
import { GetLalKitab } from '../core/kundli/get-lal-kitab'
import { GetMarriageAstrology } from '../core/kundli/get-marriage-astrology'
import { GetRulingPlanets } from '../core/kundli/get-ruling-planets'
import { GetSadeSati } from '../core/kundli/get-sade-sati'
import { GetTransits } from '../core/kundli/get-transits'
import { ListIngresses } from '../core/kundli/list-ingresses'
import { CalendarFestivalDates } from '../core/horoscope/calendar-festival-dates'

interface ContainerInputs {
  config: AppConfig
  storage: Storage
  jwtSecret: string
  redis?: Redis
  /** test seams */
  clock?: Clock
  passwordHasher?: PasswordHasher
  reportPrinter?: ReportOptions['printer']
  /** told when the hosted geocoder failed and the embedded index answered */
  onLocationFallback?: (error: unknown) => void
  /** live chat tuning and test seams (server/chat-container.ts) */
  chat?: ChatOptions
  /** told when background work fails: a report job (it is retried), an analytics forward (dropped) */
  onBackgroundError?: (error: unknown) => void
}

/** All wiring: adapters chosen from configuration, use cases built from ports by factories. */
export function buildContainer(inputs: ContainerInputs): DependencyContainer {
  const c = rootContainer.createChildContainer()
  const { config, storage } = inputs
  const once = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) })

  c.register(Clock, { useValue: inputs.clock ?? systemClock })
  c.register(UserRepository, { useValue: new SqlUserRepository(storage.db) })
  c.register(ResetPinStore, { useValue: new SqlResetPinStore(storage.db) })
  c.register(MailOutbox, { useValue: new SqlMailOutbox(storage.db) })
  c.register(AstrologerDirectory, { useValue: new SqlAstrologerDirectory(storage.db) })
  c.register(ArticleRepository, { useValue: new SqlArticleRepository(storage.db) })
  c.register(RechargePackageRepository, { useValue: new SqlRechargePackageRepository(storage.db) })
  c.register(ActivityStats, { useValue: new SqlActivityStats(storage.db) })
  c.register(SavedChartRepository, { useValue: new SqlSavedChartRepository(storage.db) })
  c.register(PasswordHasher, { useValue: inputs.passwordHasher ?? new ScryptPasswordHasher() })
  c.register(TokenService, {
    useValue: new JoseTokenService(inputs.jwtSecret, config.JWT_ISSUER, config.JWT_TTL_HOURS * 3600, () => Math.floor(c.resolve<Clock>(Clock).now().getTime() / 1000)),
  })
  c.register(RateLimiter, { useValue: inputs.redis ? new RedisRateLimiter(inputs.redis, 'ratelimit:', new MemoryRateLimiter()) : new MemoryRateLimiter() })
  c.register(
    Mailer,
    once((r) => (config.MAIL_PROVIDER === 'smtp' ? new SmtpMailer(config.SMTP_URL!, config.MAIL_FROM, r.resolve(MailOutbox)) : new OutboxMailer(r.resolve(MailOutbox)))),
  )

  c.register(TimezoneResolver, once(() => new GeoTzTimezoneResolver()))
  c.register(
    LocationSearch,
    once((r) =>
      createLocationSearch({
        provider: config.LOCATION_PROVIDER,
        nominatimUrl: config.NOMINATIM_URL,
        timezones: r.resolve<TimezoneResolver>(TimezoneResolver),
        onFallback: inputs.onLocationFallback,
      }),
    ),
  )
  c.register(Ephemeris, once(() => new AstronomyEngineEphemeris()))
  c.register(EclipseCalendar, once(() => new AstronomyEngineEclipses()))
  c.register(GetPanchang, once((r) => new GetPanchang(r.resolve(Ephemeris), r.resolve(TimezoneResolver))))
  c.register(GetPanchangToday, once((r) => new GetPanchangToday(r.resolve(Ephemeris), r.resolve(Clock))))
  c.register(ListFestivals, once((r) => new ListFestivals(r.resolve(Ephemeris), r.resolve(EclipseCalendar), r.resolve(TimezoneResolver))))
  c.register(GetPanchangMonth, once((r) => new GetPanchangMonth(r.resolve(Ephemeris), r.resolve(TimezoneResolver), r.resolve(ListFestivals))))
  c.register(FindMuhurat, once((r) => new FindMuhurat(r.resolve(Ephemeris), r.resolve(TimezoneResolver))))
  // Year-long and search-heavy work on worker threads (one fewer than the cores; 0: on the event loop).
  c.register(
    HeavyComputation,
    once((r) => {
      const threads = config.COMPUTE_WORKERS ?? Math.max(1, availableParallelism() - 1)
      return threads > 0
        ? new PiscinaHeavyComputation(workerFileBeside(import.meta.url, 'compute-worker'), threads)
        : new InProcessHeavyComputation(
            heavyTasks({
              getPanchangMonth: r.resolve(GetPanchangMonth),
              listFestivals: r.resolve(ListFestivals),
              findMuhurat: r.resolve(FindMuhurat),
              passwordStrength: new ZxcvbnPasswordStrength(),
              // registered with the reports (report-container.ts), so resolved at the first report
              reportAuthor: { write: (request, onProgress) => r.resolve(ReportAuthor).write(request, onProgress) },
            }),
          )
    }),
  )

  // On the computation threads: zxcvbn's dictionaries and checks kept the event loop's heap and time.
  c.register(PasswordStrength, once((r) => new HeavyPasswordStrength(r.resolve(HeavyComputation))))
  c.register(LogOut, once((r) => new LogOut(r.resolve(UserRepository))))
  c.register(ContactMessages, { useValue: new SqlContactMessages(storage.db) })
  c.register(SubmitContactMessage, once((r) => new SubmitContactMessage(r.resolve(ContactMessages), r.resolve(RateLimiter))))
  c.register(ListContactMessages, once((r) => new ListContactMessages(r.resolve(ContactMessages))))
  c.register(
    ChangePassword,
    once((r) => new ChangePassword(r.resolve(UserRepository), r.resolve(PasswordHasher), r.resolve(TokenService), r.resolve(PasswordAttempts), r.resolve(PasswordStrength))),
  )
  c.register(
    ChangeEmail,
    once((r) => new ChangeEmail(r.resolve(UserRepository), r.resolve(PasswordAttempts), new SqlEmailChanges(storage.db), r.resolve(Mailer), r.resolve(TokenService), r.resolve(Clock), config.PUBLIC_URL.replace(/\/$/, ''), r.resolve(Phrasebook))),
  )
  c.register(
    MyAccount,
    once(
      (r) =>
        new MyAccount(r.resolve(UserRepository), r.resolve(PasswordAttempts), r.resolve(SavedChartRepository), r.resolve(PaymentOrders), async (userId) =>
          // Bookings are registered further down (registerBookings).
          r.isRegistered(BookingStore) ? (await r.resolve<BookingStore>(BookingStore).list({ participantUserId: userId, statuses: ['booked'], limit: 1 })).length : 0,
        ),
    ),
  )
  c.register(
    ExportMyData,
    once(
      (r) =>
        new ExportMyData({
          users: r.resolve(UserRepository),
          charts: r.resolve(SavedChartRepository),
          ledger: r.resolve(WalletLedger),
          orders: r.resolve(PaymentOrders),
          consultations: r.resolve(ConsultationRepository),
          messages: r.resolve(MessageRepository),
          reports: r.resolve(ReportStore),
          astrologers: r.resolve(AstrologerProfiles),
          contact: r.resolve(ContactMessages),
          mails: r.resolve(MailOutbox),
          analytics: r.resolve(AnalyticsHistory),
          clock: r.resolve(Clock),
        }),
    ),
  )
  c.register(SearchLocations, once((r) => new SearchLocations(r.resolve(LocationSearch))))
  c.register(ResolveBirthInstant, once((r) => new ResolveBirthInstant(r.resolve(TimezoneResolver))))
  c.register(GenerateKundli, once((r) => new GenerateKundli(r.resolve(Ephemeris), r.resolve(ResolveBirthInstant), r.resolve(Clock))))
  // Calculators: doshas, sade sati, transits, Lal Kitab, marriage; prose from the phrase books.
  if (!c.isRegistered(Phrasebook)) c.register(Phrasebook, once(() => new JsonPhrasebook()))
  c.register(GetDoshas, once((r) => new GetDoshas(r.resolve(GenerateKundli), r.resolve(Phrasebook))))
  c.register(GetSadeSati, once((r) => new GetSadeSati(r.resolve(Ephemeris), r.resolve(GenerateKundli), r.resolve(Phrasebook), r.resolve(Clock))))
  c.register(GetTransits, once((r) => new GetTransits(r.resolve(Ephemeris), r.resolve(Phrasebook))))
  c.register(GetRulingPlanets, once((r) => new GetRulingPlanets(r.resolve(Ephemeris), r.resolve(Clock))))
  c.register(ListIngresses, once((r) => new ListIngresses(r.resolve(Ephemeris))))
  c.register(GetLalKitab, once((r) => new GetLalKitab(r.resolve(GenerateKundli), r.resolve(Phrasebook))))
  c.register(GetMarriageAstrology, once((r) => new GetMarriageAstrology(r.resolve(Ephemeris), r.resolve(GenerateKundli), r.resolve(Phrasebook))))
  // Numerology, lucky numbers, baby names, gemstones and tarot (docs/calculators-numerology-tarot.md).
  c.register(NameDirectory, once(() => new JsonNameDirectory()))
  c.register(SeedSource, once(() => new CryptoSeedSource()))
  c.register(GetNumerology, once((r) => new GetNumerology(r.resolve(Phrasebook), r.resolve(Clock))))
  c.register(GetNumerologyYear, once((r) => new GetNumerologyYear(r.resolve(Phrasebook))))
  c.register(GetLuckyNumbers, once((r) => new GetLuckyNumbers(r.resolve(GenerateKundli), r.resolve(Phrasebook))))
  c.register(FindBabyNames, once((r) => new FindBabyNames(r.resolve(NameDirectory), r.resolve(Phrasebook))))
  c.register(ListNameSyllables, once((r) => new ListNameSyllables(r.resolve(Phrasebook))))
  c.register(GetGemstones, once((r) => new GetGemstones(r.resolve(GenerateKundli), r.resolve(Phrasebook))))
  c.register(DrawTarot, once((r) => new DrawTarot(r.resolve(SeedSource), r.resolve(Phrasebook))))
  c.register(GetTarotYear, once((r) => new GetTarotYear(r.resolve(Phrasebook))))
  c.register(GetLoveCompatibility, once((r) => new GetLoveCompatibility(r.resolve(Phrasebook))))
  c.register(HoroscopeNotes, { useValue: new SqlHoroscopeNotes(storage.db) })
  c.register(GetHoroscope, once((r) => new GetHoroscope(r.resolve(Ephemeris), r.resolve(EclipseCalendar), r.resolve(Phrasebook), r.resolve(Clock), r.resolve(HoroscopeNotes), new CalendarFestivalDates(r.resolve(ListFestivals)))))
  c.register(GuideLibrary, once(() => new MarkdownGuideLibrary()))
  c.register(GetNakshatra, once((r) => new GetNakshatra(r.resolve(Phrasebook))))
  c.register(ListZodiacSigns, once((r) => new ListZodiacSigns(r.resolve(Phrasebook))))
  c.register(GetGuide, once((r) => new GetGuide(r.resolve(GuideLibrary))))
  c.register(SaveChart, once((r) => new SaveChart(r.resolve(SavedChartRepository))))
  c.register(ListSavedCharts, once((r) => new ListSavedCharts(r.resolve(SavedChartRepository))))
  c.register(DeleteSavedChart, once((r) => new DeleteSavedChart(r.resolve(SavedChartRepository))))
  c.register(
    SignUp,
    once(
      (r) =>
        new SignUp(r.resolve(UserRepository), r.resolve(PasswordHasher), r.resolve(TokenService), r.resolve(RateLimiter), config.SIGNUP_RATE_LIMIT_PER_IP, r.resolve(PasswordStrength), async () =>
          (await r.resolve<SettingsStore>(SettingsStore).current()).features.newSignups,
        ),
    ),
  )
  // One set of counters for every check of a password (sign-in, changes, deletion, linking Google).
  c.register(
    PasswordAttempts,
    once(
      (r) =>
        new PasswordAttempts(r.resolve(RateLimiter), r.resolve(PasswordHasher), {
          perIp: config.LOGIN_RATE_LIMIT_PER_IP,
          perAccount: config.LOGIN_RATE_LIMIT_PER_ACCOUNT,
          windowSeconds: config.LOGIN_RATE_LIMIT_WINDOW_SECONDS,
        }),
    ),
  )
  c.register(LogIn, once((r) => new LogIn(r.resolve(UserRepository), r.resolve(TokenService), r.resolve(PasswordAttempts))))
  c.register(Authenticate, once((r) => new Authenticate(r.resolve(UserRepository), r.resolve(TokenService), r.resolve(Clock))))
  c.register(
    RequestResetPin,
    once(
      (r) =>
        new RequestResetPin(
          r.resolve(UserRepository),
          r.resolve(ResetPinStore),
          r.resolve(PasswordHasher),
          r.resolve(Mailer),
          r.resolve(RateLimiter),
          r.resolve(Clock),
          () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
          r.resolve(Phrasebook),
        ),
    ),
  )
  c.register(ConfirmResetPin, once((r) => new ConfirmResetPin(r.resolve(UserRepository), r.resolve(ResetPinStore), r.resolve(PasswordHasher), r.resolve(TokenService), r.resolve(Clock), r.resolve(PasswordStrength))))
  c.register(ListAstrologers, once((r) => new ListAstrologers(r.resolve(AstrologerDirectory))))
  c.register(ListArticles, once((r) => new ListArticles(r.resolve(ArticleRepository))))
  c.register(GetArticle, once((r) => new GetArticle(r.resolve(ArticleRepository), new CachedMarkdownRenderer(r.resolve(MarkdownRenderer)))))
  c.register(ListRechargePackages, once((r) => new ListRechargePackages(r.resolve(RechargePackageRepository))))
  c.register(GetPlatformStats, once((r) => new GetPlatformStats(r.resolve(UserRepository), r.resolve(AstrologerDirectory), r.resolve(ActivityStats), r.resolve(Clock))))
  c.register(ListOutbox, once((r) => new ListOutbox(r.resolve(MailOutbox))))

  // Wallet and payments (docs/wallet.md)
  c.register(WalletLedger, { useValue: new SqlWalletLedger(storage.db) })
  c.register(PaymentOrders, { useValue: new SqlPaymentOrders(storage.db) })
  c.register(
    PaymentGateway,
    once(() =>
      config.PAYMENT_PROVIDER === 'razorpay'
        ? new RazorpayGateway({ keyId: config.RAZORPAY_KEY_ID!, keySecret: config.RAZORPAY_KEY_SECRET!, webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!, apiUrl: config.RAZORPAY_API_URL })
        : // The sandbox signs its checkout forms with a key derived from the JWT secret: stable across instances and restarts.
          new SandboxPaymentGateway(createHmac('sha256', inputs.jwtSecret).update('sandbox-payment-callbacks').digest('hex')),
    ),
  )
  c.register(GetWallet, once((r) => new GetWallet(r.resolve(WalletLedger))))
  c.register(
    RechargeWallet,
    once(
      (r) =>
        new RechargeWallet(r.resolve(RechargePackageRepository), r.resolve(PaymentOrders), r.resolve(PaymentGateway), r.resolve(AstrologerProfiles), async () =>
          (await r.resolve<SettingsStore>(SettingsStore).current()).packageDiscountPercent,
        ),
    ),
  )
  c.register(ConfirmPayment, once((r) => new ConfirmPayment(r.resolve(PaymentOrders), r.resolve(WalletLedger), r.resolve(UserRepository), r.resolve(AuditLog))))
  c.register(ConfirmSandboxPayment, once((r) => new ConfirmSandboxPayment(r.resolve(PaymentGateway), r.resolve(ConfirmPayment))))
  c.register(ReceivePaymentCallback, once((r) => new ReceivePaymentCallback(r.resolve(PaymentGateway), r.resolve(ConfirmPayment))))
  c.register(ReceivePaymentWebhook, once((r) => new ReceivePaymentWebhook(r.resolve(PaymentGateway), r.resolve(ConfirmPayment))))
  c.register(GetPaymentOrder, once((r) => new GetPaymentOrder(r.resolve(PaymentOrders))))
  c.register(AdjustWallet, once((r) => new AdjustWallet(r.resolve(UserRepository), r.resolve(WalletLedger), r.resolve(AuditLog))))
  c.register(ListPayments, once((r) => new ListPayments(r.resolve(PaymentOrders))))
  c.register(AuditLedger, once((r) => new AuditLedger(r.resolve(WalletLedger))))
  // The commission is read from the admins' settings at each charge (config gives the default).
  c.register(
    ChargeChatMinute,
    once(
      (r) =>
        new ChargeChatMinute(
          r.resolve(WalletLedger),
          async (astrologerId) => (await r.resolve<AstrologerProfiles>(AstrologerProfiles).commissionOf(astrologerId)) ?? (await r.resolve<SettingsStore>(SettingsStore).current()).commissionPercent,
        ),
    ),
  )
  c.register(RefundCharge, once((r) => new RefundCharge(r.resolve(WalletLedger))))
  c.register(ChatBilling, once((r) => new LedgerChatBilling(r.resolve(ChargeChatMinute), r.resolve(RefundCharge))))
  // Consultations, live chat, reviews and the astrologer dashboard (docs/chat.md)
  // Kundli matching (docs/matching.md)
  registerMatching(c)
  registerAdministration(c, storage, config.PLATFORM_COMMISSION_PERCENT, {
    siteUrl: config.PUBLIC_URL.replace(/\/$/, ''),
    provider: config.ANALYTICS_PROVIDER,
    measurementId: config.GA_MEASUREMENT_ID,
    apiSecret: config.GA4_API_SECRET,
    onError: inputs.onBackgroundError,
  })
  registerConsultations(c, { storage, redis: inputs.redis, chat: inputs.chat, calls: { iceServers: config.ICE_SERVERS, turnSecret: config.TURN_SECRET ?? null, ttlSeconds: config.TURN_TTL_SECONDS } })
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    const provider = new OpenIdIdentityProvider({
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: new URL(ACCOUNT_PATHS.googleCallback, config.PUBLIC_URL).href,
    })
    c.register(
      SignInWithGoogle,
      once(
        (r) =>
          new SignInWithGoogle(provider, new SqlPendingSignIns(storage.db), new SqlPendingGoogleLinks(storage.db), r.resolve(UserRepository), r.resolve(PasswordHasher), r.resolve(TokenService), async () =>
            (await r.resolve<SettingsStore>(SettingsStore).current()).features.newSignups,
          ),
      ),
    )
  }
  registerReports(c, { storage, chromiumPath: config.CHROMIUM_PATH, publicUrl: config.PUBLIC_URL, onBackgroundError: inputs.onBackgroundError, printer: inputs.reportPrinter, printing: { parallel: 1, maxWaiting: config.PDF_QUEUE_MAX } })
  registerQuestions(c, { storage, publicUrl: config.PUBLIC_URL })
  registerBookings(c, { storage, publicUrl: config.PUBLIC_URL })
  return c
}

