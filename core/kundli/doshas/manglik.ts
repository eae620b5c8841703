/**
 * Manglik (kuja, mangal or chevvai) dosha: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house counted
 * from the ascendant, from the Moon and from Venus (the "three references" of most Indian almanacs;
 * North Indian practice often counts only the ascendant and the Moon, and some leave out the 2nd house).
 *
 * Exceptions (parihara) checked, as collected in Muhurta Chintamani's commentaries and repeated by the
 * leading sites: Mars in its own sign or exaltation (Aries, Scorpio, Capricorn); the house-and-sign pairs
 * (2nd in Gemini or Virgo, 4th in Aries or Scorpio, 7th in Cancer or Capricorn, 8th in Sagittarius or
 * Pisces, 12th in Taurus or Libra); Mars in Leo or Aquarius; Jupiter joining or aspecting Mars; Mars with
 * the Moon; Jupiter or Venus in the ascendant. One of them cancels the dosha in this engine's reading.
 */
import { manglikDosha as manglikRule, type ManglikCancellation } from '../../matching/manglik'
import type { ChartFacts } from './chart-facts'
import type { DoshaCancellation, DoshaCause, DoshaFinding, Severity } from './finding'

/** The detector's phrase keys for the matching rule's cancellations (phrase book `doshas.manglik.cancellations`). */
const CANCELLATION_KEYS: ReadonlyArray<[ManglikCancellation, string]> = [
  ['ownOrExaltedSign', 'ownOrExalted'],
  ['houseSignException', 'houseSign'],
  ['leoOrAquarius', 'leoAquarius'],
  ['jupiterAssociation', 'jupiterInfluence'],
  ['moonConjunction', 'withMoon'],
  ['beneficInLagna', 'beneficInLagna'],
]

/** The grahas each cancellation involves. */
const CANCELLATION_PLANETS: Readonly<Record<ManglikCancellation, DoshaCause['planets']>> = {
  ownOrExaltedSign: ['mars'],
  houseSignException: ['mars'],
  leoOrAquarius: ['mars'],
  jupiterAssociation: ['jupiter', 'mars'],
  moonConjunction: ['mars', 'moon'],
  beneficInLagna: ['jupiter', 'venus'],
}

/** Manglik dosha of a chart, by the matching engine's rule (one rule for both tools). */
export function manglikDosha(f: ChartFacts): DoshaFinding {
  const rule = manglikRule({
    lagnaSign: f.signOfHouse(1),
    moonSign: f.sign('moon'),
    venusSign: f.sign('venus'),
    marsSign: f.sign('mars'),
    jupiterSign: f.sign('jupiter'),
  })
  const marsSign = f.sign('mars')
  const causes: DoshaCause[] = rule.placements.map((p) => {
    if (p.from === 'lagna') return { key: 'fromLagna', planets: ['mars'], house: p.house, sign: marsSign, from: 'lagna' }
    return { key: p.from === 'moon' ? 'fromMoon' : 'fromVenus', planets: ['mars', p.from], house: p.house, sign: marsSign, from: p.from }
  })
  const applied = new Set(rule.cancellations)
  const cancellations: DoshaCancellation[] = CANCELLATION_KEYS.map(([id, key]) => ({
    key,
    applies: applied.has(id),
    planets: id === 'beneficInLagna' ? (['jupiter', 'venus'] as const).filter((g) => f.house(g) === 1) : CANCELLATION_PLANETS[id],
  }))
  const present = rule.present
  const severity: Severity | undefined = !present ? undefined : causes.length === 1 ? 'mild' : causes.length === 2 ? 'moderate' : 'strong'
  return { id: 'manglik', present, severity, cancelled: rule.cancelled, causes, cancellations }
}
