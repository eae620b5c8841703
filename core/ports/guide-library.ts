import type { LanguageCode } from '../rules/language'

/** The long-form guides the site publishes (palmistry, vastu): written text, one file per language. */
export const GUIDE_SLUGS = ['palmistry', 'vastu'] as const
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
