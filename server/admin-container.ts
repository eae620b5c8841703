import 'reflect-metadata'
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import { MarkdownItRenderer } from '../adapters/content/markdown-it-renderer'
import { SqlArticleImages, SqlArticleStore } from '../adapters/storage/sql-article-store'
import { SqlAuditLog } from '../adapters/storage/sql-audit-log'
import type { Storage } from '../adapters/storage/database'
import { ArticleImages, ArticleStore, MarkdownRenderer } from '../core/content/ports/article-store'
import { AuditLog } from '../core/shared/ports/audit-log'
import { Clock } from '../core/shared/ports/clock'
import { ArticleImageLibrary } from '../core/content/article-images'
import { EditArticles } from '../core/content/edit-articles'
import { ListAuditLog } from '../core/administration/list-audit-log'
import { AnnotateHoroscope } from '../core/horoscope/annotate-horoscope'
import { AnswerContactMessage } from '../core/administration/answer-contact-message'
import { ManageUsers } from '../core/administration/manage-users'
import { SuspendedUserBookings } from '../core/administration/ports/suspended-user-bookings'
import { OnboardAstrologers } from '../core/astrologers/onboard-astrologers'
import { SqlAstrologerApplications } from '../adapters/storage/sql-astrologer-applications'
import { AstrologerProfiles } from '../core/astrologers/ports/astrologer-profiles'
import { PasswordHasher } from '../core/accounts/ports/password-hasher'
import { ManageSettings } from '../core/administration/platform-settings'
import { GetPlatformTerms } from '../core/content/get-platform-terms'
import { GetAdminDashboard } from '../core/administration/get-admin-dashboard'
import { GetPlatformStats } from '../core/content/get-platform-stats'
import { AdminFigureSource } from '../core/administration/ports/admin-figures'
import { SqlAdminFigures } from '../adapters/storage/sql-admin-figures'
import { SettingsStore } from '../core/shared/ports/settings-store'
import { ActivityStats, AstrologerDirectory, RechargePackageRepository } from '../core/content/ports/content-repository'
import { SqlSettingsStore } from '../adapters/storage/sql-settings-store'
import { defaultSettings } from '../core/domain/settings'
import { UserRepository } from '../core/accounts/ports/user-repository'
import { ContactMessages } from '../core/administration/ports/contact-messages'
import { Mailer } from '../core/shared/ports/mailer'
import { GetHoroscope } from '../core/horoscope/get-horoscope'
import { HoroscopeNotes } from '../core/horoscope/ports/horoscope-notes'
import { AnalyticsFunnelSource, AnalyticsHistory, AnalyticsSink } from '../core/administration/ports/analytics-sink'
import { RateLimiter } from '../core/shared/ports/rate-limiter'
import { Phrasebook } from '../core/shared/ports/phrasebook'
import { GetAnalyticsFunnel, RecordAnalytics } from '../core/administration/record-analytics'
import { SqlAnalyticsStore } from '../adapters/storage/sql-analytics-store'
import { FanOutAnalyticsSink, Ga4MeasurementProtocolSink } from '../adapters/analytics/ga4-measurement-protocol-sink'

/**
 * What admins run: the blog editor and its images, horoscope notes, the audit log, replies to
 * messages, users and roles, the settings (read at each use by billing, sign-ups and chats) and the dashboard's figures.
 */
/** What administration needs from the configuration: the site address for mails, the analytics sinks. */
interface AdministrationOptions {
  /** the site's public address, for the links in mails */
  siteUrl: string
  provider: 'none' | 'ga4'
  measurementId: string
  apiSecret?: string
  onError?: (error: unknown) => void
}

export function registerAdministration(c: DependencyContainer, storage: Storage, commissionPercent: number, options: AdministrationOptions): void {
  const once = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) })
  // First-party events always (the admins' funnel); GA4's Measurement Protocol too when configured.
  const firstParty = new SqlAnalyticsStore(storage.db)
  c.register(AnalyticsFunnelSource, { useValue: firstParty })
  c.register(AnalyticsHistory, { useValue: firstParty })
  c.register(AnalyticsSink, {
    useValue:
      options.provider === 'ga4' && options.apiSecret
        ? new FanOutAnalyticsSink([firstParty, new Ga4MeasurementProtocolSink({ measurementId: options.measurementId, apiSecret: options.apiSecret, onError: options.onError })])
        : firstParty,
  })
  c.register(RecordAnalytics, once((r) => new RecordAnalytics(r.resolve(AnalyticsSink), r.resolve(RateLimiter), r.resolve(Clock))))
  c.register(GetAnalyticsFunnel, once((r) => new GetAnalyticsFunnel(r.resolve(AnalyticsFunnelSource), r.resolve(Clock))))
  c.register(SettingsStore, { useValue: new SqlSettingsStore(storage.db, defaultSettings(commissionPercent)) })
  c.register(AdminFigureSource, { useValue: new SqlAdminFigures(storage.db) })
  c.register(GetAdminDashboard, once((r) => new GetAdminDashboard(r.resolve(AdminFigureSource), r.resolve(GetPlatformStats), r.resolve(Clock))))
  c.register(GetPlatformTerms, once((r) => new GetPlatformTerms(r.resolve(SettingsStore), r.resolve(AstrologerDirectory), r.resolve(ActivityStats))))
  c.register(ManageSettings, once((r) => new ManageSettings(r.resolve(SettingsStore), r.resolve(AuditLog), r.resolve(RechargePackageRepository))))
  c.register(MarkdownRenderer, { useValue: new MarkdownItRenderer() })
  c.register(ArticleStore, { useValue: new SqlArticleStore(storage.db) })
  c.register(ArticleImages, { useValue: new SqlArticleImages(storage.db) })
  c.register(AuditLog, { useValue: new SqlAuditLog(storage.db) })
  c.register(EditArticles, once((r) => new EditArticles(r.resolve(ArticleStore), r.resolve(MarkdownRenderer), r.resolve(AuditLog), r.resolve(Clock))))
  c.register(ArticleImageLibrary, once((r) => new ArticleImageLibrary(r.resolve(ArticleImages), r.resolve(AuditLog))))
  c.register(ListAuditLog, once((r) => new ListAuditLog(r.resolve(AuditLog))))
  c.register(AnswerContactMessage, once((r) => new AnswerContactMessage(r.resolve(ContactMessages), r.resolve(Mailer), r.resolve(AuditLog), r.resolve(Phrasebook), r.resolve(UserRepository))))
  c.register(
    OnboardAstrologers,
    once(
      (r) =>
        new OnboardAstrologers(new SqlAstrologerApplications(storage.db), r.resolve(UserRepository), r.resolve(AstrologerProfiles), r.resolve(PasswordHasher), r.resolve(Mailer), r.resolve(AuditLog), r.resolve(RateLimiter), options.siteUrl, r.resolve(Phrasebook)),
    ),
  )
  c.register(ManageUsers, once((r) => new ManageUsers(r.resolve(UserRepository), r.resolve(AuditLog), r.resolve(SuspendedUserBookings))))
  c.register(AnnotateHoroscope, once((r) => new AnnotateHoroscope(r.resolve(GetHoroscope), r.resolve(HoroscopeNotes), r.resolve(AuditLog))))
}

export function administrationHttpDeps(c: DependencyContainer) {
  return { articleImages: c.resolve(ArticleImageLibrary), settings: c.resolve<SettingsStore>(SettingsStore) }
}
