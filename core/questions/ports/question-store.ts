import type { ReportBirth } from '../../domain/report'
import type { LanguageCode } from '../../shared/language'
import type { QuestionTopic } from '../request'

/** The birth a question is about, as the customer gave it: the shape a report order gives. */
export type QuestionBirth = ReportBirth

/**
 * A question as stored. `pending` is a question whose offer was not claimed yet (never shown); `open`
 * waits for an astrologer (held by one while `heldBy` is set and `heldUntil` is in the future); `answered`
 * is done.
 */
export interface QuestionRecord {
  id: string
  userId: string
  topic: QuestionTopic
  text: string
  birth: QuestionBirth
  lang: LanguageCode
  status: 'pending' | 'open' | 'answered'
  heldBy: string | null
  heldUntil: Date | null
  answer: string | null
  answeredBy: string | null
  astrologerName: string | null
  answeredAt: Date | null
  createdAt: Date
}

export interface NewQuestion {
  userId: string
  topic: QuestionTopic
  text: string
  birth: QuestionBirth
  lang: LanguageCode
  idempotencyKey: string
  fingerprint: string
}

/** Questions to astrologers. Holding and answering are single conditional updates, so two astrologers cannot both win. */
export interface QuestionStore {
  /** Stores a pending question, or answers the one already stored under this account's key (with the fingerprint it was made with). */
  create(question: NewQuestion): Promise<{ question: QuestionRecord; fingerprint: string }>
  /** The pending question becomes open (its offer is claimed). */
  open(id: string): Promise<void>
  /** Forgets a question that never became open (its offer was refused). */
  discardPending(id: string): Promise<void>
  get(id: string): Promise<QuestionRecord | null>
  /** The account's questions, newest first (pending ones left out). */
  listByUser(userId: string): Promise<QuestionRecord[]>
  /** Open questions nobody else holds at `now`, oldest first. */
  listOpen(astrologerId: string, now: Date, limit: number): Promise<QuestionRecord[]>
  /** Every question but pending ones, newest first (for admins). */
  listAll(limit: number): Promise<QuestionRecord[]>
  /** Holds an open question for `astrologerId` until `until`, when nobody else holds it at `now`; null when that is not so. */
  hold(id: string, astrologerId: string, now: Date, until: Date): Promise<QuestionRecord | null>
  /** Answers an open question that nobody else holds at `now`; null when that is not so. */
  answer(id: string, by: { astrologerId: string; astrologerName: string }, answer: string, now: Date): Promise<QuestionRecord | null>
}
export const QuestionStore = Symbol('QuestionStore')
