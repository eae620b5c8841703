import type { LanguageCode } from '../../core/shared/language'
import { GRAHAS, type GrahaId } from '../../core/jyotish/zodiac'
import { MASA_NAMES, MOVING_KARANAS, RITU_NAMES, SAMVATSARA_NAMES, TAMIL_MONTH_NAMES, TITHI_NAMES, YOGA_NAMES } from '../../core/jyotish/panchang/names'
import { CHOGHADIYA } from '../../core/jyotish/panchang/timings'
import { jyotishLabels } from './jyotish-labels'
import { translatedVocabulary } from './vocabulary'

/**
 * The vocabulary of the panchang (tithis, pakshas, yogas, karanas, varas, lunar months, ritus, ayanas,
 * samvatsaras, choghadiyas and their qualities, the day's timings and the kala windows festival rules
 * name) in the four languages, in the style of jyotish-labels.ts: canonical terms with one right
 * spelling per script, looked up by the engine's numbers or by the English names the API prints.
 * Prose around them goes through Lingui.
 */

/** The parts of a day and the timings the pages name. */
export type PanchangTerm =
  | 'panchang'
  | 'tithi'
  | 'nakshatra'
  | 'yoga'
  | 'karana'
  | 'vara'
  | 'paksha'
  | 'masa'
  | 'amanta'
  | 'purnimanta'
  | 'ritu'
  | 'ayana'
  | 'samvat'
  | 'vikramSamvat'
  | 'shakaSamvat'
  | 'samvatsara'
  | 'rahuKaal'
  | 'yamaganda'
  | 'gulika'
  | 'abhijit'
  | 'brahmaMuhurta'
  | 'durmuhurtam'
  | 'varjyam'
  | 'choghadiya'
  | 'hora'
  | 'sunSign'
  | 'moonSign'
  | 'dishaShool'
  | 'ekadashi'
  | 'purnima'
  | 'amavasya'

/** Named windows of the festival calendar (GET /api/festivals `windows[].name`) and the day's kala parts. */
export type KalaName =
  | 'sunrise'
  | 'sunset'
  | 'arunodaya'
  | 'pratah'
  | 'sangava'
  | 'purvahna'
  | 'madhyahna'
  | 'aparahna'
  | 'sayahna'
  | 'pradosh'
  | 'nishita'
  | 'moonrise'
  | 'moonset'
  | 'vrishabha'
  | 'bhadra'
  | 'parana'
  | 'sankranti'
  | 'nakshatra'
  | 'penumbral'
  | 'partial'
  | 'total'
  | 'sutak'

export type ChoghadiyaQuality = 'good' | 'neutral' | 'bad'
export type Direction = 'east' | 'west' | 'north' | 'south'

export interface PanchangVocabulary {
  /** Tithis within a paksha, index 0 = Pratipada … 13 = Chaturdashi, 14 = Purnima, 15 = Amavasya. */
  tithis: readonly string[]
  paksha: Record<'shukla' | 'krishna', string>
  /** "Shukla Paksha" in full. */
  pakshaFull: Record<'shukla' | 'krishna', string>
  /** The 27 yogas, index 0 = Vishkambha. */
  yogas: readonly string[]
  /** Karanas: the seven moving ones in order (Bava … Vishti), then Shakuni, Chatushpada, Naga, Kimstughna. */
  karanas: readonly string[]
  /** Weekdays, index 0 = Sunday. */
  varas: readonly string[]
  /** Short weekday names for calendar headers, index 0 = Sunday. */
  varaShort: readonly string[]
  /** Lunar months, index 0 = Chaitra. */
  masas: readonly string[]
  adhika: string
  /** The Tamil solar months, index 0 = Chithirai (the Sun in Mesha) … 11 = Panguni. */
  solarMonths: readonly string[]
  /** Ritus, index 0 = Vasanta. */
  ritus: readonly string[]
  ayanas: Record<'uttarayana' | 'dakshinayana', string>
  /** The 60 samvatsaras, index 0 = Prabhava. */
  samvatsaras: readonly string[]
  /** Choghadiya names in the engine's cyclic order: Udveg, Chal, Labh, Amrit, Kaal, Shubh, Rog. */
  choghadiyas: readonly string[]
  qualities: Record<ChoghadiyaQuality, string>
  terms: Record<PanchangTerm, string>
  kala: Record<KalaName, string>
  directions: Record<Direction, string>
}

