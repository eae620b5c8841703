import type { PublicUser } from '../domain/user'
import type { Clock } from '../shared/ports/clock'
import type { QuestionStore } from './ports/question-store'
import { questionJson, type QuestionJson } from './question-json'

/** At most this many open questions are listed at once. */
export const OPEN_QUESTIONS_PAGE = 50

/**
 * GET /api/astrologer/questions: the questions waiting for an answer, oldest first; one held by another
 * astrologer is left out until its hold runs out, one held by the caller stays (they are writing it).
 */
export class ListOpenQuestions {
  constructor(
    private readonly questions: QuestionStore,
    private readonly clock: Clock,
  ) {}

  async execute(user: PublicUser): Promise<QuestionJson[]> {
    const now = this.clock.now()
    return (await this.questions.listOpen(user.id, now, OPEN_QUESTIONS_PAGE)).map((q) => questionJson(q, now))
  }
}
