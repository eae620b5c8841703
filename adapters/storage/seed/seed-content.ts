import { CONTENT_PATHS } from '../../../core/content/paths'
import { pathTo } from '../../../core/shared/read-endpoint'
import { sql, type Kysely } from 'kysely'
import { slugify } from '../../../core/shared/slug'
import type { Database } from '../schema'
import { seedArticles } from './articles'
import { seedAstrologers } from './astrologers'
import { seedRechargePackages } from './recharge-packages'

/** The demo astrologers' weekly hours (local time in Asia/Kolkata; 0 = Sunday). */
const DEMO_WEEKLY_HOURS = [
  { weekday: 0, start: '10:00', end: '13:00' },
  { weekday: 0, start: '17:00', end: '20:00' },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '18:00', end: '21:00' })),
  { weekday: 6, start: '10:00', end: '13:00' },
  { weekday: 6, start: '17:00', end: '20:00' },
]

/**
 * Demo content on first start: astrologers, the 20 blog articles and the recharge packages.
 * Idempotent: rows that exist are left as they are (an admin may have edited them); the packages are seeded
 * only into an empty table.
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const [index, a] of seedAstrologers.entries()) {
      await tx
        .insertInto('astrologers')
        .values({
          id: `astro-${a.slug}`,
          slug: a.slug,
          name: a.name,
          image: pathTo(CONTENT_PATHS.astrologerImage, { file: `${a.slug}.jpg` }),
          experience_years: a.experience,
          rating: a.rating,
          reviews: a.reviews,
          specialties: JSON.stringify(a.specialties),
          languages: JSON.stringify(a.languages),
          rate_per_minute: a.ratePerMinute,
          call_rate_per_minute: a.callRatePerMinute * 100,
          is_online: a.isOnline,
          bio: JSON.stringify({ en: a.bio, hi: a.bioHi, ta: a.bioTa, te: a.bioTe }),
          sort_order: index,
          user_id: null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    }
    // Bookable hours, so that slots exist out of the box: weekday evenings and weekend mornings and evenings, IST.
    for (const a of seedAstrologers)
      await sql`
        INSERT INTO astrologer_availability (astrologer_id, timezone, weekly, blocked)
        VALUES (${`astro-${a.slug}`}, 'Asia/Kolkata', ${JSON.stringify(DEMO_WEEKLY_HOURS)}::jsonb, '[]'::jsonb)
        ON CONFLICT (astrologer_id) DO NOTHING`.execute(tx)
    for (const article of seedArticles) {
      await tx
        .insertInto('articles')
        .values({
          id: article.id,
          slug: slugify(article.translations.en.title),
          category: article.category,
          date_text: article.date,
          read_time: article.readTime,
          gradient: article.gradient,
          translations: JSON.stringify(article.translations),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    }
    // Packages only on a first start: afterwards they are the admins' (an edit may remove one).
    const packages = await tx.selectFrom('recharge_packages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
    if (Number(packages.n) === 0)
      await tx
        .insertInto('recharge_packages')
        .values(seedRechargePackages.map((p) => ({ id: p.id, amount_paise: p.amount, bonus_paise: p.bonus, label: p.label, popular: Boolean(p.popular) })))
        .execute()
  })
}
