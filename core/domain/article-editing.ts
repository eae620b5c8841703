import type { LanguageCode } from '../shared/language'
import type { ArticleCategory } from './content'

export type ArticleStatus = 'draft' | 'published' | 'deleted'

/** An article's text in one language; `content` is Markdown. */
export interface ArticleVersion {
  title: string
  excerpt: string
  content: string
}

/** One saved language version, kept for the history. */
export interface ArticleRevision {
  id: string
  lang: LanguageCode
  title: string
  authorId: string
  createdAt: string
}

/** An article as the editor sees it: every language's version, its status and its history. */
export interface EditableArticle {
  id: number
  slug: string
  category: ArticleCategory
  status: ArticleStatus
  date: string
  readTime: string
  gradient: string
  updatedAt: string
  /** the latest saved version of each language (for a published article, its unpublished edits included) */
  versions: Partial<Record<LanguageCode, ArticleVersion>>
  /** languages of a published article saved since it was last published: readers still get the published text */
  unpublishedChanges: LanguageCode[]
  revisions: ArticleRevision[]
}

/** A row of the editor's list. */
export interface ArticleSummary {
  id: number
  slug: string
  title: string
  category: ArticleCategory
  status: ArticleStatus
  updatedAt: string
  /** languages whose version has a body (not only a title and an excerpt) */
  written: LanguageCode[]
  /** a published article has saved edits that readers do not see yet */
  hasUnpublishedChanges: boolean
}

/** One entry of the audit log: `{at, actor, action, target, before, after}`. */
export interface AuditEntry {
  at: string
  actor: string
  action: string
  target: string
  before: unknown
  after: unknown
}
