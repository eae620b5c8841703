import type { UserRepository } from '../accounts/ports/user-repository'
import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { Mailer } from '../shared/ports/mailer'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { QuestionStore } from './ports/question-store'
import { questionJson, type QuestionJson } from './question-json'
import { questionMessages } from './request'

/**
 * POST /api/questions/{id}/answer: an astrologer answers an open question that no one else holds (their
 * own hold may have run out; if nobody took it meanwhile the answer still counts). The customer is mailed
 * in the language they asked in, with a link to the question's page.
 */
export class AnswerQuestion {
  constructor(
    private readonly questions: QuestionStore,
    private readonly users: UserRepository,
    private readonly mailer: Mailer,
    private readonly phrases: Phrasebook,
    private readonly clock: Clock,
    private readonly siteUrl: string,
  ) {}

  async execute(user: PublicUser, id: string, answer: string): Promise<QuestionJson> {
    const now = this.clock.now()
    const answered = await this.questions.answer(id, { astrologerId: user.id, astrologerName: user.name }, answer, now)
    if (!answered) {
      const q = await this.questions.get(id)
      if (!q || q.status === 'pending') throw new NotFoundError(questionMessages.notFound)
      if (q.status === 'answered') throw new ConflictError(questionMessages.answered, 'QUESTION.ANSWERED')
      throw new ConflictError(questionMessages.taken, 'QUESTION.TAKEN')
    }
    await this.notify(answered.userId, answered.lang, answered.birth.name, user.name, answered.id)
    return questionJson(answered, now)
  }

  private async notify(userId: string, lang: QuestionJson['lang'], name: string, astrologer: string, id: string): Promise<void> {
    const customer = await this.users.findById(userId)
    if (!customer) return
    const prefix = { en: '', hi: '/hindi', ta: '/tamil', te: '/telugu' }[lang]
    const vars = { name: customer.name || name, astrologer, link: `${this.siteUrl}${prefix}/ask-a-question` }
    try {
      await this.mailer.send({
        to: customer.email,
        subject: this.phrases.phrase(lang, 'mail.question.answered.subject', vars),
        text: this.phrases.phrase(lang, 'mail.question.answered.body', vars),
      })
    } catch {
      // The answer is on the customer's page whether or not the mail went out.
    }
  }
}
