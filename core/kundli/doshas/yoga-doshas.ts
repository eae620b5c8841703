/**
 * Doshas formed by conjunctions and by the Moon's isolation. "Together" means in the same sidereal sign
 * (the usage of the sites that list these doshas); the separation in degrees is given with each cause and
 * a close one (within {@link CLOSE_ORB}°) makes the dosha strong.
 *
 * - Pitra dosha: the Sun with Rahu, Ketu or Saturn; Rahu or Ketu in the 9th house; the 9th lord with
 *   Rahu or Ketu. Exception checked: Jupiter joining or aspecting the 9th house.
 * - Guru chandal: Jupiter with Rahu (many also count Ketu). Exception: Jupiter in its own sign or exalted.
 * - Grahan: the Sun (surya grahan) or the Moon (chandra grahan) with Rahu or Ketu. Exception: Jupiter
 *   aspecting or joining the luminary.
 * - Kemadruma (BPHS, Phaladeepika): no graha other than the Sun, Rahu and Ketu in the 2nd or the 12th sign
 *   from the Moon. Exceptions (Phaladeepika 6.58 and the usual list): a graha with the Moon, a graha in a
 *   kendra from the Moon, a graha in a kendra from the ascendant, Jupiter aspecting the Moon.
 * - Shrapit: Saturn with Rahu. Exception: Jupiter aspecting or joining them.
 * - Angarak: Mars with Rahu or Ketu. Exception: Jupiter aspecting or joining Mars.
 * - Vish: Saturn with the Moon. Exception: Jupiter aspecting or joining the Moon.
 */
import { signLord, type GrahaId } from '../../jyotish/zodiac'
import { KENDRAS, STAR_PLANETS, type ChartFacts } from './chart-facts'
import type { DoshaCancellation, DoshaCause, DoshaFinding, DoshaId } from './finding'

/** A conjunction within this many degrees is "close" and makes the dosha strong. */
const CLOSE_ORB = 10

function conjunctions(f: ChartFacts, key: string, a: GrahaId, partners: readonly GrahaId[]): DoshaCause[] {
  return partners
    .filter((b) => f.together(a, b))
    .map((b) => ({ key, planets: [a, b], house: f.house(a), sign: f.sign(a), from: 'lagna' as const, orb: Math.round(f.orb(a, b) * 100) / 100 }))
}

function finding(id: DoshaId, causes: DoshaCause[], cancellations: DoshaCancellation[], cancelling: boolean, variant?: string): DoshaFinding {
  const present = causes.length > 0
  const close = causes.some((c) => c.orb !== undefined && c.orb <= CLOSE_ORB)
  const cancelled = present && cancelling && cancellations.some((c) => c.applies)
  return {
    id,
    present,
    severity: !present ? undefined : cancellations.some((c) => c.applies) ? 'mild' : close || causes.length > 1 ? 'strong' : 'moderate',
    cancelled,
    ...(present && variant ? { variant } : {}),
    causes,
    cancellations,
  }
}

/** Pitra dosha. */
export function pitraDosha(f: ChartFacts): DoshaFinding {
  const ninthLord = signLord(f.signOfHouse(9))
  const causes: DoshaCause[] = [
    ...conjunctions(f, 'sunWith', 'sun', ['rahu', 'ketu', 'saturn']),
    ...(['rahu', 'ketu'] as const).filter((n) => f.house(n) === 9).map((n) => ({ key: 'nodeInNinth', planets: [n], house: 9, sign: f.sign(n), from: 'lagna' as const })),
    ...(ninthLord === 'sun' ? [] : conjunctions(f, 'ninthLordWith', ninthLord, ['rahu', 'ketu'])),
  ]
  const ninthSign = f.signOfHouse(9)
  const jupiter = f.sign('jupiter') === ninthSign || f.aspectsSign('jupiter', ninthSign)
  return finding('pitra', causes, [{ key: 'jupiterOnNinth', applies: jupiter, planets: ['jupiter'] }], false)
}

