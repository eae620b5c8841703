/**
 * The name of each yoga the kundli's `yogas` block declares, and its rule told for a reader who is not an
 * astrologer, in English, Hindi, Tamil and Telugu (the traditional names in each script). Keyed by the yoga's id
 * (core/jyotish/yogas); families that follow one rule (the raja and dhana yogas of lordships, neecha bhanga of
 * each planet, the nabhasa shapes) are written once per language and filled in.
 */
type Lang = 'en' | 'hi' | 'ta' | 'te'
type Text = { name: string; rule: string }
type Texts = Record<Lang, Text>

const t = (en: [string, string], hi: [string, string], ta: [string, string], te: [string, string]): Texts => ({
  en: { name: en[0], rule: en[1] },
  hi: { name: hi[0], rule: hi[1] },
  ta: { name: ta[0], rule: ta[1] },
  te: { name: te[0], rule: te[1] },
})

// ——— the five mahapurusha yogas ———

type Planet = 'mars' | 'mercury' | 'jupiter' | 'venus' | 'saturn'
const PLANET: Record<Planet, Record<Lang, string>> = {
  mars: { en: 'Mars', hi: 'मंगल', ta: 'செவ்வாய்', te: 'కుజుడు' },
  mercury: { en: 'Mercury', hi: 'बुध', ta: 'புதன்', te: 'బుధుడు' },
  jupiter: { en: 'Jupiter', hi: 'गुरु', ta: 'குரு', te: 'గురువు' },
  venus: { en: 'Venus', hi: 'शुक्र', ta: 'சுக்கிரன்', te: 'శుక్రుడు' },
  saturn: { en: 'Saturn', hi: 'शनि', ta: 'சனி', te: 'శని' },
}
const mahapurusha = (p: Planet, en: string, hi: string, ta: string, te: string): Texts =>
  t(
    [`${en} Yoga`, `${PLANET[p].en} in its own sign or its sign of exaltation, in a kendra: the 1st, 4th, 7th or 10th house from the lagna. One of the five "great person" (mahapurusha) yogas.`],
    [`${hi} योग`, `${PLANET[p].hi} अपनी राशि या उच्च राशि में होकर लग्न से केंद्र (पहले, चौथे, सातवें या दसवें भाव) में हो। यह पंच महापुरुष योगों में से एक है।`],
    [`${ta} யோகம்`, `${PLANET[p].ta} ஆட்சி அல்லது உச்ச ராசியில் இருந்து, லக்னத்திலிருந்து கேந்திரத்தில் (1, 4, 7 அல்லது 10-ஆம் வீட்டில்) இருப்பது. இது பஞ்ச மகாபுருஷ யோகங்களில் ஒன்று.`],
    [`${te} యోగం`, `${PLANET[p].te} స్వక్షేత్రంలో గానీ ఉచ్ఛ రాశిలో గానీ ఉండి, లగ్నం నుండి కేంద్రంలో (1, 4, 7 లేదా 10వ స్థానంలో) ఉండటం. ఇది పంచ మహాపురుష యోగాల్లో ఒకటి.`],
  )

// ——— raja and dhana yogas of lordships ———

/** The lord of house n: Sanskrit-style compounds as Hindi and Telugu books write them, Tamil "n-ஆம் அதிபதி". */
const LORD_HI = ['', 'लग्नेश', 'द्वितीयेश', 'तृतीयेश', 'चतुर्थेश', 'पंचमेश', 'षष्ठेश', 'सप्तमेश', 'अष्टमेश', 'नवमेश', 'दशमेश', 'एकादशेश', 'द्वादशेश']
const LORD_TE = ['', 'లగ్నాధిపతి', 'ద్వితీయాధిపతి', 'తృతీయాధిపతి', 'చతుర్థాధిపతి', 'పంచమాధిపతి', 'షష్ఠాధిపతి', 'సప్తమాధిపతి', 'అష్టమాధిపతి', 'నవమాధిపతి', 'దశమాధిపతి', 'ఏకాదశాధిపతి', 'ద్వాదశాధిపతి']
const LORD_TE_STEM = ['', 'లగ్న', 'ద్వితీయ', 'తృతీయ', 'చతుర్థ', 'పంచమ', 'షష్ఠ', 'సప్తమ', 'అష్టమ', 'నవమ', 'దశమ', 'ఏకాదశ', 'ద్వాదశ']
const lordTa = (n: number) => (n === 1 ? 'லக்னாதிபதி' : `${n}-ஆம் அதிபதி`)
const ord = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
const lordEn = (n: number) => (n === 1 ? 'the lord of the lagna (1st house)' : `the lord of the ${ord(n)} house`)

const LINK = {
  en: 'together in one sign, in each other\'s signs, or aspecting each other',
  hi: 'एक ही राशि में साथ हों, एक-दूसरे की राशि में हों (परिवर्तन), या एक-दूसरे को देखें',
  ta: 'ஒரே ராசியில் சேர்ந்திருப்பது, ஒருவர் வீட்டில் மற்றவர் இருப்பது (பரிவர்த்தனை), அல்லது ஒருவரையொருவர் பார்ப்பது',
  te: 'ఒకే రాశిలో కలిసి ఉండటం, ఒకరి రాశిలో మరొకరు ఉండటం (పరివర్తన), లేదా పరస్పరం చూసుకోవడం',
}

function raja(a: number, b: number): Texts {
  const trikonas = a === 5 && b === 9
  const why = {
    en: trikonas ? 'The lords of the two trikonas (houses of fortune) joined give a royal yoga.' : 'A kendra lord joined with a trikona lord is what the texts call a royal yoga (raja yoga).',
    hi: trikonas ? 'दोनों त्रिकोणों (भाग्य भावों) के स्वामियों का मेल राजयोग देता है।' : 'केंद्र और त्रिकोण के स्वामियों का यह मेल शास्त्रों में राजयोग कहलाता है।',
    ta: trikonas ? 'இரண்டு திரிகோண அதிபதிகளின் சேர்க்கை ராஜ யோகம் தரும்.' : 'கேந்திர அதிபதியும் திரிகோண அதிபதியும் இணைவதையே நூல்கள் ராஜ யோகம் என்கின்றன.',
    te: trikonas ? 'రెండు త్రికోణాధిపతుల కలయిక రాజయోగాన్ని ఇస్తుంది.' : 'కేంద్రాధిపతి, త్రికోణాధిపతి కలయికనే శాస్త్రాలు రాజయోగం అంటాయి.',
  }
  const special = a === 9 && b === 10
  // One graha ruling a kendra and a trikona (a yogakaraka) forms it alone; the lagna lord ruling another kendra does not.
  const alone = a === 1 ? { en: '', hi: '', ta: '', te: '' } : {
    en: '; a planet that rules both houses forms it alone',
    hi: '; एक ही ग्रह दोनों का स्वामी हो तो वह अकेले यह योग बनाता है',
    ta: '; ஒரே கிரகம் இரண்டுக்கும் அதிபதியானால் அதுவே இந்த யோகத்தைத் தரும்',
    te: '; ఒకే గ్రహం రెండింటికీ అధిపతి అయితే అదే ఈ యోగాన్ని ఇస్తుంది',
  }
  return t(
    [special ? 'Dharma–Karmadhipati Raja Yoga (lords of the 9th and 10th)' : `Raja Yoga (lords of the ${ord(a)} and ${ord(b)})`, `${lordEn(a).replace(/^t/, 'T')} and ${lordEn(b)} are ${LINK.en}${alone.en}. ${why.en}`],
    [special ? 'धर्म-कर्माधिपति राजयोग (नवमेश–दशमेश)' : `राजयोग (${LORD_HI[a]}–${LORD_HI[b]})`, `${LORD_HI[a]} और ${LORD_HI[b]} ${LINK.hi}${alone.hi}। ${why.hi}`],
    [special ? 'தர்ம கர்மாதிபதி ராஜ யோகம் (9, 10-ஆம் அதிபதிகள்)' : `ராஜ யோகம் (${a === 1 ? 'லக்னாதிபதி' : `${a}-ஆம் அதிபதி`}, ${b}-ஆம் அதிபதி)`, `${lordTa(a)}யும் ${lordTa(b)}யும் ${LINK.ta}${alone.ta}. ${why.ta}`],
    [special ? 'ధర్మ కర్మాధిపతి రాజయోగం (నవమ–దశమాధిపతులు)' : `రాజయోగం (${LORD_TE_STEM[a]}–${LORD_TE_STEM[b]}ాధిపతులు)`, `${LORD_TE[a]}, ${LORD_TE[b]} ${LINK.te}${alone.te}. ${why.te}`],
  )
}

