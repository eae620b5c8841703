import type { LanguageCode } from '../../core/rules/language'
import { GRAHAS, type GrahaId } from '../../core/jyotish/zodiac'
import { MASA_NAMES, MOVING_KARANAS, RITU_NAMES, SAMVATSARA_NAMES, TITHI_NAMES, YOGA_NAMES } from '../../core/jyotish/panchang/names'
import { CHOGHADIYA } from '../../core/jyotish/panchang/timings'
import { jyotishLabels } from './jyotish-labels'

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

const HI: PanchangVocabulary = {
  tithis: ['प्रतिपदा', 'द्वितीया', 'तृतीया', 'चतुर्थी', 'पंचमी', 'षष्ठी', 'सप्तमी', 'अष्टमी', 'नवमी', 'दशमी', 'एकादशी', 'द्वादशी', 'त्रयोदशी', 'चतुर्दशी', 'पूर्णिमा', 'अमावस्या'],
  paksha: { shukla: 'शुक्ल', krishna: 'कृष्ण' },
  pakshaFull: { shukla: 'शुक्ल पक्ष', krishna: 'कृष्ण पक्ष' },
  yogas: [
    'विष्कुम्भ', 'प्रीति', 'आयुष्मान', 'सौभाग्य', 'शोभन', 'अतिगण्ड', 'सुकर्मा', 'धृति', 'शूल', 'गण्ड', 'वृद्धि', 'ध्रुव', 'व्याघात', 'हर्षण',
    'वज्र', 'सिद्धि', 'व्यतीपात', 'वरीयान', 'परिघ', 'शिव', 'सिद्ध', 'साध्य', 'शुभ', 'शुक्ल', 'ब्रह्म', 'इन्द्र', 'वैधृति',
  ],
  karanas: ['बव', 'बालव', 'कौलव', 'तैतिल', 'गर', 'वणिज', 'विष्टि (भद्रा)', 'शकुनि', 'चतुष्पद', 'नाग', 'किंस्तुघ्न'],
  varas: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
  varaShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
  masas: ['चैत्र', 'वैशाख', 'ज्येष्ठ', 'आषाढ़', 'श्रावण', 'भाद्रपद', 'आश्विन', 'कार्तिक', 'मार्गशीर्ष', 'पौष', 'माघ', 'फाल्गुन'],
  adhika: 'अधिक',
  ritus: ['वसंत', 'ग्रीष्म', 'वर्षा', 'शरद', 'हेमंत', 'शिशिर'],
  ayanas: { uttarayana: 'उत्तरायण', dakshinayana: 'दक्षिणायन' },
  samvatsaras: [
    'प्रभव', 'विभव', 'शुक्ल', 'प्रमोद', 'प्रजापति', 'अंगिरा', 'श्रीमुख', 'भाव', 'युवा', 'धाता',
    'ईश्वर', 'बहुधान्य', 'प्रमाथी', 'विक्रम', 'वृष', 'चित्रभानु', 'स्वभानु', 'तारण', 'पार्थिव', 'व्यय',
    'सर्वजित्', 'सर्वधारी', 'विरोधी', 'विकृति', 'खर', 'नन्दन', 'विजय', 'जय', 'मन्मथ', 'दुर्मुख',
    'हेमलम्बी', 'विलम्बी', 'विकारी', 'शार्वरी', 'प्लव', 'शुभकृत्', 'शोभकृत्', 'क्रोधी', 'विश्वावसु', 'पराभव',
    'प्लवंग', 'कीलक', 'सौम्य', 'साधारण', 'विरोधकृत्', 'परिधावी', 'प्रमादी', 'आनन्द', 'राक्षस', 'नल',
    'पिंगल', 'कालयुक्त', 'सिद्धार्थी', 'रौद्र', 'दुर्मति', 'दुन्दुभि', 'रुधिरोद्गारी', 'रक्ताक्षी', 'क्रोधन', 'अक्षय',
  ],
  choghadiyas: ['उद्वेग', 'चर', 'लाभ', 'अमृत', 'काल', 'शुभ', 'रोग'],
  qualities: { good: 'शुभ', neutral: 'सामान्य', bad: 'अशुभ' },
  terms: {
    panchang: 'पंचांग', tithi: 'तिथि', nakshatra: 'नक्षत्र', yoga: 'योग', karana: 'करण', vara: 'वार', paksha: 'पक्ष',
    masa: 'मास', amanta: 'अमांत', purnimanta: 'पूर्णिमांत', ritu: 'ऋतु', ayana: 'अयन', samvat: 'संवत',
    vikramSamvat: 'विक्रम संवत', shakaSamvat: 'शक संवत', samvatsara: 'संवत्सर',
    rahuKaal: 'राहु काल', yamaganda: 'यमगण्ड', gulika: 'गुलिक काल', abhijit: 'अभिजीत मुहूर्त', brahmaMuhurta: 'ब्रह्म मुहूर्त',
    durmuhurtam: 'दुर्मुहूर्त', varjyam: 'वर्ज्य', choghadiya: 'चौघड़िया', hora: 'होरा', sunSign: 'सूर्य राशि', moonSign: 'चंद्र राशि',
    dishaShool: 'दिशा शूल', ekadashi: 'एकादशी', purnima: 'पूर्णिमा', amavasya: 'अमावस्या',
  },
  kala: {
    sunrise: 'सूर्योदय', sunset: 'सूर्यास्त', arunodaya: 'अरुणोदय', pratah: 'प्रातः काल', sangava: 'संगव', purvahna: 'पूर्वाह्न',
    madhyahna: 'मध्याह्न', aparahna: 'अपराह्न', sayahna: 'सायाह्न', pradosh: 'प्रदोष काल', nishita: 'निशीथ काल',
    moonrise: 'चंद्रोदय', moonset: 'चंद्रास्त', vrishabha: 'वृषभ काल', bhadra: 'भद्रा', parana: 'पारण', sankranti: 'संक्रांति क्षण',
    nakshatra: 'नक्षत्र', penumbral: 'उपच्छाया', partial: 'खंड ग्रहण', total: 'खग्रास', sutak: 'सूतक',
  },
  directions: { east: 'पूर्व', west: 'पश्चिम', north: 'उत्तर', south: 'दक्षिण' },
}