const EN: PanchangVocabulary = {
  tithis: [...TITHI_NAMES, 'Amavasya'],
  paksha: { shukla: 'Shukla', krishna: 'Krishna' },
  pakshaFull: { shukla: 'Shukla Paksha', krishna: 'Krishna Paksha' },
  yogas: YOGA_NAMES,
  karanas: [...MOVING_KARANAS, 'Shakuni', 'Chatushpada', 'Naga', 'Kimstughna'],
  varas: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  varaShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  masas: MASA_NAMES,
  adhika: 'Adhika',
  solarMonths: TAMIL_MONTH_NAMES,
  ritus: RITU_NAMES,
  ayanas: { uttarayana: 'Uttarayana', dakshinayana: 'Dakshinayana' },
  samvatsaras: SAMVATSARA_NAMES,
  choghadiyas: CHOGHADIYA.map((c) => c.name),
  qualities: { good: 'Good', neutral: 'Neutral', bad: 'Bad' },
  terms: {
    panchang: 'Panchang', tithi: 'Tithi', nakshatra: 'Nakshatra', yoga: 'Yoga', karana: 'Karana', vara: 'Vara', paksha: 'Paksha',
    masa: 'Masa', amanta: 'Amanta', purnimanta: 'Purnimanta', ritu: 'Ritu', ayana: 'Ayana', samvat: 'Samvat',
    vikramSamvat: 'Vikram Samvat', shakaSamvat: 'Shaka Samvat', samvatsara: 'Samvatsara',
    rahuKaal: 'Rahu Kaal', yamaganda: 'Yamaganda', gulika: 'Gulika Kaal', abhijit: 'Abhijit Muhurta', brahmaMuhurta: 'Brahma Muhurta',
    durmuhurtam: 'Durmuhurtam', varjyam: 'Varjyam', choghadiya: 'Choghadiya', hora: 'Hora', sunSign: 'Sun sign', moonSign: 'Moon sign',
    dishaShool: 'Disha Shool', ekadashi: 'Ekadashi', purnima: 'Purnima', amavasya: 'Amavasya',
  },
  kala: {
    sunrise: 'Sunrise', sunset: 'Sunset', arunodaya: 'Arunodaya', pratah: 'Pratah Kaal', sangava: 'Sangava', purvahna: 'Purvahna',
    madhyahna: 'Madhyahna', aparahna: 'Aparahna', sayahna: 'Sayahna', pradosh: 'Pradosh Kaal', nishita: 'Nishita Kaal',
    moonrise: 'Moonrise', moonset: 'Moonset', vrishabha: 'Vrishabha Kaal', bhadra: 'Bhadra', parana: 'Parana', sankranti: 'Sankranti moment',
    nakshatra: 'Nakshatra', penumbral: 'Penumbral phase', partial: 'Partial phase', total: 'Totality', sutak: 'Sutak',
  },
  directions: { east: 'East', west: 'West', north: 'North', south: 'South' },
}

