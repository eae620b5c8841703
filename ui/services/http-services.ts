import { ACCOUNT_PATHS } from '../../core/accounts/paths'
import { SHARED_PATHS } from '../../core/shared/paths'
import { HOROSCOPE_PATHS } from '../../core/horoscope/paths'
import type { Article, ArticlePage, Astrologer, LocationResult } from '../../core/domain/content'
import type { AuditEntry } from '../../core/domain/article-editing'
import type { HoroscopeForEditor } from '../../core/horoscope/annotate-horoscope'
import type { AdminUserView } from '../../core/administration/manage-users'
import type { AnalyticsFunnel } from '../../core/domain/analytics'
import type { AstrologerApplication } from '../../core/domain/astrologer-application'
import type { LanguageCode } from '../../core/shared/language'
import { createHttpClient, HttpError, type HttpClient, type HttpClientOptions } from './http'
import type { Kundli } from '../../core/kundli/generate-kundli'
import { createHttpReportService } from './report-service'
import { createHttpQuestionService } from './question-service'
import type { BookingService } from './booking-service'
import { createBrowserRealtimeService, createHttpConsultationsService, createHttpPaymentsService, createHttpWalletService } from './http-paid-services'
import { createHttpPanchangService } from './panchang-service'
import { calculatorUrl, createHttpCalculatorService } from './calculator-service'
import { createHttpTodayService } from './today-service'
import type { AdminService, AnalyticsConfig, AnalyticsService, AuthService, ContentService, KundliRequest, KundliService, Services } from './types'
import { CONTENT_PATHS } from '../../core/content/paths'
import { KUNDLI_PATHS } from '../../core/kundli/paths'
import { ADMINISTRATION_PATHS } from '../../core/administration/paths'
import { ASTROLOGER_PATHS } from '../../core/astrologers/paths'
import { pathTo } from '../../core/shared/read-endpoint'

/** A login that fails without reaching the server. */
export const LOGIN_FAILED_MESSAGE = 'Login failed'

/** The auth calls (docs/ui-contract.md). */
function createHttpAuthService(http: HttpClient): AuthService {
  return {
    providers: () => http.get(ACCOUNT_PATHS.providers),
    requestEmailChange: (input) => http.post(ACCOUNT_PATHS.email, input),
    confirmEmailChange: (token, lang) => http.post(ACCOUNT_PATHS.emailConfirm, { token, lang }),
    async login(email, password) {
      try {
        return await http.post(ACCOUNT_PATHS.login, { email, password })
      } catch (error) {
        // A failure with a server message hands that message to the caller; a network failure is 'Login failed'.
        if (error instanceof HttpError) {
          const serverMessage = error.serverMessage
          throw serverMessage ? new HttpError(error.status, error.statusText, error.body, serverMessage) : error
        }
        throw new Error(LOGIN_FAILED_MESSAGE)
      }
    },
    signup(input) {
      return http.post(ACCOUNT_PATHS.signup, input)
    },
    me(token) {
      const headers: Record<string, string> = { 'Cache-Control': 'no-cache' }
      if (token) headers.Authorization = `Bearer ${token}`
      return http.get(ACCOUNT_PATHS.me, { headers })
    },
    async logout() {
      await http.post(ACCOUNT_PATHS.logout)
    },
    async requestResetPin(email, lang) {
      await http.post(ACCOUNT_PATHS.resetPinRequest, { email, lang })
    },
    confirmResetPin(input) {
      return http.post(ACCOUNT_PATHS.resetPinConfirm, input)
    },
    rename: (name, language) => http.put(ACCOUNT_PATHS.profile, { name, language }),
    changePassword: (input) => http.post(ACCOUNT_PATHS.password, input),
    exportData: () => http.get(ACCOUNT_PATHS.export),
    deleteAccount: (password) => http.post(ACCOUNT_PATHS.delete, { password }),
  }
}

