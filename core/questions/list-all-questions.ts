import type { Clock } from '../shared/ports/clock'
import type { QuestionStore } from './ports/question-store'
import { questionJson, type QuestionJson } from './question-json'

/** GET /api/admin/questions: the latest questions, answered or not, for admins to watch. */
export class ListAllQuestions {
  constructor(
    private readonly questions: QuestionStore,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<QuestionJson[]> {
    const now = this.clock.now()
    return (await this.questions.listAll(100)).map((q) => questionJson(q, now))
  }
}