/** The engine's English names → numbers, for answers that carry names only (GET /api/muhurat, /today). */
const byName = (names: readonly string[], base = 1) => new Map(names.map((n, i) => [n.toLowerCase(), i + base]))
const TITHI_BY_NAME = byName([...TITHI_NAMES, 'Amavasya'])
const YOGA_BY_NAME = byName(YOGA_NAMES)
const KARANA_BY_NAME = byName(EN.karanas, 0)
const VARA_BY_NAME = byName(EN.varas, 0)
const VARA_SANSKRIT_BY_NAME = byName(['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'], 0)
const MASA_BY_NAME = byName(MASA_NAMES)
const RITU_BY_NAME = byName(RITU_NAMES, 0)
const SAMVATSARA_BY_NAME = byName(SAMVATSARA_NAMES, 0)
const CHOGHADIYA_BY_NAME = byName(EN.choghadiyas, 0)
const NAKSHATRA_BY_NAME = byName(jyotishLabels('en').nakshatras)
const PLANET_BY_NAME = new Map(Object.entries(jyotishLabels('en').planets).map(([id, name]) => [name.toLowerCase(), id as GrahaId]))

/**
 * Tithi 1–30 from its English name and paksha ('Chaturdashi', 'krishna' → 29). Purnima is 15 and
 * Amavasya 30 whatever the paksha given; null for an unknown name.
 */
export function tithiNumber(name: string, paksha: 'shukla' | 'krishna'): number | null {
  const n = TITHI_BY_NAME.get(name.trim().toLowerCase())
  if (n === undefined) return null
  if (n >= 15) return n === 15 ? 15 : 30
  return paksha === 'krishna' ? n + 15 : n
}

/** Nakshatra 1–27 from its English name ('Purva Ashadha' → 20), or null. */
export function nakshatraNumber(name: string): number | null {
  return NAKSHATRA_BY_NAME.get(name.trim().toLowerCase()) ?? null
}

/** Yoga 1–27 from its English name, or null. */
export function yogaNumber(name: string): number | null {
  return YOGA_BY_NAME.get(name.trim().toLowerCase()) ?? null
}

/** Weekday 0–6 (0 = Sunday) from its English ('Monday') or Sanskrit ('Somavara') name, or null. */
export function varaNumber(name: string): number | null {
  const key = name.trim().toLowerCase()
  return VARA_BY_NAME.get(key) ?? VARA_SANSKRIT_BY_NAME.get(key) ?? null
}

/** Lunar month 1–12 (1 = Chaitra) from its English name, or null. */
export function masaNumber(name: string): number | null {
  return MASA_BY_NAME.get(name.trim().toLowerCase()) ?? null
}

/** A planet id from its English display name ('Moon' → 'moon') or id, or null. */
export function planetId(name: string): GrahaId | null {
  const key = name.trim().toLowerCase()
  return PLANET_BY_NAME.get(key) ?? ((GRAHAS as readonly string[]).includes(key) ? (key as GrahaId) : null)
}

/** Karana 1–60 → its place in {@link PanchangVocabulary.karanas}. */
function karanaSlot(index: number): number {
  if (!Number.isInteger(index) || index < 1 || index > 60) throw new RangeError(`Unknown karana ${index}`)
  if (index === 1) return 10
  if (index >= 58) return index - 51
  return (index - 2) % 7
}

/** Panchang labels in one language, with lookups by the engine's numbers and English names. */
export interface PanchangLabels extends PanchangVocabulary {
  language: LanguageCode
  /** Tithi 1–30 without its paksha ('Chaturdashi'). */
  tithi(index: number): string
  /** Tithi 1–30 with its paksha ('Krishna Chaturdashi'); Purnima and Amavasya alone. */
  tithiWithPaksha(index: number): string
  /** A tithi by its English name and paksha, as GET /api/muhurat and /today print them; the name itself when unknown. */
  tithiByName(name: string, paksha: 'shukla' | 'krishna', withPaksha?: boolean): string
  nakshatra(index: number): string
  nakshatraByName(name: string): string
  yoga(index: number): string
  yogaByName(name: string): string
  /** Karana 1–60. */
  karana(index: number): string
  karanaByName(name: string): string
  vara(index: number): string
  varaByName(name: string): string
  /** Lunar month 1–12 or its English name ('Ashvin'); `adhika` prefixes "Adhika". */
  masa(month: number | string, adhika?: boolean): string
  /** Tamil solar month 1–12 (1 = Chithirai). */
  solarMonth(month: number): string
  ritu(name: string): string
  ayana(id: string): string
  samvatsara(name: string): string
  choghadiya(name: string): string
  quality(quality: string): string
  /** A graha (hora lord) by id or English name. */
  planet(idOrName: string): string
  /** A named window ('pradosh', 'vrishabha' …); the name itself when unknown. */
  kalaName(name: string): string
  direction(name: string): string
}

