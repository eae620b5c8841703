import type { RouteEntry } from '../../../app/route-table'
import { GuidePage } from '../../../components/guide/guide-page'
import { VastuGrid } from './vastu-grid'

/** /vastu: the vastu guide (directions, rooms, remedies) with the grid of directions. */
export function VastuPage({ entry }: { entry: RouteEntry }) {
  return <GuidePage entry={entry} slug="vastu" illustration={<VastuGrid />} />
}
