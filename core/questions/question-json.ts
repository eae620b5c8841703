import type { QuestionRecord, QuestionBirth } from './ports/question-store'
import type { QuestionTopic } from './request'
import type { LanguageCode } from '../shared/language'

/**
 * A question as the API shows it. `answering` means an astrologer has opened it and is writing; it goes
 * back to `open` if they do not answer in time.
 */
export interface QuestionJson {
  id: string
  topic: QuestionTopic
  text: string
  birth: QuestionBirth
  lang: LanguageCode
  status: 'open' | 'answering' | 'answered'
  answer: string | null
  astrologerName: string | null
  createdAt: string
  answeredAt: string | null
  /** for the astrologer who holds it: until when (ISO) */
  heldUntil: string | null
}

export function questionJson(q: QuestionRecord, now: Date): QuestionJson {
  const held = q.status === 'open' && q.heldBy !== null && q.heldUntil !== null && q.heldUntil > now
  return {
    id: q.id,
    topic: q.topic,
    text: q.text,
    birth: q.birth,
    lang: q.lang,
    status: q.status === 'answered' ? 'answered' : held ? 'answering' : 'open',
    answer: q.answer,
    astrologerName: q.astrologerName,
    createdAt: q.createdAt.toISOString(),
    answeredAt: q.answeredAt?.toISOString() ?? null,
    heldUntil: held ? q.heldUntil!.toISOString() : null,
  }
}
