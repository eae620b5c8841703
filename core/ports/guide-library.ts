import type { LanguageCode } from '../rules/language'

/** The learn pages (/learn-astrology/{topic} and /articles/dasha-periods-guide). */
export const LEARN_SLUGS = ['learn-basics', 'learn-birth-chart', 'learn-planets', 'learn-nakshatras', 'learn-doshas', 'learn-muhurta', 'learn-advanced', 'dasha-periods-guide'] as const
export type LearnSlug = (typeof LEARN_SLUGS)[number]

/** The long-form guides the site publishes (palmistry, vastu, the learn pages): written text, one file per language. */
export const GUIDE_SLUGS = ['palmistry', 'vastu', ...LEARN_SLUGS] as const
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

/** Where the guides' text lives (ARCHITECTURE.md "Text at scale": prose is data per language). */
export interface GuideLibrary {
  /** The guide in `lang`, or null when it is not written in that language. */
  guide(slug: GuideSlug, lang: LanguageCode): Guide | null
}
export const GuideLibrary = Symbol('GuideLibrary')