/** Guru chandal dosha. */
export function guruChandalDosha(f: ChartFacts): DoshaFinding {
  const strongJupiter = [9, 12, 4].includes(f.sign('jupiter'))
  return finding('guruChandal', conjunctions(f, 'jupiterWith', 'jupiter', ['rahu', 'ketu']), [{ key: 'jupiterDignified', applies: strongJupiter, planets: ['jupiter'] }], false)
}

/** Grahan dosha (solar, lunar, or both). */
export function grahanDosha(f: ChartFacts): DoshaFinding {
  const sun = conjunctions(f, 'sunWith', 'sun', ['rahu', 'ketu'])
  const moon = conjunctions(f, 'moonWith', 'moon', ['rahu', 'ketu'])
  const variant = sun.length && moon.length ? 'both' : sun.length ? 'surya' : moon.length ? 'chandra' : undefined
  const luminaries: GrahaId[] = [...(sun.length ? ['sun' as const] : []), ...(moon.length ? ['moon' as const] : [])]
  const jupiter = luminaries.some((l) => f.influences('jupiter', l))
  return finding('grahan', [...sun, ...moon], [{ key: 'jupiterInfluence', applies: jupiter, planets: ['jupiter'] }], false, variant)
}

/** Kemadruma dosha. */
export function kemadrumaDosha(f: ChartFacts): DoshaFinding {
  const second = STAR_PLANETS.filter((g) => f.houseFrom(g, 'moon') === 2)
  const twelfth = STAR_PLANETS.filter((g) => f.houseFrom(g, 'moon') === 12)
  const isolated = second.length === 0 && twelfth.length === 0
  const withMoon = STAR_PLANETS.filter((g) => f.together(g, 'moon'))
  const kendraMoon = STAR_PLANETS.filter((g) => [4, 7, 10].includes(f.houseFrom(g, 'moon')))
  const kendraLagna = STAR_PLANETS.filter((g) => KENDRAS.includes(f.house(g)))
  const cancellations: DoshaCancellation[] = [
    { key: 'planetWithMoon', applies: withMoon.length > 0, planets: withMoon },
    { key: 'kendraFromMoon', applies: kendraMoon.length > 0, planets: kendraMoon },
    { key: 'kendraFromLagna', applies: kendraLagna.length > 0, planets: kendraLagna },
    { key: 'jupiterAspectsMoon', applies: f.aspectsSign('jupiter', f.sign('moon')), planets: ['jupiter'] },
  ]
  const causes: DoshaCause[] = isolated ? [{ key: 'moonAlone', planets: ['moon'], house: f.house('moon'), sign: f.sign('moon'), from: 'lagna' }] : []
  return finding('kemadruma', causes, cancellations, true)
}

/** Shrapit dosha. */
export function shrapitDosha(f: ChartFacts): DoshaFinding {
  const causes = conjunctions(f, 'saturnWithRahu', 'saturn', ['rahu'])
  return finding('shrapit', causes, [{ key: 'jupiterInfluence', applies: f.influences('jupiter', 'saturn'), planets: ['jupiter'] }], false)
}

/** Angarak dosha. */
export function angarakDosha(f: ChartFacts): DoshaFinding {
  const causes = conjunctions(f, 'marsWith', 'mars', ['rahu', 'ketu'])
  return finding('angarak', causes, [{ key: 'jupiterInfluence', applies: f.influences('jupiter', 'mars'), planets: ['jupiter'] }], false)
}

/** Vish dosha (vish yoga). */
export function vishDosha(f: ChartFacts): DoshaFinding {
  const causes = conjunctions(f, 'moonWithSaturn', 'moon', ['saturn'])
  return finding('vish', causes, [{ key: 'jupiterInfluence', applies: f.influences('jupiter', 'moon'), planets: ['jupiter'] }], false)
}
