import { sql, type Kysely, type Selectable } from 'kysely'
import type { OwnAstrologerProfile } from '../../core/domain/consultation'
import type { AstrologerProfilePatch, AstrologerProfiles, NewAstrologerProfile } from '../../core/astrologers/ports/astrologer-profiles'
import type { AstrologerEarningsReport } from '../../core/astrologers/ports/astrologer-earnings'
import type { LanguageCode } from '../../core/shared/language'
import { accountId, earningsOf } from '../../core/wallet/rules'
import type { AstrologersTable, Database } from './schema'
import { toAstrologer } from './content-repositories'

/** Astrologer profiles with live availability (open consultations counted from the consultations table). */
export class SqlAstrologerProfiles implements AstrologerProfiles {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('astrologers as a')
      .selectAll('a')
      .select((eb) =>
        eb
          .selectFrom('consultations as c')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('c.astrologer_id', '=', 'a.id')
          .where('c.status', 'in', ['requested', 'active'])
          .as('open_chats'),
      )
  }

  async find(idOrSlug: string, lang: LanguageCode): Promise<OwnAstrologerProfile | null> {
    const key = idOrSlug.trim()
    const row = await this.select()
      .where((eb) => eb.or([eb('a.id', '=', key), eb('a.slug', '=', key.toLowerCase())]))
      .executeTakeFirst()
    return row ? toProfile(row, lang) : null
  }

  async findByUserId(userId: string, lang: LanguageCode): Promise<OwnAstrologerProfile | null> {
    const row = await this.select().where('a.user_id', '=', userId).executeTakeFirst()
    return row ? toProfile(row, lang) : null
  }

  async setOnline(astrologerId: string, online: boolean): Promise<void> {
    await this.db.updateTable('astrologers').set({ is_online: online }).where('id', '=', astrologerId).execute()
  }

  async update(astrologerId: string, patch: AstrologerProfilePatch): Promise<void> {
    const set: Record<string, unknown> = {}
    if (patch.bio !== undefined) set.bio = sql`jsonb_set(bio, '{en}', to_jsonb(${patch.bio}::text))`
    if (patch.languages !== undefined) set.languages = JSON.stringify(patch.languages)
    if (patch.specialties !== undefined) set.specialties = JSON.stringify(patch.specialties)
    if (patch.ratePerMinute !== undefined) set.rate_per_minute = patch.ratePerMinute
    if (patch.maxConcurrentChats !== undefined) set.max_concurrent_chats = patch.maxConcurrentChats
    if (patch.callRatePerMinute !== undefined) set.call_rate_per_minute = patch.callRatePerMinute
    if (patch.takesCalls !== undefined) set.takes_calls = patch.takesCalls
    if (Object.keys(set).length === 0) return
    await this.db.updateTable('astrologers').set(set).where('id', '=', astrologerId).execute()
  }

  async listWithoutAccount(): Promise<Array<{ id: string; slug: string; name: string }>> {
    return this.db.selectFrom('astrologers').select(['id', 'slug', 'name']).where('user_id', 'is', null).orderBy('sort_order').execute()
  }

  async create(p: NewAstrologerProfile): Promise<string> {
    const base = p.name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'astrologer'
    const taken = new Set((await this.db.selectFrom('astrologers').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug))
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    const order = await this.db.selectFrom('astrologers').select((eb) => eb.fn.max('sort_order').as('max')).executeTakeFirst()
    const id = `astro-${slug}`
    await this.db
      .insertInto('astrologers')
      .values({
        id,
        slug,
        name: p.name,
        image: '',
        experience_years: p.experienceYears,
        rating: 0,
        reviews: 0,
        specialties: JSON.stringify(p.specialties),
        languages: JSON.stringify(p.languages),
        rate_per_minute: p.ratePerMinute,
        // A new astrologer's calls start at their chat rate; they set their own call rate on the settings page.
        call_rate_per_minute: p.ratePerMinute * 100,
        is_online: false,
        bio: JSON.stringify({ en: p.bio }),
        sort_order: Number(order?.max ?? 0) + 1,
        user_id: p.userId,
        commission_percent: p.commissionPercent,
      })
      .execute()
    return id
  }

  async commissionOf(astrologerId: string): Promise<number | null> {
    const row = await this.db.selectFrom('astrologers').select('commission_percent').where('id', '=', astrologerId).executeTakeFirst()
    return row?.commission_percent === null || row?.commission_percent === undefined ? null : Number(row.commission_percent)
  }

  async linkAccount(astrologerId: string, userId: string): Promise<boolean> {
    const result = await this.db.updateTable('astrologers').set({ user_id: userId }).where('id', '=', astrologerId).where('user_id', 'is', null).executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  }
}

function toProfile(row: Selectable<AstrologersTable> & { open_chats: number | string | null }, lang: LanguageCode): OwnAstrologerProfile {
  const activeChats = Number(row.open_chats ?? 0)
  const max = Number(row.max_concurrent_chats)
  return {
    ...toAstrologer(row, lang),
    maxConcurrentChats: max,
    activeChats,
    busy: activeChats >= max,
    userId: row.user_id,
    bioTranslations: row.bio,
  }
}

/** Net earnings from the ledger's entries on the astrologer's earnings account (read-only). */
export class SqlAstrologerEarningsReport implements AstrologerEarningsReport {
  constructor(private readonly db: Kysely<Database>) {}

  async netSince(astrologerId: string, since: Date | null): Promise<number> {
    let query = this.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
      .where('account_id', '=', accountId(earningsOf(astrologerId)))
      .where('type', 'in', ['astrologer_earning', 'refund'])
    if (since) query = query.where('created_at', '>=', since)
    const row = await query.executeTakeFirstOrThrow()
    return Number(row.total)
  }
}
