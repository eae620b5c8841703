import type { ArticleStatus, ArticleSummary, ArticleVersion, EditableArticle } from '../../domain/article-editing'
import type { ArticleCategory } from '../../domain/content'
import type { LanguageCode } from '../../shared/language'

/** The blog as the admins edit it: drafts included, every language, every saved revision. */
export interface ArticleStore {
  list(): Promise<ArticleSummary[]>
  load(id: number): Promise<EditableArticle | null>
  slugInUse(slug: string): Promise<boolean>
  /** A new draft with its first language version; answers its id. */
  create(input: {
    slug: string
    category: ArticleCategory
    date: string
    readTime: string
    gradient: string
    lang: LanguageCode
    version: ArticleVersion
    authorId: string
  }): Promise<number>
  /**
   * Saves one language's version (kept as a revision) with the category and read time: into what readers
   * get, or, with `pending`, aside until `publishPending` (a published article's edits).
   */
  saveVersion(id: number, input: { lang: LanguageCode; version: ArticleVersion; category: ArticleCategory; readTime: string; authorId: string; pending: boolean }): Promise<void>
  /** Makes the edits kept aside what readers get (nothing when there are none). */
  publishPending(id: number): Promise<void>
  setStatus(id: number, status: ArticleStatus): Promise<void>
}
export const ArticleStore = Symbol('ArticleStore')

/** Images uploaded for articles. */
export interface ArticleImages {
  save(image: { contentType: string; bytes: Uint8Array; uploadedBy: string }): Promise<string>
  get(id: string): Promise<{ contentType: string; bytes: Uint8Array } | null>
}
export const ArticleImages = Symbol('ArticleImages')

/** Markdown to HTML that is safe to put in a page: no script, no event handler, no foreign scheme survives. */
export interface MarkdownRenderer {
  toSafeHtml(markdown: string): string
}
export const MarkdownRenderer = Symbol('MarkdownRenderer')
