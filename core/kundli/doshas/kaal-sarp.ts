/**
 * Kaal sarp dosha: the seven grahas (Sun to Saturn) all on one side of the Rahu–Ketu axis. It is not in
 * Parashara or the other classical texts; it comes from later (20th-century) practice, and sites differ:
 * - Direction: planets in the arc from Rahu forward (zodiacal order) to Ketu is the usual "kaal sarp";
 *   the other side (Ketu forward to Rahu) some call "kaal amrit" and treat as milder. Both are reported.
 * - Type: named by Rahu's house from the ascendant: 1 Anant, 2 Kulik, 3 Vasuki, 4 Shankhpal, 5 Padma,
 *   6 Mahapadma, 7 Takshak, 8 Karkotak, 9 Shankhachud, 10 Ghatak, 11 Vishdhar, 12 Sheshnag.
 * - Partial (anshik) kaal sarp: all seven lie inside the houses from Rahu's sign to Ketu's sign but a
 *   graha sharing a node's sign lies outside the arc by degree, or exactly one graha is outside.
 * Exceptions checked (sites cite them as weakening or removing it): a graha joining Rahu or Ketu in its
 * sign; Jupiter in a kendra from the ascendant.
 */
import { normalizeDegrees } from '../../jyotish/time'
import type { GrahaId } from '../../jyotish/zodiac'
import { KENDRAS, SEVEN_GRAHAS, type ChartFacts } from './chart-facts'
import type { DoshaCancellation, DoshaFinding } from './finding'

/** The twelve kinds by Rahu's house 1–12 (index 0 = house 1). */
export const KAAL_SARP_TYPES = [
  'anant', 'kulik', 'vasuki', 'shankhpal', 'padma', 'mahapadma',
  'takshak', 'karkotak', 'shankhachud', 'ghatak', 'vishdhar', 'sheshnag',
] as const

/** Kaal sarp dosha of a chart. */
export function kaalSarpDosha(f: ChartFacts): DoshaFinding {
  const rahu = f.planet('rahu').longitude
  // Degrees from Rahu going forward: 0–180 is Rahu → Ketu, 180–360 is Ketu → Rahu.
  const ahead = (g: GrahaId) => normalizeDegrees(f.planet(g).longitude - rahu)
  const rahuSide = SEVEN_GRAHAS.filter((g) => ahead(g) < 180)
  const ketuSide = SEVEN_GRAHAS.filter((g) => ahead(g) >= 180)
  const direction: 'rahuToKetu' | 'ketuToRahu' = rahuSide.length >= ketuSide.length ? 'rahuToKetu' : 'ketuToRahu'
  const outside = direction === 'rahuToKetu' ? ketuSide : rahuSide
  const full = outside.length === 0
  // By sign: houses from Rahu's sign to Ketu's sign inclusive (the planets in a node's own sign count as inside).
  const rahuSign = f.sign('rahu')
  const signsAhead = (g: GrahaId) => (f.sign(g) - rahuSign + 12) % 12 // 0–11, Ketu at 6
  const bySign = SEVEN_GRAHAS.every((g) => (direction === 'rahuToKetu' ? signsAhead(g) <= 6 : signsAhead(g) === 0 || signsAhead(g) >= 6))
  const partial = !full && (bySign || outside.length === 1)
  const present = full || partial
  const rahuHouse = f.house('rahu')
  const withNode = SEVEN_GRAHAS.filter((g) => f.together(g, 'rahu') || f.together(g, 'ketu'))
  const cancellations: DoshaCancellation[] = [
    { key: 'planetWithNode', applies: withNode.length > 0, planets: withNode },
    { key: 'jupiterKendra', applies: KENDRAS.includes(f.house('jupiter')), planets: ['jupiter'] },
  ]
  return {
    id: 'kaalSarp',
    present,
    severity: present ? (partial ? 'mild' : cancellations.some((c) => c.applies) ? 'moderate' : 'strong') : undefined,
    // The exceptions weaken kaal sarp in most accounts but are not taken to remove it.
    cancelled: false,
    variant: present ? `${KAAL_SARP_TYPES[rahuHouse - 1]}.${direction}` : undefined,
    partial: present ? partial : undefined,
    causes: present
      ? [
          { key: direction, planets: ['rahu', 'ketu'], house: rahuHouse, sign: rahuSign, from: 'lagna' },
          ...outside.map((g) => ({ key: 'outside', planets: [g], house: f.house(g), sign: f.sign(g), from: 'lagna' as const })),
        ]
      : [],
    cancellations,
  }
}