/** Public content: astrologers, articles, stats, recharge packages, place search. */
function createHttpContentService(http: HttpClient): ContentService {
  return {
    platformTerms: () => http.get(CONTENT_PATHS.platformTerms),
    astrologers(lang?: LanguageCode) {
      return http.get<Astrologer[]>(lang ? `${CONTENT_PATHS.astrologers}?lang=${encodeURIComponent(lang)}` : CONTENT_PATHS.astrologers)
    },
    articles(lang) {
      return http.get<Article[]>(`${CONTENT_PATHS.articles}?lang=${encodeURIComponent(lang)}`)
    },
    article(idOrSlug, lang) {
      return http.get<ArticlePage>(`${pathTo(CONTENT_PATHS.article, { idOrSlug })}?lang=${encodeURIComponent(lang)}`)
    },
    stats() {
      return http.get(CONTENT_PATHS.stats)
    },
    rechargePackages() {
      return http.get(CONTENT_PATHS.rechargePackages)
    },
    async searchLocations(query) {
      // A non-OK answer or a network error yields an empty list (logged, no user message).
      try {
        const answer = await http.get<{ success?: boolean; locations?: LocationResult[] }>(
          `${SHARED_PATHS.locationSearch}?query=${encodeURIComponent(query)}`,
        )
        return Array.isArray(answer?.locations) ? answer.locations : []
      } catch (error) {
        console.warn('Location search failed', error)
        return []
      }
    },
    applyAsAstrologer: (form) => http.post(ASTROLOGER_PATHS.apply, form),
    sendContactMessage: (form) => http.post(ADMINISTRATION_PATHS.contact, form),
  }
}

/** GET /api/kundli's query string for a request (no leading '?'). */
export function kundliRequestQuery(request: KundliRequest): string {
  const params = new URLSearchParams()
  params.set('date', request.date)
  params.set('time', request.time)
  params.set('lat', String(request.lat))
  params.set('lon', String(request.lon))
  if (request.tz) params.set('tz', request.tz)
  if (request.offsetMinutes !== undefined) params.set('offsetMinutes', String(request.offsetMinutes))
  if (request.disambiguation) params.set('disambiguation', request.disambiguation)
  if (request.with?.length) params.set('with', request.with.join(','))
  if (request.year !== undefined) params.set('year', String(request.year))
  return params.toString()
}

/** Birth charts and saved charts (docs/ui-contract.md, "Kundli"). */
function createHttpKundliService(http: HttpClient): KundliService {
  return {
    chart(request) {
      return http.get<Kundli>(`${KUNDLI_PATHS.kundli}?${kundliRequestQuery(request)}`)
    },
    savedCharts() {
      return http.get(KUNDLI_PATHS.savedCharts, { headers: { 'Cache-Control': 'no-cache' } })
    },
    saveChart(chart) {
      return http.post(KUNDLI_PATHS.saveChart, chart)
    },
    async deleteChart(id) {
      await http.delete(pathTo(KUNDLI_PATHS.savedChart, { id }))
    },
  }
}

function createHttpAdminService(http: HttpClient): AdminService {
  return {
    outbox() {
      return http.get(ADMINISTRATION_PATHS.outbox)
    },
    articles: () => http.get(CONTENT_PATHS.adminArticles),
    article: (id) => http.get(pathTo(CONTENT_PATHS.adminArticle, { id: String(id) })),
    createArticle: (version) => http.post(CONTENT_PATHS.createArticle, version),
    saveArticle: (id, { lang, ...version }) => http.put(pathTo(CONTENT_PATHS.adminArticleVersion, { id: String(id), lang }), version),
    setArticlePublished: (id, published) => http.post(pathTo(published ? CONTENT_PATHS.publishArticle : CONTENT_PATHS.unpublishArticle, { id: String(id) })),
    deleteArticle: (id) => http.delete(pathTo(CONTENT_PATHS.deleteArticle, { id: String(id) })),
    previewArticle: (content) => http.post(CONTENT_PATHS.adminArticlePreview, { content }),
    uploadArticleImage: (image) => http.post(CONTENT_PATHS.uploadArticleImage, image),
    dashboard: () => http.get(ADMINISTRATION_PATHS.dashboard),
    settings: () => http.get(ADMINISTRATION_PATHS.settings),
    saveSettings: (settings) => http.put(ADMINISTRATION_PATHS.settings, settings),
    users: (query) => http.get<AdminUserView[]>(`${ADMINISTRATION_PATHS.users}?query=${encodeURIComponent(query)}`),
    setUserRole: (id, role) => http.put(pathTo(ADMINISTRATION_PATHS.userRole, { id }), { role }),
    setUserSuspended: (id, suspended) => http.post(pathTo(suspended ? ADMINISTRATION_PATHS.suspendUser : ADMINISTRATION_PATHS.restoreUser, { id })),
    rechargePackages: () => http.get(ADMINISTRATION_PATHS.rechargePackages),
    saveRechargePackages: (packages) => http.put(ADMINISTRATION_PATHS.rechargePackages, packages),
    astrologerApplications: (status) => http.get<AstrologerApplication[]>(`${ASTROLOGER_PATHS.applications}?status=${status}`),
    approveApplication: (id, terms) => http.post(pathTo(ASTROLOGER_PATHS.approveApplication, { id }), terms),
    rejectApplication: (id, note) => http.post(pathTo(ASTROLOGER_PATHS.rejectApplication, { id }), { note }),
    analyticsFunnel: (days) => http.get<AnalyticsFunnel>(`${ADMINISTRATION_PATHS.analyticsFunnel}?days=${days}`),
    auditLog: ({ action, actor }) => {
      const query = new URLSearchParams({ ...(action ? { action } : {}), ...(actor ? { actor } : {}) }).toString()
      return http.get<AuditEntry[]>(`${ADMINISTRATION_PATHS.audit}${query ? `?${query}` : ''}`)
    },
    contactMessages: () => http.get(ADMINISTRATION_PATHS.contactMessages),
    replyToContactMessage: (id, reply) => http.post(pathTo(ADMINISTRATION_PATHS.replyToContactMessage, { id }), { reply }),
    horoscopeNote: (period, sign, query) => http.get<HoroscopeForEditor>(calculatorUrl(pathTo(HOROSCOPE_PATHS.horoscopeNote, { period, sign }), query)),
    saveHoroscopeNote: (period, sign, query, note) =>
      http.put<HoroscopeForEditor>(calculatorUrl(pathTo(HOROSCOPE_PATHS.horoscopeNote, { period, sign }), query), note),
  }
}

