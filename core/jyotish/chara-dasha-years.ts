/**
 * The years of one sign in Jaimini's chara dasha as K. N. Rao computes them (*Predicting Through Jaimini's
 * Chara Dasha*): count from the sign to its lord, forward for a savya sign and backward for an apasavya one,
 * and take one less; a lord in the sign itself gives 12. No year is added for an exalted lord nor taken for
 * a debilitated one: Rao tried that commentators' rule and rejected it.
 *
 * Signs here are 0 = Aries … 11 = Pisces (the index of the block's answer), not the Chart's 1–12.
 */
import { SIGN_LORDS, type GrahaId } from './zodiac'

/** What the chara dasha reads of a chart: the signs (1–12) of the lagna and the grahas, and the grahas' degrees. */
export interface CharaChart {
  ascendant: { sign: number }
  planets: ReadonlyArray<{ id: GrahaId; sign: number; degreeInSign: number }>
}

/**
 * Savya (direct) signs: Aries, Taurus, Gemini and Libra, Scorpio, Sagittarius; the other six are apasavya.
 * Rao's groups of three: the first, third and fifth triads of the zodiac count forward.
 */
export function isSavya(sign: number): boolean {
  return sign % 6 < 3
}

/** The two lords of Scorpio and Aquarius, the planet lord first (it wins an exact tie, which Rao does not settle). */
const DUAL_LORDS: Readonly<Record<number, readonly [GrahaId, GrahaId]>> = { 7: ['mars', 'ketu'], 10: ['saturn', 'rahu'] }

/** The lord a sign (0–11) is counted to and the years (1–12) it gives. */
export function charaSignYears(sign: number, chart: CharaChart): { lord: GrahaId; years: number } {
  const lord = DUAL_LORDS[sign] ? strongerLord(sign, DUAL_LORDS[sign], chart) : SIGN_LORDS[sign]!
  const lordSign = placement(chart, lord).sign - 1
  // Counting inclusively then taking one away is the plain distance between the two signs.
  const distance = isSavya(sign) ? lordSign - sign : sign - lordSign
  return { lord, years: lordSign === sign ? 12 : (distance + 12) % 12 }
}

/**
 * Rao's choice between two lords: one in the sign itself is passed over for the other (both in it: 12
 * years either way); both elsewhere, the one with more grahas in its sign is stronger, and with as many
 * (or both alone) the one further advanced in its sign.
 */
function strongerLord(sign: number, [a, b]: readonly [GrahaId, GrahaId], chart: CharaChart): GrahaId {
  const pa = placement(chart, a)
  const pb = placement(chart, b)
  if (pa.sign - 1 === sign) return pb.sign - 1 === sign ? a : b
  if (pb.sign - 1 === sign) return a
  const company = (id: GrahaId, s: number) => chart.planets.filter((p) => p.id !== id && p.sign === s).length
  const ca = company(a, pa.sign)
  const cb = company(b, pb.sign)
  if (ca !== cb) return ca > cb ? a : b
  return pb.degreeInSign > pa.degreeInSign ? b : a
}

function placement(chart: CharaChart, id: GrahaId): { sign: number; degreeInSign: number } {
  const p = chart.planets.find((q) => q.id === id)
  if (!p) throw new RangeError(`charaDasha: the chart has no ${id}`)
  return p
}
