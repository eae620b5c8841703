import { langQuerySchema } from '../numerology/request'
import { parsedRead } from '../shared/parsed-read'
import { CONTENT_PATHS } from './paths'
import { CACHE, text, type ReadEndpoint } from '../shared/read-endpoint'
import { GetAstrologerProfile } from './astrologer-get-profile'
import { GetArticle } from './get-article'
import { GetGuide, guideQuerySchema } from './get-guide'
import { GetNakshatra, nakshatraQuerySchema } from './get-nakshatra'
import { GetPlatformStats } from './get-platform-stats'
import { GetPlatformTerms } from './get-platform-terms'
import { ListArticles } from './list-articles'
import { ListAstrologerReviews } from './list-astrologer-reviews'
import { ListAstrologers } from './list-astrologers'
import { ListRechargePackages } from './list-recharge-packages'
import { ListZodiacSigns } from './list-zodiac-signs'

/** The public content: astrologers (live availability, so briefly cached), the blog, guides, offers and the live figures. */
export const CONTENT_READS: ReadEndpoint[] = [
  {
    path: CONTENT_PATHS.astrologers,
    cache: 'public, max-age=30',
    answer: (use, { query }) => use(ListAstrologers).execute({ lang: text(query.lang) }),
    examples: ['/api/astrologers?lang=hi', '/api/astrologers'],
  },
  {
    path: CONTENT_PATHS.astrologer,
    cache: 'public, max-age=10',
    answer: (use, { query, params }) => use(GetAstrologerProfile).execute({ idOrSlug: params.idOrSlug!, lang: text(query.lang) }),
    examples: ['/api/astrologers/kavitha-nair?lang=ta', '/api/astrologers/no-such-astrologer'],
  },
  {
    path: CONTENT_PATHS.astrologerReviews,
    cache: 'public, max-age=30',
    answer: (use, { query, params }) => use(ListAstrologerReviews).execute({ idOrSlug: params.idOrSlug!, query }),
    examples: ['/api/astrologers/kavitha-nair/reviews?limit=10', '/api/astrologers/kavitha-nair/reviews?limit=0'],
  },
  {
    path: CONTENT_PATHS.articles,
    cache: CACHE.fiveMinutes,
    answer: (use, { query }) => use(ListArticles).execute({ lang: text(query.lang) }),
    examples: ['/api/articles?lang=en', '/api/articles?lang=te'],
  },
  {
    path: CONTENT_PATHS.article,
    cache: CACHE.fiveMinutes,
    answer: (use, { query, params }) => use(GetArticle).execute({ idOrSlug: params.idOrSlug!, lang: text(query.lang) }),
    examples: ['/api/articles/1?lang=te', '/api/articles/no-such-article?lang=en'],
  },
  {
    path: CONTENT_PATHS.rechargePackages,
    cache: CACHE.fiveMinutes,
    answer: (use) => use(ListRechargePackages).execute(),
    examples: ['/api/wallet/packages'],
  },
  {
    path: CONTENT_PATHS.stats,
    cache: 'public, max-age=15',
    answer: (use) => use(GetPlatformStats).execute(),
    examples: ['/api/stats'],
  },
  {
    // The offers pages price with these (the package discount, the free minutes), as the admins set them.
    path: CONTENT_PATHS.platformTerms,
    cache: CACHE.revalidate,
    answer: (use) => use(GetPlatformTerms).execute(),
    examples: ['/api/platform-terms'],
  },
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
