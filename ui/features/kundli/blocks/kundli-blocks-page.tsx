import type { RouteEntry } from '../../../app/route-table'
import { ChartBlocks } from './chart-blocks'
import { KundliPage } from '../components/kundli-page'

/**
 * The /kundli tabs that draw a block of the chart beside it (/kundli/dasha: the yogini and chara dashas under
 * the Vimshottari; /kundli/ashtakavarga): the kundli page asking for the tab's blocks, their drawing in a
 * chunk of its own, so the other tabs do not load it.
 */
export function KundliBlocksPage({ entry }: { entry: RouteEntry }) {
  return <KundliPage entry={entry} appendix={(kundli) => <ChartBlocks kundli={kundli} />} />
}
