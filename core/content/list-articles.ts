import type { Article } from '../domain/content'
import type { ArticleRepository } from './ports/content-repository'
import { languageOrDefault } from '../shared/language'

/** The blog's articles in the reader's language. */
export class ListArticles {
  constructor(private readonly articles: ArticleRepository) {}

  async execute(input: { lang?: string }): Promise<Article[]> {
    return this.articles.list(languageOrDefault(input.lang))
  }
}
