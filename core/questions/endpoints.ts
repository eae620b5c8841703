import { endpoint, type Endpoint } from '../shared/endpoint'
import { AnswerQuestion } from './answer-question'
import { AskQuestion } from './ask-question'
import { ListAllQuestions } from './list-all-questions'
import { ListOpenQuestions } from './list-open-questions'
import { QUESTION_PATHS } from './paths'
import { ReadMyQuestions } from './read-my-questions'
import { answerRequestSchema, questionRequestSchema } from './request'
import { TakeQuestion } from './take-question'

/**
 * The free first question: a customer asks (201; a retry with the same Idempotency-Key answers the same
 * question; 409 once the account or the birth has used the offer; 403 while it is off) and reads their own;
 * astrologers list the open ones, take one (held 30 minutes) and answer it; admins list them all.
 */
export const QUESTION_ENDPOINTS: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: QUESTION_PATHS.ask,
    access: 'customer',
    status: 201,
    input: questionRequestSchema,
    answer: (use, question, { user, idempotencyKey }) => use(AskQuestion).execute({ userId: user.id, question, idempotencyKey }),
  }),
  endpoint({ method: 'GET', path: QUESTION_PATHS.mine, access: 'signed-in', answer: (use, _none, { user }) => use(ReadMyQuestions).list(user) }),
  endpoint({ method: 'GET', path: QUESTION_PATHS.open, access: 'astrologer', answer: (use, _none, { user }) => use(ListOpenQuestions).execute(user) }),
  endpoint({ method: 'GET', path: QUESTION_PATHS.all, access: 'admin', answer: (use) => use(ListAllQuestions).execute() }),
  endpoint({ method: 'GET', path: QUESTION_PATHS.question, access: 'signed-in', answer: (use, _none, { user, params }) => use(ReadMyQuestions).get(user, params.id!) }),
  endpoint({ method: 'POST', path: QUESTION_PATHS.take, access: 'astrologer', answer: (use, _none, { user, params }) => use(TakeQuestion).execute(user, params.id!) }),
  endpoint({
    method: 'POST',
    path: QUESTION_PATHS.answer,
    access: 'astrologer',
    input: answerRequestSchema,
    answer: (use, { answer }, { user, params }) => use(AnswerQuestion).execute(user, params.id!, answer),
  }),
]