const TA: PanchangVocabulary = {
  tithis: ['பிரதமை', 'துவிதியை', 'திருதியை', 'சதுர்த்தி', 'பஞ்சமி', 'சஷ்டி', 'சப்தமி', 'அஷ்டமி', 'நவமி', 'தசமி', 'ஏகாதசி', 'துவாதசி', 'திரயோதசி', 'சதுர்த்தசி', 'பௌர்ணமி', 'அமாவாசை'],
  paksha: { shukla: 'சுக்ல', krishna: 'கிருஷ்ண' },
  pakshaFull: { shukla: 'சுக்ல பட்சம் (வளர்பிறை)', krishna: 'கிருஷ்ண பட்சம் (தேய்பிறை)' },
  yogas: [
    'விஷ்கம்பம்', 'ப்ரீதி', 'ஆயுஷ்மான்', 'சௌபாக்கியம்', 'சோபனம்', 'அதிகண்டம்', 'சுகர்மம்', 'திருதி', 'சூலம்', 'கண்டம்', 'விருத்தி', 'துருவம்',
    'வியாகாதம்', 'ஹர்ஷணம்', 'வஜ்ரம்', 'சித்தி', 'வியதீபாதம்', 'வரீயான்', 'பரிகம்', 'சிவம்', 'சித்தம்', 'சாத்தியம்', 'சுபம்', 'சுக்லம்',
    'பிரம்மம்', 'ஐந்திரம்', 'வைதிருதி',
  ],
  karanas: ['பவம்', 'பாலவம்', 'கௌலவம்', 'தைதுலம்', 'கரசை', 'வணிசை', 'பத்திரை (விஷ்டி)', 'சகுனி', 'சதுஷ்பாதம்', 'நாகவம்', 'கிம்ஸ்துக்னம்'],
  varas: ['ஞாயிற்றுக்கிழமை', 'திங்கட்கிழமை', 'செவ்வாய்க்கிழமை', 'புதன்கிழமை', 'வியாழக்கிழமை', 'வெள்ளிக்கிழமை', 'சனிக்கிழமை'],
  varaShort: ['ஞாயி', 'திங்', 'செவ்', 'புத', 'வியா', 'வெள்', 'சனி'],
  masas: ['சைத்ரம்', 'வைசாகம்', 'ஜ்யேஷ்டம்', 'ஆஷாடம்', 'ஸ்ராவணம்', 'பாத்ரபதம்', 'ஆஸ்வயுஜம்', 'கார்த்திகம்', 'மார்கசீர்ஷம்', 'பௌஷம்', 'மாகம்', 'பால்குனம்'],
  adhika: 'அதிக',
  ritus: ['வசந்த ருது', 'கிரீஷ்ம ருது', 'வர்ஷ ருது', 'சரத் ருது', 'ஹேமந்த ருது', 'சிசிர ருது'],
  ayanas: { uttarayana: 'உத்தராயணம்', dakshinayana: 'தட்சிணாயனம்' },
  samvatsaras: [
    'பிரபவ', 'விபவ', 'சுக்ல', 'பிரமோதூத', 'பிரஜோத்பத்தி', 'ஆங்கீரச', 'ஸ்ரீமுக', 'பவ', 'யுவ', 'தாது',
    'ஈஸ்வர', 'வெகுதானிய', 'பிரமாதி', 'விக்கிரம', 'விஷு', 'சித்திரபானு', 'சுபானு', 'தாரண', 'பார்த்திப', 'விய',
    'சர்வசித்து', 'சர்வதாரி', 'விரோதி', 'விக்ருதி', 'கர', 'நந்தன', 'விஜய', 'ஜய', 'மன்மத', 'துன்முகி',
    'ஹேவிளம்பி', 'விளம்பி', 'விகாரி', 'சார்வரி', 'பிலவ', 'சுபகிருது', 'சோபகிருது', 'குரோதி', 'விசுவாவசு', 'பராபவ',
    'பிலவங்க', 'கீலக', 'சௌமிய', 'சாதாரண', 'விரோதகிருது', 'பரிதாபி', 'பிரமாதீச', 'ஆனந்த', 'ராட்சச', 'நள',
    'பிங்கள', 'காளயுக்தி', 'சித்தார்த்தி', 'ரௌத்திரி', 'துன்மதி', 'துந்துபி', 'ருத்ரோத்காரி', 'ரக்தாட்சி', 'குரோதன', 'அட்சய',
  ],
  choghadiyas: ['உத்வேகம்', 'சலம்', 'லாபம்', 'அமிர்தம்', 'காலம்', 'சுபம்', 'ரோகம்'],
  qualities: { good: 'நல்லது', neutral: 'சமம்', bad: 'தீயது' },
  terms: {
    panchang: 'பஞ்சாங்கம்', tithi: 'திதி', nakshatra: 'நட்சத்திரம்', yoga: 'யோகம்', karana: 'கரணம்', vara: 'வாரம்', paksha: 'பட்சம்',
    masa: 'மாதம்', amanta: 'அமாந்த', purnimanta: 'பூர்ணிமாந்த', ritu: 'ருது', ayana: 'அயனம்', samvat: 'சம்வத்',
    vikramSamvat: 'விக்ரம சம்வத்', shakaSamvat: 'சக வருடம்', samvatsara: 'வருடம் (சம்வத்சரம்)',
    rahuKaal: 'ராகு காலம்', yamaganda: 'எமகண்டம்', gulika: 'குளிகை', abhijit: 'அபிஜித் முகூர்த்தம்', brahmaMuhurta: 'பிரம்ம முகூர்த்தம்',
    durmuhurtam: 'துர்முகூர்த்தம்', varjyam: 'வர்ஜ்யம்', choghadiya: 'சோகடியா (கௌரி)', hora: 'ஹோரை', sunSign: 'சூரிய ராசி', moonSign: 'சந்திர ராசி',
    dishaShool: 'சூலம் (திசை)', ekadashi: 'ஏகாதசி', purnima: 'பௌர்ணமி', amavasya: 'அமாவாசை',
  },
  kala: {
    sunrise: 'சூரிய உதயம்', sunset: 'சூரிய அஸ்தமனம்', arunodaya: 'அருணோதயம்', pratah: 'பிராதக் காலம்', sangava: 'சங்கவம்', purvahna: 'பூர்வாஹ்ணம்',
    madhyahna: 'மத்யாஹ்னம்', aparahna: 'அபராஹ்ணம்', sayahna: 'சாயாஹ்னம்', pradosh: 'பிரதோஷ காலம்', nishita: 'நிசீத காலம்',
    moonrise: 'சந்திர உதயம்', moonset: 'சந்திர அஸ்தமனம்', vrishabha: 'ரிஷப காலம்', bhadra: 'பத்திரை', parana: 'பாரணை', sankranti: 'சங்கராந்தி நேரம்',
    nakshatra: 'நட்சத்திரம்', penumbral: 'புறநிழல்', partial: 'பகுதி கிரகணம்', total: 'முழு கிரகணம்', sutak: 'சூதகம்',
  },
  directions: { east: 'கிழக்கு', west: 'மேற்கு', north: 'வடக்கு', south: 'தெற்கு' },
}

