import type { KundliBlock } from '../../../services/types'

/** What the results show: one tab of /kundli, or a whole report (Hindi kundli, jathagam, Brihat, print). */
export type KundliView = 'overview' | 'north' | 'south' | 'planetary' | 'lagna-rasi' | 'dasha' | 'ashtakavarga' | 'shadbala' | 'yogas' | 'kp' | 'report' | 'brihat'

interface KundliTab {
  path: string
  view: KundliView
  /** the chart's blocks this tab asks for beside the chart (`with=`), which its page draws */
  blocks?: readonly KundliBlock[]
}

/** The tab routes of /kundli, in order. */
export const KUNDLI_TABS: readonly KundliTab[] = [
  { path: '/kundli', view: 'overview' },
  { path: '/kundli/north-indian', view: 'north' },
  { path: '/kundli/south-indian', view: 'south' },
  { path: '/kundli/planetary', view: 'planetary' },
  { path: '/kundli/lagna-rasi', view: 'lagna-rasi' },
  { path: '/kundli/dasha', view: 'dasha', blocks: ['yogini', 'chara'] },
  { path: '/kundli/ashtakavarga', view: 'ashtakavarga', blocks: ['ashtakavarga'] },
  { path: '/kundli/shadbala', view: 'shadbala', blocks: ['shadbala'] },
  { path: '/kundli/yogas', view: 'yogas', blocks: ['yogas'] },
  { path: '/kundli/kp', view: 'kp', blocks: ['kp'] },
]

/** The blocks a kundli route asks for (none for a route that is not a tab or draws the chart alone). */
export function blocksOfTab(path: string): readonly KundliBlock[] {
  return KUNDLI_TABS.find((tab) => tab.path === path)?.blocks ?? []
}
