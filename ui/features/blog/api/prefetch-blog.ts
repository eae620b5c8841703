import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/shared/language'
import type { Services } from '../../../services/types'
import { throwIfMissing } from '../../../lib/missing-content'
import { articleQueryOptions } from './get-article'
import { articlesQueryOptions } from './get-articles'

/** Route loader of the blog list: every article of the language. */
export function prefetchBlogList(queryClient: QueryClient, services: Services, language: LanguageCode): Promise<unknown> {
  return queryClient.prefetchQuery(articlesQueryOptions(services.content, language))
}

/** Route loader of an article page (/blog/{slug} or /article/{id}); an unknown or removed article is the not-found page. */
export async function prefetchArticle(queryClient: QueryClient, services: Services, language: LanguageCode, params: Record<string, string>): Promise<void> {
  const key = (params.slug ?? params.id ?? '').trim()
  if (!key) return
  const article = articleQueryOptions(services.content, key, language)
  await queryClient.prefetchQuery(article)
  throwIfMissing(queryClient, article.queryKey)
}
