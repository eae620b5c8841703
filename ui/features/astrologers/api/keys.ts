/** The astrologers' query keys (the list, a profile, its reviews); the home page's and the payment page's queries share them. */
export const astrologerKeys = {
  all: ['astrologers'] as const,
  lists: ['astrologers', 'list'] as const,
  list: (lang: string) => ['astrologers', 'list', lang] as const,
  profiles: ['astrologers', 'profile'] as const,
  profile: (idOrSlug: string, lang: string) => ['astrologers', 'profile', idOrSlug, lang] as const,
  reviewsAll: ['astrologers', 'reviews'] as const,
  reviews: (idOrSlug: string) => ['astrologers', 'reviews', idOrSlug] as const,
}
