import type { PublicUser } from '../domain/user'
import { NotFoundError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { QuestionStore } from './ports/question-store'
import { questionJson, type QuestionJson } from './question-json'
import { questionMessages } from './request'

/**
 * A customer's questions (GET /api/questions) and one of them (GET /api/questions/{id}): only their own;
 * someone else's is 404, as if it did not exist. Admins read any; an astrologer reads the one they hold
 * or answered.
 */
export class ReadMyQuestions {
  constructor(
    private readonly questions: QuestionStore,
    private readonly clock: Clock,
  ) {}

  async list(user: PublicUser): Promise<QuestionJson[]> {
    const now = this.clock.now()
    return (await this.questions.listByUser(user.id)).map((q) => questionJson(q, now))
  }

  async get(user: PublicUser, id: string): Promise<QuestionJson> {
    const q = await this.questions.get(id)
    const now = this.clock.now()
    const astrologerOf = q !== null && (q.answeredBy === user.id || (q.heldBy === user.id && q.status === 'open'))
    if (!q || q.status === 'pending' || (q.userId !== user.id && user.role !== 'admin' && !astrologerOf)) throw new NotFoundError(questionMessages.notFound)
    return questionJson(q, now)
  }
}
