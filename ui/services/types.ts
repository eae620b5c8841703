import type { AuthResult, PublicUser, Role } from '../../core/domain/user'
import type { Article, ArticleCategory, ArticlePage, Astrologer, LocationResult, OutboxMail, PlatformStats, RechargePackage } from '../../core/domain/content'
import type { ArticleSummary, AuditEntry, EditableArticle } from '../../core/domain/article-editing'
import type { HoroscopeForEditor } from '../../core/horoscope/annotate-horoscope'
import type { ContactMessage } from '../../core/administration/ports/contact-messages'
import type { AdminUserView } from '../../core/administration/manage-users'
import type { PlatformSettings } from '../../core/domain/settings'
import type { AdminDashboard } from '../../core/administration/get-admin-dashboard'
import type { PlatformTerms } from '../../core/content/get-platform-terms'
import type { LanguageCode } from '../../core/shared/language'
import type { KundliBlock } from '../../core/kundli/request'
import type { Kundli } from '../../core/kundli/generate-kundli'
import type { NewSavedChart, SavedChart } from '../../core/domain/saved-chart'
import type { ConsultationsService, PaymentsService, RealtimeService, WalletService } from './paid-service-types'
import type { ReportService } from './report-service'
import type { QuestionService } from './question-service'
import type { AnalyticsFunnel } from '../../core/domain/analytics'
import type { AstrologerApplication } from '../../core/domain/astrologer-application'
import type { PanchangService } from './panchang-service'
import type { TodayService } from './today-service'
import type { CalculatorService } from './calculator-service'
import type { BookingService } from './booking-service'

/**
 * The services the UI talks to, injected through React context and the router context.
 * In the browser they are HTTP clients (ui/services/http-*.ts); tests inject fakes.
 */
export interface AuthService {
  login(email: string, password: string): Promise<AuthResult>
  /** `lang`: the page's language, which the account's mail is then written in */
  signup(input: { name: string; email: string; password: string; lang?: LanguageCode }): Promise<AuthResult>
  me(token: string | null): Promise<PublicUser>
  logout(): Promise<void>
  /** The mail is written in `lang`, the language the page is shown in. */
  requestResetPin(email: string, lang?: LanguageCode): Promise<void>
  confirmResetPin(input: { email: string; pin: string; password: string }): Promise<AuthResult>
  /** The signed-in user's own account (/profile). */
  /** the name, and the language the account's mail is written in when given */
  rename(name: string, language?: LanguageCode): Promise<PublicUser>
  changePassword(input: { currentPassword: string; newPassword: string }): Promise<AuthResult>
  exportData(): Promise<unknown>
  deleteAccount(password: string): Promise<{ deleted: true }>
  /** POST /api/auth/email: a confirmation link to the new address. */
  requestEmailChange(input: { newEmail: string; password: string; lang?: LanguageCode }): Promise<{ pendingEmail: string }>
  /** POST /api/auth/email/confirm: the link followed; the new session. */
  confirmEmailChange(token: string, lang?: LanguageCode): Promise<AuthResult>
  /** GET /api/auth/providers: which outside sign-ins the server offers. */
  providers(): Promise<{ google: boolean }>
}

export interface ContentService {
  /** GET /api/platform-terms: the package discount and free chat minutes the admins set. */
  platformTerms(): Promise<PlatformTerms>
  /** GET /api/astrologers (?lang= when given). */
  astrologers(lang?: LanguageCode): Promise<Astrologer[]>
  articles(lang: LanguageCode): Promise<Article[]>
  article(idOrSlug: string, lang: LanguageCode): Promise<ArticlePage>
  stats(): Promise<PlatformStats>
  rechargePackages(): Promise<RechargePackage[]>
  /** Never rejects: any failure yields []. */
  searchLocations(query: string): Promise<LocationResult[]>
  /** POST /api/contact: the contact and support forms. */
  /** POST /api/astrologer-applications: an astrologer applies to join. */
  applyAsAstrologer(form: { name: string; email: string; phone: string; experienceYears: number; languages: string[]; specialties: string[]; bio: string; ratePerMinute: number; website?: string; lang?: LanguageCode }): Promise<{ received: true }>
  /** `lang`: the page's language, in which the admins' reply is mailed. */
  sendContactMessage(form: { name: string; email: string; message: string; website?: string; lang?: LanguageCode }): Promise<{ received: true }>
}

/** A birth chart request: GET /api/kundli's query (docs/ui-contract.md). */
export type { KundliBlock }

export interface KundliRequest {
  /** Local birth date, YYYY-MM-DD. */
  date: string
  /** Local birth time, HH:MM (24-hour). */
  time: string
  /** Degrees, north positive. */
  lat: number
  /** Degrees, east positive. */
  lon: number
  /** IANA zone; the server resolves it from the coordinates when left out. */
  tz?: string
  /** A UTC offset the user states, minutes east; wins over the zone and India's historical clocks. */
  offsetMinutes?: number
  /** For a local time that did not exist or happened twice: which reading (earlier or later in UT). */
  disambiguation?: 'earlier' | 'later'
  /** blocks the chart adds (`with=ashtakavarga`), computed only when asked */
  with?: readonly KundliBlock[]
  /** the calendar year of the varshaphal block (the server's current year when left out) */
  year?: number
}

