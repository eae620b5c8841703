import type { ArticlePage } from '../domain/content'
import { GoneError, NotFoundError } from '../errors'
import type { MarkdownRenderer } from './ports/article-store'
import type { ArticleRepository } from './ports/content-repository'
import { languageOrDefault } from '../shared/language'

/**
 * One published article by id or slug, its body rendered to safe HTML; GoneError for a deleted one,
 * NotFoundError when there is none.
 */
export class GetArticle {
  constructor(
    private readonly articles: ArticleRepository,
    private readonly renderer: MarkdownRenderer,
  ) {}

  async execute(input: { idOrSlug: string; lang?: string }): Promise<ArticlePage> {
    const article = await this.articles.find(input.idOrSlug, languageOrDefault(input.lang))
    if (!article) {
      if (await this.articles.isDeleted(input.idOrSlug)) throw new GoneError('This article has been removed')
      throw new NotFoundError('Article not found')
    }
    return { ...article, html: article.content ? this.renderer.toSafeHtml(article.content) : '' }
  }
}