function dhana(a: number, b: number): Texts {
  return t(
    [`Dhana Yoga (lords of the ${ord(a)} and ${ord(b)})`, `${lordEn(a).replace(/^t/, 'T')} and ${lordEn(b)} are ${LINK.en}. Houses of self, wealth, gains and fortune joined: a combination for wealth.`],
    [`धनयोग (${LORD_HI[a]}–${LORD_HI[b]})`, `${LORD_HI[a]} और ${LORD_HI[b]} ${LINK.hi}। धन, लाभ और भाग्य के भावों का यह मेल धनयोग है।`],
    [`தன யோகம் (${a === 1 ? 'லக்னாதிபதி' : `${a}-ஆம் அதிபதி`}, ${b}-ஆம் அதிபதி)`, `${lordTa(a)}யும் ${lordTa(b)}யும் ${LINK.ta}. தனம், லாபம், பாக்கியம் ஆகிய வீடுகளின் இந்தச் சேர்க்கை செல்வம் தரும் தன யோகம்.`],
    [`ధనయోగం (${LORD_TE_STEM[a]}–${LORD_TE_STEM[b]}ాధిపతులు)`, `${LORD_TE[a]}, ${LORD_TE[b]} ${LINK.te}. ధన, లాభ, భాగ్య స్థానాల ఈ కలయిక సంపదనిచ్చే ధనయోగం.`],
  )
}

// ——— viparita raja yogas ———

function viparita(h: 6 | 8 | 12, en: string, hi: string, ta: string, te: string): Texts {
  return t(
    [`${en} Yoga`, `The lord of the ${ord(h)} house sits in the 6th, 8th or 12th house. A lord of a difficult house placed in a difficult house turns trouble to gain: a viparita ("reversed") raja yoga.`],
    [`${hi} योग`, `${LORD_HI[h]} छठे, आठवें या बारहवें भाव में हो। दुःस्थान का स्वामी दुःस्थान में हो तो कठिनाई ही लाभ बनती है — यह विपरीत राजयोग है।`],
    [`${ta} யோகம்`, `${h}-ஆம் அதிபதி 6, 8 அல்லது 12-ஆம் வீட்டில் இருப்பது. மறைவு ஸ்தான அதிபதி மறைவு ஸ்தானத்தில் இருந்தால் தீமையே நன்மையாகும் — இது விபரீத ராஜ யோகம்.`],
    [`${te} యోగం`, `${LORD_TE[h]} 6, 8 లేదా 12వ స్థానంలో ఉండటం. దుస్థానాధిపతి దుస్థానంలో ఉంటే కష్టమే లాభంగా మారుతుంది — ఇది విపరీత రాజయోగం.`],
  )
}

// ——— neecha bhanga of each of the seven ———

type Seven = 'sun' | 'moon' | Planet
const NEECHA: Record<Seven, { en: [string, string]; hi: [string, string]; ta: [string, string, string]; te: [string, string, string] }> = {
  // [planet, debilitation sign]; Tamil and Telugu: [planet, its genitive, the sign with "in"]
  sun: { en: ['the Sun', 'Libra'], hi: ['सूर्य', 'तुला'], ta: ['சூரியன்', 'சூரியனின்', 'துலாமில்'], te: ['సూర్యుడు', 'సూర్యుడి', 'తులలో'] },
  moon: { en: ['the Moon', 'Scorpio'], hi: ['चंद्रमा', 'वृश्चिक'], ta: ['சந்திரன்', 'சந்திரனின்', 'விருச்சிகத்தில்'], te: ['చంద్రుడు', 'చంద్రుడి', 'వృశ్చికంలో'] },
  mars: { en: ['Mars', 'Cancer'], hi: ['मंगल', 'कर्क'], ta: ['செவ்வாய்', 'செவ்வாயின்', 'கடகத்தில்'], te: ['కుజుడు', 'కుజుడి', 'కర్కాటకంలో'] },
  mercury: { en: ['Mercury', 'Pisces'], hi: ['बुध', 'मीन'], ta: ['புதன்', 'புதனின்', 'மீனத்தில்'], te: ['బుధుడు', 'బుధుడి', 'మీనంలో'] },
  jupiter: { en: ['Jupiter', 'Capricorn'], hi: ['गुरु', 'मकर'], ta: ['குரு', 'குருவின்', 'மகரத்தில்'], te: ['గురువు', 'గురువు', 'మకరంలో'] },
  venus: { en: ['Venus', 'Virgo'], hi: ['शुक्र', 'कन्या'], ta: ['சுக்கிரன்', 'சுக்கிரனின்', 'கன்னியில்'], te: ['శుక్రుడు', 'శుక్రుడి', 'కన్యలో'] },
  saturn: { en: ['Saturn', 'Aries'], hi: ['शनि', 'मेष'], ta: ['சனி', 'சனியின்', 'மேஷத்தில்'], te: ['శని', 'శని', 'మేషంలో'] },
}
function neechaBhanga(p: Seven): Texts {
  const n = NEECHA[p]
  const En = n.en[0].charAt(0).toUpperCase() + n.en[0].slice(1)
  return t(
    [`Neecha Bhanga Raja Yoga (${En.replace(/^The /, '')})`, `${En} is debilitated (in ${n.en[1]}), but its weakness is cancelled: the lord of ${n.en[1]}, the lord of its exaltation sign or the planet exalted in ${n.en[1]} stands in a kendra from the lagna or the Moon, the lord of ${n.en[1]} aspects it, or it is exalted in the navamsha.`],
    [`नीचभंग राजयोग (${n.hi[0]})`, `${n.hi[0]} अपनी नीच राशि ${n.hi[1]} में हो, पर उसका नीचत्व भंग हो: ${n.hi[1]} का स्वामी, ${n.hi[0]} की उच्च राशि का स्वामी या ${n.hi[1]} में उच्च होने वाला ग्रह लग्न या चंद्रमा से केंद्र में हो, ${n.hi[1]} का स्वामी उसे देखे, या वह नवांश में उच्च का हो।`],
    [`நீசபங்க ராஜ யோகம் (${n.ta[0]})`, `${n.ta[0]} நீச ராசியான ${n.ta[2]} இருந்தாலும், அந்த ராசியின் அதிபதி, ${n.ta[1]} உச்ச ராசி அதிபதி, அல்லது அங்கு உச்சம் பெறும் கிரகம் லக்னத்திலிருந்தோ சந்திரனிலிருந்தோ கேந்திரத்தில் இருந்தால், ராசி அதிபதி பார்த்தால், அல்லது நவாம்சத்தில் உச்சம் பெற்றால் நீசம் பங்கமாகிறது.`],
    [`నీచభంగ రాజయోగం (${n.te[0]})`, `${n.te[0]} నీచ రాశి అయిన ${n.te[2]} ఉన్నా, ఆ రాశి అధిపతి, ${n.te[1]} ఉచ్ఛ రాశి అధిపతి లేదా ఆ రాశిలో ఉచ్ఛ పొందే గ్రహం లగ్నం నుండి గానీ చంద్రుడి నుండి గానీ కేంద్రంలో ఉంటే, రాశ్యధిపతి చూస్తే, లేదా నవాంశలో ఉచ్ఛ పొందితే నీచభంగం కలుగుతుంది.`],
  )
}

