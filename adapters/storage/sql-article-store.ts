import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { ArticleStatus, ArticleSummary, ArticleVersion, EditableArticle } from '../../core/domain/article-editing'
import type { ArticleCategory } from '../../core/domain/content'
import type { ArticleImages, ArticleStore } from '../../core/content/ports/article-store'
import { isLanguageCode, type LanguageCode } from '../../core/shared/language'
import type { Database } from './schema'

/** The blog's rows for the editor: drafts included; a saved version is written to the article and to its history. */
export class SqlArticleStore implements ArticleStore {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<ArticleSummary[]> {
    const rows = await this.db.selectFrom('articles').selectAll().where('status', '!=', 'deleted').orderBy('id', 'desc').execute()
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.translations.en?.title ?? Object.values(row.translations)[0]?.title ?? row.slug,
      category: row.category as ArticleCategory,
      status: row.status as ArticleStatus,
      updatedAt: new Date(row.updated_at).toISOString(),
      written: Object.entries({ ...row.translations, ...row.pending?.translations })
        .filter(([lang, v]) => isLanguageCode(lang) && v.content.trim() !== '')
        .map(([lang]) => lang as LanguageCode),
      hasUnpublishedChanges: Object.keys(row.pending?.translations ?? {}).length > 0,
    }))
  }

  async load(id: number): Promise<EditableArticle | null> {
    const row = await this.db.selectFrom('articles').selectAll().where('id', '=', id).where('status', '!=', 'deleted').executeTakeFirst()
    if (!row) return null
    const revisions = await this.db
      .selectFrom('article_revisions')
      .select(['id', 'lang', 'title', 'author_id', 'created_at'])
      .where('article_id', '=', id)
      .orderBy('id', 'desc')
      .limit(50)
      .execute()
    // The editor works on the latest saved text: a published article's pending edits over its live text.
    const versions: EditableArticle['versions'] = {}
    for (const [lang, v] of Object.entries({ ...row.translations, ...row.pending?.translations })) if (isLanguageCode(lang)) versions[lang] = { title: v.title, excerpt: v.excerpt, content: v.content }
    return {
      id: row.id,
      slug: row.slug,
      category: (row.pending?.category ?? row.category) as ArticleCategory,
      status: row.status as ArticleStatus,
      date: row.date_text,
      readTime: row.pending?.readTime ?? row.read_time,
      gradient: row.gradient,
      updatedAt: new Date(row.updated_at).toISOString(),
      versions,
      unpublishedChanges: Object.keys(row.pending?.translations ?? {}).filter(isLanguageCode),
      revisions: revisions.map((r) => ({ id: String(r.id), lang: r.lang as LanguageCode, title: r.title, authorId: r.author_id, createdAt: new Date(r.created_at).toISOString() })),
    }
  }

  async slugInUse(slug: string): Promise<boolean> {
    return !!(await this.db.selectFrom('articles').select('id').where('slug', '=', slug).executeTakeFirst())
  }

  async create(input: Parameters<ArticleStore['create']>[0]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      // Ids are small integers (they appear in /article/{id}); the lock makes two creations take different ones.
      await sql`LOCK TABLE articles IN SHARE ROW EXCLUSIVE MODE`.execute(trx)
      const { next } = await trx.selectFrom('articles').select(sql<number>`COALESCE(MAX(id), 0) + 1`.as('next')).executeTakeFirstOrThrow()
      await trx
        .insertInto('articles')
        .values({
          id: Number(next),
          slug: input.slug,
          category: input.category,
          date_text: input.date,
          read_time: input.readTime,
          gradient: input.gradient,
          translations: JSON.stringify({ [input.lang]: input.version }),
          status: 'draft',
        })
        .execute()
      await this.revision(trx, Number(next), input.lang, input.version, input.authorId)
      return Number(next)
    })
  }

  async saveVersion(id: number, input: { lang: LanguageCode; version: ArticleVersion; category: ArticleCategory; readTime: string; authorId: string; pending: boolean }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      if (input.pending) {
        const row = await trx.selectFrom('articles').select('pending').where('id', '=', id).forUpdate().executeTakeFirst()
        const pending = { translations: { ...row?.pending?.translations, [input.lang]: input.version }, category: input.category, readTime: input.readTime }
        await trx.updateTable('articles').set({ pending: JSON.stringify(pending), updated_at: new Date() }).where('id', '=', id).execute()
        await this.revision(trx, id, input.lang, input.version, input.authorId)
        return
      }
      await trx
        .updateTable('articles')
        .set({
          translations: sql`jsonb_set(translations, ${sql.val(`{${input.lang}}`)}::text[], ${JSON.stringify(input.version)}::jsonb, true)` as never,
          category: input.category,
          read_time: input.readTime,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute()
      await this.revision(trx, id, input.lang, input.version, input.authorId)
    })
  }

  async publishPending(id: number): Promise<void> {
    await this.db
      .updateTable('articles')
      .set({
        translations: sql`translations || (pending->'translations')` as never,
        category: sql`pending->>'category'` as never,
        read_time: sql`pending->>'readTime'` as never,
        pending: null,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('pending', 'is not', null)
      .execute()
  }

  async setStatus(id: number, status: ArticleStatus): Promise<void> {
    await this.db.updateTable('articles').set({ status, updated_at: new Date() }).where('id', '=', id).execute()
  }

  private async revision(trx: Kysely<Database>, id: number, lang: LanguageCode, version: ArticleVersion, authorId: string) {
    await trx.insertInto('article_revisions').values({ article_id: id, lang, title: version.title, excerpt: version.excerpt, content: version.content, author_id: authorId }).execute()
  }
}

/** Article images as rows: backed up with the rest of the database. */
export class SqlArticleImages implements ArticleImages {
  constructor(private readonly db: Kysely<Database>) {}

  async save(image: { contentType: string; bytes: Uint8Array; uploadedBy: string }): Promise<string> {
    const id = randomUUID()
    await this.db.insertInto('article_images').values({ id, content_type: image.contentType, bytes: image.bytes, uploaded_by: image.uploadedBy }).execute()
    return id
  }

  async get(id: string): Promise<{ contentType: string; bytes: Uint8Array } | null> {
    const row = await this.db.selectFrom('article_images').select(['content_type', 'bytes']).where('id', '=', id).executeTakeFirst()
    return row ? { contentType: row.content_type, bytes: row.bytes } : null
  }
}
