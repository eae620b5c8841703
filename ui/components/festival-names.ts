import type { LanguageCode } from '../../core/shared/language'
import { FESTIVAL_NAMES } from '../../core/festivals/names'
import { panchangLabels } from './panchang-labels'

/**
 * Festival names in the four languages. GET /api/festivals names its entries in English (stable ids
 * for the named festivals, generated names for the recurring vrats, sankrantis and eclipses); this
 * module turns either into the visitor's language and falls back to the English name for anything it
 * does not know, so a festival the server adds later still shows.
 */

type Names = Record<LanguageCode, string>

const NAMED = FESTIVAL_NAMES


/** Ekadashi names (the word before "Ekadashi"), as core/festivals/rules.ts spells them. */
const EKADASHI: Record<string, Omit<Names, 'en'>> = {
  Kamada: { hi: 'कामदा', ta: 'காமதா', te: 'కామద' },
  Varuthini: { hi: 'वरूथिनी', ta: 'வருதினி', te: 'వరూథిని' },
  Mohini: { hi: 'मोहिनी', ta: 'மோகினி', te: 'మోహిని' },
  Apara: { hi: 'अपरा', ta: 'அபரா', te: 'అపర' },
  Nirjala: { hi: 'निर्जला', ta: 'நிர்ஜலா', te: 'నిర్జల' },
  Yogini: { hi: 'योगिनी', ta: 'யோகினி', te: 'యోగిని' },
  Devshayani: { hi: 'देवशयनी', ta: 'தேவசயனி', te: 'తొలి (దేవశయని)' },
  Kamika: { hi: 'कामिका', ta: 'காமிகா', te: 'కామిక' },
  'Shravana Putrada': { hi: 'श्रावण पुत्रदा', ta: 'ஸ்ராவண புத்ரதா', te: 'శ్రావణ పుత్రద' },
  Aja: { hi: 'अजा', ta: 'அஜா', te: 'అజ' },
  Parsva: { hi: 'पार्श्व (परिवर्तिनी)', ta: 'பார்ஸ்வ', te: 'పరివర్తన (పార్శ్వ)' },
  Indira: { hi: 'इन्दिरा', ta: 'இந்திரா', te: 'ఇందిర' },
  Papankusha: { hi: 'पापांकुशा', ta: 'பாபாங்குசா', te: 'పాపాంకుశ' },
  Rama: { hi: 'रमा', ta: 'ரமா', te: 'రమ' },
  Devutthana: { hi: 'देवउठनी', ta: 'உத்தான', te: 'ఉత్థాన (ప్రబోధిని)' },
  Utpanna: { hi: 'उत्पन्ना', ta: 'உத்பன்னா', te: 'ఉత్పన్న' },
  Mokshada: { hi: 'मोक्षदा', ta: 'மோட்சதா (வைகுண்ட)', te: 'మోక్షద (వైకుంఠ)' },
  Saphala: { hi: 'सफला', ta: 'சபலா', te: 'సఫల' },
  'Pausha Putrada': { hi: 'पौष पुत्रदा', ta: 'பௌஷ புத்ரதா', te: 'పుష్య పుత్రద' },
  Shattila: { hi: 'षटतिला', ta: 'ஷட்திலா', te: 'షట్తిల' },
  Jaya: { hi: 'जया', ta: 'ஜயா', te: 'జయ' },
  Vijaya: { hi: 'विजया', ta: 'விஜயா', te: 'విజయ' },
  Amalaki: { hi: 'आमलकी', ta: 'ஆமலகி', te: 'ఆమలకి' },
  Papamochani: { hi: 'पापमोचनी', ta: 'பாபமோசனி', te: 'పాపమోచని' },
  Padmini: { hi: 'पद्मिनी', ta: 'பத்மினி', te: 'పద్మిని' },
  Parama: { hi: 'परमा', ta: 'பரமா', te: 'పరమ' },
}

/** Sankrantis by the sign entered (core's 'Mesha Sankranti' … 'Meena Sankranti'), index 0 = Mesha. */
const SANKRANTI_EN = ['Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makar', 'Kumbha', 'Meena']
const SANKRANTI: Record<Exclude<LanguageCode, 'en'>, readonly string[]> = {
  hi: ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'].map((s) => `${s} संक्रांति`),
  ta: ['மேஷ', 'ரிஷப', 'மிதுன', 'கடக', 'சிம்ம', 'கன்னி', 'துலா', 'விருச்சிக', 'தனுசு', 'மகர', 'கும்ப', 'மீன'].map((s) => `${s} சங்கராந்தி`),
  te: ['మేష', 'వృషభ', 'మిథున', 'కర్కాటక', 'సింహ', 'కన్య', 'తుల', 'వృశ్చిక', 'ధనుస్సు', 'మకర', 'కుంభ', 'మీన'].map((s) => `${s} సంక్రమణం`),
}

