/**
 * Mudda dasha: the Vimshottari compressed into one year of life, from one solar return to the next
 * (K. S. Charak, *A Textbook of Varshaphala*, after Tajika texts).
 * - First lord: (janma nakshatra number + completed years − 2) ÷ 9; the remainder counts the lords from the
 *   Sun in the Vimshottari order as it runs from Krittika (1 Sun, 2 Moon, 3 Mars, 4 Rahu, 5 Jupiter, 6 Saturn,
 *   7 Mercury, 8 Ketu, 0 Venus). So the year of birth starts with the natal dasha lord and each later year
 *   with the next lord.
 * - Balance: the first lord runs only for the part of its share that the Moon had still to cover of its
 *   nakshatra at birth; the year closes with the elapsed part of that same lord, so each lord has its full
 *   share within the year.
 * - Shares: a lord's Vimshottari years / 120 of the year. The texts count the year as 360 days (3 days per
 *   Vimshottari year); here the year is the actual one from this return to the next, so the periods sum
 *   exactly to it and the last one ends at the next return.
 */
import { NAKSHATRA_SPAN, VIMSHOTTARI_ORDER, type GrahaId } from '../zodiac'
import { isoUtcSeconds, normalizeDegrees } from '../time'
import { VIMSHOTTARI_YEARS } from '../vimshottari'

export interface MuddaPeriod {
  planet: GrahaId
  /** ISO 8601 UT to the second */
  start: string
  end: string
}

/** The index in VIMSHOTTARI_ORDER (from Ketu) of the first mudda lord: the text's remainder counted from the Sun. */
export function muddaFirstLordIndex(janmaNakshatra: number, completedYears: number): number {
  const remainder = (((janmaNakshatra + completedYears - 2) % 9) + 9) % 9
  // Remainder 1 is the Sun, which stands third (index 2) in the order from Ketu; remainder 0 is Venus (index 1).
  return (remainder + 1) % 9
}

/**
 * The mudda dasha of the year that runs from `startMs` to `endMs` (epoch milliseconds of this return and the
 * next), from the natal Moon's sidereal longitude and the completed years of life.
 */
export function muddaDasha(natalMoonLongitude: number, completedYears: number, startMs: number, endMs: number): MuddaPeriod[] {
  const position = normalizeDegrees(natalMoonLongitude) / NAKSHATRA_SPAN
  const nakshatra = Math.min(Math.floor(position), 26) + 1
  const elapsed = position - (nakshatra - 1)
  const first = muddaFirstLordIndex(nakshatra, completedYears)
  const yearMs = endMs - startMs
  const share = (planet: GrahaId) => (yearMs * VIMSHOTTARI_YEARS[planet]) / 120
  const lords = Array.from({ length: 9 }, (_, k) => VIMSHOTTARI_ORDER[(first + k) % 9]!)
  const lengths = lords.map((planet, k) => (k === 0 ? (1 - elapsed) * share(planet) : share(planet)))
  if (elapsed > 0) {
    lords.push(lords[0]!)
    lengths.push(elapsed * share(lords[0]!))
  }
  const out: MuddaPeriod[] = []
  let t = startMs
  let tIso = isoUtcSeconds(startMs)
  lords.forEach((planet, k) => {
    const next = k === lords.length - 1 ? endMs : t + lengths[k]!
    const nextIso = isoUtcSeconds(next)
    if (next > t) out.push({ planet, start: tIso, end: nextIso })
    t = next
    tIso = nextIso
  })
  return out
}
