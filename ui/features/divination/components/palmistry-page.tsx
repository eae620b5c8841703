import type { RouteEntry } from '../../../app/route-table'
import { GuidePage } from '../../../components/guide/guide-page'
import { PalmDiagram } from './palm-diagram'

/** /palmistry: the guide to the lines, mounts and shapes of the hand, with a drawing of the palm. */
export function PalmistryPage({ entry }: { entry: RouteEntry }) {
  return <GuidePage entry={entry} slug="palmistry" illustration={<PalmDiagram />} />
}
