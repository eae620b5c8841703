/**
 * Varshaphal, the Tajika annual chart: for the year of life that begins in calendar year Y, the chart of
 * the Sun's sidereal return, its muntha, office-bearers and year lord, sahams and mudda dasha.
 *
 * The annual chart is cast for the birth place (Tajika Neelakanthi and most Indian practice; some authors
 * prefer the place where the native lives at the return, which the caller can pass instead).
 */
import type { Ephemeris } from '../../shared/ports/ephemeris'
import { computeChart, type AscendantPlacement, type Chart, type PlanetPlacement } from '../chart'
import { dateFromJulianDay, isoUtcSeconds, julianDayFromDate } from '../time'
import type { GrahaId } from '../zodiac'
import { muddaDasha, type MuddaPeriod } from './mudda-dasha'
import { isDayReturn, munthaOf, munthaSign, yearLord, type OfficeBearers } from './office-bearers'
import { TAJIKA_GRAHAS, type TajikaGraha } from './pancha-vargiya-bala'
import { sahams } from './sahams'
import { SIDEREAL_YEAR_DAYS, solarReturnJd } from './solar-return'

/** The birth as computeChart takes it, with the calendar year of birth where the local date differs from UT's. */
export type VarshaphalBirth = Parameters<typeof computeChart>[1] & {
  /** the local calendar year of birth (default: the UT year of `utc`) */
  birthYear?: number
}

export interface Varshaphal {
  /** the calendar year in which this year of life begins */
  year: number
  /** completed years of life at the return */
  age: number
  /** the Sun's sidereal return, ISO 8601 UT to the second */
  returnAt: string
  /** the next return, where this year and its mudda dasha end */
  nextReturnAt: string
  /** whether the Sun is above the horizon at the return */
  dayReturn: boolean
  /** the annual chart's lagna and grahas, as the natal chart gives them (signs 1–12) */
  ascendant: AscendantPlacement
  planets: PlanetPlacement[]
  /** sign 0–11 (0 = Mesha), its name and lord */
  muntha: ReturnType<typeof munthaOf>
  officeBearers: OfficeBearers
  /** pancha-vargiya bala of the seven grahas in the annual chart, out of 20 */
  strength: Record<TajikaGraha, number>
  yearLord: TajikaGraha
  yearLordChosenBy: 'aspect' | 'strongest'
  sahams: Array<{ id: string; longitude: number }>
  muddaDasha: MuddaPeriod[]
}

/**
 * The varshaphal of the year of life beginning in `year` (completed years = year − the birth year).
 * @param natal the birth chart computed for `birth` (same ayanamsa and node).
 * @throws RangeError when `year` is before the birth year.
 */
export function varshaphal(ephemeris: Ephemeris, natal: Chart, birth: VarshaphalBirth, year: number): Varshaphal {
  const birthYear = birth.birthYear ?? birth.utc.getUTCFullYear()
  const age = year - birthYear
  if (!Number.isInteger(year) || age < 0) throw new RangeError('varshaphal: year must be an integer no earlier than the birth year')
  const ayanamsa = birth.ayanamsa ?? 'lahiri'
  const natalSun = natal.planets.find((p) => p.id === 'sun')!.longitude
  const birthJd = julianDayFromDate(birth.utc)
  const returnJd = solarReturnJd(ephemeris, natalSun, birthJd + age * SIDEREAL_YEAR_DAYS, ayanamsa)
  const nextJd = solarReturnJd(ephemeris, natalSun, returnJd + SIDEREAL_YEAR_DAYS, ayanamsa)
  // To the second, so the annual chart and the mudda dasha are those of the instant the answer prints.
  const returnMs = Math.round(dateFromJulianDay(returnJd).getTime() / 1000) * 1000
  const nextMs = Math.round(dateFromJulianDay(nextJd).getTime() / 1000) * 1000

  const annual = computeChart(ephemeris, { utc: new Date(returnMs), lat: birth.lat, lon: birth.lon, ayanamsa, node: birth.node })
  const longitudes = Object.fromEntries(annual.planets.map((p) => [p.id, p.longitude])) as Record<GrahaId, number>
  const day = isDayReturn(longitudes.sun, annual.ascendant.longitude)
  const muntha = munthaSign(natal.ascendant.sign, age)
  const lord = yearLord({
    varshaLagnaSign: annual.ascendant.sign,
    natalLagnaSign: natal.ascendant.sign,
    munthaSign: muntha,
    day,
    longitudes: Object.fromEntries(TAJIKA_GRAHAS.map((g) => [g, longitudes[g]])) as Record<TajikaGraha, number>,
  })
  return {
    year,
    age,
    returnAt: isoUtcSeconds(returnMs),
    nextReturnAt: isoUtcSeconds(nextMs),
    dayReturn: day,
    ascendant: annual.ascendant,
    planets: annual.planets,
    muntha: munthaOf(muntha),
    officeBearers: lord.officeBearers,
    strength: lord.strength,
    yearLord: lord.yearLord,
    yearLordChosenBy: lord.chosenBy,
    sahams: sahams({ longitudes, ascendant: annual.ascendant.longitude, cusps: annual.bhavaChalit.madhya, day }),
    muddaDasha: muddaDasha(natal.planets.find((p) => p.id === 'moon')!.longitude, age, returnMs, nextMs),
  }
}
