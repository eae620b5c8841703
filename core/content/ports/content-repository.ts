import type { Article, Astrologer, RechargePackage } from '../../domain/content'
import type { LanguageCode } from '../../shared/language'

/** Astrologer profiles, with the bio in the requested language (English when missing). */
export interface AstrologerDirectory {
  list(lang: LanguageCode): Promise<Astrologer[]>
  count(): Promise<number>
}
export const AstrologerDirectory = Symbol('AstrologerDirectory')

/** Blog articles in the requested language (English when a translation is missing). */
export interface ArticleRepository {
  list(lang: LanguageCode): Promise<Article[]>
  /** by numeric id or by slug */
  find(idOrSlug: string, lang: LanguageCode): Promise<Article | null>
  /** whether the id or slug names an article that was deleted */
  isDeleted(idOrSlug: string): Promise<boolean>
}
export const ArticleRepository = Symbol('ArticleRepository')

export interface RechargePackageRepository {
  list(): Promise<RechargePackage[]>
  /** Replaces every package at once (an admin's edit); past orders keep the package id they named. */
  replace(packages: readonly RechargePackage[]): Promise<void>
}
export const RechargePackageRepository = Symbol('RechargePackageRepository')

/** Counts behind the home page's live-stats strip and the marketing figures. */
export interface ActivityStats {
  consultationsSince(since: Date): Promise<number>
  reportsGenerated(): Promise<number>
  /** customers' accounts that were not deleted */
  customerAccounts(): Promise<number>
}
export const ActivityStats = Symbol('ActivityStats')

