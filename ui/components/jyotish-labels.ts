import type { LanguageCode } from '../../core/shared/language'
import type { Dignity } from '../../core/jyotish/dignity'
import type { VargaId } from '../../core/jyotish/vargas'
import { NAKSHATRA_NAMES, SIGN_NAMES, type GrahaId, type NakshatraName, type SignName } from '../../core/jyotish/zodiac'
import { translatedVocabulary } from './vocabulary'

/**
 * The fixed vocabulary of jyotish (grahas, rashis, nakshatras, dignities, vargas) in the four languages,
 * shared by the kundli, matching and panchang pages. English is written here; Hindi, Tamil and Telugu are
 * in ui/components/vocabularies/, a chunk per language (ui/components/vocabulary.ts).
 *
 * Why a table and not the Lingui catalogs: these are canonical technical terms with one right spelling
 * per script (a translator must not turn "Su" into anything but "सू"), and some pages show them in a
 * language other than the active one (/hindi-kundli forces Hindi chart contents on an English page,
 * /tamil/jathagam Tamil), which a single active Lingui locale cannot do. Prose around them (headings,
 * explanations) goes through Lingui as usual.
 */
export interface JyotishVocabulary {
  /** Full graha names. */
  planets: Record<GrahaId, string>
  /** Chart abbreviations ("Su", "सू"). */
  planetShort: Record<GrahaId, string>
  /** Rashi names, index 0 = Aries. */
  signs: readonly string[]
  /** Short rashi names for small chart cells, index 0 = Aries. */
  signShort: readonly string[]
  /** Nakshatra names, index 0 = Ashwini. */
  nakshatras: readonly string[]
  dignities: Record<Dignity, string>
  /** Varga (divisional chart) names. */
  vargas: Record<VargaId, string>
  /** The ascendant, in full and as a chart mark. */
  ascendant: string
  ascendantShort: string
  /** Marks after a graha in a chart: retrograde (vakri) and combust (asta). */
  retrogradeMark: string
  combustMark: string
  retrograde: string
  combust: string
}

const EN: JyotishVocabulary = {
  planets: { sun: 'Sun', moon: 'Moon', mars: 'Mars', mercury: 'Mercury', jupiter: 'Jupiter', venus: 'Venus', saturn: 'Saturn', rahu: 'Rahu', ketu: 'Ketu' },
  planetShort: { sun: 'Su', moon: 'Mo', mars: 'Ma', mercury: 'Me', jupiter: 'Ju', venus: 'Ve', saturn: 'Sa', rahu: 'Ra', ketu: 'Ke' },
  signs: ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'],
  signShort: ['Ari', 'Tau', 'Gem', 'Can', 'Leo', 'Vir', 'Lib', 'Sco', 'Sag', 'Cap', 'Aqu', 'Pis'],
  nakshatras: [
    'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
    'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
    'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada', 'Uttara Bhadrapada', 'Revati',
  ],
  dignities: {
    exalted: 'Exalted', debilitated: 'Debilitated', moolatrikona: 'Moolatrikona', own: 'Own sign',
    greatFriend: 'Great friend', friend: 'Friend', neutral: 'Neutral', enemy: 'Enemy', greatEnemy: 'Great enemy',
  },
  vargas: {
    D1: 'Rashi', D2: 'Hora', D3: 'Drekkana', D4: 'Chaturthamsha', D7: 'Saptamsha', D9: 'Navamsha', D10: 'Dashamsha',
    D12: 'Dwadashamsha', D16: 'Shodashamsha', D20: 'Vimshamsha', D24: 'Chaturvimshamsha', D27: 'Saptavimshamsha',
    D30: 'Trimshamsha', D40: 'Khavedamsha', D45: 'Akshavedamsha', D60: 'Shashtiamsha',
  },
  ascendant: 'Ascendant',
  ascendantShort: 'Asc',
  retrogradeMark: 'R',
  combustMark: 'C',
  retrograde: 'Retrograde',
  combust: 'Combust',
}

/** Labels for chart contents in one language, with lookups by the engine's identifiers. */
export interface JyotishLabels extends JyotishVocabulary {
  language: LanguageCode
  /** Rashi name of a sign number 1–12 or an identifier ('aries'). */
  sign(sign: number | SignName): string
  /** Short rashi name of a sign number 1–12 or identifier. */
  signAbbr(sign: number | SignName): string
  /** Nakshatra name of a number 1–27 or an identifier ('uttaraAshadha'). */
  nakshatra(nakshatra: number | NakshatraName): string
  planet(id: GrahaId): string
  planetAbbr(id: GrahaId): string
  dignity(dignity: Dignity): string
}

function signIndex(sign: number | SignName): number {
  const index = typeof sign === 'number' ? sign - 1 : SIGN_NAMES.indexOf(sign)
  if (!Number.isInteger(index) || index < 0 || index > 11) throw new RangeError(`Unknown sign ${String(sign)}`)
  return index
}

function nakshatraIndex(nakshatra: number | NakshatraName): number {
  const index = typeof nakshatra === 'number' ? nakshatra - 1 : NAKSHATRA_NAMES.indexOf(nakshatra)
  if (!Number.isInteger(index) || index < 0 || index > 26) throw new RangeError(`Unknown nakshatra ${String(nakshatra)}`)
  return index
}

const cache = new Map<LanguageCode, JyotishLabels>()

/** The jyotish vocabulary of a language (English for an unknown code); the language's terms must be loaded. */
export function jyotishLabels(language: LanguageCode): JyotishLabels {
  const cached = cache.get(language)
  if (cached) return cached
  const v = translatedVocabulary(language)?.jyotish ?? EN
  const labels: JyotishLabels = {
    ...v,
    language,
    sign: (s) => v.signs[signIndex(s)],
    signAbbr: (s) => v.signShort[signIndex(s)],
    nakshatra: (n) => v.nakshatras[nakshatraIndex(n)],
    planet: (id) => v.planets[id],
    planetAbbr: (id) => v.planetShort[id],
    dignity: (d) => v.dignities[d],
  }
  cache.set(language, labels)
  return labels
}
