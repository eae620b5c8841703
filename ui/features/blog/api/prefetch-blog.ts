import type { QueryClient } from '@tanstack/react-query'
import type { LanguageCode } from '../../../../core/rules/language'
import type { Services } from '../../../services/types'
import { articleQueryOptions } from './get-article'
import { articlesQueryOptions } from './get-articles'

/** Route loader of the blog list: every article of the language. */
export function prefetchBlogList(queryClient: QueryClient, services: Services, language: LanguageCode): Promise<unknown> {
  return queryClient.prefetchQuery(articlesQueryOptions(services.content, language))
}

/** Route loader of an article page (/blog/{slug} or /article/{id}). */
export function prefetchArticle(queryClient: QueryClient, services: Services, language: LanguageCode, params: Record<string, string>): Promise<unknown> {
  const key = (params.slug ?? params.id ?? '').trim()
  return key ? queryClient.prefetchQuery(articleQueryOptions(services.content, key, language)) : Promise.resolve()
}
