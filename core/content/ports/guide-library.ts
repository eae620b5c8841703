import type { LanguageCode } from '../../shared/language'

/** The learn pages (/learn-astrology/{topic} and /articles/dasha-periods-guide). */
export const LEARN_SLUGS = ['learn-basics', 'learn-birth-chart', 'learn-planets', 'learn-nakshatras', 'learn-doshas', 'learn-muhurta', 'learn-advanced', 'dasha-periods-guide'] as const
export type LearnSlug = (typeof LEARN_SLUGS)[number]

/** The topic pages (/topics/{topic}), the topic landings, /remedies and /spirituality. */
export const TOPIC_SLUGS = [
  'topic-marriage-prediction', 'topic-career-astrology', 'topic-health-astrology', 'topic-love-compatibility', 'topic-lucky-numbers', 'topic-baby-names',
  'topic-sade-sati', 'topic-mangal-dosha', 'topic-kaal-sarp-dosha', 'topic-pitra-dosha', 'topic-shani-mahadasha', 'topic-jupiter-transit',
  'topic-rahu-ketu-transit', 'topic-solar-eclipse-effects', 'topic-lunar-eclipse-effects', 'topic-retrograde-planets', 'topic-navratri',
  'topic-diwali-muhurat', 'topic-holi', 'topic-karva-chauth', 'topic-love-marriage-astrology', 'topic-career-business-astrology',
  'topic-health-medical-astrology', 'topic-wealth-finance-astrology', 'topic-spiritual-growth-astrology', 'topic-children-progeny-astrology',
  'remedies', 'spirituality',
] as const
export type TopicSlug = (typeof TOPIC_SLUGS)[number]

/** The long-form guides the site publishes (palmistry, vastu, the learn and topic pages): written text, one file per language. */
export const GUIDE_SLUGS = ['palmistry', 'vastu', ...LEARN_SLUGS, ...TOPIC_SLUGS] as const
export type GuideSlug = (typeof GUIDE_SLUGS)[number]

/** One guide in one language: a title, a description for search results and its sections in order. */
export interface Guide {
  slug: GuideSlug
  lang: LanguageCode
  title: string
  description: string
  /** `body` is the Markdown subset of articles (paragraphs, "- " lists, **bold**) */
  sections: Array<{ id: string; heading: string; body: string }>
}

/** Where the guides' text lives (prose is data per language, not code). */
export interface GuideLibrary {
  /** The guide in `lang`, or null when it is not written in that language. */
  guide(slug: GuideSlug, lang: LanguageCode): Guide | null
}
export const GuideLibrary = Symbol('GuideLibrary')
