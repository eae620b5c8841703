/**
 * Kala bala, the strength of time (BPHS; Raman, *Graha and Bhava Balas*, ch. V), in virupas: nathonnata,
 * paksha, tribhaga, abda, masa, vara, hora and ayana bala (yuddha bala is settled with the totals, see
 * shadbala.ts).
 */
import type { BirthDay } from './shadbala-day'
import type { BalaGraha } from './shadbala-sthana'
import { normalizeDegrees } from './time'

const DAY_STRONG: ReadonlySet<BalaGraha> = new Set(['sun', 'jupiter', 'venus'])
const NIGHT_STRONG: ReadonlySet<BalaGraha> = new Set(['moon', 'mars', 'saturn'])

/**
 * Nathonnata bala from the Sun's hour angle (degrees, 0 at local apparent noon): the Sun, Jupiter and
 * Venus have 60 at noon and 0 at midnight, the Moon, Mars and Saturn the reverse, Mercury always 60.
 */
export function nathonnataBala(graha: BalaGraha, sunHourAngle: number): number {
  const fromMidnight = (180 - Math.abs(normalizeDegrees(sunHourAngle + 180) - 180)) / 180
  if (DAY_STRONG.has(graha)) return 60 * fromMidnight
  if (NIGHT_STRONG.has(graha)) return 60 * (1 - fromMidnight)
  return 60
}

/**
 * Paksha bala from the Moon's elongation from the Sun (degrees): a third of the elongation folded to
 * 0–180° for the benefics, 60 less that for the malefics; the Moon counts as a benefic and her paksha bala is
 * doubled (0–120), as BPHS and Raman say.
 */
export function pakshaBala(graha: BalaGraha, elongation: number, benefic: boolean): number {
  const e = normalizeDegrees(elongation)
  const share = (e > 180 ? 360 - e : e) / 3
  if (graha === 'moon') return 2 * share
  return benefic ? share : 60 - share
}

const DAY_THIRDS: readonly BalaGraha[] = ['mercury', 'sun', 'saturn']
const NIGHT_THIRDS: readonly BalaGraha[] = ['moon', 'venus', 'mars']

/** Tribhaga bala: 60 to the lord of the third of the day (Mercury, Sun, Saturn) or of the night (Moon, Venus, Mars) that holds the birth; Jupiter always 60. */
export function tribhagaBala(graha: BalaGraha, day: BirthDay, jdUt: number): number {
  if (graha === 'jupiter') return 60
  const [start, end] = day.span
  const third = Math.min(2, Math.max(0, Math.floor(((jdUt - start) / (end - start)) * 3)))
  return (day.isDay ? DAY_THIRDS : NIGHT_THIRDS)[third] === graha ? 60 : 0
}

/** Abda (15), masa (30), vara (45) and hora (60) bala: each to the lord of the year, month, weekday and hour of birth only. */
export function lordBalas(graha: BalaGraha, day: BirthDay): { abda: number; masa: number; vara: number; hora: number } {
  return {
    abda: day.abdaLord === graha ? 15 : 0,
    masa: day.masaLord === graha ? 30 : 0,
    vara: day.varaLord === graha ? 45 : 0,
    hora: day.horaLord === graha ? 60 : 0,
  }
}

/**
 * The kranti of a tropical longitude as the text tabulates it: the arc from the nearer equinox (the bhuja,
 * 0–90°) through the khandas 45, 33 and 12 of its three signs (90 at a solstice).
 */
function krantiKhanda(tropicalLongitude: number): number {
  const l = normalizeDegrees(tropicalLongitude) % 180
  const bhuja = l > 90 ? 180 - l : l
  if (bhuja <= 30) return (bhuja / 30) * 45
  if (bhuja <= 60) return 45 + ((bhuja - 30) / 30) * 33
  return 78 + ((bhuja - 60) / 30) * 12
}

const NORTH_STRONG: ReadonlySet<BalaGraha> = new Set(['sun', 'mars', 'jupiter', 'venus'])

/**
 * Ayana bala (BPHS; Raman): (90 ± the kranti khanda) / 3 from the tropical (sayana) longitude. The Sun, Mars,
 * Jupiter and Venus add a northern kranti and subtract a southern one, the Moon and Saturn the reverse,
 * Mercury always adds: 0–60 (Mercury 30–60), 30 at the equinoxes.
 */
export function ayanaBala(graha: BalaGraha, tropicalLongitude: number): number {
  const k = krantiKhanda(tropicalLongitude)
  const north = normalizeDegrees(tropicalLongitude) < 180
  if (graha === 'mercury') return (90 + k) / 3
  const sign = NORTH_STRONG.has(graha) === north ? 1 : -1
  return (90 + sign * k) / 3
}
