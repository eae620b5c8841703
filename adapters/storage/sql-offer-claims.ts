import type { Kysely } from 'kysely'
import type { OfferClaims, OfferId } from '../../core/offers/ports/offer-claims'
import type { Database } from './schema'

/** Offer claims in PostgreSQL or PGlite: the table's two unique keys decide between parallel claims. */
export class SqlOfferClaims implements OfferClaims {
  constructor(private readonly db: Kysely<Database>) {}

  async claim(input: { offer: OfferId; userId: string; personKey: string; reference: string }): Promise<boolean> {
    // A conflict on either key (the account, or the person) means someone holds it: no row, no error.
    const inserted = await this.db
      .insertInto('offer_claims')
      .values({ offer: input.offer, user_id: input.userId, person_key: input.personKey, reference: input.reference })
      .onConflict((oc) => oc.doNothing())
      .returning('reference')
      .executeTakeFirst()
    if (inserted) return true
    const held = await this.db.selectFrom('offer_claims').select('reference').where('offer', '=', input.offer).where('user_id', '=', input.userId).executeTakeFirst()
    return held?.reference === input.reference
  }

  async release(offer: OfferId, reference: string): Promise<void> {
    await this.db.deleteFrom('offer_claims').where('offer', '=', offer).where('reference', '=', reference).execute()
  }

  async taken(offer: OfferId, userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('offer_claims').select('reference').where('offer', '=', offer).where('user_id', '=', userId).executeTakeFirst()
    return row !== undefined
  }
}
