import { z } from 'zod'
import { ARTICLE_CATEGORIES } from '../domain/content'
import { LANGUAGES } from '../shared/language'
import { slugify } from '../shared/slug'

const articleMessages = {
  title: 'Title must be 3 to 160 characters',
  slug: 'The title needs letters or numbers to make an address from',
  excerpt: 'Excerpt must be 10 to 400 characters',
  content: 'The article is too long (at most 100,000 characters)',
  category: 'Choose a category',
  language: 'Choose a language',
} as const

const codes = LANGUAGES.map((l) => l.code) as [string, ...string[]]

/** One language version of an article, as the editor sends it. */
export const articleVersionSchema = z.object({
  lang: z.enum(codes, { error: articleMessages.language }),
  category: z.enum(ARTICLE_CATEGORIES, { error: articleMessages.category }),
  title: z.string({ error: articleMessages.title }).trim().min(3, articleMessages.title).max(160, articleMessages.title),
  excerpt: z.string({ error: articleMessages.excerpt }).trim().min(10, articleMessages.excerpt).max(400, articleMessages.excerpt),
  content: z.string().max(100_000, articleMessages.content).default(''),
})
export type ArticleVersionForm = z.infer<typeof articleVersionSchema>

/** A version as PUT /api/admin/articles/{id}/versions/{lang} sends it: its language is the path's. */
export const articleVersionBodySchema = articleVersionSchema.omit({ lang: true })
/** That path's language. */
export const articleLangSchema = articleVersionSchema.pick({ lang: true })

/** A new article: its first version, whose title gives the address (its slug). */
export const newArticleSchema = articleVersionSchema.refine((form) => slugify(form.title) !== '', { path: ['title'], message: articleMessages.slug })

/** The editor's live preview: the Markdown to render (anything but text renders nothing). */
export const articlePreviewSchema = z.object({
  content: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().max(100_000, articleMessages.content)),
})
export type ArticlePreview = z.output<typeof articlePreviewSchema>

/** "N min read" at about 200 words a minute, as the built-in articles say it. */
export function readTimeOf(markdown: string): string {
  const words = markdown.split(/\s+/).filter(Boolean).length
  return `${Math.max(1, Math.round(words / 200))} min read`
}
