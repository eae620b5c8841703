import { ConflictError, ForbiddenError, ValidationError } from '../errors'
import { kundliQueryOf } from '../kundli/request'
import type { GenerateKundli } from '../kundli/generate-kundli'
import { personKeyOf } from '../offers/person-key'
import type { OfferClaims } from '../offers/ports/offer-claims'
import type { Clock } from '../shared/ports/clock'
import type { SettingsStore } from '../shared/ports/settings-store'
import { validate } from '../shared/validate'
import { canonical, idempotencyKeySchema } from '../wallet/rules'
import type { QuestionBirth, QuestionStore } from './ports/question-store'
import { questionJson, type QuestionJson } from './question-json'
import { questionMessages, type QuestionRequest } from './request'

/**
 * A customer asks their free question (POST /api/questions). The offer must be on and the question within
 * the admins' length; the birth must make a chart. The question is stored pending, then the offer is
 * claimed for it (once per account and once per person, decided by the claims' unique keys, so parallel
 * asks cannot both win); refused, the pending question is forgotten and the answer is 409. A retry with
 * the same Idempotency-Key answers the same question.
 */
export class AskQuestion {
  constructor(
    private readonly questions: QuestionStore,
    private readonly settings: SettingsStore,
    private readonly claims: OfferClaims,
    private readonly kundli: GenerateKundli,
    private readonly clock: Clock,
  ) {}

  async execute(input: { userId: string; question: QuestionRequest; idempotencyKey?: string | null }): Promise<QuestionJson> {
    const { question } = input
    const key = input.idempotencyKey == null ? globalThis.crypto.randomUUID() : validate(idempotencyKeySchema, input.idempotencyKey)
    const { offers } = await this.settings.current()
    if (!offers.firstQuestion.enabled) throw new ForbiddenError(questionMessages.offerOff)
    if (question.text.length > offers.firstQuestion.maxChars)
      throw new ValidationError(questionMessages.textLong(offers.firstQuestion.maxChars), [{ path: 'text', message: questionMessages.textLong(offers.firstQuestion.maxChars) }])
    await this.checkBirth(question.birth)
    const fingerprint = canonical({ topic: question.topic, text: question.text, birth: question.birth, lang: question.lang })
    const made = await this.questions.create({
      userId: input.userId,
      topic: question.topic,
      text: question.text,
      birth: question.birth as QuestionBirth,
      lang: question.lang,
      idempotencyKey: key,
      fingerprint,
    })
    if (made.fingerprint !== fingerprint) throw new ConflictError(questionMessages.idempotencyConflict, 'QUESTION.IDEMPOTENCY_CONFLICT')
    const stored = made.question
    if (stored.status === 'pending') {
      const won = await this.claims.claim({ offer: 'first-question', userId: input.userId, personKey: personKeyOf(stored.birth), reference: stored.id })
      if (!won) {
        await this.questions.discardPending(stored.id)
        throw new ConflictError(questionMessages.alreadyAsked, 'QUESTION.ALREADY_ASKED')
      }
      await this.questions.open(stored.id)
      return questionJson({ ...stored, status: 'open' }, this.clock.now())
    }
    return questionJson(stored, this.clock.now())
  }

  private async checkBirth(birth: QuestionRequest['birth']): Promise<void> {
    try {
      await this.kundli.execute(kundliQueryOf({ date: birth.date, time: birth.time, lat: birth.lat, lon: birth.lon, tz: birth.tz }))
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(error.message, error.issues.map((i) => ({ ...i, path: `birth.${i.path}` })))
      throw error
    }
  }
}
