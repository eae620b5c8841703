import type { LanguageCode } from '../shared/language'

/** Astrologer as GET /api/astrologers answers it; ratePerMinute (chat) in rupees, callRatePerMinute in paise. */
export interface Astrologer {
  id: string
  slug: string
  name: string
  image: string
  isOnline: boolean
  experience: number
  rating: number
  reviews: number
  specialties: string[]
  ratePerMinute: number
  /** paise a minute for a call */
  callRatePerMinute: number
  /** the consultations the astrologer offers: chat always, call when they take calls */
  modes: Array<'chat' | 'call'>
  languages: string[]
  bio: string
}

export const ARTICLE_CATEGORIES = [
  'Transit', 'Conjunction', 'Aspect', 'Retrograde', 'Lunar', 'Direct Motion', 'Nodes', 'Festival', 'Eclipse', 'Combust', 'Seasonal',
] as const
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number]

/** A blog article in one language; content is Markdown, empty for articles still being written. */
export interface Article {
  id: number
  slug: string
  title: string
  date: string
  readTime: string
  category: ArticleCategory
  gradient: string
  excerpt: string
  content: string
  lang: LanguageCode
}

/** An article as its page shows it: `html` is the body rendered and sanitised on the server. */
export interface ArticlePage extends Article {
  html: string
}

/** The home page's live-stats strip, computed from stored data. */
export interface PlatformStats {
  consultationsToday: number
  usersOnline: number
  reportsGenerated: number
  expertAstrologers: number
}

export interface RechargePackage {
  id: string
  /** paise */
  amount: number
  /** paise */
  bonus: number
  label: string
  popular?: boolean
}

/** A location search result: a place's display text, name and coordinates. */
export interface LocationResult {
  name: string
  display: string
  latitude: number
  longitude: number
  timezone?: string
  country?: string
}

/** A mail kept by the embedded mailer, readable by admins. */
export interface OutboxMail {
  id: string
  to: string
  subject: string
  text: string
  createdAt: string
}