const cache = new Map<LanguageCode, PanchangLabels>()

/** The panchang vocabulary of a language (English for an unknown code); the language's terms must be loaded. */
export function panchangLabels(language: LanguageCode): PanchangLabels {
  const cached = cache.get(language)
  if (cached) return cached
  const v = translatedVocabulary(language)?.panchang ?? EN
  const jyotish = jyotishLabels(language)
  const tithi = (index: number) => {
    if (!Number.isInteger(index) || index < 1 || index > 30) throw new RangeError(`Unknown tithi ${index}`)
    return index === 30 ? v.tithis[15] : v.tithis[(index - 1) % 15]
  }
  const tithiWithPaksha = (index: number) => (index === 15 || index === 30 ? tithi(index) : `${v.paksha[index <= 15 ? 'shukla' : 'krishna']} ${tithi(index)}`)
  const labels: PanchangLabels = {
    ...v,
    language,
    tithi,
    tithiWithPaksha,
    tithiByName: (name, paksha, withPaksha = true) => {
      const n = tithiNumber(name, paksha)
      return n === null ? name : withPaksha ? tithiWithPaksha(n) : tithi(n)
    },
    nakshatra: (index) => jyotish.nakshatra(index),
    nakshatraByName: (name) => {
      const n = nakshatraNumber(name)
      return n === null ? name : jyotish.nakshatra(n)
    },
    yoga: (index) => {
      if (!Number.isInteger(index) || index < 1 || index > 27) throw new RangeError(`Unknown yoga ${index}`)
      return v.yogas[index - 1]
    },
    yogaByName: (name) => {
      const n = yogaNumber(name)
      return n === null ? name : v.yogas[n - 1]
    },
    karana: (index) => v.karanas[karanaSlot(index)],
    karanaByName: (name) => {
      const n = KARANA_BY_NAME.get(name.trim().toLowerCase())
      return n === undefined ? name : v.karanas[n]
    },
    vara: (index) => v.varas[((index % 7) + 7) % 7],
    varaByName: (name) => {
      const n = varaNumber(name)
      return n === null ? name : v.varas[n]
    },
    masa: (month, adhika = false) => {
      const n = typeof month === 'number' ? month : masaNumber(month)
      const name = n === null || n < 1 || n > 12 ? String(month) : v.masas[n - 1]
      return adhika ? `${v.adhika} ${name}` : name
    },
    solarMonth: (month) => {
      if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`Unknown solar month ${month}`)
      return v.solarMonths[month - 1]
    },
    ritu: (name) => {
      const n = RITU_BY_NAME.get(name.trim().toLowerCase())
      return n === undefined ? name : v.ritus[n]
    },
    ayana: (id) => v.ayanas[id as 'uttarayana'] ?? id,
    samvatsara: (name) => {
      const n = SAMVATSARA_BY_NAME.get(name.trim().toLowerCase())
      return n === undefined ? name : v.samvatsaras[n]
    },
    choghadiya: (name) => {
      const n = CHOGHADIYA_BY_NAME.get(name.trim().toLowerCase())
      return n === undefined ? name : v.choghadiyas[n]
    },
    quality: (quality) => v.qualities[quality as ChoghadiyaQuality] ?? quality,
    planet: (idOrName) => {
      const id = planetId(idOrName)
      return id ? jyotish.planet(id) : idOrName
    },
    kalaName: (name) => v.kala[name as KalaName] ?? name,
    direction: (name) => v.directions[name as Direction] ?? name,
  }
  cache.set(language, labels)
  return labels
}
