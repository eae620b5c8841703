/**
 * Sahams (Tajika sensitive points, the Arabic parts) of the annual chart, after Tajika Neelakanthi's
 * chapter on sahams. Each is A − B + C: for a night return A and B change places (C stays), except where a
 * formula is the same by day and night or the text gives a night formula of its own. When C does not lie
 * between B and A, counted in the order of the signs from B to A, 30° is added (the texts' rule, so the
 * point keeps its distance from the third element).
 */
import { normalizeDegrees } from '../time'
import { signLord, signOf, type GrahaId } from '../zodiac'

/** What the formulas read from the annual chart: sidereal longitudes, degrees. */
interface SahamPoints {
  longitudes: Readonly<Record<GrahaId, number>>
  ascendant: number
  /** the twelve bhava madhyas (cusps), index 0 = the 1st */
  cusps: readonly number[]
  day: boolean
}

/** A − B + C with the 30° rule (C not between B and A, counted forwards from B). */
export function sahamLongitude(a: number, b: number, c: number): number {
  const between = normalizeDegrees(c - b) < normalizeDegrees(a - b)
  return normalizeDegrees(a - b + c + (between ? 0 : 30))
}

type Point = (p: SahamPoints, s: Record<string, number>) => number
const g = (id: GrahaId): Point => (p) => p.longitudes[id]
const asc: Point = (p) => p.ascendant
const cusp = (house: number): Point => (p) => p.cusps[house - 1]!
const lordOfCusp = (house: number): Point => (p) => p.longitudes[signLord(signOf(p.cusps[house - 1]!))]
const lordOf = (point: Point): Point => (p, s) => p.longitudes[signLord(signOf(point(p, s)))]
const saham = (id: string): Point => (_p, s) => s[id]!

/** [id, A, B, C, night]: `swap` reverses A and B by night, `same` keeps the formula, or a night formula of its own. */
type Formula = readonly [string, Point, Point, Point, 'swap' | 'same' | readonly [Point, Point, Point]]

/** The formulas, in an order where a saham is computed before any that uses it (Punya first). */
const FORMULAS: readonly Formula[] = [
  ['punya', g('moon'), g('sun'), asc, 'swap'],
  ['vidya', g('sun'), g('moon'), asc, 'swap'],
  ['yasas', g('jupiter'), saham('punya'), asc, 'swap'],
  ['mitra', g('jupiter'), saham('punya'), g('venus'), 'swap'],
  ['mahatmya', saham('punya'), g('mars'), asc, 'swap'],
  ['asha', g('saturn'), g('venus'), asc, 'swap'],
  // Mars less the lagna lord; when Mars itself rules the lagna, Jupiter less Mars.
  ['samartha', (p, s) => (signLord(signOf(p.ascendant)) === 'mars' ? p.longitudes.jupiter : g('mars')(p, s)), (p, s) => lordOf(asc)(p, s), asc, 'swap'],
  ['bhratri', g('jupiter'), g('saturn'), asc, 'same'],
  ['gaurava', g('jupiter'), g('moon'), g('sun'), [g('jupiter'), g('sun'), g('moon')]],
  ['pitri', g('saturn'), g('sun'), asc, 'swap'],
  ['rajya', g('saturn'), g('sun'), asc, 'swap'],
  ['matri', g('moon'), g('venus'), asc, 'swap'],
  ['putra', g('jupiter'), g('moon'), asc, 'same'],
  ['jeeva', g('saturn'), g('jupiter'), asc, 'swap'],
  ['karma', g('mars'), g('mercury'), asc, 'swap'],
  ['roga', asc, g('moon'), asc, 'same'],
  ['kali', g('jupiter'), g('mars'), asc, 'swap'],
  ['mrityu', cusp(8), g('moon'), g('saturn'), 'same'],
  ['paradesa', cusp(9), lordOfCusp(9), asc, 'same'],
  ['artha', cusp(2), lordOfCusp(2), asc, 'same'],
  ['vivaha', g('venus'), g('saturn'), asc, 'same'],
  ['karyasiddhi', g('saturn'), g('sun'), lordOf(g('sun')), [g('saturn'), g('moon'), lordOf(g('moon'))]],
]

/** The saham ids in the order they are answered. */
export const SAHAM_IDS: readonly string[] = FORMULAS.map((f) => f[0])

/** Every saham of the annual chart, sidereal longitude in degrees. */
export function sahams(points: SahamPoints): Array<{ id: string; longitude: number }> {
  const s: Record<string, number> = {}
  for (const [id, a, b, c, night] of FORMULAS) {
    const [fa, fb, fc] = points.day || night === 'same' ? [a, b, c] : night === 'swap' ? [b, a, c] : night
    s[id] = sahamLongitude(fa(points, s), fb(points, s), fc(points, s))
  }
  return SAHAM_IDS.map((id) => ({ id, longitude: s[id]! }))
}
