import type { ConsultationRepository } from '../consultations/ports/consultation-repository'
import type { SettingsStore } from '../shared/ports/settings-store'
import type { OfferClaims } from './ports/offer-claims'

/** Which offers this account can still take: on, and not taken yet. */
export interface MyOffers {
  firstReport: boolean
  firstQuestion: boolean
  /** the free minutes the account's first consultation will have (0 once it has had one, or when none are offered) */
  firstChatMinutes: number
}

/** GET /api/offers/mine: what the offer banner may promise the signed-in customer. */
export class GetMyOffers {
  constructor(
    private readonly settings: SettingsStore,
    private readonly claims: OfferClaims,
    private readonly consultations: ConsultationRepository,
  ) {}

  async execute(userId: string): Promise<MyOffers> {
    const { offers, freeChatMinutes } = await this.settings.current()
    const [report, question, chatted] = await Promise.all([this.claims.taken('first-report', userId), this.claims.taken('first-question', userId), this.consultations.hadConsultation(userId)])
    return { firstReport: offers.firstReport.enabled && !report, firstQuestion: offers.firstQuestion.enabled && !question, firstChatMinutes: chatted ? 0 : freeChatMinutes }
  }
}
