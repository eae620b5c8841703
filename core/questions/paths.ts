import { answers } from '../shared/route'
import type { QuestionJson } from './question-json'

/** The addresses of the questions' endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const QUESTION_PATHS = {
  /** GET: the caller's questions, newest first */
  mine: answers<QuestionJson[]>()('/api/questions'),
  /** POST: ask the free question */
  ask: answers<QuestionJson>()('/api/questions'),
  question: answers<QuestionJson>()('/api/questions/:id'),
  /** POST: an astrologer holds it to answer */
  take: answers<QuestionJson>()('/api/questions/:id/take'),
  /** POST: an astrologer answers */
  answer: answers<QuestionJson>()('/api/questions/:id/answer'),
  /** GET: open questions for astrologers, oldest first */
  open: answers<QuestionJson[]>()('/api/astrologer/questions'),
  /** GET: the latest questions, for admins */
  all: answers<QuestionJson[]>()('/api/admin/questions'),
} as const
