import type { RouteEntry } from '../../../app/route-table'
import { AdminQuestionsPage } from './admin-questions-page'
import { AskQuestionPage } from './ask-question-page'
import { AstrologerQuestionsPage } from './astrologer-questions-page'

/**
 * The questions' three pages under one page key (one loader in every page's first load instead of three):
 * the customer's /ask-a-question, the astrologers' list and the admins' list, told apart by the route.
 */
export function QuestionsPage({ entry }: { entry: RouteEntry }) {
  if (entry.access === 'admin') return <AdminQuestionsPage entry={entry} />
  if (entry.access === 'signed-in') return <AstrologerQuestionsPage entry={entry} />
  return <AskQuestionPage entry={entry} />
}
