import { timedSessionValue } from '../../../lib/timed-session-value'

/**
 * A question typed by a visitor who then went to sign up or sign in: the form as it was filled, kept in
 * this tab's session storage for an hour so the page comes back filled.
 */
const store = timedSessionValue<{ draft: unknown }>('question_before_sign_in', 60 * 60 * 1000, (v) => ('draft' in v ? { draft: v.draft } : null))

export const saveQuestionDraft = (draft: unknown) => store.save({ draft })
export const readQuestionDraft = (): unknown => store.read()?.draft ?? null
export const clearQuestionDraft = () => store.clear()
