/**
 * The fixed tables of the panchang: names of tithis, yogas, karanas, varas, lunar months, ritus and
 * samvatsaras, with the weekday lords. Names are ASCII transliterations as panchangs print them in
 * English (the UI translates them); where a stable identifier is needed it is the camelCase form.
 */
import type { GrahaId } from '../zodiac'

/** Names of the 15 tithis of a paksha (index 0 = Pratipada); the 15th is Purnima (shukla) or Amavasya (krishna). */
export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
  'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima',
] as const

/** The paksha (lunar fortnight): shukla (waxing, tithis 1–15) or krishna (waning, 16–30). */
type Paksha = 'shukla' | 'krishna'

/** Name of tithi 1–30 (1 = Shukla Pratipada, 15 = Purnima, 16 = Krishna Pratipada, 30 = Amavasya). */
export function tithiName(index: number): string {
  if (index === 30) return 'Amavasya'
  return TITHI_NAMES[(index - 1) % 15]
}

/** Paksha of tithi 1–30. */
export function pakshaOf(tithi: number): Paksha {
  return tithi <= 15 ? 'shukla' : 'krishna'
}

/** Display names of the 27 nakshatras (index 0 = Ashwini), matching the ids of core/jyotish/zodiac.ts. */
export const NAKSHATRA_DISPLAY_NAMES = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
  'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
  'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
  'Uttara Bhadrapada', 'Revati',
] as const

/** The 27 nitya yogas (index 0 = Vishkambha). */
export const YOGA_NAMES = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
  'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana',
  'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
] as const

/** The seven moving (chara) karanas in their cyclic order. */
export const MOVING_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Gara', 'Vanija', 'Vishti'] as const

/**
 * Name of karana 1–60 (the half-tithis of a lunar month from Shukla Pratipada): 1 is Kimstughna,
 * 2–57 cycle through the seven moving karanas (Bava … Vishti), 58 Shakuni, 59 Chatushpada, 60 Naga.
 */
export function karanaName(index: number): string {
  if (index === 1) return 'Kimstughna'
  if (index >= 58) return ['Shakuni', 'Chatushpada', 'Naga'][index - 58]
  return MOVING_KARANAS[(index - 2) % 7]
}

/** True for karana 1–60 that is Vishti (Bhadra), avoided for auspicious work. */
export function isVishti(karana: number): boolean {
  return karana >= 2 && karana <= 57 && (karana - 2) % 7 === 6
}

/** One weekday (vara). */
export interface VaraInfo {
  /** 0 = Sunday … 6 = Saturday */
  index: number
  /** Sanskrit name, e.g. 'Somavara' */
  name: string
  /** English weekday, e.g. 'Monday' */
  english: string
  /** the lord's display name, e.g. 'Moon' */
  planet_lord: string
  /** the lord's graha id, e.g. 'moon' */
  lord: GrahaId
}

const VARA_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
/** Lords of the weekdays, index 0 = Sunday. */
export const VARA_LORDS: readonly GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
/** Display names of the seven grahas by id. */
const GRAHA_DISPLAY: Readonly<Record<string, string>> = {
  sun: 'Sun', moon: 'Moon', mars: 'Mars', mercury: 'Mercury', jupiter: 'Jupiter', venus: 'Venus', saturn: 'Saturn', rahu: 'Rahu', ketu: 'Ketu',
}

/** The vara of weekday 0–6 (0 = Sunday). */
export function varaOf(weekday: number): VaraInfo {
  const lord = VARA_LORDS[weekday]
  return { index: weekday, name: VARA_NAMES[weekday], english: WEEKDAYS[weekday], planet_lord: GRAHA_DISPLAY[lord], lord }
}

/** Lunar month names, index 0 = Chaitra (month 1) … 11 = Phalguna (month 12). */
export const MASA_NAMES = [
  'Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada',
  'Ashvin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna',
] as const

/** Name of lunar month 1–12 (1 = Chaitra). */
export function masaName(month: number): string {
  return MASA_NAMES[(((month - 1) % 12) + 12) % 12]
}

/** Tamil solar month names as Tamil panchangs spell them in English, index 0 = Chithirai (the Sun in Mesha). */
export const TAMIL_MONTH_NAMES = [
  'Chithirai', 'Vaikasi', 'Aani', 'Aadi', 'Aavani', 'Purattasi', 'Aippasi', 'Karthigai', 'Margazhi', 'Thai', 'Maasi', 'Panguni',
] as const

/** The six ritus, index 0 = Vasanta. */
export const RITU_NAMES = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const

/** The 60 samvatsaras of the Jovian cycle, index 0 = Prabhava. */
export const SAMVATSARA_NAMES = [
  'Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava', 'Yuva', 'Dhatri',
  'Ishvara', 'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Svabhanu', 'Tarana', 'Parthiva', 'Vyaya',
  'Sarvajit', 'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya', 'Manmatha', 'Durmukhi',
  'Hevilambi', 'Vilambi', 'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit', 'Krodhi', 'Vishvavasu', 'Parabhava',
  'Plavanga', 'Kilaka', 'Saumya', 'Sadharana', 'Virodhakrit', 'Paridhavi', 'Pramadicha', 'Ananda', 'Rakshasa', 'Nala',
  'Pingala', 'Kalayukta', 'Siddharthi', 'Raudra', 'Durmati', 'Dundubhi', 'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const

/** Sign names as panchangs print them (index 0 = Mesha). */
export const RASHI_DISPLAY_NAMES = [
  'Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena',
] as const
