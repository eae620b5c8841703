/**
 * The birth day as the kala bala reads it: the Hindu day runs from sunrise to sunrise, so a birth before
 * sunrise belongs to the previous weekday. Sunrise and sunset are the panchang's (`hindu` convention: the
 * centre of the Sun on the geometric horizon). Instants are Julian Days in UT; the place is degrees,
 * north and east positive.
 */
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { AyanamsaId } from './ayanamsa'
import { riseSet } from './panchang/rise-set'
import { Sky } from './panchang/sky'
import type { BalaGraha } from './shadbala-sthana'

/** Weekday lords, index 0 = Sunday. */
const WEEKDAY_LORDS: readonly BalaGraha[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** The order in which the horas follow one another (each lord's next is the one after it here). */
const HORA_ORDER: readonly BalaGraha[] = ['sun', 'venus', 'mercury', 'moon', 'saturn', 'jupiter', 'mars']
/**
 * The ahargana, days from creation, of 1 January 1860 (JDN 2400411) as Burgess's translation of the Surya Siddhanta
 * gives it and BPHS's translators quote it: 714 404 108 573. Counted this way day 1 was a Sunday, so a day's
 * ahargana modulo 7 names its weekday with 1 for Sunday (1 January 1860 was a Sunday).
 */
const AHARGANA_1860 = 714_404_108_573
const JDN_1860 = 2_400_411

/** What the kala bala needs to know about the day and hour of birth. */
export interface BirthDay {
  /** born between sunrise and sunset */
  isDay: boolean
  /** the day's or the night's span that holds the birth: [start, end), Julian Days (UT) */
  span: [number, number]
  /** the lord of the Hindu weekday */
  varaLord: BalaGraha
  /** the lord of the hour (equal hours of 60 minutes from sunrise) */
  horaLord: BalaGraha
  /** the lord of the 360-day year and of the 30-day month of the ahargana */
  abdaLord: BalaGraha
  masaLord: BalaGraha
  /** the ahargana of the Hindu day of birth (days from creation) */
  ahargana: number
}

/** The lord of the weekday of a Julian Day Number (JDN 0 was a Monday). */
function weekdayLord(jdn: number): BalaGraha {
  return WEEKDAY_LORDS[(jdn + 1) % 7]!
}

/**
 * Sunrise and sunset around a birth and the lords of its year, month, weekday and hour. Where the Sun
 * does not rise or set that day (polar latitudes) 6 h and 18 h local mean time stand in for them.
 */
export function birthDay(ephemeris: Ephemeris, ayanamsa: AyanamsaId, jdUt: number, lat: number, lon: number): BirthDay {
  const sky = new Sky(ephemeris, ayanamsa)
  const zone = lon / 360
  // The local civil day (local mean time) that holds the birth, as a JDN and its midnight in UT.
  const civil = Math.floor(jdUt + 0.5 + zone)
  const midnight = (jdn: number) => jdn - 0.5 - zone
  const rise = (jdn: number) => riseSet(sky, 'sun', 'rise', midnight(jdn), midnight(jdn) + 1, lat, lon) ?? midnight(jdn) + 0.25
  const set = (jdn: number) => riseSet(sky, 'sun', 'set', midnight(jdn), midnight(jdn) + 1, lat, lon) ?? midnight(jdn) + 0.75
  const todayRise = rise(civil)
  const hinduDay = jdUt >= todayRise ? civil : civil - 1
  const sunrise = hinduDay === civil ? todayRise : rise(hinduDay)
  const sunset = set(hinduDay)
  const isDay = jdUt >= sunrise && jdUt < sunset
  const span: [number, number] = isDay ? [sunrise, sunset] : [sunset, rise(hinduDay + 1)]
  const varaLord = weekdayLord(hinduDay)
  const horas = Math.max(0, Math.floor((jdUt - sunrise) * 24))
  const ahargana = AHARGANA_1860 + (hinduDay - JDN_1860)
  return {
    isDay,
    span,
    varaLord,
    horaLord: HORA_ORDER[(HORA_ORDER.indexOf(varaLord) + horas) % 7]!,
    // BPHS: the completed 360-day years × 3 + 1, and the completed 30-day months × 2 + 1, modulo 7 (1 = Sunday),
    // name the weekdays on which the year and the month of birth began; their lords are the abda and masa lords.
    abdaLord: WEEKDAY_LORDS[(3 * Math.floor(ahargana / 360)) % 7]!,
    masaLord: WEEKDAY_LORDS[(2 * Math.floor(ahargana / 30)) % 7]!,
    ahargana,
  }
}
