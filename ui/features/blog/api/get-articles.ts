import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { ContentService } from '../../../services/types'
import { blogKeys } from './keys'

/** All blog articles in one language (GET /api/articles?lang=), in the server's order. */
export function articlesQueryOptions(content: ContentService, lang: LanguageCode) {
  return queryOptions({
    queryKey: blogKeys.articles(lang),
    queryFn: () => content.articles(lang),
  })
}
