import 'reflect-metadata'
import { instanceCachingFactory, type DependencyContainer } from 'tsyringe'
import type { Storage } from '../adapters/storage/database'
import { SqlQuestionStore } from '../adapters/storage/sql-question-store'
import { UserRepository } from '../core/accounts/ports/user-repository'
import { GenerateKundli } from '../core/kundli/generate-kundli'
import { OfferClaims } from '../core/offers/ports/offer-claims'
import { AnswerQuestion } from '../core/questions/answer-question'
import { AskQuestion } from '../core/questions/ask-question'
import { ListAllQuestions } from '../core/questions/list-all-questions'
import { ListOpenQuestions } from '../core/questions/list-open-questions'
import { QuestionStore } from '../core/questions/ports/question-store'
import { ReadMyQuestions } from '../core/questions/read-my-questions'
import { TakeQuestion } from '../core/questions/take-question'
import { Clock } from '../core/shared/ports/clock'
import { Mailer } from '../core/shared/ports/mailer'
import { Phrasebook } from '../core/shared/ports/phrasebook'
import { SettingsStore } from '../core/shared/ports/settings-store'

/** The free first question (docs/questions.md): the store and its use cases. Needs the offer claims (registered with the reports). */
export function registerQuestions(c: DependencyContainer, options: { storage: Storage; publicUrl: string }): void {
  const once = <T>(factory: (c: DependencyContainer) => T) => ({ useFactory: instanceCachingFactory(factory) })
  c.register(QuestionStore, { useValue: new SqlQuestionStore(options.storage.db) })
  c.register(AskQuestion, once((r) => new AskQuestion(r.resolve(QuestionStore), r.resolve(SettingsStore), r.resolve(OfferClaims), r.resolve(GenerateKundli), r.resolve(Clock))))
  c.register(ReadMyQuestions, once((r) => new ReadMyQuestions(r.resolve(QuestionStore), r.resolve(Clock))))
  c.register(ListOpenQuestions, once((r) => new ListOpenQuestions(r.resolve(QuestionStore), r.resolve(Clock))))
  c.register(ListAllQuestions, once((r) => new ListAllQuestions(r.resolve(QuestionStore), r.resolve(Clock))))
  c.register(TakeQuestion, once((r) => new TakeQuestion(r.resolve(QuestionStore), r.resolve(Clock))))
  c.register(
    AnswerQuestion,
    once((r) => new AnswerQuestion(r.resolve(QuestionStore), r.resolve(UserRepository), r.resolve(Mailer), r.resolve(Phrasebook), r.resolve(Clock), options.publicUrl.replace(/\/$/, ''))),
  )
}
