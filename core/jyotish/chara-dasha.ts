/**
 * Jaimini's chara dasha as K. N. Rao gives it in *Predicting Through Jaimini's Chara Dasha*: dashas of the
 * twelve signs, from the lagna's, 1 to 12 years each (see chara-dasha-years.ts).
 *
 * - Order: from the lagna sign, forward through the zodiac when the 9th sign from the lagna is savya, backward
 *   when it is apasavya. The dashas start at birth: there is no balance.
 * - A second cycle follows in the same order, each sign taking 12 minus its first-cycle years (a sign that had
 *   12 has none). The two cycles always add up to 144 years, so they cover the 120 years after birth.
 * - Antardashas: twelve of equal length, from the sign after the dasha sign in the dasha order, the dasha sign
 *   itself last.
 * - A year is 365.25 days of UT and dates are ISO 8601 UT to the second, as the Vimshottari's; each period
 *   ends where the next begins. Signs are 0 = Aries … 11 = Pisces.
 */
import { charaSignYears, isSavya, type CharaChart } from './chara-dasha-years'
import { isoUtcSeconds } from './time'
import { DASHA_YEAR_DAYS } from './vimshottari'
import type { GrahaId } from './zodiac'

const MS_PER_YEAR = DASHA_YEAR_DAYS * 86_400_000

/** The method followed, as the answer names it. */
export const CHARA_METHOD =
  "K. N. Rao, Predicting Through Jaimini's Chara Dasha: from the lagna, forward if the 9th sign is savya, else backward; " +
  'years = signs counted to the lord (forward for savya signs, backward otherwise) less one, 12 in its own sign, ' +
  'no change for exaltation or debilitation; Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu) by the lord not in the sign, ' +
  'else the one with more planets, else the higher degree; second cycle 12 less the first; ' +
  '12 equal antardashas from the next sign in the dasha order, the dasha sign last'

export interface CharaAntardasha {
  /** 0 = Aries … 11 = Pisces */
  sign: number
  /** ISO 8601 UT */
  start: string
  end: string
}
export interface CharaPeriod extends CharaAntardasha {
  years: number
  /** 1 for the first round of the twelve signs, 2 for the second */
  cycle: 1 | 2
  /** the lord counted to (for Scorpio and Aquarius, the stronger of the two) */
  lord: GrahaId
  antardashas: CharaAntardasha[]
}
export interface CharaDasha {
  periods: CharaPeriod[]
  method: string
}

/**
 * The chara dasha of a chart (the signs of the lagna and the nine grahas, their degrees for the dual lords'
 * ties) from the birth instant: both cycles, about 144 years.
 */
export function charaDasha(chart: CharaChart, birth: Date): CharaDasha {
  const lagna = chart.ascendant.sign - 1
  if (!Number.isInteger(lagna) || lagna < 0 || lagna > 11) throw new RangeError('charaDasha: the lagna sign must be 1–12')
  if (!Number.isFinite(birth.getTime())) throw new RangeError('charaDasha: birth must be a valid Date')
  const step = isSavya((lagna + 8) % 12) ? 1 : 11
  const order = Array.from({ length: 12 }, (_, k) => (lagna + k * step) % 12)
  const first = order.map((sign) => ({ sign, ...charaSignYears(sign, chart) }))
  const rounds = [
    ...first.map((d) => ({ ...d, cycle: 1 as const })),
    ...first.map((d) => ({ ...d, years: 12 - d.years, cycle: 2 as const })).filter((d) => d.years > 0),
  ]
  const periods: CharaPeriod[] = []
  let startMs = birth.getTime()
  let start = isoUtcSeconds(startMs)
  for (const { sign, years, cycle, lord } of rounds) {
    const endMs = startMs + years * MS_PER_YEAR
    const end = isoUtcSeconds(endMs)
    periods.push({ sign, years, cycle, lord, start, end, antardashas: antardashas(sign, step, startMs, endMs, start, end) })
    startMs = endMs
    start = end
  }
  return { periods, method: CHARA_METHOD }
}

/** The twelve equal antardashas of a dasha, the last ending exactly where the dasha does. */
function antardashas(sign: number, step: number, startMs: number, endMs: number, start: string, end: string): CharaAntardasha[] {
  const out: CharaAntardasha[] = []
  let tIso = start
  for (let k = 1; k <= 12; k++) {
    const nextIso = k === 12 ? end : isoUtcSeconds(startMs + ((endMs - startMs) * k) / 12)
    out.push({ sign: (sign + k * step) % 12, start: tIso, end: nextIso })
    tIso = nextIso
  }
  return out
}
