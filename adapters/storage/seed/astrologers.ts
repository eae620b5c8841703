/**
 * Demo astrologers seeded on first start. The people are fictional; their portraits are drawn by
 * server/tools/generate-images.ts into adapters/http/assets/astrologers/{slug}.jpg.
 * The first three (all online) are the ones the home page shows.
 */

type AstrologerSpecialty =
  | 'Vedic Astrology'
  | 'KP Astrology'
  | 'Numerology'
  | 'Tarot Reading'
  | 'Vastu Shastra'
  | 'Palmistry'
  | 'Lal Kitab'
  | 'Prashna'
  | 'Nadi Astrology'
  | 'Face Reading'
  | 'Marriage & Relationships'
  | 'Career & Finance'
  | 'Gemstones'

type AstrologerLanguage =
  | 'English'
  | 'Hindi'
  | 'Tamil'
  | 'Telugu'
  | 'Bengali'
  | 'Marathi'
  | 'Gujarati'
  | 'Kannada'
  | 'Malayalam'
  | 'Punjabi'

interface SeedAstrologer {
  /** kebab-case of the name; also the portrait's file name */
  slug: string
  name: string
  /** years of practice */
  experience: number
  /** out of 5, one decimal */
  rating: number
  /** number of reviews */
  reviews: number
  specialties: AstrologerSpecialty[]
  languages: AstrologerLanguage[]
  /** rupees per minute */
  ratePerMinute: number
  /** rupees per minute for a call (a little above the chat rate, as the market prices calls) */
  callRatePerMinute: number
  isOnline: boolean
  bio: string
  bioHi: string
  bioTa: string
  bioTe: string
}

