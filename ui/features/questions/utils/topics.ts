import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QuestionTopic } from '../../../../core/questions/request'

/** Each topic's label, in the order the form offers them. */
export const TOPIC_LABELS: Record<QuestionTopic, MessageDescriptor> = {
  love: msg`Love`,
  marriage: msg`Marriage`,
  career: msg`Career`,
  health: msg`Health`,
  money: msg`Money`,
  other: msg`Other`,
}
