import { queryOptions } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { ContentService } from '../../../services/types'
import { blogKeys } from './keys'

/** One article by numeric id or slug (GET /api/articles/{idOrSlug}?lang=); 404 when unknown. */
export function articleQueryOptions(content: ContentService, idOrSlug: string, lang: LanguageCode) {
  return queryOptions({
    queryKey: blogKeys.article(idOrSlug, lang),
    queryFn: () => content.article(idOrSlug, lang),
  })
}