const TE: PanchangVocabulary = {
  tithis: ['పాడ్యమి', 'విదియ', 'తదియ', 'చవితి', 'పంచమి', 'షష్ఠి', 'సప్తమి', 'అష్టమి', 'నవమి', 'దశమి', 'ఏకాదశి', 'ద్వాదశి', 'త్రయోదశి', 'చతుర్దశి', 'పౌర్ణమి', 'అమావాస్య'],
  paksha: { shukla: 'శుక్ల', krishna: 'కృష్ణ' },
  pakshaFull: { shukla: 'శుక్ల పక్షం', krishna: 'కృష్ణ పక్షం' },
  yogas: [
    'విష్కంభం', 'ప్రీతి', 'ఆయుష్మాన్', 'సౌభాగ్యం', 'శోభనం', 'అతిగండం', 'సుకర్మ', 'ధృతి', 'శూలం', 'గండం', 'వృద్ధి', 'ధ్రువం', 'వ్యాఘాతం',
    'హర్షణం', 'వజ్రం', 'సిద్ధి', 'వ్యతీపాతం', 'వరీయాన్', 'పరిఘం', 'శివం', 'సిద్ధం', 'సాధ్యం', 'శుభం', 'శుక్లం', 'బ్రహ్మం', 'ఐంద్రం', 'వైధృతి',
  ],
  karanas: ['బవ', 'బాలవ', 'కౌలవ', 'తైతుల', 'గరజ', 'వణిజ', 'విష్టి (భద్ర)', 'శకుని', 'చతుష్పాత్', 'నాగవ', 'కింస్తుఘ్నం'],
  varas: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
  varaShort: ['ఆది', 'సోమ', 'మంగళ', 'బుధ', 'గురు', 'శుక్ర', 'శని'],
  masas: ['చైత్రం', 'వైశాఖం', 'జ్యేష్ఠం', 'ఆషాఢం', 'శ్రావణం', 'భాద్రపదం', 'ఆశ్వయుజం', 'కార్తీకం', 'మార్గశిరం', 'పుష్యం', 'మాఘం', 'ఫాల్గుణం'],
  adhika: 'అధిక',
  ritus: ['వసంత ఋతువు', 'గ్రీష్మ ఋతువు', 'వర్ష ఋతువు', 'శరదృతువు', 'హేమంత ఋతువు', 'శిశిర ఋతువు'],
  ayanas: { uttarayana: 'ఉత్తరాయణం', dakshinayana: 'దక్షిణాయనం' },
  samvatsaras: [
    'ప్రభవ', 'విభవ', 'శుక్ల', 'ప్రమోదూత', 'ప్రజోత్పత్తి', 'ఆంగీరస', 'శ్రీముఖ', 'భావ', 'యువ', 'ధాత',
    'ఈశ్వర', 'బహుధాన్య', 'ప్రమాథి', 'విక్రమ', 'వృష', 'చిత్రభాను', 'స్వభాను', 'తారణ', 'పార్థివ', 'వ్యయ',
    'సర్వజిత్', 'సర్వధారి', 'విరోధి', 'వికృతి', 'ఖర', 'నందన', 'విజయ', 'జయ', 'మన్మథ', 'దుర్ముఖి',
    'హేవిళంబి', 'విళంబి', 'వికారి', 'శార్వరి', 'ప్లవ', 'శుభకృత్', 'శోభకృత్', 'క్రోధి', 'విశ్వావసు', 'పరాభవ',
    'ప్లవంగ', 'కీలక', 'సౌమ్య', 'సాధారణ', 'విరోధికృత్', 'పరీధావి', 'ప్రమాదీచ', 'ఆనంద', 'రాక్షస', 'నల',
    'పింగళ', 'కాళయుక్తి', 'సిద్ధార్థి', 'రౌద్రి', 'దుర్మతి', 'దుందుభి', 'రుధిరోద్గారి', 'రక్తాక్షి', 'క్రోధన', 'అక్షయ',
  ],
  choghadiyas: ['ఉద్వేగం', 'చలం', 'లాభం', 'అమృతం', 'కాలం', 'శుభం', 'రోగం'],
  qualities: { good: 'శుభం', neutral: 'సామాన్యం', bad: 'అశుభం' },
  terms: {
    panchang: 'పంచాంగం', tithi: 'తిథి', nakshatra: 'నక్షత్రం', yoga: 'యోగం', karana: 'కరణం', vara: 'వారం', paksha: 'పక్షం',
    masa: 'మాసం', amanta: 'అమాంత', purnimanta: 'పూర్ణిమాంత', ritu: 'ఋతువు', ayana: 'ఆయనం', samvat: 'సంవత్',
    vikramSamvat: 'విక్రమ సంవత్', shakaSamvat: 'శక సంవత్', samvatsara: 'సంవత్సరం',
    rahuKaal: 'రాహు కాలం', yamaganda: 'యమగండం', gulika: 'గుళిక కాలం', abhijit: 'అభిజిత్ ముహూర్తం', brahmaMuhurta: 'బ్రహ్మ ముహూర్తం',
    durmuhurtam: 'దుర్ముహూర్తం', varjyam: 'వర్జ్యం', choghadiya: 'చోఘడియా', hora: 'హోర', sunSign: 'సూర్య రాశి', moonSign: 'చంద్ర రాశి',
    dishaShool: 'దిశా శూల', ekadashi: 'ఏకాదశి', purnima: 'పౌర్ణమి', amavasya: 'అమావాస్య',
  },
  kala: {
    sunrise: 'సూర్యోదయం', sunset: 'సూర్యాస్తమయం', arunodaya: 'అరుణోదయం', pratah: 'ప్రాతః కాలం', sangava: 'సంగవ', purvahna: 'పూర్వాహ్ణం',
    madhyahna: 'మధ్యాహ్నం', aparahna: 'అపరాహ్ణం', sayahna: 'సాయాహ్నం', pradosh: 'ప్రదోష కాలం', nishita: 'నిశీథ కాలం',
    moonrise: 'చంద్రోదయం', moonset: 'చంద్రాస్తమయం', vrishabha: 'వృషభ కాలం', bhadra: 'భద్ర', parana: 'పారణ', sankranti: 'సంక్రమణ సమయం',
    nakshatra: 'నక్షత్రం', penumbral: 'ఉపచ్ఛాయ', partial: 'పాక్షిక గ్రహణం', total: 'సంపూర్ణ గ్రహణం', sutak: 'సూతకం',
  },
  directions: { east: 'తూర్పు', west: 'పడమర', north: 'ఉత్తరం', south: 'దక్షిణం' },
}

const VOCABULARIES: Record<LanguageCode, PanchangVocabulary> = { en: EN, hi: HI, ta: TA, te: TE }

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

/** The panchang vocabulary of a language (English for an unknown code). */
export function panchangLabels(language: LanguageCode): PanchangLabels {
  const cached = cache.get(language)
  if (cached) return cached
  const v = VOCABULARIES[language] ?? EN
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
