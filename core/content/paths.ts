/** The addresses of this capability's public reads (declared in endpoints.ts; the UI's services call them by name). */
export const CONTENT_PATHS = {
  astrologers: '/api/astrologers',
  astrologer: '/api/astrologers/:idOrSlug',
  astrologerReviews: '/api/astrologers/:idOrSlug/reviews',
  articles: '/api/articles',
  article: '/api/articles/:idOrSlug',
  rechargePackages: '/api/wallet/packages',
  stats: '/api/stats',
  platformTerms: '/api/platform-terms',
  guide: '/api/guides/:slug',
  zodiacSigns: '/api/zodiac-signs',
  nakshatra: '/api/nakshatras/:slug',
} as const