/** Birth charts (GET /api/kundli) and the signed-in user's saved charts (/api/charts). */
export interface KundliService {
  /**
   * The computed chart. Rejects with an HttpError: 400 with `issues`, 409 (`BIRTH_TIME.NONEXISTENT` or
   * `BIRTH_TIME.AMBIGUOUS`) with `details.candidates` when the local time needs a choice.
   */
  chart(request: KundliRequest): Promise<Kundli>
  /** The caller's saved charts, newest first. */
  savedCharts(): Promise<SavedChart[]>
  saveChart(chart: NewSavedChart): Promise<SavedChart>
  deleteChart(id: string): Promise<void>
}

export interface AdminService {
  outbox(): Promise<OutboxMail[]>
  /** The blog editor (GET/POST /api/admin/articles …). */
  articles(): Promise<ArticleSummary[]>
  article(id: number): Promise<EditableArticle>
  createArticle(version: ArticleVersionInput): Promise<EditableArticle>
  saveArticle(id: number, version: ArticleVersionInput): Promise<EditableArticle>
  setArticlePublished(id: number, published: boolean): Promise<EditableArticle>
  /** DELETE /api/admin/articles/{id}: readers get 410 at its address from then on. */
  deleteArticle(id: number): Promise<void>
  previewArticle(content: string): Promise<{ html: string }>
  uploadArticleImage(image: Blob): Promise<{ id: string; url: string }>
  /** GET /api/admin/dashboard: live figures and two weeks of sign-ups and revenue. */
  dashboard(): Promise<AdminDashboard>
  /** GET/PUT /api/admin/recharge-packages: the wallet's packages, replaced together. */
  rechargePackages(): Promise<RechargePackage[]>
  saveRechargePackages(packages: RechargePackage[]): Promise<RechargePackage[]>
  /** Astrologers' applications: GET /api/admin/astrologer-applications?status=, approve, reject. */
  astrologerApplications(status: 'new' | 'approved' | 'rejected'): Promise<AstrologerApplication[]>
  approveApplication(id: string, terms: { ratePerMinute: number; commissionPercent: number | null }): Promise<AstrologerApplication>
  rejectApplication(id: string, note: string): Promise<AstrologerApplication>
  /** GET /api/admin/analytics/funnel?days=: sessions per journey stage and the top pages. */
  analyticsFunnel(days: number): Promise<AnalyticsFunnel>
  /** GET/PUT /api/admin/settings. */
  settings(): Promise<PlatformSettings>
  saveSettings(settings: PlatformSettings): Promise<PlatformSettings>
  /** GET /api/admin/users, PUT …/{id}/role, POST …/{id}/suspend and …/restore. */
  users(query: string): Promise<AdminUserView[]>
  setUserRole(id: string, role: Role): Promise<AdminUserView>
  setUserSuspended(id: string, suspended: boolean): Promise<AdminUserView>
  /** GET /api/admin/audit: admins' actions, newest first. */
  auditLog(filter: { action?: string; actor?: string }): Promise<AuditEntry[]>
  /** GET /api/admin/responses and POST …/{id}/reply. */
  contactMessages(): Promise<ContactMessage[]>
  replyToContactMessage(id: string, reply: string): Promise<ContactMessage>
  /** GET/PUT /api/admin/horoscope/{period}/{sign}: a horoscope's override and note. */
  horoscopeNote(period: string, sign: string, query: Record<string, string>): Promise<HoroscopeForEditor>
  saveHoroscopeNote(period: string, sign: string, query: Record<string, string>, note: { override: string; annotation: string }): Promise<HoroscopeForEditor>
}

/** One language version as the editor sends it. */
export interface ArticleVersionInput {
  lang: LanguageCode
  category: ArticleCategory
  title: string
  excerpt: string
  content: string
}

export interface AnalyticsConfig {
  measurementId: string
  domain: string
  description: string
}

export interface AnalyticsService {
  config(): Promise<AnalyticsConfig>
  /** POST /api/analytics/events: a consenting tab's page views and events. */
  record(batch: { sessionId: string; events: Array<{ name: string; path: string; params?: Record<string, string | number | boolean> }> }): Promise<void>
}

export interface Services {
  auth: AuthService
  content: ContentService
  kundli: KundliService
  admin: AdminService
  analytics: AnalyticsService
  /** Wallet, payments, consultations and the live-chat socket (ui/services/paid-service-types.ts). */
  wallet: WalletService
  payments: PaymentsService
  consultations: ConsultationsService
  realtime: RealtimeService
  /** Panchang, festivals and muhurat (ui/services/panchang-service.ts). */
  panchang: PanchangService
  /** Today's panchang card and daily prediction (ui/services/today-service.ts). */
  today: TodayService
  /** Matching and the free calculators (ui/services/calculator-service.ts). */
  calculators: CalculatorService
  /** Premium reports (ui/services/report-service.ts). */
  reports: ReportService
  /** The free first question and the caller's offers (ui/services/question-service.ts). */
  questions: QuestionService
  /** Booked appointments: availability, slots, bookings (ui/services/booking-service.ts). */
  bookings: BookingService
}
