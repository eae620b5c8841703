import type { AuthResult, PublicUser } from '../../core/domain/user'
import type { Article, Astrologer, LocationResult, OutboxMail, PlatformStats, RechargePackage } from '../../core/domain/content'
import type { LanguageCode } from '../../core/rules/language'

/**
 * The services the UI talks to, injected through React context and the router context.
 * In the browser they are HTTP clients (ui/services/http-*.ts); tests inject fakes.
 */
export interface AuthService {
  login(email: string, password: string): Promise<AuthResult>
  signup(input: { name: string; email: string; password: string }): Promise<AuthResult>
  me(token: string | null): Promise<PublicUser>
  logout(): Promise<void>
  requestResetPin(email: string): Promise<void>
  confirmResetPin(input: { email: string; pin: string; password: string }): Promise<AuthResult>
}

export interface ContentService {
  /** GET /api/astrologers (?lang= when given). */
  astrologers(lang?: LanguageCode): Promise<Astrologer[]>
  articles(lang: LanguageCode): Promise<Article[]>
  article(idOrSlug: string, lang: LanguageCode): Promise<Article>
  stats(): Promise<PlatformStats>
  rechargePackages(): Promise<RechargePackage[]>
  /** Never rejects: any failure yields [] (spec §7). */
  searchLocations(query: string): Promise<LocationResult[]>
}

export interface AdminService {
  outbox(): Promise<OutboxMail[]>
}

export interface AnalyticsConfig {
  measurementId: string
  domain: string
  description: string
}

export interface AnalyticsService {
  config(): Promise<AnalyticsConfig>
}

export interface Services {
  auth: AuthService
  content: ContentService
  admin: AdminService
  analytics: AnalyticsService
}
