import type { PublicUser } from '../domain/user'
import { ConflictError, NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { QuestionStore } from './ports/question-store'
import { questionJson, type QuestionJson } from './question-json'
import { QUESTION_HOLD_MINUTES, questionMessages } from './request'

/**
 * POST /api/questions/{id}/take: the astrologer opens a question to answer it, and holds it for
 * QUESTION_HOLD_MINUTES so no one else answers it meanwhile (taking it again renews the hold). One
 * conditional update decides between two astrologers; the loser gets 409.
 */
export class TakeQuestion {
  constructor(
    private readonly questions: QuestionStore,
    private readonly clock: Clock,
  ) {}

  async execute(user: PublicUser, id: string): Promise<QuestionJson> {
    const now = this.clock.now()
    const held = await this.questions.hold(id, user.id, now, new Date(now.getTime() + QUESTION_HOLD_MINUTES * 60_000))
    if (held) return questionJson(held, now)
    const q = await this.questions.get(id)
    if (!q || q.status === 'pending') throw new NotFoundError(questionMessages.notFound)
    if (q.status === 'answered') throw new ConflictError(questionMessages.answered, 'QUESTION.ANSWERED')
    throw new ConflictError(questionMessages.taken, 'QUESTION.TAKEN')
  }
}
