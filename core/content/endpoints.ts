import { langQuerySchema } from '../numerology/request'
import { parsedRead } from '../shared/parsed-read'
import { CONTENT_PATHS } from './paths'
import { CACHE, read, text, type ReadEndpoint } from '../shared/read-endpoint'
import { GetAstrologerProfile } from './astrologer-get-profile'
import { GetArticle } from './get-article'
import { GetGuide, guideQuerySchema } from './get-guide'
import { GetNakshatra, nakshatraQuerySchema } from './get-nakshatra'
import { GetPlatformStats } from './get-platform-stats'
import { GetPlatformTerms } from './get-platform-terms'
import { ListArticles } from './list-articles'
import { ListAstrologerReviews, reviewPageSchema } from './list-astrologer-reviews'
import { ListAstrologers } from './list-astrologers'
import { ListRechargePackages } from './list-recharge-packages'
import { ListZodiacSigns } from './list-zodiac-signs'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { validate } from '../shared/validate'
import { articleLangSchema, articlePreviewSchema, articleVersionBodySchema, newArticleSchema } from './article-form'
import { EditArticles } from './edit-articles'

/** The public content: astrologers (live availability, so briefly cached), the blog, guides, offers and the live figures. */
export const CONTENT_READS: ReadEndpoint[] = [
  read({
    path: CONTENT_PATHS.astrologers,
    cache: 'public, max-age=30',
    answer: (use, { query }) => use(ListAstrologers).execute({ lang: text(query.lang) }),
    examples: ['/api/astrologers?lang=hi', '/api/astrologers'],
  }),
  read({
    path: CONTENT_PATHS.astrologer,
    cache: 'public, max-age=10',
    answer: (use, { query, params }) => use(GetAstrologerProfile).execute({ idOrSlug: params.idOrSlug!, lang: text(query.lang) }),
    examples: ['/api/astrologers/kavitha-nair?lang=ta', '/api/astrologers/no-such-astrologer'],
  }),
  parsedRead({
    path: CONTENT_PATHS.astrologerReviews,
    cache: 'public, max-age=30',
    input: reviewPageSchema,
    answer: (use, page) => use(ListAstrologerReviews).execute(page),
    examples: ['/api/astrologers/kavitha-nair/reviews?limit=10', '/api/astrologers/kavitha-nair/reviews?limit=0'],
  }),
  read({
    path: CONTENT_PATHS.articles,
    cache: CACHE.fiveMinutes,
    answer: (use, { query }) => use(ListArticles).execute({ lang: text(query.lang) }),
    examples: ['/api/articles?lang=en', '/api/articles?lang=te'],
  }),
  read({
    path: CONTENT_PATHS.article,
    cache: CACHE.fiveMinutes,
    answer: (use, { query, params }) => use(GetArticle).execute({ idOrSlug: params.idOrSlug!, lang: text(query.lang) }),
    examples: ['/api/articles/1?lang=te', '/api/articles/no-such-article?lang=en'],
  }),
  read({
    path: CONTENT_PATHS.rechargePackages,
    cache: CACHE.fiveMinutes,
    answer: (use) => use(ListRechargePackages).execute(),
    examples: ['/api/wallet/packages'],
  }),
  read({
    path: CONTENT_PATHS.stats,
    cache: 'public, max-age=15',
    answer: (use) => use(GetPlatformStats).execute(),
    examples: ['/api/stats'],
  }),
  read({
    // The offers pages price with these (the package discount, the free minutes), as the admins set them.
    path: CONTENT_PATHS.platformTerms,
    cache: CACHE.revalidate,
    answer: (use) => use(GetPlatformTerms).execute(),
    examples: ['/api/platform-terms'],
  }),
  parsedRead({
    path: CONTENT_PATHS.guide,
    cache: CACHE.day,
    input: guideQuerySchema,
    answer: (use, q) => use(GetGuide).execute(q),
    examples: ['/api/guides/vastu?lang=hi', '/api/guides/no-such-guide'],
  }),
  parsedRead({
    path: CONTENT_PATHS.zodiacSigns,
    cache: CACHE.day,
    input: langQuerySchema,
    answer: (use, q) => use(ListZodiacSigns).execute(q),
    examples: ['/api/zodiac-signs?lang=ta'],
  }),
  parsedRead({
    path: CONTENT_PATHS.nakshatra,
    cache: CACHE.day,
    input: nakshatraQuerySchema,
    answer: (use, q) => use(GetNakshatra).execute(q),
    examples: ['/api/nakshatras/purva-phalguni?lang=te', '/api/nakshatras/pluto'],
  }),
]

/**
 * The admins' blog editor (drafts, one version per language, publish and unpublish, the live preview; every
 * change audited). The image upload and the images
 * themselves are adapter routes (adapters/http/routes/editorial-routes.ts): raw bytes in and out.
 */
export const CONTENT_ENDPOINTS: Endpoint[] = [
  endpoint({ method: 'GET', path: CONTENT_PATHS.adminArticles, access: 'admin', answer: (use) => use(EditArticles).list() }),
  endpoint({ method: 'POST', path: CONTENT_PATHS.createArticle, access: 'admin', status: 201, input: newArticleSchema, answer: (use, form, { user }) => use(EditArticles).create(user, form) }),
  endpoint({ method: 'POST', path: CONTENT_PATHS.adminArticlePreview, access: 'admin', input: articlePreviewSchema, answer: async (use, markdown) => use(EditArticles).preview(markdown) }),
  endpoint({ method: 'GET', path: CONTENT_PATHS.adminArticle, access: 'admin', answer: (use, _none, { params }) => use(EditArticles).get(params.id!) }),
  endpoint({
    method: 'PUT',
    path: CONTENT_PATHS.adminArticleVersion,
    access: 'admin',
    input: articleVersionBodySchema,
    answer: (use, version, { user, params }) => use(EditArticles).save(user, params.id!, { ...version, ...validate(articleLangSchema, { lang: params.lang }) }),
  }),
  endpoint({ method: 'POST', path: CONTENT_PATHS.publishArticle, access: 'admin', answer: (use, _none, { user, params }) => use(EditArticles).publish(user, params.id!, true) }),
  endpoint({ method: 'POST', path: CONTENT_PATHS.unpublishArticle, access: 'admin', answer: (use, _none, { user, params }) => use(EditArticles).publish(user, params.id!, false) }),
  endpoint({ method: 'DELETE', path: CONTENT_PATHS.deleteArticle, access: 'admin', status: 204, answer: (use, _none, { user, params }) => use(EditArticles).remove(user, params.id!) }),
]
