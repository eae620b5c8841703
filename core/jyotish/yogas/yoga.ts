/**
 * What a yoga is for the engine: a declaration (id, name, the text it comes from, the rule as the text gives it)
 * and a check over the chart that says whether the rule holds, which grahas take part and why, in plain English.
 *
 * `present` is always the basic rule of the text; the cancellations later texts add are listed in `cancelledBy`
 * and never change `present`, so a reader sees both the yoga and what is said to undo it.
 */
import type { GrahaId } from '../zodiac'
import type { YogaChart } from './yoga-chart'

/** One yoga as the kundli answers it. */
export interface YogaResult {
  /** kebab-case, stable: `gaja-kesari`, `ruchaka`, `raja-5-9` … */
  id: string
  /** English name, e.g. "Gaja Kesari" */
  name: string
  /** whether the chart meets the text's basic rule */
  present: boolean
  /** the grahas the rule is about (those that form it, or would) */
  planets: GrahaId[]
  /** how this chart meets or fails the rule, in plain English */
  why: string
  /** the cancellations later texts add that hold in this chart (never flip `present`) */
  cancelledBy: string[]
}

/** What a check finds in a chart. */
interface YogaVerdict {
  present: boolean
  planets: GrahaId[]
  why: string
  cancelledBy?: string[]
}

/** A declared yoga. */
export interface Yoga {
  id: string
  name: string
  /** the text the rule is taken from (chapter numbers of BPHS follow R. Santhanam's translation) */
  source: string
  /** the rule as the text gives it */
  rule: string
  check(chart: YogaChart): YogaVerdict
}
