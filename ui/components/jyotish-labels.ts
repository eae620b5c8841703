import type { LanguageCode } from '../../core/rules/language'
import type { Dignity } from '../../core/jyotish/dignity'
import type { VargaId } from '../../core/jyotish/vargas'
import { NAKSHATRA_NAMES, SIGN_NAMES, type GrahaId, type NakshatraName, type SignName } from '../../core/jyotish/zodiac'

/**
 * The fixed vocabulary of jyotish (grahas, rashis, nakshatras, dignities, vargas) in the four languages,
 * shared by the kundli, matching and panchang pages.
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

const HI: JyotishVocabulary = {
  planets: { sun: 'सूर्य', moon: 'चंद्र', mars: 'मंगल', mercury: 'बुध', jupiter: 'गुरु', venus: 'शुक्र', saturn: 'शनि', rahu: 'राहु', ketu: 'केतु' },
  planetShort: { sun: 'सू', moon: 'चं', mars: 'मं', mercury: 'बु', jupiter: 'गु', venus: 'शु', saturn: 'श', rahu: 'रा', ketu: 'के' },
  signs: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  signShort: ['मेष', 'वृष', 'मिथु', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चि', 'धनु', 'मकर', 'कुंभ', 'मीन'],
  nakshatras: [
    'अश्विनी', 'भरणी', 'कृत्तिका', 'रोहिणी', 'मृगशिरा', 'आर्द्रा', 'पुनर्वसु', 'पुष्य', 'आश्लेषा',
    'मघा', 'पूर्वा फाल्गुनी', 'उत्तरा फाल्गुनी', 'हस्त', 'चित्रा', 'स्वाति', 'विशाखा', 'अनुराधा', 'ज्येष्ठा',
    'मूल', 'पूर्वाषाढ़ा', 'उत्तराषाढ़ा', 'श्रवण', 'धनिष्ठा', 'शतभिषा', 'पूर्वा भाद्रपद', 'उत्तरा भाद्रपद', 'रेवती',
  ],
  dignities: {
    exalted: 'उच्च', debilitated: 'नीच', moolatrikona: 'मूलत्रिकोण', own: 'स्वराशि',
    greatFriend: 'अधिमित्र', friend: 'मित्र', neutral: 'सम', enemy: 'शत्रु', greatEnemy: 'अधिशत्रु',
  },
  vargas: {
    D1: 'राशि', D2: 'होरा', D3: 'द्रेष्काण', D4: 'चतुर्थांश', D7: 'सप्तांश', D9: 'नवांश', D10: 'दशांश',
    D12: 'द्वादशांश', D16: 'षोडशांश', D20: 'विंशांश', D24: 'चतुर्विंशांश', D27: 'सप्तविंशांश',
    D30: 'त्रिंशांश', D40: 'खवेदांश', D45: 'अक्षवेदांश', D60: 'षष्ट्यंश',
  },
  ascendant: 'लग्न',
  ascendantShort: 'लग्न',
  retrogradeMark: 'व',
  combustMark: 'अ',
  retrograde: 'वक्री',
  combust: 'अस्त',
}

const TA: JyotishVocabulary = {
  planets: { sun: 'சூரியன்', moon: 'சந்திரன்', mars: 'செவ்வாய்', mercury: 'புதன்', jupiter: 'குரு', venus: 'சுக்கிரன்', saturn: 'சனி', rahu: 'ராகு', ketu: 'கேது' },
  planetShort: { sun: 'சூ', moon: 'சந்', mars: 'செ', mercury: 'பு', jupiter: 'கு', venus: 'சு', saturn: 'ச', rahu: 'ரா', ketu: 'கே' },
  signs: ['மேஷம்', 'ரிஷபம்', 'மிதுனம்', 'கடகம்', 'சிம்மம்', 'கன்னி', 'துலாம்', 'விருச்சிகம்', 'தனுசு', 'மகரம்', 'கும்பம்', 'மீனம்'],
  signShort: ['மேஷ', 'ரிஷ', 'மிது', 'கடக', 'சிம்', 'கன்னி', 'துலா', 'விரு', 'தனு', 'மகர', 'கும்', 'மீன'],
  nakshatras: [
    'அஸ்வினி', 'பரணி', 'கார்த்திகை', 'ரோகிணி', 'மிருகசீரிடம்', 'திருவாதிரை', 'புனர்பூசம்', 'பூசம்', 'ஆயில்யம்',
    'மகம்', 'பூரம்', 'உத்திரம்', 'அஸ்தம்', 'சித்திரை', 'சுவாதி', 'விசாகம்', 'அனுஷம்', 'கேட்டை',
    'மூலம்', 'பூராடம்', 'உத்திராடம்', 'திருவோணம்', 'அவிட்டம்', 'சதயம்', 'பூரட்டாதி', 'உத்திரட்டாதி', 'ரேவதி',
  ],
  dignities: {
    exalted: 'உச்சம்', debilitated: 'நீசம்', moolatrikona: 'மூலத்திரிகோணம்', own: 'ஆட்சி',
    greatFriend: 'அதிமித்ரு', friend: 'மித்ரு', neutral: 'சமம்', enemy: 'சத்ரு', greatEnemy: 'அதிசத்ரு',
  },
  vargas: {
    D1: 'ராசி', D2: 'ஹோரை', D3: 'திரேக்காணம்', D4: 'சதுர்த்தாம்சம்', D7: 'சப்தாம்சம்', D9: 'நவாம்சம்', D10: 'தசாம்சம்',
    D12: 'துவாதசாம்சம்', D16: 'சோடசாம்சம்', D20: 'விம்சாம்சம்', D24: 'சதுர்விம்சாம்சம்', D27: 'சப்தவிம்சாம்சம்',
    D30: 'திரிம்சாம்சம்', D40: 'காவேதாம்சம்', D45: 'அக்ஷவேதாம்சம்', D60: 'சஷ்டியாம்சம்',
  },
  ascendant: 'லக்னம்',
  ascendantShort: 'ல',
  retrogradeMark: 'வ',
  combustMark: 'அ',
  retrograde: 'வக்ரம்',
  combust: 'அஸ்தங்கம்',
}

const TE: JyotishVocabulary = {
  planets: { sun: 'సూర్యుడు', moon: 'చంద్రుడు', mars: 'కుజుడు', mercury: 'బుధుడు', jupiter: 'గురువు', venus: 'శుక్రుడు', saturn: 'శని', rahu: 'రాహువు', ketu: 'కేతువు' },
  planetShort: { sun: 'సూ', moon: 'చం', mars: 'కు', mercury: 'బు', jupiter: 'గు', venus: 'శు', saturn: 'శ', rahu: 'రా', ketu: 'కే' },
  signs: ['మేషం', 'వృషభం', 'మిథునం', 'కర్కాటకం', 'సింహం', 'కన్య', 'తుల', 'వృశ్చికం', 'ధనుస్సు', 'మకరం', 'కుంభం', 'మీనం'],
  signShort: ['మేష', 'వృష', 'మిథు', 'కర్క', 'సింహ', 'కన్య', 'తుల', 'వృశ్చి', 'ధను', 'మకర', 'కుంభ', 'మీన'],
  nakshatras: [
    'అశ్విని', 'భరణి', 'కృత్తిక', 'రోహిణి', 'మృగశిర', 'ఆర్ద్ర', 'పునర్వసు', 'పుష్యమి', 'ఆశ్లేష',
    'మఖ', 'పుబ్బ', 'ఉత్తర', 'హస్త', 'చిత్త', 'స్వాతి', 'విశాఖ', 'అనూరాధ', 'జ్యేష్ఠ',
    'మూల', 'పూర్వాషాఢ', 'ఉత్తరాషాఢ', 'శ్రవణం', 'ధనిష్ఠ', 'శతభిషం', 'పూర్వాభాద్ర', 'ఉత్తరాభాద్ర', 'రేవతి',
  ],
  dignities: {
    exalted: 'ఉచ్ఛ', debilitated: 'నీచ', moolatrikona: 'మూలత్రికోణ', own: 'స్వక్షేత్రం',
    greatFriend: 'అధిమిత్ర', friend: 'మిత్ర', neutral: 'సమ', enemy: 'శత్రు', greatEnemy: 'అధిశత్రు',
  },
  vargas: {
    D1: 'రాశి', D2: 'హోర', D3: 'ద్రేక్కాణం', D4: 'చతుర్థాంశ', D7: 'సప్తాంశ', D9: 'నవాంశ', D10: 'దశాంశ',
    D12: 'ద్వాదశాంశ', D16: 'షోడశాంశ', D20: 'వింశాంశ', D24: 'చతుర్వింశాంశ', D27: 'సప్తవింశాంశ',
    D30: 'త్రింశాంశ', D40: 'ఖవేదాంశ', D45: 'అక్షవేదాంశ', D60: 'షష్ట్యంశ',
  },
  ascendant: 'లగ్నం',
  ascendantShort: 'ల',
  retrogradeMark: 'వ',
  combustMark: 'అ',
  retrograde: 'వక్రి',
  combust: 'అస్తంగత',
}

const VOCABULARIES: Record<LanguageCode, JyotishVocabulary> = { en: EN, hi: HI, ta: TA, te: TE }

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

/** The jyotish vocabulary of a language (English for an unknown code). */
export function jyotishLabels(language: LanguageCode): JyotishLabels {
  const cached = cache.get(language)
  if (cached) return cached
  const v = VOCABULARIES[language] ?? EN
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