// ——— nabhasa yogas ———

const SEVEN = {
  en: 'All seven planets (leaving out Rahu and Ketu)',
  hi: 'सातों ग्रह (राहु-केतु को छोड़कर)',
  ta: 'ஏழு கிரகங்களும் (ராகு, கேது நீங்கலாக)',
  te: 'ఏడు గ్రహాలూ (రాహు కేతువులు కాకుండా)',
}
/** A shape: where the seven are (each language's phrase), and what the name means. */
function shape(names: [string, string, string, string], where: [string, string, string, string], meaning: [string, string, string, string]): Texts {
  return t(
    [`${names[0]} Yoga`, `${SEVEN.en} ${where[0]}. ${meaning[0]}`],
    [`${names[1]} योग`, `${SEVEN.hi} ${where[1]}। ${meaning[1]}`],
    [`${names[2]} யோகம்`, `${SEVEN.ta} ${where[2]}. ${meaning[2]}`],
    [`${names[3]} యోగం`, `${SEVEN.te} ${where[3]}. ${meaning[3]}`],
  )
}
const only = (en: string, hi: string, ta: string, te: string): [string, string, string, string] => [
  `are in ${en} and nowhere else, each of these houses occupied`,
  `केवल ${hi} में हों और इनमें से हर भाव में कोई ग्रह हो`,
  `${ta} மட்டுமே இருப்பது, அந்த ஒவ்வொரு வீட்டிலும் கிரகம் இருக்க வேண்டும்`,
  `${te} మాత్రమే ఉండటం, ఆ ప్రతి స్థానంలోనూ గ్రహం ఉండాలి`,
]
const run = (from: number, hiFrom: string, taFrom: string, teFrom: string): [string, string, string, string] => [
  `are in the seven houses in a row from the ${ord(from)}, one house each`,
  `${hiFrom} भाव से लगातार सात भावों में एक-एक करके हों`,
  `${taFrom} வீட்டிலிருந்து தொடர்ச்சியான ஏழு வீடுகளில் ஒவ்வொன்றிலும் ஒன்றாக இருப்பது`,
  `${teFrom} స్థానం నుండి వరుసగా ఏడు స్థానాల్లో ఒక్కొక్కటిగా ఉండటం`,
]
function signKind(names: [string, string, string, string], en: string, hi: string, ta: string, te: string): Texts {
  return t(
    [`${names[0]} Yoga`, `${SEVEN.en} are in ${en}.`],
    [`${names[1]} योग`, `${SEVEN.hi} ${hi} में हों।`],
    [`${names[2]} யோகம்`, `${SEVEN.ta} ${ta} இருப்பது.`],
    [`${names[3]} యోగం`, `${SEVEN.te} ${te} ఉండటం.`],
  )
}
const COUNT_HI = ['', 'एक ही राशि', 'ठीक दो राशियों', 'ठीक तीन राशियों', 'ठीक चार राशियों', 'ठीक पाँच राशियों', 'ठीक छह राशियों', 'सात अलग-अलग राशियों']
const COUNT_TA = ['', 'ஒரே ராசியில்', 'சரியாக இரண்டு ராசிகளில்', 'சரியாக மூன்று ராசிகளில்', 'சரியாக நான்கு ராசிகளில்', 'சரியாக ஐந்து ராசிகளில்', 'சரியாக ஆறு ராசிகளில்', 'ஏழு தனித்தனி ராசிகளில்']
const COUNT_TE = ['', 'ఒకే రాశిలో', 'సరిగ్గా రెండు రాశుల్లో', 'సరిగ్గా మూడు రాశుల్లో', 'సరిగ్గా నాలుగు రాశుల్లో', 'సరిగ్గా ఐదు రాశుల్లో', 'సరిగ్గా ఆరు రాశుల్లో', 'ఏడు వేర్వేరు రాశుల్లో']
const COUNT_EN = ['', 'one single sign', 'exactly two signs', 'exactly three signs', 'exactly four signs', 'exactly five signs', 'exactly six signs', 'seven different signs']
function sankhya(n: number, names: [string, string, string, string]): Texts {
  return t(
    [`${names[0]} Yoga`, `${SEVEN.en} occupy ${COUNT_EN[n]}. It counts only when no other nabhasa yoga forms.`],
    [`${names[1]} योग`, `${SEVEN.hi} ${COUNT_HI[n]} में हों। यह तभी गिना जाता है जब कोई अन्य नाभस योग न बने।`],
    [`${names[2]} யோகம்`, `${SEVEN.ta} ${COUNT_TA[n]} இருப்பது. வேறு நாபஸ யோகம் இல்லாதபோது மட்டுமே இது கணக்கில் கொள்ளப்படும்.`],
    [`${names[3]} యోగం`, `${SEVEN.te} ${COUNT_TE[n]} ఉండటం. వేరే నాభస యోగం లేనప్పుడే దీన్ని లెక్కిస్తారు.`],
  )
}

