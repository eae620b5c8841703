import type { SettingsStore } from '../shared/ports/settings-store'
import type { OfferClaims } from './ports/offer-claims'

/** Which offers this account can still take: on, and not taken yet. */
export interface MyOffers {
  firstReport: boolean
  firstQuestion: boolean
}

/** GET /api/offers/mine: what the offer banner may promise the signed-in customer. */
export class GetMyOffers {
  constructor(
    private readonly settings: SettingsStore,
    private readonly claims: OfferClaims,
  ) {}

  async execute(userId: string): Promise<MyOffers> {
    const { offers } = await this.settings.current()
    const [report, question] = await Promise.all([this.claims.taken('first-report', userId), this.claims.taken('first-question', userId)])
    return { firstReport: offers.firstReport.enabled && !report, firstQuestion: offers.firstQuestion.enabled && !question }
  }
}
