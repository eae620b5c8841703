import type { Article } from '../domain/content'
import { NotFoundError } from '../errors'
import type { ArticleRepository } from '../ports/content-repository'
import { DEFAULT_LANGUAGE, isLanguageCode } from '../rules/language'

/** One article by id or slug; NotFoundError when there is none. */
export class GetArticle {
  constructor(private readonly articles: ArticleRepository) {}

  async execute(input: { idOrSlug: string; lang?: string }): Promise<Article> {
    const article = await this.articles.find(input.idOrSlug, isLanguageCode(input.lang) ? input.lang : DEFAULT_LANGUAGE)
    if (!article) throw new NotFoundError('Article not found')
    return article
  }
}
