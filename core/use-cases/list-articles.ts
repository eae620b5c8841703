import type { Article } from '../domain/content'
import type { ArticleRepository } from '../ports/content-repository'
import { DEFAULT_LANGUAGE, isLanguageCode } from '../rules/language'

/** The blog's articles in the reader's language. */
export class ListArticles {
  constructor(private readonly articles: ArticleRepository) {}

  async execute(input: { lang?: string }): Promise<Article[]> {
    return this.articles.list(isLanguageCode(input.lang) ? input.lang : DEFAULT_LANGUAGE)
  }
}
