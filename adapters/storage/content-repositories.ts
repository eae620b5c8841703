import type { Kysely, Selectable } from 'kysely'
import type { Article, ArticleCategory, Astrologer, RechargePackage } from '../../core/domain/content'
import type { ActivityStats, ArticleRepository, AstrologerDirectory, RechargePackageRepository } from '../../core/content/ports/content-repository'
import type { LanguageCode } from '../../core/shared/language'
import type { ArticlesTable, AstrologersTable, Database } from './schema'

/** Astrologer profiles: online first, then by the seeded order. */
export class SqlAstrologerDirectory implements AstrologerDirectory {
  constructor(private readonly db: Kysely<Database>) {}

  async list(lang: LanguageCode): Promise<Astrologer[]> {
    const rows = await this.db.selectFrom('astrologers').selectAll().orderBy('sort_order').orderBy('name').execute()
    return rows.map((row) => toAstrologer(row, lang))
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('astrologers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    return Number(row.n)
  }
}

/** The public profile of an astrologer row, with the bio in `lang` (English when missing). */
export function toAstrologer(row: Selectable<AstrologersTable>, lang: LanguageCode): Astrologer {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: row.image,
    isOnline: row.is_online,
    experience: row.experience_years,
    rating: Math.round(Number(row.rating) * 10) / 10,
    reviews: row.reviews,
    specialties: row.specialties,
    ratePerMinute: row.rate_per_minute,
    callRatePerMinute: row.call_rate_per_minute,
    modes: row.takes_calls ? ['chat', 'call'] : ['chat'],
    languages: row.languages,
    bio: row.bio[lang] || row.bio.en,
  }
}

/** Published blog articles; a missing translation falls back to English. */
export class SqlArticleRepository implements ArticleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Newest first: by the article's date, then the later id (two articles of one day). */
  async list(lang: LanguageCode): Promise<Article[]> {
    const rows = await this.db.selectFrom('articles').selectAll().where('status', '=', 'published').orderBy('id', 'desc').execute()
    const day = (row: Selectable<ArticlesTable>) => Date.parse(row.date_text) || 0
    return rows.sort((a, b) => day(b) - day(a) || b.id - a.id).map((row) => toArticle(row, lang))
  }

  async find(idOrSlug: string, lang: LanguageCode): Promise<Article | null> {
    // Drafts are the editor's until published: readers get a 404 for them.
    const row = await this.byIdOrSlug(idOrSlug, 'published')
    return row ? toArticle(row, lang) : null
  }

  async isDeleted(idOrSlug: string): Promise<boolean> {
    return (await this.byIdOrSlug(idOrSlug, 'deleted')) !== undefined
  }

  private byIdOrSlug(idOrSlug: string, status: string) {
    const query = this.db.selectFrom('articles').selectAll().where('status', '=', status)
    return /^\d{1,9}$/.test(idOrSlug)
      ? query.where('id', '=', Number(idOrSlug)).executeTakeFirst()
      : query.where('slug', '=', idOrSlug.toLowerCase()).executeTakeFirst()
  }
}

function toArticle(row: Selectable<ArticlesTable>, lang: LanguageCode): Article {
  const text = row.translations[lang] ?? row.translations.en
  const english = row.translations.en
  return {
    id: row.id,
    slug: row.slug,
    title: text.title || english.title,
    excerpt: text.excerpt || english.excerpt,
    content: text.content || english.content,
    date: row.date_text,
    readTime: row.read_time,
    category: row.category as ArticleCategory,
    gradient: row.gradient,
    lang,
  }
}

export class SqlRechargePackageRepository implements RechargePackageRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<RechargePackage[]> {
    const rows = await this.db.selectFrom('recharge_packages').selectAll().orderBy('amount_paise').execute()
    return rows.map((r) => ({ id: r.id, amount: r.amount_paise, bonus: r.bonus_paise, label: r.label, ...(r.popular ? { popular: true } : {}) }))
  }

  async replace(packages: readonly RechargePackage[]): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('recharge_packages').execute()
      await tx
        .insertInto('recharge_packages')
        .values(packages.map((p) => ({ id: p.id, amount_paise: p.amount, bonus_paise: p.bonus, label: p.label, popular: Boolean(p.popular) })))
        .execute()
    })
  }
}

/** Counts of consultations and generated reports for the live-stats strip. */
export class SqlActivityStats implements ActivityStats {
  constructor(private readonly db: Kysely<Database>) {}

  async consultationsSince(since: Date): Promise<number> {
    const row = await this.db.selectFrom('consultations').select((eb) => eb.fn.countAll<number>().as('n')).where('created_at', '>=', since).executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async reportsGenerated(): Promise<number> {
    const row = await this.db.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'done').executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async customerAccounts(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'customer')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }
}
