import type { LanguageCode } from '../../../../core/shared/language'

/** The blog's query keys: the list of articles and one article, each in one language. */
export const blogKeys = {
  articles: (lang: LanguageCode) => ['articles', lang] as const,
  article: (idOrSlug: string, lang: LanguageCode) => ['article', idOrSlug, lang] as const,
}