/** Recurring vrats and their weekday variants. */
const FIXED: Record<string, Omit<Names, 'en'>> = {
  'Sankashti Chaturthi': { hi: 'संकष्टी चतुर्थी', ta: 'சங்கடஹர சதுர்த்தி', te: 'సంకష్టహర చతుర్థి' },
  'Angaraki Sankashti Chaturthi': { hi: 'अंगारकी संकष्टी चतुर्थी', ta: 'அங்காரக சங்கடஹர சதுர்த்தி', te: 'అంగారక సంకష్టహర చతుర్థి' },
  'Pradosh Vrat': { hi: 'प्रदोष व्रत', ta: 'பிரதோஷம்', te: 'ప్రదోష వ్రతం' },
  'Soma Pradosh Vrat': { hi: 'सोम प्रदोष व्रत', ta: 'சோம பிரதோஷம்', te: 'సోమ ప్రదోష వ్రతం' },
  'Bhauma Pradosh Vrat': { hi: 'भौम प्रदोष व्रत', ta: 'பௌம பிரதோஷம்', te: 'భౌమ ప్రదోష వ్రతం' },
  'Shani Pradosh Vrat': { hi: 'शनि प्रदोष व्रत', ta: 'சனி பிரதோஷம்', te: 'శని ప్రదోష వ్రతం' },
  'Masik Shivaratri': { hi: 'मासिक शिवरात्रि', ta: 'மாத சிவராத்திரி', te: 'మాస శివరాత్రి' },
}

const WORDS: Record<Exclude<LanguageCode, 'en'>, { ekadashi: string; purnima: string; amavasya: string; somvati: string; shani: string }> = {
  hi: { ekadashi: 'एकादशी', purnima: 'पूर्णिमा', amavasya: 'अमावस्या', somvati: 'सोमवती', shani: 'शनि' },
  ta: { ekadashi: 'ஏகாதசி', purnima: 'பௌர்ணமி', amavasya: 'அமாவாசை', somvati: 'சோமவார', shani: 'சனி' },
  te: { ekadashi: 'ఏకాదశి', purnima: 'పౌర్ణమి', amavasya: 'అమావాస్య', somvati: 'సోమవతి', shani: 'శని' },
}

const ECLIPSE_KIND: Record<string, Names> = {
  Total: { en: 'Total', hi: 'पूर्ण', ta: 'முழு', te: 'సంపూర్ణ' },
  Partial: { en: 'Partial', hi: 'आंशिक', ta: 'பகுதி', te: 'పాక్షిక' },
  Penumbral: { en: 'Penumbral', hi: 'उपच्छाया', ta: 'புறநிழல்', te: 'ఉపచ్ఛాయ' },
  Annular: { en: 'Annular', hi: 'वलयाकार', ta: 'வளைய', te: 'కంకణాకార' },
  Hybrid: { en: 'Hybrid', hi: 'संकर', ta: 'கலப்பு', te: 'సంకర' },
}
const ECLIPSE_BODY: Record<'moon' | 'sun', Omit<Names, 'en'>> = {
  moon: { hi: 'चंद्र ग्रहण', ta: 'சந்திர கிரகணம்', te: 'చంద్ర గ్రహణం' },
  sun: { hi: 'सूर्य ग्रहण', ta: 'சூரிய கிரகணம்', te: 'సూర్య గ్రహణం' },
}

/** A named festival's id without the date the server appends to a repeated id ('diwali-2025-10-20' → 'diwali'). */
export function festivalBaseId(id: string): string {
  return id.replace(/-\d{4}-\d{2}-\d{2}$/, '')
}

/**
 * The name of a calendar entry in a language: by id for the named festivals, by the English name's
 * pattern for Ekadashis, Purnimas, Amavasyas, Sankashtis, Pradosh vrats, Masik Shivaratris,
 * sankrantis and eclipses, else the English name.
 */
export function festivalName(entry: { id: string; name: string }, language: LanguageCode): string {
  const named = NAMED[festivalBaseId(entry.id)]
  if (named) return named[language]
  if (language === 'en') return entry.name
  const name = entry.name.trim()
  const words = WORDS[language]
  const labels = panchangLabels(language)

  const fixed = FIXED[name]
  if (fixed) return fixed[language]

  let m = /^(.+) Ekadashi$/.exec(name)
  if (m && EKADASHI[m[1]]) return `${EKADASHI[m[1]][language]} ${words.ekadashi}`

  // In a compound the month takes its stem: Telugu 'పుష్యం' → 'పుష్య పౌర్ణమి', Tamil 'மாகம்' → 'மாக அமாவாசை'.
  const masa = (month: string, adhika: boolean) => labels.masa(month, adhika).replace(/(ம்|ం)$/, '')

  m = /^(Adhika )?(\w+) Purnima$/.exec(name)
  if (m) return `${masa(m[2], !!m[1])} ${words.purnima}`

  m = /^(Adhika )?(\w+) Amavasya(?: \((Somvati|Shani)\))?$/.exec(name)
  if (m) {
    const day = m[3] === 'Somvati' ? ` (${words.somvati})` : m[3] === 'Shani' ? ` (${words.shani})` : ''
    return `${masa(m[2], !!m[1])} ${words.amavasya}${day}`
  }

  m = /^(\w+) Sankranti$/.exec(name)
  if (m) {
    const i = SANKRANTI_EN.indexOf(m[1])
    if (i >= 0) return SANKRANTI[language][i]
  }

  m = /^(\w+) (Lunar|Solar) Eclipse/.exec(name)
  if (m && ECLIPSE_KIND[m[1]]) return `${ECLIPSE_KIND[m[1]][language]} ${ECLIPSE_BODY[m[2] === 'Lunar' ? 'moon' : 'sun'][language]}`

  return entry.name
}
