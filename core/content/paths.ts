import type { ArticleSummary, EditableArticle } from '../domain/article-editing'
import type { Article, ArticlePage, Astrologer, PlatformStats, RechargePackage } from '../domain/content'
import type { AstrologerProfile, PublicReview } from '../domain/consultation'
import { answers } from '../shared/route'
import type { NakshatraAnswer } from './get-nakshatra'
import type { PlatformTerms } from './get-platform-terms'
import type { ZodiacSignsAnswer } from './list-zodiac-signs'
import type { Guide } from './ports/guide-library'

const adminArticles = '/api/admin/articles'
const adminArticle = '/api/admin/articles/:id'

/** The addresses of this capability's endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const CONTENT_PATHS = {
  astrologers: answers<Astrologer[]>()('/api/astrologers'),
  astrologer: answers<AstrologerProfile>()('/api/astrologers/:idOrSlug'),
  astrologerReviews: answers<PublicReview[]>()('/api/astrologers/:idOrSlug/reviews'),
  articles: answers<Article[]>()('/api/articles'),
  article: answers<ArticlePage>()('/api/articles/:idOrSlug'),
  rechargePackages: answers<RechargePackage[]>()('/api/wallet/packages'),
  stats: answers<PlatformStats>()('/api/stats'),
  platformTerms: answers<PlatformTerms>()('/api/platform-terms'),
  guide: answers<Guide>()('/api/guides/:slug'),
  zodiacSigns: answers<ZodiacSignsAnswer>()('/api/zodiac-signs'),
  nakshatra: answers<NakshatraAnswer>()('/api/nakshatras/:slug'),
  /** GET: the articles, each with its versions' languages */
  adminArticles: answers<ArticleSummary[]>()(adminArticles),
  /** POST: a new draft */
  createArticle: answers<EditableArticle>()(adminArticles),
  adminArticlePreview: answers<{ html: string }>()('/api/admin/articles/preview'),
  adminArticle: answers<EditableArticle>()(adminArticle),
  /** DELETE: 204 */
  deleteArticle: answers<void>()(adminArticle),
  adminArticleVersion: answers<EditableArticle>()('/api/admin/articles/:id/versions/:lang'),
  publishArticle: answers<EditableArticle>()('/api/admin/articles/:id/publish'),
  unpublishArticle: answers<EditableArticle>()('/api/admin/articles/:id/unpublish'),
  // Images, answered by the HTTP adapter (their bytes): a sign's and a portrait's (`?w=` a narrower copy),
  // the social card, the editor's uploads.
  zodiacImage: '/api/zodiac-image/:file',
  astrologerImage: '/api/astrologer-image/:file',
  ogImage: '/api/og-image.jpg',
  uploadArticleImage: answers<{ id: string; url: string }>()('/api/admin/article-images'),
  articleImage: '/api/article-images/:id',
} as const
