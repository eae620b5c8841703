/** The offers a person can take once: a first report free, a first question free. */
export type OfferId = 'first-report' | 'first-question'

/**
 * Who took which offer. One claim per offer per account and per person (the birth it was used for);
 * the database's unique keys decide between parallel claims, so two orders at once cannot both win.
 */
export interface OfferClaims {
  /**
   * Claims `offer` for `reference` (the report or question it pays for). True when this reference holds
   * the claim (now or from an earlier try of the same order); false when the account or the person has
   * already taken it for something else.
   */
  claim(input: { offer: OfferId; userId: string; personKey: string; reference: string }): Promise<boolean>
  /** Gives the offer back (what it paid for failed and was refunded). */
  release(offer: OfferId, reference: string): Promise<void>
  /** Whether this account has taken the offer. */
  taken(offer: OfferId, userId: string): Promise<boolean>
}
export const OfferClaims = Symbol('OfferClaims')
