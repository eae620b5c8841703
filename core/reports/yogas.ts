import { KENDRAS } from '../kundli/doshas/chart-facts'
import { exaltationSign } from '../jyotish/dignity'
import { signDistance, signLord, type GrahaId } from '../jyotish/zodiac'
import { DUSTHANAS, TRIKONAS, type ChartReading } from './chart-reading'

export const YOGA_FAMILIES = {
  raja: ['rajaYoga', 'vipareetaRaja', 'neechaBhanga'],
  dhana: ['dhanaYoga', 'lakshmi'],
  mahapurusha: ['ruchaka', 'bhadra', 'hamsa', 'malavya', 'shasha'],
  lunar: ['gajakesari', 'chandraMangala', 'adhiYoga', 'sunapha', 'anapha', 'durudhara'],
  intellect: ['budhaditya', 'saraswati', 'amala'],
} as const
export type YogaFamily = keyof typeof YOGA_FAMILIES
export type YogaId = (typeof YOGA_FAMILIES)[YogaFamily][number]

/** A yoga found in the chart, with the grahas that form it. */
export interface YogaFinding {
  id: YogaId
  planets: GrahaId[]
}

const MAHAPURUSHA: ReadonlyArray<[YogaId, GrahaId]> = [['ruchaka', 'mars'], ['bhadra', 'mercury'], ['hamsa', 'jupiter'], ['malavya', 'venus'], ['shasha', 'saturn']]
const STAR_AND_LUMINARY: readonly GrahaId[] = ['mars', 'mercury', 'jupiter', 'venus', 'saturn']

/** Two grahas joined (one sign) or facing each other (mutual 7th), or exchanging signs. */
function associated(r: ChartReading, a: GrahaId, b: GrahaId): boolean {
  if (a === b) return false
  const f = r.facts
  if (f.together(a, b)) return true
  if (signDistance(f.sign(a), f.sign(b)) === 7) return true
  return signLord(f.sign(a)) === b && signLord(f.sign(b)) === a
}

/** The classical yogas a report speaks of (Phaladeepika, BPHS), each with the grahas forming it. */
export function findYogas(r: ChartReading): YogaFinding[] {
  const found: YogaFinding[] = []
  const f = r.facts
  const fromMoon = (g: GrahaId) => f.houseFrom(g, 'moon')
  const dignified = (g: GrahaId) => ['exalted', 'own', 'moolatrikona'].includes(r.planet(g).dignity)

  for (const [id, g] of MAHAPURUSHA) if (dignified(g) && KENDRAS.includes(r.planet(g).house)) found.push({ id, planets: [g] })

  if (KENDRAS.includes(fromMoon('jupiter'))) found.push({ id: 'gajakesari', planets: ['jupiter', 'moon'] })
  if (f.together('moon', 'mars') || fromMoon('mars') === 7) found.push({ id: 'chandraMangala', planets: ['moon', 'mars'] })
  const adhi = (['mercury', 'jupiter', 'venus'] as GrahaId[]).filter((g) => [6, 7, 8].includes(fromMoon(g)))
  if (adhi.length >= 2) found.push({ id: 'adhiYoga', planets: adhi })
  const second = STAR_AND_LUMINARY.filter((g) => fromMoon(g) === 2)
  const twelfth = STAR_AND_LUMINARY.filter((g) => fromMoon(g) === 12)
  if (second.length && twelfth.length) found.push({ id: 'durudhara', planets: [...second, ...twelfth] })
  else if (second.length) found.push({ id: 'sunapha', planets: second })
  else if (twelfth.length) found.push({ id: 'anapha', planets: twelfth })

  if (f.together('sun', 'mercury')) found.push({ id: 'budhaditya', planets: ['sun', 'mercury'] })
  const goodHouses = [...KENDRAS, ...TRIKONAS, 2]
  if ((['jupiter', 'venus', 'mercury'] as GrahaId[]).every((g) => goodHouses.includes(r.planet(g).house)) && r.strength('jupiter') !== 'weak')
    found.push({ id: 'saraswati', planets: ['jupiter', 'venus', 'mercury'] })
  const amala = (['jupiter', 'venus', 'mercury'] as GrahaId[]).filter((g) => r.planet(g).house === 10 || fromMoon(g) === 10)
  if (amala.length) found.push({ id: 'amala', planets: amala })

  // Raja yoga: a kendra lord with a trikona lord (the ascendant's lord counts as both).
  const kendraLords = new Set([4, 7, 10, 1].map((h) => r.lordOf(h)))
  const trikonaLords = new Set([5, 9, 1].map((h) => r.lordOf(h)))
  const raja = new Set<GrahaId>()
  for (const k of kendraLords) for (const t of trikonaLords) if (associated(r, k, t)) (raja.add(k), raja.add(t))
  if (raja.size) found.push({ id: 'rajaYoga', planets: [...raja] })
  const dhanaLords = [...new Set([1, 2, 5, 9, 11].map((h) => r.lordOf(h)))]
  const dhana = new Set<GrahaId>()
  for (const a of dhanaLords) for (const b of dhanaLords) if (a < b && associated(r, a, b)) (dhana.add(a), dhana.add(b))
  if (dhana.size) found.push({ id: 'dhanaYoga', planets: [...dhana] })
  const ninthLord = r.lordOf(9)
  if (dignified(ninthLord) && [...KENDRAS, ...TRIKONAS].includes(r.planet(ninthLord).house) && r.strength(r.lordOf(1)) !== 'weak')
    found.push({ id: 'lakshmi', planets: [ninthLord, r.lordOf(1)] })
  const vipareeta = [6, 8, 12].map((h) => r.lordOf(h)).filter((g) => DUSTHANAS.includes(r.planet(g).house))
  if (vipareeta.length) found.push({ id: 'vipareetaRaja', planets: [...new Set(vipareeta)] })
  const cancelled = r.chart.planets
    .filter((p) => p.dignity === 'debilitated')
    .filter((p) => {
      const helpers = [signLord(p.sign), signLord(exaltationSign(p.id))]
      return helpers.some((h) => KENDRAS.includes(r.planet(h).house) || KENDRAS.includes(fromMoon(h)))
    })
    .map((p) => p.id)
  if (cancelled.length) found.push({ id: 'neechaBhanga', planets: cancelled })
  return found
}
