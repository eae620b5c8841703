import { z } from 'zod'
import { kundliQuerySchema } from '../kundli/request'

/** What a question may be about (the astrologer reads the chart with it in mind). */
export const QUESTION_TOPICS = ['love', 'marriage', 'career', 'health', 'money', 'other'] as const
export type QuestionTopic = (typeof QUESTION_TOPICS)[number]

/** The shortest answer an astrologer may send: a sentence or two is not a reading. */
export const MIN_ANSWER_CHARS = 150
/** The longest answer kept. */
export const MAX_ANSWER_CHARS = 5000
/** The shortest question worth an astrologer's time. */
export const MIN_QUESTION_CHARS = 10
/** How long an astrologer holds a question they opened before it returns to the list. */
export const QUESTION_HOLD_MINUTES = 30

export const questionMessages = {
  topic: `Topic must be one of ${QUESTION_TOPICS.join(', ')}`,
  text: 'Please write your question',
  textShort: `Please write at least ${MIN_QUESTION_CHARS} characters`,
  textLong: (max: number) => `Your question can be at most ${max} characters`,
  name: 'Please enter a name',
  offerOff: 'The free question is not offered right now',
  alreadyAsked: 'You have already used your free question (for this account or for this birth chart)',
  idempotencyConflict: 'This Idempotency-Key was already used for a different question',
  answerShort: `The answer must be at least ${MIN_ANSWER_CHARS} characters`,
  answerLong: `The answer can be at most ${MAX_ANSWER_CHARS} characters`,
  taken: 'Another astrologer is answering this question',
  answered: 'This question has already been answered',
  notFound: 'Question not found',
} as const

const birth = kundliQuerySchema.pick({ date: true, time: true, lat: true, lon: true, tz: true }).extend({
  name: z.string({ error: questionMessages.name }).trim().min(1, questionMessages.name).max(100, 'Name must be at most 100 characters'),
  place: z.string().trim().max(200).optional(),
  gender: z.enum(['male', 'female']).optional(),
})

/**
 * POST /api/questions: the topic, the question and the birth it is about. The length limit the admins set
 * (`offers.firstQuestion.maxChars`) is checked by the use case; this schema holds only a hard ceiling.
 */
export const questionRequestSchema = z.object({
  topic: z.enum(QUESTION_TOPICS, { error: questionMessages.topic }),
  text: z.string({ error: questionMessages.text }).trim().min(MIN_QUESTION_CHARS, questionMessages.textShort).max(5000, questionMessages.textLong(5000)),
  birth,
  lang: z.enum(['en', 'hi', 'ta', 'te'], { error: "Language must be one of 'en', 'hi', 'ta', 'te'" }).default('en'),
})
export type QuestionRequest = z.infer<typeof questionRequestSchema>

/** POST /api/questions/{id}/answer */
export const answerRequestSchema = z.object({
  answer: z.string({ error: questionMessages.answerShort }).trim().min(MIN_ANSWER_CHARS, questionMessages.answerShort).max(MAX_ANSWER_CHARS, questionMessages.answerLong),
})
