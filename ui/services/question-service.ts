import type { LanguageCode } from '../../core/shared/language'
import type { QuestionBirth } from '../../core/questions/ports/question-store'
import { QUESTION_PATHS } from '../../core/questions/paths'
import type { QuestionJson } from '../../core/questions/question-json'
import type { QuestionTopic } from '../../core/questions/request'
import { pathTo } from '../../core/shared/read-endpoint'
import type { HttpClient } from './http'

/** POST /api/questions: the topic, the question, the birth it is about, the language of the answer's mail. */
export interface QuestionInput {
  topic: QuestionTopic
  text: string
  birth: QuestionBirth
  lang: LanguageCode
}

/** The free first question (docs/questions.md). */
export interface QuestionService {
  /** POST /api/questions with an Idempotency-Key: 409 once the offer is used, 403 while it is off. */
  ask(input: QuestionInput, idempotencyKey: string): Promise<QuestionJson>
  /** GET /api/questions: the caller's questions, newest first. */
  mine(): Promise<QuestionJson[]>
  /** GET /api/astrologer/questions: the open questions, oldest first (astrologers). */
  open(): Promise<QuestionJson[]>
  /** POST /api/questions/{id}/take: hold it for 30 minutes to answer (409 when another astrologer holds it). */
  take(id: string): Promise<QuestionJson>
  /** POST /api/questions/{id}/answer */
  answer(id: string, answer: string): Promise<QuestionJson>
  /** GET /api/admin/questions (admins) */
  all(): Promise<QuestionJson[]>
}

export function createHttpQuestionService(http: HttpClient): QuestionService {
  return {
    ask: (input, key) => http.post(QUESTION_PATHS.ask, input, { headers: { 'Idempotency-Key': key } }),
    mine: () => http.get(QUESTION_PATHS.mine),
    open: () => http.get(QUESTION_PATHS.open),
    take: (id) => http.post(pathTo(QUESTION_PATHS.take, { id }), {}),
    answer: (id, answer) => http.post(pathTo(QUESTION_PATHS.answer, { id }), { answer }),
    all: () => http.get(QUESTION_PATHS.all),
  }
}
