/**
 * The shape every dosha rule answers: stable keys only (core picks keys, the phrase book holds prose).
 * Houses and signs 1–12.
 */
import type { GrahaId } from '../../jyotish/zodiac'

/** The doshas the engine checks. */
export type DoshaId = 'manglik' | 'kaalSarp' | 'pitra' | 'guruChandal' | 'grahan' | 'kemadruma' | 'shrapit' | 'angarak' | 'vish'

/** How strongly a present dosha is formed. */
export type Severity = 'mild' | 'moderate' | 'strong'

/** One reason a dosha is formed: a rule key and the grahas, house and sign involved. */
export interface DoshaCause {
  /** phrase key under `doshas.<id>.causes.` */
  key: string
  planets: GrahaId[]
  /** whole-sign house from the reference (the ascendant unless `from` says otherwise) */
  house?: number
  sign?: number
  /** the reference the house is counted from */
  from?: 'lagna' | 'moon' | 'venus'
  /** separation in degrees where closeness matters (conjunctions) */
  orb?: number
}

/** One classical exception checked: whether it applies and the grahas involved. */
export interface DoshaCancellation {
  /** phrase key under `doshas.<id>.cancellations.` */
  key: string
  applies: boolean
  planets: GrahaId[]
}

/** The verdict of one dosha rule. */
export interface DoshaFinding {
  id: DoshaId
  present: boolean
  /** set when present */
  severity?: Severity
  /** present, but an exception that the tradition accepts as full cancellation applies */
  cancelled: boolean
  /** named kind where the dosha has kinds (kaal sarp's twelve, grahan's solar or lunar) */
  variant?: string
  /** kaal sarp: all seven grahas hemmed (full) or all but one / by sign only (partial) */
  partial?: boolean
  causes: DoshaCause[]
  /** every exception checked, applying or not */
  cancellations: DoshaCancellation[]
}
