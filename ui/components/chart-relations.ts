import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ChartRelation } from '../../core/domain/saved-chart'

/** Whose saved chart it is, as the kundli page and the dashboard name it (pass to `i18n._`). */
export const CHART_RELATION_LABELS: Record<ChartRelation, MessageDescriptor> = {
  self: msg`Myself`,
  spouse: msg`Spouse`,
  child: msg`Child`,
  parent: msg`Parent`,
  sibling: msg`Brother or sister`,
  friend: msg`Friend`,
  other: msg`Other`,
}