/**
 * Built-in analytics settings per host, used when GET /api/analytics/ga-config fails.
 * Sister-brand hosts are added here with their own measurement id; an empty id means no analytics
 * script is loaded at all.
 */
const ANALYTICS_HOST_FALLBACKS: ReadonlyArray<{ host: string; measurementId: string; description: string }> = []

/** The fallback configuration for a host: its own entry when listed, otherwise the main site's default. */
export function analyticsFallback(host: string, table = ANALYTICS_HOST_FALLBACKS): AnalyticsConfig {
  const bare = host.toLowerCase().replace(/^www\./, '')
  const entry = table.find((e) => e.host === bare)
  if (entry) return { measurementId: entry.measurementId, domain: bare, description: entry.description }
  return { measurementId: '', domain: bare, description: 'Main site (default)' }
}

function createHttpAnalyticsService(http: HttpClient, host: () => string): AnalyticsService {
  return {
    record: (batch) => http.post(ADMINISTRATION_PATHS.analyticsEvents, batch),
    async config() {
      try {
        const answer = await http.get<{ success?: boolean; data?: Partial<AnalyticsConfig> }>(ADMINISTRATION_PATHS.gaConfig)
        if (!answer?.success || !answer.data) throw new Error('Analytics configuration unavailable')
        return {
          measurementId: typeof answer.data.measurementId === 'string' ? answer.data.measurementId : '',
          domain: typeof answer.data.domain === 'string' && answer.data.domain ? answer.data.domain : host(),
          description: typeof answer.data.description === 'string' ? answer.data.description : '',
        }
      } catch (error) {
        console.warn('Analytics configuration failed; using host defaults', error)
        return analyticsFallback(host())
      }
    },
  }
}

/**
 * The bookings' client, fetched with the first booking call: only the astrologer, booking and account pages
 * use it, and the entry chunk every page loads stays within its budget.
 */
function lazyBookingService(http: HttpClient): BookingService {
  let client: Promise<BookingService> | null = null
  const load = () => (client ??= import('./booking-service').then((m) => m.createHttpBookingService(http)))
  return new Proxy({} as BookingService, {
    get: (_target, name) => (...args: unknown[]) => load().then((service) => (service[name as keyof BookingService] as (...a: unknown[]) => unknown)(...args)),
  })
}

/** The browser's services, all over one HTTP client. */
export function createHttpServices(options: HttpClientOptions & { host?: () => string } = {}): Services {
  const http = createHttpClient(options)
  const host = options.host ?? (() => (typeof window !== 'undefined' ? window.location.hostname : 'localhost'))
  return {
    auth: createHttpAuthService(http),
    content: createHttpContentService(http),
    kundli: createHttpKundliService(http),
    admin: createHttpAdminService(http),
    analytics: createHttpAnalyticsService(http, host),
    wallet: createHttpWalletService(http),
    payments: createHttpPaymentsService(http),
    consultations: createHttpConsultationsService(http),
    realtime: createBrowserRealtimeService(),
    panchang: createHttpPanchangService(http),
    today: createHttpTodayService(http),
    calculators: createHttpCalculatorService(http),
    reports: createHttpReportService(http),
    questions: createHttpQuestionService(http),
    bookings: lazyBookingService(http),
  }
}
