import type { ArticleSummary, EditableArticle } from '../domain/article-editing'
import type { PublicUser } from '../domain/user'
import { NotFoundError, ValidationError } from '../errors'
import type { ArticleStore, MarkdownRenderer } from './ports/article-store'
import type { AuditLog } from '../shared/ports/audit-log'
import type { Clock } from '../shared/ports/clock'
import { readTimeOf, type ArticlePreview, type ArticleVersionForm } from './article-form'
import type { LanguageCode } from '../shared/language'
import { articleSlug } from '../shared/slug'

/** Cover gradients for new articles, in the built-in articles' palette. */
const GRADIENTS = [
  'linear-gradient(135deg, #1e1b4b 0%, #4338ca 50%, #0ea5e9 100%)',
  'linear-gradient(135deg, #7c2d12 0%, #ea580c 50%, #facc15 100%)',
  'linear-gradient(135deg, #4a044e 0%, #a21caf 50%, #f472b6 100%)',
  'linear-gradient(135deg, #064e3b 0%, #059669 50%, #a3e635 100%)',
]

function articleId(raw: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw new NotFoundError('Article not found')
  return Number(raw)
}

/** "26 November 2026", the built-in articles' date text, on India's calendar and in its order (day first). */
function dateText(now: Date): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', month: 'long', day: 'numeric', year: 'numeric' }).format(now)
}

/**
 * The admins' blog editor: drafts, one version per language, publish and unpublish, a preview rendered
 * and sanitised exactly as readers will get it. Edits to a published article are kept aside until it is
 * published again. Every change is audited with before and after.
 */
export class EditArticles {
  constructor(
    private readonly store: ArticleStore,
    private readonly renderer: MarkdownRenderer,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  list(): Promise<ArticleSummary[]> {
    return this.store.list()
  }

  async get(rawId: string): Promise<EditableArticle> {
    const article = await this.store.load(articleId(rawId))
    if (!article) throw new NotFoundError('Article not found')
    return article
  }

  /** The first version of a new article, saved as a draft at a slug no other article has and no id can be. */
  async create(actor: PublicUser, form: ArticleVersionForm): Promise<EditableArticle> {
    const base = articleSlug(form.title)
    let slug = base
    for (let n = 2; await this.store.slugInUse(slug); n++) slug = `${base}-${n}`
    const id = await this.store.create({
      slug,
      category: form.category,
      date: dateText(this.clock.now()),
      readTime: readTimeOf(form.content),
      gradient: GRADIENTS[slug.length % GRADIENTS.length]!,
      lang: form.lang as LanguageCode,
      version: { title: form.title, excerpt: form.excerpt, content: form.content },
      authorId: actor.id,
    })
    const created = (await this.store.load(id))!
    await this.record(actor, 'article.create', id, null, { slug, lang: form.lang, title: form.title })
    return created
  }

  /**
   * Saves one language's version; the page keeps its address. A published article's edits wait for
   * review: readers keep the published text until the article is published again.
   */
  async save(actor: PublicUser, rawId: string, form: ArticleVersionForm): Promise<EditableArticle> {
    const before = await this.get(rawId)
    const version = { title: form.title, excerpt: form.excerpt, content: form.content }
    // The read time follows the English body when there is one (the list shows one figure for all languages).
    const english = form.lang === 'en' ? form.content : (before.versions.en?.content ?? form.content)
    await this.store.saveVersion(before.id, { lang: form.lang as LanguageCode, version, category: form.category, readTime: readTimeOf(english), authorId: actor.id, pending: before.status === 'published' })
    await this.record(actor, 'article.save', before.id, { lang: form.lang, ...(before.versions[form.lang as LanguageCode] ?? {}) }, { lang: form.lang, ...version })
    return this.get(String(before.id))
  }

  async publish(actor: PublicUser, rawId: string, publish: boolean): Promise<EditableArticle> {
    const before = await this.get(rawId)
    if (publish && !before.versions.en) throw new ValidationError('Write the English version before publishing', [{ path: 'en', message: 'Write the English version before publishing' }])
    const status = publish ? 'published' : 'draft'
    // Publishing makes the saved edits live; unpublishing takes them in too (a draft has no live text to keep).
    await this.store.publishPending(before.id)
    await this.store.setStatus(before.id, status)
    await this.record(actor, publish ? 'article.publish' : 'article.unpublish', before.id, { status: before.status, unpublishedChanges: before.unpublishedChanges }, { status })
    return this.get(String(before.id))
  }

  /**
   * Deletes an article for readers: its address answers 410 from now on and its slug stays taken, so a
   * new article never answers at an address search engines were told is gone. The revisions stay.
   */
  async remove(actor: PublicUser, rawId: string): Promise<void> {
    const before = await this.get(rawId)
    await this.store.setStatus(before.id, 'deleted')
    await this.record(actor, 'article.delete', before.id, { status: before.status, slug: before.slug }, { status: 'deleted' })
  }

  /** What readers will see for this Markdown (the editor's live preview). */
  preview({ content }: ArticlePreview): { html: string } {
    return { html: this.renderer.toSafeHtml(content) }
  }

  private record(actor: PublicUser, action: string, id: number, before: unknown, after: unknown) {
    return this.audit.record({ actorId: actor.id, actorEmail: actor.email, action, target: `article:${id}`, before, after })
  }
}
