/**
 * Hand-built charts for the yoga tests: the lagna's sign and each graha's sign and degree, with the dignity,
 * combustion and whole-sign house worked out as computeChart does.
 */
import type { YogaChartInput } from '../../../core/jyotish/yogas/yoga-chart'
import { dignityOf, isCombust } from '../../../core/jyotish/dignity'
import { wholeSignHouse } from '../../../core/jyotish/houses'
import { GRAHAS, nakshatraLord, placementOf, type GrahaId } from '../../../core/jyotish/zodiac'

/** A sign (1 = Aries) and a degree in it (15° unless said). */
export type Spot = number | [sign: number, degree: number]

/** Aries 1 … Pisces 12, for readable charts. */
export const ARIES = 1, TAURUS = 2, GEMINI = 3, CANCER = 4, LEO = 5, VIRGO = 6, LIBRA = 7, SCORPIO = 8, SAGITTARIUS = 9, CAPRICORN = 10, AQUARIUS = 11, PISCES = 12

/**
 * A chart with the lagna in `lagna` and the grahas where said; Ketu opposite Rahu. Unnamed grahas go where
 * `rest` puts them (all of them in the same sign by default, away from what a test looks at).
 */
export function chartOf(lagna: number, spots: Partial<Record<Exclude<GrahaId, 'ketu'>, Spot>>, rest: Spot = [lagna, 15]): YogaChartInput {
  const lon = (s: Spot) => (typeof s === 'number' ? (s - 1) * 30 + 15 : (s[0] - 1) * 30 + s[1])
  const longitudes = {} as Record<GrahaId, number>
  for (const g of GRAHAS) if (g !== 'ketu') longitudes[g] = lon(spots[g as Exclude<GrahaId, 'ketu'>] ?? rest)
  longitudes.ketu = (longitudes.rahu + 180) % 360
  const signs = Object.fromEntries(GRAHAS.map((g) => [g, placementOf(longitudes[g]).sign])) as Record<GrahaId, number>
  const ascendant = placementOf((lagna - 1) * 30 + 10)
  return {
    ascendant,
    planets: GRAHAS.map((g) => {
      const p = placementOf(longitudes[g])
      return {
        id: g,
        ...p,
        latitude: 0,
        speed: g === 'rahu' || g === 'ketu' ? -0.05 : 1,
        retrograde: g === 'rahu' || g === 'ketu',
        combust: isCombust(g, p.longitude, longitudes.sun, false),
        house: wholeSignHouse(p.sign, lagna),
        dignity: dignityOf(g, p.sign, p.degreeInSign, signs),
        nakshatraLord: nakshatraLord(p.nakshatra),
      }
    }),
  }
}