export const YOGA_TEXTS: Record<string, Record<Lang, Text>> = {
  ruchaka: mahapurusha('mars', 'Ruchaka', 'रुचक', 'ருசக', 'రుచక'),
  bhadra: mahapurusha('mercury', 'Bhadra', 'भद्र', 'பத்ர', 'భద్ర'),
  hamsa: mahapurusha('jupiter', 'Hamsa', 'हंस', 'ஹம்ச', 'హంస'),
  malavya: mahapurusha('venus', 'Malavya', 'मालव्य', 'மாளவ்ய', 'మాళవ్య'),
  sasa: mahapurusha('saturn', 'Sasa', 'शश', 'சச', 'శశ'),

  'gaja-kesari': t(
    ['Gaja Kesari Yoga', 'Jupiter stands in a kendra (the 1st, 4th, 7th or 10th house) counted from the Moon. Gaja is the elephant, kesari the lion.'],
    ['गजकेसरी योग', 'चंद्रमा से केंद्र (पहले, चौथे, सातवें या दसवें भाव) में गुरु हो। गज का अर्थ हाथी और केसरी का अर्थ सिंह है।'],
    ['கஜகேசரி யோகம்', 'சந்திரனிலிருந்து கேந்திரத்தில் (1, 4, 7 அல்லது 10-ஆம் இடத்தில்) குரு இருப்பது. கஜம் என்றால் யானை, கேசரி என்றால் சிங்கம்.'],
    ['గజకేసరి యోగం', 'చంద్రుడి నుండి కేంద్రంలో (1, 4, 7 లేదా 10వ స్థానంలో) గురువు ఉండటం. గజం అంటే ఏనుగు, కేసరి అంటే సింహం.'],
  ),
  saraswati: t(
    ['Saraswati Yoga', 'Mercury, Jupiter and Venus all stand in a kendra, a trikona or the 2nd house, and Jupiter is at ease in its sign. Named after the goddess of learning, it is read as a gift for study, speech and the arts.'],
    ['सरस्वती योग', 'बुध, गुरु और शुक्र तीनों केंद्र, त्रिकोण या दूसरे भाव में हों और गुरु अपनी, मित्र की या उच्च राशि में हो। विद्या की देवी के नाम पर बना यह योग पढ़ाई, वाणी और कलाओं में प्रतिभा देता है।'],
    ['சரஸ்வதி யோகம்', 'புதன், குரு, சுக்கிரன் மூவரும் கேந்திரம், திரிகோணம் அல்லது 2-ஆம் இடத்தில் இருந்து, குரு சொந்த, நட்பு அல்லது உச்ச ராசியில் இருப்பது. கல்விக் கடவுளின் பெயர் கொண்ட இந்த யோகம் படிப்பு, பேச்சு, கலைகளில் திறமையைத் தரும்.'],
    ['సరస్వతీ యోగం', 'బుధుడు, గురువు, శుక్రుడు ముగ్గురూ కేంద్రంలో, త్రికోణంలో లేదా 2వ స్థానంలో ఉండి, గురువు స్వక్షేత్రంలో, మిత్ర రాశిలో లేదా ఉచ్చలో ఉండటం. విద్యాదేవత పేరున్న ఈ యోగం చదువు, వాక్కు, కళలలో ప్రతిభను ఇస్తుంది.'],
  ),
  budhaditya: t(
    ['Budhaditya Yoga', 'Mercury (Budha) and the Sun (Aditya) in the same sign. It is said to sharpen the intellect.'],
    ['बुधादित्य योग', 'बुध और सूर्य एक ही राशि में साथ हों। यह बुद्धि को तीक्ष्ण करने वाला योग माना जाता है।'],
    ['புதாதித்ய யோகம்', 'புதனும் சூரியனும் ஒரே ராசியில் சேர்ந்திருப்பது. இது அறிவுக்கூர்மையைத் தருவதாகக் கூறப்படுகிறது.'],
    ['బుధాదిత్య యోగం', 'బుధుడు, సూర్యుడు ఒకే రాశిలో కలిసి ఉండటం. ఇది బుద్ధికుశలతను ఇస్తుందని చెబుతారు.'],
  ),
  kemadruma: t(
    ['Kemadruma Yoga', 'No planet (leaving out the Sun, Rahu and Ketu) in the sign just before or just after the Moon, so the Moon stands alone. Later texts set it aside when a planet stands in a kendra from the lagna or the Moon.'],
    ['केमद्रुम योग', 'चंद्रमा से दूसरे और बारहवें भाव में कोई ग्रह न हो (सूर्य, राहु, केतु नहीं गिने जाते), यानी चंद्रमा अकेला हो। लग्न या चंद्रमा से केंद्र में कोई ग्रह हो तो यह योग भंग माना जाता है।'],
    ['கேமத்ரும யோகம்', 'சந்திரனுக்கு இரண்டாம், பன்னிரண்டாம் இடங்களில் எந்தக் கிரகமும் இல்லாமல் (சூரியன், ராகு, கேது கணக்கில் இல்லை) சந்திரன் தனித்து இருப்பது. லக்னத்திலிருந்தோ சந்திரனிலிருந்தோ கேந்திரத்தில் ஒரு கிரகம் இருந்தால் இந்த யோகம் பங்கமாகும்.'],
    ['కేమద్రుమ యోగం', 'చంద్రుడికి 2వ, 12వ స్థానాల్లో ఏ గ్రహమూ లేకుండా (సూర్యుడు, రాహు, కేతువులను లెక్కించరు) చంద్రుడు ఒంటరిగా ఉండటం. లగ్నం నుండి గానీ చంద్రుడి నుండి గానీ కేంద్రంలో గ్రహం ఉంటే ఈ యోగం భంగమవుతుంది.'],
  ),
  'chandra-mangala': t(
    ['Chandra Mangala Yoga', 'The Moon and Mars in the same sign. The texts tie it to earning through enterprise.'],
    ['चंद्र-मंगल योग', 'चंद्रमा और मंगल एक ही राशि में साथ हों। इसे उद्यम से धन कमाने का योग माना जाता है।'],
    ['சந்திர மங்கள யோகம்', 'சந்திரனும் செவ்வாயும் ஒரே ராசியில் சேர்ந்திருப்பது. முயற்சியால் பொருள் ஈட்டும் யோகமாகக் கருதப்படுகிறது.'],
    ['చంద్ర మంగళ యోగం', 'చంద్రుడు, కుజుడు ఒకే రాశిలో కలిసి ఉండటం. శ్రమతో ధనం సంపాదించే యోగంగా చెబుతారు.'],
  ),
  amala: t(
    ['Amala Yoga', 'Only natural benefics (Mercury, Jupiter, Venus) in the 10th house from the lagna or from the Moon. Amala means spotless: a clean name through one\'s work.'],
    ['अमल योग', 'लग्न या चंद्रमा से दसवें भाव में केवल शुभ ग्रह (बुध, गुरु, शुक्र) हों। अमल का अर्थ है निर्मल — कर्म से निष्कलंक यश।'],
    ['அமல யோகம்', 'லக்னத்திலிருந்தோ சந்திரனிலிருந்தோ பத்தாம் வீட்டில் சுப கிரகங்கள் (புதன், குரு, சுக்கிரன்) மட்டுமே இருப்பது. அமலம் என்றால் களங்கமற்றது.'],
    ['అమల యోగం', 'లగ్నం నుండి గానీ చంద్రుడి నుండి గానీ 10వ స్థానంలో శుభగ్రహాలు (బుధుడు, గురువు, శుక్రుడు) మాత్రమే ఉండటం. అమల అంటే నిర్మలమైనది.'],
  ),
  parvata: t(
    ['Parvata Yoga', 'Benefics in the kendras (the 1st, 4th, 7th or 10th house) and no malefic in the 6th or 8th house. Parvata means a mountain.'],
    ['पर्वत योग', 'केंद्र भावों (पहले, चौथे, सातवें, दसवें) में शुभ ग्रह हों और छठे व आठवें भाव में कोई पाप ग्रह न हो। पर्वत का अर्थ है पहाड़।'],
    ['பர்வத யோகம்', 'கேந்திர வீடுகளில் (1, 4, 7, 10) சுப கிரகங்கள் இருந்து, 6, 8-ஆம் வீடுகளில் பாப கிரகம் இல்லாமல் இருப்பது. பர்வதம் என்றால் மலை.'],
    ['పర్వత యోగం', 'కేంద్రాల్లో (1, 4, 7, 10 స్థానాల్లో) శుభగ్రహాలు ఉండి, 6, 8 స్థానాల్లో పాపగ్రహం లేకపోవడం. పర్వతం అంటే కొండ.'],
  ),
  kahala: t(
    ['Kahala Yoga', 'The lords of the 4th and 9th houses stand in kendras from each other, and the lord of the lagna is strong (in its own or exaltation sign).'],
    ['काहल योग', 'चतुर्थेश और नवमेश एक-दूसरे से केंद्र में हों और लग्नेश बलवान (स्वराशि या उच्च का) हो।'],
    ['காகள யோகம்', '4-ஆம் அதிபதியும் 9-ஆம் அதிபதியும் ஒருவருக்கொருவர் கேந்திரத்தில் இருந்து, லக்னாதிபதி ஆட்சி அல்லது உச்சம் பெற்று பலமாக இருப்பது.'],
    ['కాహళ యోగం', 'చతుర్థాధిపతి, నవమాధిపతి పరస్పరం కేంద్రాల్లో ఉండి, లగ్నాధిపతి స్వక్షేత్రంలో గానీ ఉచ్ఛలో గానీ బలంగా ఉండటం.'],
  ),
  lakshmi: t(
    ['Lakshmi Yoga', 'The lord of the 9th house in a kendra, in its own or exaltation sign, with a strong lord of the lagna. Named after Lakshmi, the goddess of fortune.'],
    ['लक्ष्मी योग', 'नवमेश अपनी राशि या उच्च राशि में होकर केंद्र में हो और लग्नेश बलवान हो। यह भाग्य की देवी लक्ष्मी के नाम का योग है।'],
    ['லட்சுமி யோகம்', '9-ஆம் அதிபதி ஆட்சி அல்லது உச்சம் பெற்று கேந்திரத்தில் இருந்து, லக்னாதிபதியும் பலமாக இருப்பது. செல்வத்தின் தேவியான லட்சுமியின் பெயரிலான யோகம்.'],
    ['లక్ష్మీ యోగం', 'నవమాధిపతి స్వక్షేత్రంలో గానీ ఉచ్ఛలో గానీ ఉండి కేంద్రంలో ఉండటం, లగ్నాధిపతి బలంగా ఉండటం. ఐశ్వర్య దేవత లక్ష్మి పేరిట ఈ యోగం.'],
  ),
  'shubha-kartari': t(
    ['Shubha Kartari Yoga', 'The lagna is hemmed in by benefics: natural benefics (Mercury, Jupiter, Venus) in both the 2nd and the 12th house.'],
    ['शुभ कर्तरी योग', 'लग्न शुभ ग्रहों के बीच घिरा हो: दूसरे और बारहवें, दोनों भावों में शुभ ग्रह (बुध, गुरु, शुक्र) हों।'],
    ['சுப கர்த்தரி யோகம்', 'லக்னத்தின் இருபுறமும் — 2, 12-ஆம் வீடுகளில் — சுப கிரகங்கள் (புதன், குரு, சுக்கிரன்) இருப்பது.'],
    ['శుభ కర్తరి యోగం', 'లగ్నానికి ఇరువైపులా — 2వ, 12వ స్థానాల్లో — శుభగ్రహాలు (బుధుడు, గురువు, శుక్రుడు) ఉండటం.'],
  ),
  'papa-kartari': t(
    ['Papa Kartari Yoga', 'The lagna is hemmed in by malefics: natural malefics (the Sun, Mars, Saturn, Rahu, Ketu) in both the 2nd and the 12th house.'],
    ['पाप कर्तरी योग', 'लग्न पाप ग्रहों के बीच घिरा हो: दूसरे और बारहवें, दोनों भावों में पाप ग्रह (सूर्य, मंगल, शनि, राहु, केतु) हों।'],
    ['பாப கர்த்தரி யோகம்', 'லக்னத்தின் இருபுறமும் — 2, 12-ஆம் வீடுகளில் — பாப கிரகங்கள் (சூரியன், செவ்வாய், சனி, ராகு, கேது) இருப்பது.'],
    ['పాప కర్తరి యోగం', 'లగ్నానికి ఇరువైపులా — 2వ, 12వ స్థానాల్లో — పాపగ్రహాలు (సూర్యుడు, కుజుడు, శని, రాహు, కేతువులు) ఉండటం.'],
  ),

  sunapha: t(
    ['Sunapha Yoga', 'A planet other than the Sun (Rahu and Ketu are not counted) in the 2nd house from the Moon.'],
    ['सुनफा योग', 'चंद्रमा से दूसरे भाव में सूर्य के अतिरिक्त कोई ग्रह हो (राहु-केतु नहीं गिने जाते)।'],
    ['சுனபா யோகம்', 'சந்திரனுக்கு இரண்டாம் இடத்தில் சூரியன் அல்லாத ஒரு கிரகம் இருப்பது (ராகு, கேது கணக்கில் இல்லை).'],
    ['సునఫా యోగం', 'చంద్రుడికి 2వ స్థానంలో సూర్యుడు కాని గ్రహం ఉండటం (రాహు కేతువులను లెక్కించరు).'],
  ),
  anapha: t(
    ['Anapha Yoga', 'A planet other than the Sun (Rahu and Ketu are not counted) in the 12th house from the Moon.'],
    ['अनफा योग', 'चंद्रमा से बारहवें भाव में सूर्य के अतिरिक्त कोई ग्रह हो (राहु-केतु नहीं गिने जाते)।'],
    ['அனபா யோகம்', 'சந்திரனுக்குப் பன்னிரண்டாம் இடத்தில் சூரியன் அல்லாத ஒரு கிரகம் இருப்பது (ராகு, கேது கணக்கில் இல்லை).'],
    ['అనఫా యోగం', 'చంద్రుడికి 12వ స్థానంలో సూర్యుడు కాని గ్రహం ఉండటం (రాహు కేతువులను లెక్కించరు).'],
  ),
  durudhara: t(
    ['Durudhara Yoga', 'Planets other than the Sun on both sides of the Moon: in the 2nd and in the 12th house from it.'],
    ['दुरुधरा योग', 'चंद्रमा के दोनों ओर — उससे दूसरे और बारहवें भाव में — सूर्य के अतिरिक्त ग्रह हों।'],
    ['துருதுரா யோகம்', 'சந்திரனின் இருபுறமும் — அதற்கு 2, 12-ஆம் இடங்களில் — சூரியன் அல்லாத கிரகங்கள் இருப்பது.'],
    ['దురుధరా యోగం', 'చంద్రుడికి ఇరువైపులా — 2వ, 12వ స్థానాల్లో — సూర్యుడు కాని గ్రహాలు ఉండటం.'],
  ),
  adhi: t(
    ['Adhi Yoga', 'Mercury, Jupiter and Venus all in the 6th, 7th and 8th houses counted from the Moon.'],
    ['अधि योग', 'बुध, गुरु और शुक्र तीनों चंद्रमा से छठे, सातवें और आठवें भाव में हों।'],
    ['அதி யோகம்', 'புதன், குரு, சுக்கிரன் மூவரும் சந்திரனுக்கு 6, 7, 8-ஆம் இடங்களில் இருப்பது.'],
    ['అధి యోగం', 'బుధుడు, గురువు, శుక్రుడు ముగ్గురూ చంద్రుడికి 6, 7, 8 స్థానాల్లో ఉండటం.'],
  ),
  vasumati: t(
    ['Vasumati Yoga', 'Mercury, Jupiter and Venus in the houses of growth (the 3rd, 6th, 10th and 11th) counted from the Moon. Vasumati means rich in wealth.'],
    ['वसुमती योग', 'बुध, गुरु और शुक्र चंद्रमा से उपचय भावों (तीसरे, छठे, दसवें, ग्यारहवें) में हों। वसुमती का अर्थ है धन से भरपूर।'],
    ['வசுமதி யோகம்', 'புதன், குரு, சுக்கிரன் சந்திரனுக்கு உபசய இடங்களில் (3, 6, 10, 11) இருப்பது. வசுமதி என்றால் செல்வம் நிறைந்தது.'],
    ['వసుమతి యోగం', 'బుధుడు, గురువు, శుక్రుడు చంద్రుడికి ఉపచయ స్థానాల్లో (3, 6, 10, 11) ఉండటం. వసుమతి అంటే సంపద నిండినది.'],
  ),
  'chandra-shakata': t(
    ['Shakata Yoga (Moon and Jupiter)', 'The Moon in the 6th, 8th or 12th house counted from Jupiter. Shakata is a cart wheel: fortunes that rise and fall.'],
    ['शकट योग (चंद्र–गुरु)', 'गुरु से छठे, आठवें या बारहवें भाव में चंद्रमा हो। शकट अर्थात् गाड़ी का पहिया — ऊपर-नीचे होता भाग्य।'],
    ['சகட யோகம் (சந்திரன்–குரு)', 'குருவுக்கு 6, 8 அல்லது 12-ஆம் இடத்தில் சந்திரன் இருப்பது. சகடம் என்றால் வண்டிச் சக்கரம் — ஏற்ற இறக்கமான வாழ்க்கை.'],
    ['శకట యోగం (చంద్ర–గురు)', 'గురువుకు 6, 8 లేదా 12వ స్థానంలో చంద్రుడు ఉండటం. శకటం అంటే బండి చక్రం — ఎత్తుపల్లాల జీవితం.'],
  ),

  vesi: t(
    ['Vesi Yoga', 'A planet other than the Moon (Rahu and Ketu are not counted) in the 2nd house from the Sun.'],
    ['वेशि योग', 'सूर्य से दूसरे भाव में चंद्रमा के अतिरिक्त कोई ग्रह हो (राहु-केतु नहीं गिने जाते)।'],
    ['வேசி யோகம்', 'சூரியனுக்கு இரண்டாம் இடத்தில் சந்திரன் அல்லாத ஒரு கிரகம் இருப்பது (ராகு, கேது கணக்கில் இல்லை).'],
    ['వేశి యోగం', 'సూర్యుడికి 2వ స్థానంలో చంద్రుడు కాని గ్రహం ఉండటం (రాహు కేతువులను లెక్కించరు).'],
  ),
  vasi: t(
    ['Vasi Yoga', 'A planet other than the Moon (Rahu and Ketu are not counted) in the 12th house from the Sun.'],
    ['वाशि योग', 'सूर्य से बारहवें भाव में चंद्रमा के अतिरिक्त कोई ग्रह हो (राहु-केतु नहीं गिने जाते)।'],
    ['வாசி யோகம்', 'சூரியனுக்குப் பன்னிரண்டாம் இடத்தில் சந்திரன் அல்லாத ஒரு கிரகம் இருப்பது (ராகு, கேது கணக்கில் இல்லை).'],
    ['వాశి యోగం', 'సూర్యుడికి 12వ స్థానంలో చంద్రుడు కాని గ్రహం ఉండటం (రాహు కేతువులను లెక్కించరు).'],
  ),
  ubhayachari: t(
    ['Ubhayachari Yoga', 'Planets other than the Moon on both sides of the Sun: in the 2nd and in the 12th house from it.'],
    ['उभयचरी योग', 'सूर्य के दोनों ओर — उससे दूसरे और बारहवें भाव में — चंद्रमा के अतिरिक्त ग्रह हों।'],
    ['உபயசரி யோகம்', 'சூரியனின் இருபுறமும் — அதற்கு 2, 12-ஆம் இடங்களில் — சந்திரன் அல்லாத கிரகங்கள் இருப்பது.'],
    ['ఉభయచరి యోగం', 'సూర్యుడికి ఇరువైపులా — 2వ, 12వ స్థానాల్లో — చంద్రుడు కాని గ్రహాలు ఉండటం.'],
  ),

  'raja-1-4': raja(1, 4),
  'raja-1-5': raja(1, 5),
  'raja-1-7': raja(1, 7),
  'raja-1-9': raja(1, 9),
  'raja-1-10': raja(1, 10),
  'raja-4-5': raja(4, 5),
  'raja-4-9': raja(4, 9),
  'raja-5-7': raja(5, 7),
  'raja-7-9': raja(7, 9),
  'raja-5-10': raja(5, 10),
  'raja-9-10': raja(9, 10),
  'raja-5-9': raja(5, 9),
  'dhana-1-2': dhana(1, 2),
  'dhana-1-11': dhana(1, 11),
  'dhana-2-5': dhana(2, 5),
  'dhana-2-9': dhana(2, 9),
  'dhana-2-11': dhana(2, 11),
  'dhana-5-11': dhana(5, 11),
  'dhana-9-11': dhana(9, 11),

  harsha: viparita(6, 'Harsha', 'हर्ष', 'ஹர்ஷ', 'హర్ష'),
  sarala: viparita(8, 'Sarala', 'सरल', 'சரள', 'సరళ'),
  vimala: viparita(12, 'Vimala', 'विमल', 'விமல', 'విమల'),

  'neecha-bhanga-sun': neechaBhanga('sun'),
  'neecha-bhanga-moon': neechaBhanga('moon'),
  'neecha-bhanga-mars': neechaBhanga('mars'),
  'neecha-bhanga-mercury': neechaBhanga('mercury'),
  'neecha-bhanga-jupiter': neechaBhanga('jupiter'),
  'neecha-bhanga-venus': neechaBhanga('venus'),
  'neecha-bhanga-saturn': neechaBhanga('saturn'),

  'maha-parivartana': t(
    ['Maha Parivartana Yoga', 'Two house lords sit in each other\'s signs (an exchange), both ruling good houses: the 1st, 2nd, 4th, 5th, 7th, 9th, 10th or 11th.'],
    ['महा परिवर्तन योग', 'दो भावेश एक-दूसरे की राशि में हों (परिवर्तन), और दोनों शुभ भावों (1, 2, 4, 5, 7, 9, 10, 11) के स्वामी हों।'],
    ['மகா பரிவர்த்தனை யோகம்', 'இரண்டு வீட்டு அதிபதிகள் ஒருவர் வீட்டில் மற்றவர் இருப்பது (பரிவர்த்தனை); இருவரும் நல்ல வீடுகளுக்கு (1, 2, 4, 5, 7, 9, 10, 11) அதிபதிகள்.'],
    ['మహా పరివర్తన యోగం', 'ఇద్దరు భావాధిపతులు ఒకరి రాశిలో మరొకరు ఉండటం (పరివర్తన); ఇద్దరూ శుభ భావాలకు (1, 2, 4, 5, 7, 9, 10, 11) అధిపతులు.'],
  ),
  'khala-parivartana': t(
    ['Khala Yoga (exchange)', 'Two house lords in each other\'s signs where one of the two houses is the 3rd (and neither is the 6th, 8th or 12th).'],
    ['खल योग (परिवर्तन)', 'दो भावेशों का परिवर्तन हो जिसमें एक भाव तीसरा हो (और कोई भी भाव छठा, आठवाँ या बारहवाँ न हो)।'],
    ['கல யோகம் (பரிவர்த்தனை)', 'இரண்டு அதிபதிகளின் பரிவர்த்தனையில் ஒரு வீடு 3-ஆம் வீடாக இருப்பது (6, 8, 12-ஆம் வீடுகள் இல்லாமல்).'],
    ['ఖల యోగం (పరివర్తన)', 'ఇద్దరు అధిపతుల పరివర్తనలో ఒక భావం 3వది కావడం (6, 8, 12 భావాలు లేకుండా).'],
  ),
  'dainya-parivartana': t(
    ['Dainya Yoga (exchange)', 'Two house lords in each other\'s signs where one of the two houses is the 6th, 8th or 12th.'],
    ['दैन्य योग (परिवर्तन)', 'दो भावेशों का परिवर्तन हो जिसमें एक भाव छठा, आठवाँ या बारहवाँ हो।'],
    ['தைன்ய யோகம் (பரிவர்த்தனை)', 'இரண்டு அதிபதிகளின் பரிவர்த்தனையில் ஒரு வீடு 6, 8 அல்லது 12-ஆம் வீடாக இருப்பது.'],
    ['దైన్య యోగం (పరివర్తన)', 'ఇద్దరు అధిపతుల పరివర్తనలో ఒక భావం 6, 8 లేదా 12వది కావడం.'],
  ),

  rajju: signKind(['Rajju', 'रज्जु', 'ரஜ்ஜு', 'రజ్జు'], 'movable signs (Aries, Cancer, Libra, Capricorn)', 'चर राशियों — मेष, कर्क, तुला, मकर —', 'சர ராசிகளான மேஷம், கடகம், துலாம், மகரம் ஆகியவற்றில்', 'చర రాశులైన మేషం, కర్కాటకం, తుల, మకరంలో'),
  musala: signKind(['Musala', 'मुसल', 'முசல', 'ముసల'], 'fixed signs (Taurus, Leo, Scorpio, Aquarius)', 'स्थिर राशियों — वृषभ, सिंह, वृश्चिक, कुंभ —', 'ஸ்திர ராசிகளான ரிஷபம், சிம்மம், விருச்சிகம், கும்பம் ஆகியவற்றில்', 'స్థిర రాశులైన వృషభం, సింహం, వృశ్చికం, కుంభంలో'),
  nala: signKind(['Nala', 'नल', 'நள', 'నల'], 'dual signs (Gemini, Virgo, Sagittarius, Pisces)', 'द्विस्वभाव राशियों — मिथुन, कन्या, धनु, मीन —', 'உபய ராசிகளான மிதுனம், கன்னி, தனுசு, மீனம் ஆகியவற்றில்', 'ద్విస్వభావ రాశులైన మిథునం, కన్య, ధనుస్సు, మీనంలో'),
  mala: t(
    ['Mala Yoga', 'Benefics alone occupy three of the four kendras (the 1st, 4th, 7th and 10th houses). Mala means a garland.'],
    ['माला योग', 'चार केंद्रों (पहले, चौथे, सातवें, दसवें भाव) में से तीन में केवल शुभ ग्रह हों। माला का अर्थ है हार।'],
    ['மாலா யோகம்', 'நான்கு கேந்திரங்களில் (1, 4, 7, 10) மூன்றில் சுப கிரகங்கள் மட்டுமே இருப்பது. மாலை என்றால் பூமாலை.'],
    ['మాలా యోగం', 'నాలుగు కేంద్రాల్లో (1, 4, 7, 10) మూడింటిలో శుభగ్రహాలు మాత్రమే ఉండటం. మాల అంటే హారం.'],
  ),
  sarpa: t(
    ['Sarpa Yoga', 'Malefics alone occupy three of the four kendras (the 1st, 4th, 7th and 10th houses). Sarpa means a serpent.'],
    ['सर्प योग', 'चार केंद्रों (पहले, चौथे, सातवें, दसवें भाव) में से तीन में केवल पाप ग्रह हों। सर्प का अर्थ है साँप।'],
    ['சர்ப்ப யோகம்', 'நான்கு கேந்திரங்களில் (1, 4, 7, 10) மூன்றில் பாப கிரகங்கள் மட்டுமே இருப்பது. சர்ப்பம் என்றால் பாம்பு.'],
    ['సర్ప యోగం', 'నాలుగు కేంద్రాల్లో (1, 4, 7, 10) మూడింటిలో పాపగ్రహాలు మాత్రమే ఉండటం. సర్పం అంటే పాము.'],
  ),
  gada: shape(['Gada', 'गदा', 'கதா', 'గదా'], only('two neighbouring kendras (the 1st and 4th, 4th and 7th, 7th and 10th, or 10th and 1st)', 'दो पास-पास के केंद्रों (1-4, 4-7, 7-10 या 10-1)', 'அடுத்தடுத்த இரண்டு கேந்திரங்களில் (1-4, 4-7, 7-10 அல்லது 10-1)', 'పక్కపక్కనున్న రెండు కేంద్రాల్లో (1-4, 4-7, 7-10 లేదా 10-1)'), ['Gada is a mace.', 'गदा एक शस्त्र है।', 'கதை என்றால் கதாயுதம்.', 'గద ఒక ఆయుధం.']),
  shakata: shape(['Shakata', 'शकट', 'சகட', 'శకట'], only('the 1st and 7th houses', 'पहले और सातवें भाव', '1, 7-ஆம் வீடுகளில்', '1, 7 స్థానాల్లో'), ['Shakata means a cart.', 'शकट का अर्थ है बैलगाड़ी।', 'சகடம் என்றால் வண்டி.', 'శకటం అంటే బండి.']),
  vihaga: shape(['Vihaga', 'विहग', 'விஹக', 'విహగ'], only('the 4th and 10th houses', 'चौथे और दसवें भाव', '4, 10-ஆம் வீடுகளில்', '4, 10 స్థానాల్లో'), ['Vihaga means a bird.', 'विहग का अर्थ है पक्षी।', 'விஹகம் என்றால் பறவை.', 'విహగం అంటే పక్షి.']),
  shringataka: shape(['Shringataka', 'शृंगाटक', 'சிருங்காடக', 'శృంగాటక'], only('the three trines (the 1st, 5th and 9th houses)', 'त्रिकोण भावों (पहले, पाँचवें, नौवें)', 'திரிகோண வீடுகளில் (1, 5, 9)', 'త్రికోణ స్థానాల్లో (1, 5, 9)'), ['Shringataka means a triangle.', 'शृंगाटक का अर्थ है त्रिकोण।', 'சிருங்காடகம் என்றால் முக்கோணம்.', 'శృంగాటకం అంటే త్రికోణం.']),
  hala: shape(['Hala', 'हल', 'ஹல', 'హల'], only('one set of trines other than the lagna\'s (the 2nd, 6th and 10th; 3rd, 7th and 11th; or 4th, 8th and 12th)', 'लग्न को छोड़ किसी एक त्रिकोण-समूह (2-6-10, 3-7-11 या 4-8-12)', 'லக்னம் அல்லாத ஒரு திரிகோணக் குழுவில் (2-6-10, 3-7-11 அல்லது 4-8-12)', 'లగ్నం కాని ఒక త్రికోణ సమూహంలో (2-6-10, 3-7-11 లేదా 4-8-12)'), ['Hala means a plough.', 'हल वही जिससे खेत जोता जाता है।', 'ஹலம் என்றால் ஏர்க்கலப்பை.', 'హలం అంటే నాగలి.']),
  vajra: t(
    ['Vajra Yoga', 'Benefics in the 1st and 7th houses and malefics in the 4th and 10th, the seven planets (leaving out Rahu and Ketu) in these four houses only. Vajra means a thunderbolt.'],
    ['वज्र योग', 'पहले और सातवें भाव में शुभ ग्रह, चौथे और दसवें में पाप ग्रह हों; सातों ग्रह (राहु-केतु को छोड़कर) केवल इन चार भावों में हों। वज्र का अर्थ है इंद्र का वज्र।'],
    ['வஜ்ர யோகம்', '1, 7-ஆம் வீடுகளில் சுப கிரகங்களும் 4, 10-ஆம் வீடுகளில் பாப கிரகங்களும் இருந்து, ஏழு கிரகங்களும் (ராகு, கேது நீங்கலாக) இந்த நான்கு வீடுகளில் மட்டுமே இருப்பது. வஜ்ரம் என்றால் இடி ஆயுதம்.'],
    ['వజ్ర యోగం', '1, 7 స్థానాల్లో శుభగ్రహాలు, 4, 10 స్థానాల్లో పాపగ్రహాలు ఉండి, ఏడు గ్రహాలూ (రాహు కేతువులు కాకుండా) ఈ నాలుగు స్థానాల్లోనే ఉండటం. వజ్రం అంటే ఇంద్రుని ఆయుధం.'],
  ),
  yava: t(
    ['Yava Yoga', 'Malefics in the 1st and 7th houses and benefics in the 4th and 10th, the seven planets (leaving out Rahu and Ketu) in these four houses only. Yava means a grain of barley.'],
    ['यव योग', 'पहले और सातवें भाव में पाप ग्रह, चौथे और दसवें में शुभ ग्रह हों; सातों ग्रह (राहु-केतु को छोड़कर) केवल इन चार भावों में हों। यव का अर्थ है जौ का दाना।'],
    ['யவ யோகம்', '1, 7-ஆம் வீடுகளில் பாப கிரகங்களும் 4, 10-ஆம் வீடுகளில் சுப கிரகங்களும் இருந்து, ஏழு கிரகங்களும் (ராகு, கேது நீங்கலாக) இந்த நான்கு வீடுகளில் மட்டுமே இருப்பது. யவம் என்றால் வாற்கோதுமை மணி.'],
    ['యవ యోగం', '1, 7 స్థానాల్లో పాపగ్రహాలు, 4, 10 స్థానాల్లో శుభగ్రహాలు ఉండి, ఏడు గ్రహాలూ (రాహు కేతువులు కాకుండా) ఈ నాలుగు స్థానాల్లోనే ఉండటం. యవ అంటే బార్లీ గింజ.'],
  ),
  kamala: shape(['Kamala', 'कमल', 'கமல', 'కమల'], only('the four kendras (the 1st, 4th, 7th and 10th houses)', 'चारों केंद्रों (पहले, चौथे, सातवें, दसवें भाव)', 'நான்கு கேந்திரங்களில் (1, 4, 7, 10)', 'నాలుగు కేంద్రాల్లో (1, 4, 7, 10)'), ['Kamala means a lotus.', 'कमल अर्थात् पद्म।', 'கமலம் என்றால் தாமரை.', 'కమలం అంటే తామర పువ్వు.']),
  vapi: shape(['Vapi', 'वापी', 'வாபி', 'వాపీ'], only('the four succeedent houses (the 2nd, 5th, 8th, 11th) or the four cadent houses (the 3rd, 6th, 9th, 12th)', 'चारों पणफर भावों (2, 5, 8, 11) या चारों आपोक्लिम भावों (3, 6, 9, 12)', 'நான்கு பணபர வீடுகளில் (2, 5, 8, 11) அல்லது நான்கு ஆபோக்லிம வீடுகளில் (3, 6, 9, 12)', 'నాలుగు పణఫర స్థానాల్లో (2, 5, 8, 11) లేదా నాలుగు ఆపోక్లిమ స్థానాల్లో (3, 6, 9, 12)'), ['Vapi means a step-well.', 'वापी का अर्थ है बावड़ी।', 'வாபி என்றால் படிக்கிணறு.', 'వాపి అంటే మెట్ల బావి.']),
  yupa: shape(['Yupa', 'यूप', 'யூப', 'యూప'], only('the four houses from the 1st to the 4th', 'पहले से चौथे तक के चार भावों', '1 முதல் 4 வரையிலான நான்கு வீடுகளில்', '1 నుండి 4 వరకు నాలుగు స్థానాల్లో'), ['Yupa is the post of a sacrifice.', 'यूप का अर्थ है यज्ञ-स्तंभ।', 'யூபம் என்றால் வேள்வித் தூண்.', 'యూపం అంటే యజ్ఞ స్తంభం.']),
  shara: shape(['Shara', 'शर', 'சர', 'శర'], only('the four houses from the 4th to the 7th', 'चौथे से सातवें तक के चार भावों', '4 முதல் 7 வரையிலான நான்கு வீடுகளில்', '4 నుండి 7 వరకు నాలుగు స్థానాల్లో'), ['Shara means an arrow.', 'शर का अर्थ है बाण।', 'சரம் என்றால் அம்பு.', 'శరం అంటే బాణం.']),
  shakti: shape(['Shakti', 'शक्ति', 'சக்தி', 'శక్తి'], only('the four houses from the 7th to the 10th', 'सातवें से दसवें तक के चार भावों', '7 முதல் 10 வரையிலான நான்கு வீடுகளில்', '7 నుండి 10 వరకు నాలుగు స్థానాల్లో'), ['Shakti means a spear.', 'शक्ति का अर्थ है भाला।', 'சக்தி என்றால் வேல்.', 'శక్తి అంటే బల్లెం.']),
  danda: shape(['Danda', 'दंड', 'தண்ட', 'దండ'], only('the four houses from the 10th to the 1st', 'दसवें से पहले तक के चार भावों (10, 11, 12, 1)', '10 முதல் 1 வரையிலான நான்கு வீடுகளில் (10, 11, 12, 1)', '10 నుండి 1 వరకు నాలుగు స్థానాల్లో (10, 11, 12, 1)'), ['Danda means a staff.', 'दंड का अर्थ है डंडा।', 'தண்டம் என்றால் கோல்.', 'దండం అంటే కర్ర.']),
  nauka: shape(['Nauka', 'नौका', 'நௌகா', 'నౌకా'], run(1, 'पहले', '1-ஆம்', '1వ'), ['Nauka means a boat.', 'नौका का अर्थ है नाव।', 'நௌகா என்றால் படகு.', 'నౌక అంటే పడవ.']),
  kuta: shape(['Kuta', 'कूट', 'கூட', 'కూట'], run(4, 'चौथे', '4-ஆம்', '4వ'), ['Kuta means a mountain peak.', 'कूट का अर्थ है पर्वत-शिखर।', 'கூடம் என்றால் மலைச்சிகரம்.', 'కూటం అంటే పర్వత శిఖరం.']),
  chatra: shape(['Chatra', 'छत्र', 'சத்ர', 'ఛత్ర'], run(7, 'सातवें', '7-ஆம்', '7వ'), ['Chatra means a royal umbrella.', 'छत्र का अर्थ है राजछत्र।', 'சத்ரம் என்றால் வெண்குடை.', 'ఛత్రం అంటే రాజ ఛత్రం (గొడుగు).']),
  chapa: shape(['Chapa', 'चाप', 'சாப', 'చాప'], run(10, 'दसवें', '10-ஆம்', '10వ'), ['Chapa means a bow.', 'चाप का अर्थ है धनुष।', 'சாபம் என்றால் வில்.', 'చాపం అంటే విల్లు.']),
  ardhachandra: shape(
    ['Ardhachandra', 'अर्धचंद्र', 'அர்த்தசந்திர', 'అర్ధచంద్ర'],
    [
      'are in seven houses in a row, one house each, starting from a house that is not a kendra',
      'किसी ऐसे भाव से, जो केंद्र न हो, लगातार सात भावों में एक-एक करके हों',
      'கேந்திரம் அல்லாத ஒரு வீட்டிலிருந்து தொடர்ச்சியான ஏழு வீடுகளில் ஒவ்வொன்றிலும் ஒன்றாக இருப்பது',
      'కేంద్రం కాని ఒక స్థానం నుండి వరుసగా ఏడు స్థానాల్లో ఒక్కొక్కటిగా ఉండటం',
    ],
    ['Ardhachandra means a half moon.', 'अर्धचंद्र का अर्थ है आधा चाँद।', 'அர்த்தசந்திரன் என்றால் பிறைச் சந்திரன்.', 'అర్ధచంద్రుడు అంటే సగం చంద్రుడు.'],
  ),
  chakra: shape(['Chakra', 'चक्र', 'சக்ர', 'చక్ర'], only('the six alternate houses from the 1st (the 1st, 3rd, 5th, 7th, 9th, 11th)', 'पहले से एक-एक छोड़कर छह भावों (1, 3, 5, 7, 9, 11)', '1-ஆம் வீட்டிலிருந்து ஒன்றுவிட்ட ஆறு வீடுகளில் (1, 3, 5, 7, 9, 11)', '1వ స్థానం నుండి ఒకటి విడిచి ఒకటిగా ఆరు స్థానాల్లో (1, 3, 5, 7, 9, 11)'), ['Chakra means a wheel.', 'चक्र का अर्थ है पहिया।', 'சக்கரம் என்றால் சுழலும் வட்டம்.', 'చక్రం అంటే బండి చక్రం.']),
  samudra: shape(['Samudra', 'समुद्र', 'சமுத்திர', 'సముద్ర'], only('the six alternate houses from the 2nd (the 2nd, 4th, 6th, 8th, 10th, 12th)', 'दूसरे से एक-एक छोड़कर छह भावों (2, 4, 6, 8, 10, 12)', '2-ஆம் வீட்டிலிருந்து ஒன்றுவிட்ட ஆறு வீடுகளில் (2, 4, 6, 8, 10, 12)', '2వ స్థానం నుండి ఒకటి విడిచి ఒకటిగా ఆరు స్థానాల్లో (2, 4, 6, 8, 10, 12)'), ['Samudra means the ocean.', 'समुद्र अर्थात् सागर।', 'சமுத்திரம் என்றால் கடல்.', 'సముద్రం అంటే సాగరం.']),

  vallaki: sankhya(7, ['Vallaki (Veena)', 'वीणा (वल्लकी)', 'வீணா (வல்லகி)', 'వీణా (వల్లకీ)']),
  damini: sankhya(6, ['Damini', 'दामिनी', 'தாமினி', 'దామినీ']),
  pasha: sankhya(5, ['Pasha', 'पाश', 'பாச', 'పాశ']),
  kedara: sankhya(4, ['Kedara', 'केदार', 'கேதார', 'కేదార']),
  shoola: sankhya(3, ['Shoola', 'शूल', 'சூல', 'శూల']),
  yuga: sankhya(2, ['Yuga', 'युग', 'யுக', 'యుగ']),
  gola: sankhya(1, ['Gola', 'गोल', 'கோள', 'గోళ']),
}
