/**
 * Chesta bala, the strength of motion, by the texts' method (BPHS; Raman, *Graha and Bhava Balas*, ch. VI):
 * the chesta kendra is the seeghrochcha less the mean of the planet's mean (madhya) and true (spashta)
 * longitudes, folded to 0–180°; a third of it is the chesta bala (0 at conjunction with the Sun, 60 in the
 * middle of the retrograde arc). For Mars, Jupiter and Saturn the seeghrochcha is the mean Sun and the madhya
 * the planet's own mean longitude; for Mercury and Venus the seeghrochcha is the planet's heliocentric mean
 * longitude and the madhya the mean Sun. The mean longitudes are the modern mean elements (J. Meeus,
 * *Astronomical Algorithms*, table 31.A, mean equinox of date), which stand for the texts' mean motions.
 * The Sun's chesta bala is its ayana bala and the Moon's its paksha bala (BPHS); shadbala.ts books them, as
 * Raman does, by doubling those in the kala bala.
 */
import type { BalaGraha } from './shadbala-sthana'
import { angleDifference, julianCenturiesTt, normalizeDegrees } from './time'

type Moving = Exclude<BalaGraha, 'sun' | 'moon'>

/** Mean longitude polynomials in T (Julian centuries of TT from J2000), degrees, mean equinox of date. */
const MEAN_LONGITUDE: Record<Moving | 'sun', readonly number[]> = {
  sun: [280.46646, 36000.76983, 0.0003032],
  mercury: [252.250906, 149474.0722491, 0.0003035, 0.000000018],
  venus: [181.979801, 58519.2130302, 0.00031014, 0.000000015],
  mars: [355.433, 19141.6964471, 0.00031052, 0.000000016],
  jupiter: [34.351519, 3036.3027748, 0.0002233, 0.000000037],
  saturn: [50.077444, 1223.5110686, 0.00051908, -0.00000003],
}

/** The mean tropical longitude (degrees) of the Sun or a planet at `jdTt`. */
export function meanLongitude(body: Moving | 'sun', jdTt: number): number {
  const t = julianCenturiesTt(jdTt)
  return normalizeDegrees(MEAN_LONGITUDE[body].reduceRight((acc, c) => acc * t + c, 0))
}

/**
 * The chesta bala of Mars … Saturn, virupas.
 * @param trueTropical the planet's apparent tropical longitude, degrees. @param jdTt the instant (TT).
 */
export function chestaBala(graha: Moving, trueTropical: number, jdTt: number): number {
  const meanSun = meanLongitude('sun', jdTt)
  const meanPlanet = meanLongitude(graha, jdTt)
  const inferior = graha === 'mercury' || graha === 'venus'
  const seeghrochcha = inferior ? meanPlanet : meanSun
  const madhya = inferior ? meanSun : meanPlanet
  const average = madhya + angleDifference(trueTropical, madhya) / 2
  return Math.abs(angleDifference(seeghrochcha, average)) / 3
}
