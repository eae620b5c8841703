import type { LanguageCode } from '../shared/language'

/**
 * The named festivals of core/festivals/rules.ts by id, in the four languages (the festival calendar's pages
 * and the horoscopes' text both name them).
 */
export const FESTIVAL_NAMES: Readonly<Record<string, Readonly<Record<LanguageCode, string>>>> = {
  'makar-sankranti': { en: 'Makar Sankranti', hi: 'मकर संक्रांति', ta: 'மகர சங்கராந்தி', te: 'మకర సంక్రాంతి' },
  pongal: { en: 'Thai Pongal', hi: 'पोंगल', ta: 'தைப்பொங்கல்', te: 'పొంగల్' },
  'vasant-panchami': { en: 'Vasant Panchami', hi: 'वसंत पंचमी', ta: 'வசந்த பஞ்சமி', te: 'వసంత పంచమి' },
  'maha-shivaratri': { en: 'Maha Shivaratri', hi: 'महाशिवरात्रि', ta: 'மகா சிவராத்திரி', te: 'మహా శివరాత్రి' },
  'holika-dahan': { en: 'Holika Dahan', hi: 'होलिका दहन', ta: 'ஹோலிகா தகனம்', te: 'హోలికా దహనం' },
  holi: { en: 'Holi', hi: 'होली', ta: 'ஹோலி', te: 'హోలీ' },
  ugadi: { en: 'Ugadi', hi: 'उगादि', ta: 'யுகாதி', te: 'ఉగాది' },
  'gudi-padwa': { en: 'Gudi Padwa', hi: 'गुड़ी पड़वा', ta: 'குடி பட்வா', te: 'గుడి పడ్వా' },
  'chaitra-navratri': { en: 'Chaitra Navratri begins', hi: 'चैत्र नवरात्रि आरंभ', ta: 'வசந்த நவராத்திரி ஆரம்பம்', te: 'చైత్ర నవరాత్రులు ప్రారంభం' },
  'ram-navami': { en: 'Ram Navami', hi: 'राम नवमी', ta: 'ஸ்ரீ ராம நவமி', te: 'శ్రీ రామ నవమి' },
  'hanuman-jayanti': { en: 'Hanuman Jayanti', hi: 'हनुमान जयंती', ta: 'அனுமன் ஜெயந்தி', te: 'హనుమాన్ జయంతి' },
  'akshaya-tritiya': { en: 'Akshaya Tritiya', hi: 'अक्षय तृतीया', ta: 'அட்சய திருதியை', te: 'అక్షయ తృతీయ' },
  'guru-purnima': { en: 'Guru Purnima', hi: 'गुरु पूर्णिमा', ta: 'குரு பௌர்ணமி', te: 'గురు పౌర్ణమి' },
  'nag-panchami': { en: 'Nag Panchami', hi: 'नाग पंचमी', ta: 'நாக பஞ்சமி', te: 'నాగ పంచమి' },
  'raksha-bandhan': { en: 'Raksha Bandhan', hi: 'रक्षा बंधन', ta: 'ரக்ஷா பந்தன்', te: 'రక్షా బంధన్' },
  'krishna-janmashtami': { en: 'Krishna Janmashtami', hi: 'कृष्ण जन्माष्टमी', ta: 'கிருஷ்ண ஜெயந்தி', te: 'శ్రీ కృష్ణ జన్మాష్టమి' },
  'krishna-janmashtami-smarta': {
    en: 'Krishna Janmashtami (Smarta)',
    hi: 'कृष्ण जन्माष्टमी (स्मार्त)',
    ta: 'கிருஷ்ண ஜெயந்தி (ஸ்மார்த்தம்)',
    te: 'శ్రీ కృష్ణ జన్మాష్టమి (స్మార్త)',
  },
  'ganesh-chaturthi': { en: 'Ganesh Chaturthi', hi: 'गणेश चतुर्थी', ta: 'விநாயகர் சதுர்த்தி', te: 'వినాయక చవితి' },
  onam: { en: 'Onam (Thiruvonam)', hi: 'ओणम (तिरुवोणम)', ta: 'ஓணம் (திருவோணம்)', te: 'ఓణం (తిరువోణం)' },
  'sharad-navratri': { en: 'Sharad Navratri begins', hi: 'शारदीय नवरात्रि आरंभ', ta: 'சாரதா நவராத்திரி ஆரம்பம்', te: 'శరన్నవరాత్రులు ప్రారంభం' },
  'durga-ashtami': { en: 'Durga Ashtami', hi: 'दुर्गा अष्टमी', ta: 'துர்காஷ்டமி', te: 'దుర్గాష్టమి' },
  dussehra: { en: 'Dussehra (Vijayadashami)', hi: 'दशहरा (विजयादशमी)', ta: 'விஜயதசமி', te: 'విజయదశమి (దసరా)' },
  'karva-chauth': { en: 'Karva Chauth', hi: 'करवा चौथ', ta: 'கர்வா சௌத்', te: 'కర్వా చౌత్' },
  dhanteras: { en: 'Dhanteras', hi: 'धनतेरस', ta: 'தன திரயோதசி', te: 'ధన త్రయోదశి' },
  'narak-chaturdashi': { en: 'Narak Chaturdashi', hi: 'नरक चतुर्दशी', ta: 'நரக சதுர்த்தசி', te: 'నరక చతుర్దశి' },
  diwali: { en: 'Diwali (Lakshmi Puja)', hi: 'दीपावली (लक्ष्मी पूजा)', ta: 'தீபாவளி (லட்சுமி பூஜை)', te: 'దీపావళి (లక్ష్మీ పూజ)' },
  'govardhan-puja': { en: 'Govardhan Puja', hi: 'गोवर्धन पूजा', ta: 'கோவர்த்தன பூஜை', te: 'గోవర్ధన పూజ' },
  'bhai-dooj': { en: 'Bhai Dooj', hi: 'भाई दूज', ta: 'பாய் தூஜ் (யம துவிதியை)', te: 'భాయ్ దూజ్ (యమ ద్వితీయ)' },
  'chhath-puja': { en: 'Chhath Puja', hi: 'छठ पूजा', ta: 'சட் பூஜை', te: 'ఛఠ్ పూజ' },
}