export const seedAstrologers: SeedAstrologer[] = [
  {
    slug: 'acharya-ramesh-shastri',
    name: 'Acharya Ramesh Shastri',
    experience: 24,
    rating: 4.9,
    reviews: 12480,
    specialties: ['Vedic Astrology', 'Prashna', 'Gemstones'],
    languages: ['Hindi', 'English'],
    ratePerMinute: 75,
    callRatePerMinute: 85,
    isOnline: true,
    bio:
      'Acharya Ramesh Shastri trained in Jyotish under traditional gurus in Varanasi and has been reading horoscopes for more than two decades. He is known for precise Prashna answers and practical gemstone guidance, and never recommends a stone without studying the full birth chart. Families across North India consult him on the timing of marriages and on career decisions.',
    bioHi:
      'आचार्य रमेश शास्त्री ने वाराणसी में पारंपरिक गुरुओं से ज्योतिष की शिक्षा ली और दो दशकों से अधिक समय से कुंडली देख रहे हैं। वे सटीक प्रश्न-कुंडली उत्तरों और व्यावहारिक रत्न-परामर्श के लिए जाने जाते हैं, और पूरी जन्म कुंडली का अध्ययन किए बिना कभी कोई रत्न नहीं सुझाते। उत्तर भारत के अनेक परिवार विवाह के समय और करियर के निर्णयों के लिए उनसे परामर्श लेते हैं।',
    bioTa:
      'ஆச்சார்யா ரமேஷ் சாஸ்திரி வாரணாசியில் பாரம்பரிய குருமார்களிடம் ஜோதிடம் பயின்றவர்; இருபது ஆண்டுகளுக்கும் மேலாக ஜாதகங்களைப் பார்த்து வருகிறார். துல்லியமான பிரசன்ன பதில்களுக்கும் நடைமுறைக்கு ஏற்ற ரத்தின ஆலோசனைக்கும் பெயர் பெற்றவர்; முழு ஜாதகத்தையும் ஆராயாமல் எந்த ரத்தினத்தையும் அவர் பரிந்துரைப்பதில்லை. வட இந்தியாவின் பல குடும்பங்கள் திருமண நேரம் மற்றும் தொழில் முடிவுகளுக்காக அவரை அணுகுகின்றன.',
    bioTe:
      'ఆచార్య రమేష్ శాస్త్రి వారణాసిలో సాంప్రదాయ గురువుల వద్ద జ్యోతిష్యం నేర్చుకున్నారు; ఇరవై ఏళ్లకు పైగా జాతకాలు చూస్తున్నారు. ఖచ్చితమైన ప్రశ్న సమాధానాలకు, ఆచరణాత్మకమైన రత్న సలహాలకు ఆయన ప్రసిద్ధులు; పూర్తి జన్మ జాతకాన్ని పరిశీలించకుండా ఆయన ఏ రత్నాన్నీ సూచించరు. ఉత్తర భారతదేశంలోని ఎన్నో కుటుంబాలు వివాహ సమయం, ఉద్యోగ నిర్ణయాల కోసం ఆయనను సంప్రదిస్తాయి.',
  },
  {
    slug: 'dr-meenakshi-sundaram',
    name: 'Dr. Meenakshi Sundaram',
    experience: 19,
    rating: 4.9,
    reviews: 8940,
    specialties: ['Nadi Astrology', 'Vedic Astrology', 'Marriage & Relationships'],
    languages: ['Tamil', 'English', 'Telugu'],
    ratePerMinute: 65,
    callRatePerMinute: 75,
    isOnline: true,
    bio:
      'Dr. Meenakshi Sundaram holds a doctorate in Tamil literature and has spent 19 years studying the palm-leaf Nadi traditions alongside classical Parashari astrology. She specialises in marriage matching and delayed marriage, combining porutham analysis with a careful reading of the 7th house and Venus. Her calm, unhurried consultations are a favourite with people speaking to an astrologer for the first time.',
    bioHi:
      'डॉ. मीनाक्षी सुंदरम ने तमिल साहित्य में डॉक्टरेट किया है और 19 वर्षों से शास्त्रीय पाराशरी ज्योतिष के साथ-साथ ताड़पत्र नाड़ी परंपराओं का अध्ययन कर रही हैं। वे विवाह मिलान और विवाह में देरी से जुड़े प्रश्नों की विशेषज्ञ हैं, और पोरुत्तम विश्लेषण को सप्तम भाव तथा शुक्र के सूक्ष्म अध्ययन के साथ जोड़ती हैं। उनके शांत और धैर्यपूर्ण परामर्श पहली बार ज्योतिषी से बात करने वालों को विशेष रूप से पसंद आते हैं।',
    bioTa:
      'டாக்டர் மீனாட்சி சுந்தரம் தமிழ் இலக்கியத்தில் முனைவர் பட்டம் பெற்றவர்; 19 ஆண்டுகளாகப் பாரம்பரிய பராசர ஜோதிடத்துடன் ஓலைச்சுவடி நாடி மரபுகளையும் ஆய்வு செய்து வருகிறார். திருமணப் பொருத்தம் மற்றும் திருமணத் தாமதம் தொடர்பான கேள்விகளில் நிபுணர்; பொருத்த ஆய்வை ஏழாம் பாவம் மற்றும் சுக்கிரனின் நுணுக்கமான ஆய்வுடன் இணைக்கிறார். அவரது அமைதியான, பொறுமையான ஆலோசனைகள் முதல் முறையாக ஜோதிடரை அணுகுபவர்களுக்கு மிகவும் பிடித்தவை.',
    bioTe:
      'డాక్టర్ మీనాక్షి సుందరం తమిళ సాహిత్యంలో డాక్టరేట్ పొందారు; 19 సంవత్సరాలుగా సాంప్రదాయ పారాశరీ జ్యోతిష్యంతో పాటు తాళపత్ర నాడీ సంప్రదాయాలను అధ్యయనం చేస్తున్నారు. వివాహ పొంతన, వివాహ ఆలస్యం సమస్యలలో ఆమె నిపుణురాలు; పొంతన విశ్లేషణను సప్తమ భావం, శుక్రుని సూక్ష్మ పరిశీలనతో కలిపి చూస్తారు. ఆమె ప్రశాంతమైన, ఓపికతో కూడిన సంప్రదింపులు మొదటిసారి జ్యోతిష్కులను సంప్రదించేవారికి ఎంతో నచ్చుతాయి.',
  },
  {
    slug: 'priya-deshpande',
    name: 'Priya Deshpande',
    experience: 12,
    rating: 4.8,
    reviews: 6730,
    specialties: ['KP Astrology', 'Career & Finance', 'Numerology'],
    languages: ['Marathi', 'Hindi', 'English'],
    ratePerMinute: 45,
    callRatePerMinute: 52,
    isOnline: true,
    bio:
      'A chartered accountant turned KP astrologer, Priya Deshpande brings a numbers-first approach to Krishnamurti Paddhati, using sub-lord analysis to time job changes, promotions and business launches. Since 2013 she has guided more than 5,000 professionals through career transitions. Expect clear dates and practical next steps rather than vague predictions.',
    bioHi:
      'चार्टर्ड अकाउंटेंट से केपी ज्योतिषी बनीं प्रिया देशपांडे कृष्णमूर्ति पद्धति में आँकड़ों पर आधारित दृष्टिकोण लाती हैं और सब-लॉर्ड विश्लेषण से नौकरी बदलने, पदोन्नति और व्यापार शुरू करने का सही समय बताती हैं। 2013 से अब तक वे 5,000 से अधिक पेशेवरों को करियर में बदलाव के दौरान मार्गदर्शन दे चुकी हैं। उनसे अस्पष्ट भविष्यवाणियों के बजाय स्पष्ट तारीखें और व्यावहारिक अगले कदम की अपेक्षा करें।',
    bioTa:
      'பட்டயக் கணக்காளராக இருந்து கே.பி. ஜோதிடரான பிரியா தேஷ்பாண்டே, கிருஷ்ணமூர்த்தி பத்ததியில் எண்களை முதன்மையாகக் கொண்ட அணுகுமுறையைப் பின்பற்றுகிறார்; உப-அதிபதி (சப்-லார்ட்) ஆய்வின் மூலம் வேலை மாற்றம், பதவி உயர்வு, தொழில் தொடக்கம் ஆகியவற்றுக்கான சரியான நேரத்தைக் கணிக்கிறார். 2013 முதல் 5,000-க்கும் மேற்பட்ட பணியாளர்களுக்குத் தொழில் மாற்றங்களில் வழிகாட்டியுள்ளார். தெளிவற்ற கணிப்புகளுக்குப் பதிலாகத் தெளிவான தேதிகளையும் நடைமுறைக்கு ஏற்ற அடுத்த படிகளையும் அவரிடம் எதிர்பார்க்கலாம்.',
    bioTe:
      'చార్టర్డ్ అకౌంటెంట్ నుంచి కేపీ జ్యోతిష్కురాలిగా మారిన ప్రియా దేశ్‌పాండే కృష్ణమూర్తి పద్ధతిలో అంకెల ఆధారిత విధానాన్ని అనుసరిస్తారు; సబ్-లార్డ్ విశ్లేషణతో ఉద్యోగ మార్పు, పదోన్నతి, వ్యాపార ప్రారంభానికి సరైన సమయాన్ని నిర్ణయిస్తారు. 2013 నుంచి 5,000 మందికి పైగా ఉద్యోగులకు కెరీర్ మార్పుల్లో మార్గదర్శనం చేశారు. అస్పష్టమైన జోస్యాలకు బదులుగా స్పష్టమైన తేదీలు, ఆచరణాత్మకమైన తదుపరి అడుగులను ఆమె నుంచి ఆశించవచ్చు.',
  },
  {
    slug: 'venkata-subramanya-sarma',
    name: 'Venkata Subramanya Sarma',
    experience: 22,
    rating: 4.8,
    reviews: 7105,
    specialties: ['Vedic Astrology', 'Prashna', 'Marriage & Relationships'],
    languages: ['Telugu', 'Kannada', 'English'],
    ratePerMinute: 55,
    callRatePerMinute: 62,
    isOnline: true,
    bio:
      'Venkata Subramanya Sarma comes from a family of panchang makers near Tirupati and has practised Jyotish for 22 years. He is sought after for choosing muhurtham for weddings and griha pravesham, and for Prashna readings when a birth time is unknown. He explains charts patiently in Telugu, Kannada or English and always suggests simple, inexpensive remedies.',
    bioHi:
      'वेंकट सुब्रह्मण्य शर्मा तिरुपति के पास पंचांग बनाने वाले परिवार से आते हैं और 22 वर्षों से ज्योतिष का अभ्यास कर रहे हैं। विवाह और गृह प्रवेश के मुहूर्त निकालने तथा जन्म समय ज्ञात न होने पर प्रश्न कुंडली के लिए उनकी विशेष माँग रहती है। वे तेलुगु, कन्नड़ या अंग्रेज़ी में धैर्य से कुंडली समझाते हैं और हमेशा सरल, कम खर्च वाले उपाय सुझाते हैं।',
    bioTa:
      'வெங்கட சுப்ரமண்ய சர்மா திருப்பதிக்கு அருகிலுள்ள பஞ்சாங்கம் கணிக்கும் குடும்பத்தைச் சேர்ந்தவர்; 22 ஆண்டுகளாக ஜோதிடம் பார்த்து வருகிறார். திருமணம் மற்றும் கிரகப்பிரவேசத்துக்கான முகூர்த்தம் குறிப்பதிலும், பிறந்த நேரம் தெரியாதபோது பிரசன்னம் பார்ப்பதிலும் அவருக்கு அதிக வரவேற்பு உள்ளது. தெலுங்கு, கன்னடம் அல்லது ஆங்கிலத்தில் பொறுமையாக ஜாதகத்தை விளக்குவார்; எப்போதும் எளிய, செலவு குறைந்த பரிகாரங்களையே பரிந்துரைப்பார்.',
    bioTe:
      'వెంకట సుబ్రహ్మణ్య శర్మ తిరుపతి సమీపంలోని పంచాంగకర్తల కుటుంబానికి చెందినవారు; 22 సంవత్సరాలుగా జ్యోతిష్యం చెబుతున్నారు. వివాహం, గృహప్రవేశాలకు ముహూర్తం నిర్ణయించడంలో, జన్మ సమయం తెలియనప్పుడు ప్రశ్న జాతకం చూడడంలో ఆయనకు మంచి పేరుంది. తెలుగు, కన్నడ లేదా ఇంగ్లీష్‌లో ఓపికగా జాతకాన్ని వివరిస్తారు; ఎప్పుడూ సులభమైన, తక్కువ ఖర్చుతో కూడిన పరిహారాలనే సూచిస్తారు.',
  },
  {
    slug: 'ananya-chatterjee',
    name: 'Ananya Chatterjee',
    experience: 9,
    rating: 4.7,
    reviews: 4820,
    specialties: ['Tarot Reading', 'Numerology', 'Marriage & Relationships'],
    languages: ['Bengali', 'Hindi', 'English'],
    ratePerMinute: 35,
    callRatePerMinute: 40,
    isOnline: true,
    bio:
      'Ananya Chatterjee reads tarot and numerology from her studio in south Kolkata and has nine years of experience with relationship and compatibility questions. Her readings are warm but honest, and she pairs every spread with a date-of-birth numerology check for added clarity. Many clients come to her after a break-up or before an important proposal.',
    bioHi:
      'अनन्या चटर्जी दक्षिण कोलकाता स्थित अपने स्टूडियो से टैरो और अंक ज्योतिष परामर्श देती हैं और रिश्तों तथा अनुकूलता से जुड़े प्रश्नों में उन्हें नौ वर्षों का अनुभव है। उनकी रीडिंग आत्मीय होने के साथ-साथ ईमानदार भी होती हैं, और अधिक स्पष्टता के लिए वे हर स्प्रेड के साथ जन्मतिथि पर आधारित अंक ज्योतिष जाँच भी करती हैं। कई लोग ब्रेकअप के बाद या किसी महत्वपूर्ण प्रस्ताव से पहले उनसे संपर्क करते हैं।',
    bioTa:
      'அனன்யா சாட்டர்ஜி தெற்கு கொல்கத்தாவில் உள்ள தமது ஸ்டுடியோவிலிருந்து டாரட் மற்றும் எண் கணித ஆலோசனை வழங்குகிறார்; உறவுகள் மற்றும் பொருத்தம் சார்ந்த கேள்விகளில் ஒன்பது ஆண்டு அனுபவம் கொண்டவர். அவரது வாசிப்புகள் அன்பானவை, அதே நேரத்தில் நேர்மையானவை; கூடுதல் தெளிவுக்காக ஒவ்வொரு டாரட் அமைப்புடனும் பிறந்த தேதி அடிப்படையிலான எண் கணிதச் சோதனையையும் இணைக்கிறார். பலர் உறவு முறிவுக்குப் பிறகோ முக்கியமான ஒரு முன்மொழிவுக்கு முன்போ அவரை அணுகுகின்றனர்.',
    bioTe:
      'అనన్యా ఛటర్జీ దక్షిణ కోల్‌కతాలోని తన స్టూడియో నుంచి టారో, సంఖ్యాశాస్త్ర సలహాలు అందిస్తారు; సంబంధాలు, అనుకూలతకు సంబంధించిన ప్రశ్నలలో ఆమెకు తొమ్మిదేళ్ల అనుభవం ఉంది. ఆమె రీడింగ్‌లు ఆత్మీయంగా ఉంటూనే నిజాయితీగా ఉంటాయి; మరింత స్పష్టత కోసం ప్రతి టారో స్ప్రెడ్‌తో పాటు పుట్టిన తేదీ ఆధారిత సంఖ్యాశాస్త్ర పరిశీలన కూడా చేస్తారు. చాలామంది బ్రేకప్ తర్వాత లేదా ముఖ్యమైన ప్రపోజల్‌కు ముందు ఆమెను సంప్రదిస్తారు.',
  },
  {
    slug: 'gurpreet-singh-sandhu',
    name: 'Gurpreet Singh Sandhu',
    experience: 15,
    rating: 4.7,
    reviews: 3960,
    specialties: ['Lal Kitab', 'Palmistry', 'Career & Finance'],
    languages: ['Punjabi', 'Hindi', 'English'],
    ratePerMinute: 40,
    callRatePerMinute: 46,
    isOnline: false,
    bio:
      'Gurpreet Singh Sandhu learned Lal Kitab and palmistry from his grandfather in Amritsar and has 15 years of practice behind him. He is known for simple, low-cost Lal Kitab remedies for career blocks, debts and business slowdowns, and he reads palms live over video. Clients value his straightforward style that never trades on fear.',
    bioHi:
      'गुरप्रीत सिंह संधू ने अमृतसर में अपने दादाजी से लाल किताब और हस्तरेखा शास्त्र सीखा और उनके पास 15 वर्षों का अभ्यास है। वे करियर में रुकावट, कर्ज़ और व्यापार की मंदी के लिए लाल किताब के सरल, कम खर्च वाले उपायों के लिए जाने जाते हैं, और वीडियो पर लाइव हस्तरेखा भी पढ़ते हैं। लोग उनकी सीधी-सच्ची शैली को महत्व देते हैं, जो कभी डर का सहारा नहीं लेती।',
    bioTa:
      'குர்ப்ரீத் சிங் சந்து அமிர்தசரஸில் தமது தாத்தாவிடம் லால் கிதாப் மற்றும் கைரேகை சாஸ்திரத்தைக் கற்றவர்; 15 ஆண்டு பயிற்சி அனுபவம் கொண்டவர். தொழில் தடைகள், கடன், வியாபார மந்தநிலை ஆகியவற்றுக்கு எளிய, செலவு குறைந்த லால் கிதாப் பரிகாரங்களுக்குப் பெயர் பெற்றவர்; வீடியோ அழைப்பில் நேரடியாகக் கைரேகையும் பார்க்கிறார். ஒருபோதும் பயமுறுத்தாத, நேரடியான அவரது பாணியை வாடிக்கையாளர்கள் மதிக்கின்றனர்.',
    bioTe:
      'గుర్‌ప్రీత్ సింగ్ సంధూ అమృత్‌సర్‌లో తన తాతగారి వద్ద లాల్ కితాబ్, హస్తసాముద్రికం నేర్చుకున్నారు; ఆయనకు 15 సంవత్సరాల అనుభవం ఉంది. కెరీర్ అడ్డంకులు, అప్పులు, వ్యాపార మందగమనానికి సులభమైన, తక్కువ ఖర్చు లాల్ కితాబ్ పరిహారాలకు ఆయన ప్రసిద్ధులు; వీడియో కాల్‌లో నేరుగా చేతి రేఖలు కూడా చూస్తారు. ఎప్పుడూ భయపెట్టకుండా సూటిగా మాట్లాడే ఆయన శైలిని క్లయింట్లు విలువైనదిగా భావిస్తారు.',
  },
  {
    slug: 'kavitha-nair',
    name: 'Kavitha Nair',
    experience: 14,
    rating: 4.8,
    reviews: 5310,
    specialties: ['Vedic Astrology', 'Prashna', 'Gemstones'],
    languages: ['Malayalam', 'Tamil', 'English'],
    ratePerMinute: 50,
    callRatePerMinute: 58,
    isOnline: true,
    bio:
      'Kavitha Nair practises the Kerala school of Jyotisham and trained in Ashtamangala Prashna in Thrissur. With 14 years of experience, she helps clients with health worries, property decisions and choosing the right gemstone for their running dasha. She consults in Malayalam, Tamil and English.',
    bioHi:
      'कविता नायर केरल ज्योतिषम् परंपरा की ज्योतिषी हैं और उन्होंने त्रिशूर में अष्टमंगल प्रश्न की शिक्षा प्राप्त की है। 14 वर्षों के अनुभव के साथ वे स्वास्थ्य संबंधी चिंताओं, संपत्ति के निर्णयों और चल रही दशा के अनुसार सही रत्न चुनने में लोगों की मदद करती हैं। वे मलयालम, तमिल और अंग्रेज़ी में परामर्श देती हैं।',
    bioTa:
      'கவிதா நாயர் கேரள ஜோதிட மரபைப் பின்பற்றுபவர்; திருச்சூரில் அஷ்டமங்கல பிரசன்னத்தில் பயிற்சி பெற்றவர். 14 ஆண்டு அனுபவத்துடன், உடல்நலக் கவலைகள், சொத்து தொடர்பான முடிவுகள், நடப்பு தசைக்கு ஏற்ற ரத்தினத் தேர்வு ஆகியவற்றில் உதவுகிறார். மலையாளம், தமிழ், ஆங்கிலம் ஆகிய மொழிகளில் ஆலோசனை வழங்குகிறார்.',
    bioTe:
      'కవితా నాయర్ కేరళ జ్యోతిష సంప్రదాయాన్ని అనుసరిస్తారు; త్రిశూర్‌లో అష్టమంగళ ప్రశ్నంలో శిక్షణ పొందారు. 14 సంవత్సరాల అనుభవంతో ఆరోగ్య సమస్యలు, ఆస్తి నిర్ణయాలు, నడుస్తున్న దశకు తగిన రత్నం ఎంపికలో సహాయం చేస్తారు. మలయాళం, తమిళం, ఇంగ్లీష్‌లో సంప్రదింపులు ఇస్తారు.',
  },
  {
    slug: 'pandit-devendra-tiwari',
    name: 'Pandit Devendra Tiwari',
    experience: 31,
    rating: 4.9,
    reviews: 11250,
    specialties: ['Vedic Astrology', 'Marriage & Relationships', 'Career & Finance'],
    languages: ['Hindi', 'English'],
    ratePerMinute: 120,
    callRatePerMinute: 135,
    isOnline: false,
    bio:
      "Pandit Devendra Tiwari has practised Jyotish for more than three decades in Ujjain, the city of Mahakal and India's traditional prime meridian. He specialises in Vimshottari dasha analysis, Shani sade sati and Mangal dosha, and families from Madhya Pradesh and beyond consult him before major life decisions. His detailed, scripture-based readings are in high demand, so his slots fill quickly.",
    bioHi:
      'पंडित देवेंद्र तिवारी महाकाल की नगरी और भारत की पारंपरिक प्रधान मध्याह्न रेखा वाले शहर उज्जैन में तीन दशकों से अधिक समय से ज्योतिष का अभ्यास कर रहे हैं। वे विंशोत्तरी दशा विश्लेषण, शनि की साढ़ेसाती और मंगल दोष के विशेषज्ञ हैं, और मध्य प्रदेश व उससे बाहर के परिवार जीवन के बड़े निर्णयों से पहले उनसे परामर्श लेते हैं। शास्त्र-आधारित उनकी विस्तृत रीडिंग की बहुत माँग है, इसलिए उनके स्लॉट जल्दी भर जाते हैं।',
    bioTa:
      'பண்டிட் தேவேந்திர திவாரி, மகாகாலரின் நகரமும் இந்தியாவின் பாரம்பரிய முதன்மை தீர்க்கரேகை நகரமுமான உஜ்ஜயினியில் முப்பது ஆண்டுகளுக்கும் மேலாக ஜோதிடம் பார்த்து வருகிறார். விம்சோத்தரி தசை ஆய்வு, ஏழரைச் சனி, செவ்வாய் தோஷம் ஆகியவற்றில் நிபுணர்; மத்தியப் பிரதேசம் மற்றும் பிற பகுதிகளைச் சேர்ந்த குடும்பங்கள் வாழ்க்கையின் பெரிய முடிவுகளுக்கு முன் அவரை அணுகுகின்றன. சாஸ்திர அடிப்படையிலான அவரது விரிவான கணிப்புகளுக்கு அதிக தேவை இருப்பதால், அவரது நேர ஒதுக்கீடுகள் விரைவில் நிரம்பிவிடும்.',
    bioTe:
      'పండిట్ దేవేంద్ర తివారీ మహాకాళుని నగరం, భారతదేశ సాంప్రదాయ ప్రధాన రేఖాంశ నగరం అయిన ఉజ్జయినిలో మూడు దశాబ్దాలకు పైగా జ్యోతిష్యం చెబుతున్నారు. వింశోత్తరీ దశ విశ్లేషణ, ఏలినాటి శని, కుజ దోషంలో ఆయన నిపుణులు; మధ్యప్రదేశ్‌తో పాటు ఇతర ప్రాంతాల కుటుంబాలు జీవితంలోని పెద్ద నిర్ణయాలకు ముందు ఆయనను సంప్రదిస్తాయి. శాస్త్రాధారిత వివరణాత్మక విశ్లేషణలకు ఎక్కువ డిమాండ్ ఉండటంతో ఆయన స్లాట్లు త్వరగా నిండిపోతాయి.',
  },
  {
    slug: 'sowmya-reddy',
    name: 'Sowmya Reddy',
    experience: 10,
    rating: 4.7,
    reviews: 4105,
    specialties: ['Vedic Astrology', 'Marriage & Relationships', 'Numerology'],
    languages: ['Telugu', 'Hindi', 'English'],
    ratePerMinute: 40,
    callRatePerMinute: 46,
    isOnline: true,
    bio:
      'Sowmya Reddy is a Hyderabad-based astrologer with ten years of experience in kundli matching, Kuja dosha checks and the timing of marriage. A former software engineer, she explains charts in plain language and shares a written summary after every session. She is especially popular with young couples and with parents looking for an alliance.',
    bioHi:
      'सौम्या रेड्डी हैदराबाद की ज्योतिषी हैं, जिन्हें कुंडली मिलान, मंगल (कुज) दोष की जाँच और विवाह के समय निर्धारण में दस वर्षों का अनुभव है। पूर्व सॉफ़्टवेयर इंजीनियर होने के नाते वे सरल भाषा में कुंडली समझाती हैं और हर सत्र के बाद लिखित सारांश भी साझा करती हैं। युवा जोड़ों और रिश्ता ढूँढ रहे माता-पिता के बीच वे विशेष रूप से लोकप्रिय हैं।',
    bioTa:
      'சௌம்யா ரெட்டி ஹைதராபாத்தைச் சேர்ந்த ஜோதிடர்; ஜாதகப் பொருத்தம், செவ்வாய் தோஷப் பரிசோதனை, திருமண காலம் கணித்தல் ஆகியவற்றில் பத்து ஆண்டு அனுபவம் கொண்டவர். முன்னாள் மென்பொருள் பொறியாளரான அவர், எளிய மொழியில் ஜாதகத்தை விளக்குவதோடு ஒவ்வொரு அமர்வுக்குப் பிறகும் எழுத்துப்பூர்வச் சுருக்கத்தையும் பகிர்கிறார். இளம் தம்பதிகள் மற்றும் வரன் தேடும் பெற்றோரிடையே அவர் மிகவும் பிரபலம்.',
    bioTe:
      'సౌమ్యా రెడ్డి హైదరాబాద్‌కు చెందిన జ్యోతిష్కురాలు; జాతక పొంతన, కుజ దోష పరిశీలన, వివాహ సమయ నిర్ణయంలో పదేళ్ల అనుభవం ఉంది. మాజీ సాఫ్ట్‌వేర్ ఇంజనీర్ అయిన ఆమె సరళమైన భాషలో జాతకాన్ని వివరిస్తారు, ప్రతి సెషన్ తర్వాత రాతపూర్వక సారాంశాన్ని కూడా పంపుతారు. యువ జంటలు, సంబంధాలు చూస్తున్న తల్లిదండ్రులలో ఆమెకు మంచి ఆదరణ ఉంది.',
  },
  {
    slug: 'hemant-joshi',
    name: 'Hemant Joshi',
    experience: 20,
    rating: 4.6,
    reviews: 4450,
    specialties: ['Vastu Shastra', 'Vedic Astrology', 'Career & Finance'],
    languages: ['Gujarati', 'Hindi', 'English'],
    ratePerMinute: 70,
    callRatePerMinute: 80,
    isOnline: false,
    bio:
      "Hemant Joshi is a civil engineer and Vastu consultant from Ahmedabad who has assessed more than 1,200 homes, shops and factories over 20 years. He reads the owner's horoscope alongside the floor plan and prefers corrections that need no demolition, such as changing the entrance, colours or the direction of a work desk. Business owners consult him before buying property or opening a new branch.",
    bioHi:
      'हेमंत जोशी अहमदाबाद के सिविल इंजीनियर और वास्तु सलाहकार हैं, जिन्होंने 20 वर्षों में 1,200 से अधिक घरों, दुकानों और कारखानों का वास्तु निरीक्षण किया है। वे नक्शे के साथ मालिक की कुंडली भी देखते हैं और ऐसे सुधार पसंद करते हैं जिनमें तोड़-फोड़ की ज़रूरत न हो, जैसे प्रवेश द्वार, रंग या काम की मेज़ की दिशा बदलना। व्यवसायी संपत्ति खरीदने या नई शाखा खोलने से पहले उनसे सलाह लेते हैं।',
    bioTa:
      'ஹேமந்த் ஜோஷி அகமதாபாத்தைச் சேர்ந்த சிவில் பொறியாளர் மற்றும் வாஸ்து ஆலோசகர்; 20 ஆண்டுகளில் 1,200-க்கும் மேற்பட்ட வீடுகள், கடைகள், தொழிற்சாலைகளை வாஸ்து ஆய்வு செய்துள்ளார். வரைபடத்துடன் உரிமையாளரின் ஜாதகத்தையும் பார்க்கிறார்; நுழைவாயில், வண்ணங்கள் அல்லது வேலை மேசையின் திசையை மாற்றுவது போன்ற இடிக்கத் தேவையில்லாத திருத்தங்களையே விரும்புகிறார். தொழில்முனைவோர் சொத்து வாங்குவதற்கு முன்போ புதிய கிளை திறப்பதற்கு முன்போ அவரிடம் ஆலோசனை பெறுகின்றனர்.',
    bioTe:
      'హేమంత్ జోషి అహ్మదాబాద్‌కు చెందిన సివిల్ ఇంజనీర్, వాస్తు సలహాదారు; 20 ఏళ్లలో 1,200కు పైగా ఇళ్లు, దుకాణాలు, కర్మాగారాలకు వాస్తు పరిశీలన చేశారు. ఇంటి ప్లాన్‌తో పాటు యజమాని జాతకాన్ని కూడా చూస్తారు; ప్రవేశ ద్వారం, రంగులు లేదా పని బల్ల దిశ మార్చడం వంటి కూల్చివేత అవసరం లేని సవరణలకే ప్రాధాన్యం ఇస్తారు. వ్యాపారులు ఆస్తి కొనే ముందు లేదా కొత్త శాఖ ప్రారంభించే ముందు ఆయన సలహా తీసుకుంటారు.',
  },
  {
    slug: 'shweta-agarwal',
    name: 'Shweta Agarwal',
    experience: 7,
    rating: 4.6,
    reviews: 2870,
    specialties: ['Numerology', 'Face Reading', 'Tarot Reading'],
    languages: ['Hindi', 'English'],
    ratePerMinute: 25,
    callRatePerMinute: 30,
    isOnline: true,
    bio:
      'Shweta Agarwal is a Jaipur-based numerologist who helps clients choose business names, baby names and lucky mobile numbers. In seven years of practice she has added face reading and tarot to her toolkit for quick, focused answers. Her short sessions suit anyone who wants one clear question answered.',
    bioHi:
      'श्वेता अग्रवाल जयपुर की अंक ज्योतिषी हैं, जो व्यवसाय के नाम, बच्चों के नाम और शुभ मोबाइल नंबर चुनने में लोगों की मदद करती हैं। सात वर्षों के अभ्यास में उन्होंने त्वरित और सटीक उत्तरों के लिए मुख-सामुद्रिक (फ़ेस रीडिंग) और टैरो को भी अपनाया है। उनके छोटे सत्र उन लोगों के लिए उपयुक्त हैं जो किसी एक प्रश्न का स्पष्ट उत्तर चाहते हैं।',
    bioTa:
      'ஷ்வேதா அகர்வால் ஜெய்ப்பூரைச் சேர்ந்த எண் கணித நிபுணர்; தொழில் பெயர்கள், குழந்தைப் பெயர்கள், அதிர்ஷ்ட மொபைல் எண்கள் ஆகியவற்றைத் தேர்வு செய்ய உதவுகிறார். ஏழு ஆண்டு பயிற்சியில், விரைவான, கூர்மையான பதில்களுக்காக முக லட்சண சாஸ்திரத்தையும் டாரட்டையும் இணைத்துக்கொண்டுள்ளார். ஒரு தெளிவான கேள்விக்கு மட்டும் பதில் தேடுபவர்களுக்கு அவரது குறுகிய அமர்வுகள் ஏற்றவை.',
    bioTe:
      'శ్వేతా అగర్వాల్ జైపూర్‌కు చెందిన సంఖ్యాశాస్త్ర నిపుణురాలు; వ్యాపార పేర్లు, పిల్లల పేర్లు, అదృష్ట మొబైల్ నంబర్లు ఎంచుకోవడంలో సహాయం చేస్తారు. ఏడేళ్ల సాధనలో త్వరితమైన, సూటి సమాధానాల కోసం ముఖ సాముద్రికం, టారోలను కూడా తన పద్ధతుల్లో చేర్చుకున్నారు. ఒక స్పష్టమైన ప్రశ్నకు సమాధానం కావాలనుకునే వారికి ఆమె చిన్న సెషన్లు సరిగ్గా సరిపోతాయి.',
  },
  {
    slug: 'raghavendra-bhat',
    name: 'Raghavendra Bhat',
    experience: 17,
    rating: 4.7,
    reviews: 3640,
    specialties: ['KP Astrology', 'Vedic Astrology', 'Gemstones'],
    languages: ['Kannada', 'Hindi', 'English'],
    ratePerMinute: 45,
    callRatePerMinute: 52,
    isOnline: false,
    bio:
      'Raghavendra Bhat from Udupi combines Parashari fundamentals with KP ruling planets to give time-bound answers on property, litigation and travel abroad. Over 17 years he has earned the trust of Kannada-speaking families in Bengaluru, Mangaluru and the Gulf. He is careful with gemstone advice and often prescribes mantra japa first.',
    bioHi:
      'उडुपी के राघवेंद्र भट पाराशरी सिद्धांतों को केपी के रूलिंग प्लैनेट्स के साथ जोड़कर संपत्ति, कानूनी विवाद और विदेश यात्रा से जुड़े प्रश्नों के समयबद्ध उत्तर देते हैं। 17 वर्षों में उन्होंने बेंगलुरु, मंगलुरु और खाड़ी देशों में बसे कन्नड़भाषी परिवारों का विश्वास अर्जित किया है। रत्न सुझाने में वे सावधानी बरतते हैं और प्रायः पहले मंत्र जप की सलाह देते हैं।',
    bioTa:
      'உடுப்பியைச் சேர்ந்த ராகவேந்திர பட், பராசர அடிப்படைகளை கே.பி. ஆளும் கிரகங்களுடன் (ரூலிங் பிளானட்ஸ்) இணைத்து, சொத்து, வழக்கு, வெளிநாட்டுப் பயணம் தொடர்பான கேள்விகளுக்குக் காலவரையறையுடன் பதில் தருகிறார். 17 ஆண்டுகளில் பெங்களூரு, மங்களூரு மற்றும் வளைகுடா நாடுகளில் வாழும் கன்னடக் குடும்பங்களின் நம்பிக்கையைப் பெற்றுள்ளார். ரத்தின ஆலோசனையில் கவனமாக இருப்பவர்; பெரும்பாலும் முதலில் மந்திர ஜபத்தையே பரிந்துரைக்கிறார்.',
    bioTe:
      'ఉడుపికి చెందిన రాఘవేంద్ర భట్ పారాశరీ మూలాలను కేపీ రూలింగ్ ప్లానెట్స్‌తో కలిపి ఆస్తి, కోర్టు వ్యవహారాలు, విదేశీ ప్రయాణాలపై కాలపరిమితితో కూడిన సమాధానాలు ఇస్తారు. 17 ఏళ్లలో బెంగళూరు, మంగళూరు, గల్ఫ్ దేశాల్లోని కన్నడ కుటుంబాల నమ్మకాన్ని సంపాదించారు. రత్నాల సలహాలో జాగ్రత్తగా ఉంటారు; తరచుగా ముందుగా మంత్ర జపాన్నే సూచిస్తారు.',
  },
  {
    slug: 'subhashree-mohanty',
    name: 'Subhashree Mohanty',
    experience: 8,
    rating: 4.6,
    reviews: 2310,
    specialties: ['Palmistry', 'Face Reading', 'Vedic Astrology'],
    languages: ['Hindi', 'Bengali', 'English'],
    ratePerMinute: 30,
    callRatePerMinute: 36,
    isOnline: false,
    bio:
      'Subhashree Mohanty from Bhubaneswar has eight years of experience in palmistry and face reading, which she combines with the birth chart to confirm key life events. She focuses on education and career direction for students and on the health patterns shown in the hands. Her sessions are gentle and practical, and her remedies are often simple daily routines.',
    bioHi:
      'भुवनेश्वर की सुभश्री मोहंती को हस्तरेखा और मुख-सामुद्रिक में आठ वर्षों का अनुभव है, जिसे वे जीवन की प्रमुख घटनाओं की पुष्टि के लिए जन्म कुंडली के साथ जोड़ती हैं। वे विद्यार्थियों की शिक्षा और करियर की दिशा तथा हाथों में दिखने वाले स्वास्थ्य संकेतों पर विशेष ध्यान देती हैं। उनके सत्र सौम्य और व्यावहारिक होते हैं, और उनके उपाय अक्सर सरल दैनिक दिनचर्या के रूप में होते हैं।',
    bioTa:
      'புவனேஸ்வரைச் சேர்ந்த சுபஸ்ரீ மொஹந்தி கைரேகை மற்றும் முக லட்சண சாஸ்திரத்தில் எட்டு ஆண்டு அனுபவம் கொண்டவர்; வாழ்க்கையின் முக்கிய நிகழ்வுகளை உறுதிப்படுத்த இவற்றை ஜாதகத்துடன் இணைத்துப் பார்க்கிறார். மாணவர்களின் கல்வி மற்றும் தொழில் திசை, கைகளில் தெரியும் உடல்நல அறிகுறிகள் ஆகியவற்றில் சிறப்புக் கவனம் செலுத்துகிறார். அவரது அமர்வுகள் மென்மையானவை, நடைமுறைக்கு ஏற்றவை; அவரது பரிகாரங்கள் பெரும்பாலும் எளிய தினசரி பழக்கங்களாகவே இருக்கும்.',
    bioTe:
      'భువనేశ్వర్‌కు చెందిన శుభశ్రీ మొహంతికి హస్తసాముద్రికం, ముఖ సాముద్రికంలో ఎనిమిదేళ్ల అనుభవం ఉంది; జీవితంలోని ముఖ్య సంఘటనలను నిర్ధారించడానికి వీటిని జన్మ జాతకంతో కలిపి చూస్తారు. విద్యార్థుల చదువు, కెరీర్ దిశ, చేతుల్లో కనిపించే ఆరోగ్య సూచనలపై ప్రత్యేక దృష్టి పెడతారు. ఆమె సెషన్లు సౌమ్యంగా, ఆచరణాత్మకంగా ఉంటాయి; ఆమె సూచించే పరిహారాలు తరచుగా సరళమైన దినచర్యలే.',
  },
  {
    slug: 'nikhil-iyer',
    name: 'Nikhil Iyer',
    experience: 6,
    rating: 4.6,
    reviews: 1480,
    specialties: ['KP Astrology', 'Tarot Reading', 'Career & Finance'],
    languages: ['Tamil', 'Kannada', 'English'],
    ratePerMinute: 15,
    callRatePerMinute: 18,
    isOnline: false,
    bio:
      'Nikhil Iyer is a Bengaluru-based KP astrologer and tarot reader who spent a decade in the IT industry before turning to astrology full time. In six years of practice he has specialised in questions from working professionals about job offers, appraisals, start-ups and moving abroad. His affordable rate makes him a good first stop for a quick, focused reading.',
    bioHi:
      'निखिल अय्यर बेंगलुरु के केपी ज्योतिषी और टैरो रीडर हैं, जिन्होंने पूर्णकालिक ज्योतिष अपनाने से पहले दस वर्ष आईटी उद्योग में काम किया। छह वर्षों के अभ्यास में वे नौकरी के प्रस्ताव, अप्रेज़ल, स्टार्टअप और विदेश जाने से जुड़े कामकाजी पेशेवरों के प्रश्नों के विशेषज्ञ बन गए हैं। उनकी किफ़ायती दर उन्हें त्वरित और केंद्रित रीडिंग के लिए एक अच्छा पहला विकल्प बनाती है।',
    bioTa:
      'நிகில் ஐயர் பெங்களூரைச் சேர்ந்த கே.பி. ஜோதிடர் மற்றும் டாரட் வாசிப்பாளர்; முழுநேர ஜோதிடத்துக்கு மாறும் முன் பத்து ஆண்டுகள் தகவல் தொழில்நுட்பத் துறையில் பணியாற்றினார். ஆறு ஆண்டு பயிற்சியில், வேலை வாய்ப்புகள், ஊதிய மதிப்பீடு, ஸ்டார்ட்அப், வெளிநாடு செல்லுதல் குறித்த பணியாளர்களின் கேள்விகளில் நிபுணத்துவம் பெற்றுள்ளார். அவரது குறைந்த கட்டணம், விரைவான, கூர்மையான வாசிப்புக்கு அவரை ஒரு நல்ல முதல் தேர்வாக்குகிறது.',
    bioTe:
      'నిఖిల్ అయ్యర్ బెంగళూరుకు చెందిన కేపీ జ్యోతిష్కుడు, టారో రీడర్; పూర్తి సమయం జ్యోతిష్యంలోకి రాకముందు పదేళ్లు ఐటీ రంగంలో పనిచేశారు. ఆరేళ్ల సాధనలో ఉద్యోగ ఆఫర్లు, అప్రైజల్స్, స్టార్టప్‌లు, విదేశాలకు వెళ్లడం వంటి ఉద్యోగుల ప్రశ్నలలో ప్రత్యేకత సాధించారు. ఆయన అందుబాటు ధర త్వరితమైన, సూటి రీడింగ్ కోసం ఆయనను మంచి మొదటి ఎంపికగా చేస్తుంది.',
  },
]
