import Sanscript from '@indic-transliteration/sanscript'

/**
 * Spellings of a name from its precise romanisation (core/names/phonetics.ts: Harvard-Kyoto with `zh`,
 * `ĕ`, `ŏ`, and `ə` for a silent schwa inside a compound), through @indic-transliteration/sanscript's `hk_dravidian` scheme, then each script's
 * conventions for names:
 * - Devanagari (Hindi): a final consonant is written without virama (the schwa is silent: आरव, not आरव्).
 * - Tamil: ந only at the start of a word and before த, elsewhere ன (அனன்யா); the anusvara as the nasal of
 *   the next consonant (சஞ்சய்); jñ as ஞ at the start and க்ஞ inside (ஞானம், யக்ஞசேனி); ṛ as இரு (கிருஷ்ணா); a final short -a as -ā and a final -ī as -i, as Tamil
 *   writes names (ஆதித்யா, லக்ஷ்மி); ஶ as ஷ except in ஸ்ரீ.
 * - Telugu: as sanscript writes it, the virama kept (ఆరవ్), a final -ā and -ī short (సీత, లక్ష్మి), a
 *   nasal before a stop of its class as the anusvara (నంద).
 * A data line may give the Tamil spelling itself where Tamil orthography differs from the sound (Tamil names).
 */
export function nameScripts(roman: string): { hi: string; ta: string; te: string } {
  // 'ə' marks a schwa Hindi spells but does not say (गुरदीप, राजकुमार), where Tamil and Telugu write a
  // virama (குர்தீப், గుర్దీప్).
  const silent = roman.replace(/ə/g, '')
  return { hi: devanagari(roman.replace(/ə/g, 'a')), ta: tamil(silent), te: telugu(silent) }
}

/** HK with Sanskrit's long e/o to hk_dravidian, where plain e/o are short. */
function toDravidianHk(roman: string): string {
  // 'w' is an English way of writing v (Swaroop): the scripts have one letter for both.
  return roman.replace(/w/g, 'v').replace(/e/g, 'E').replace(/o/g, 'O').replace(/ĕ/g, 'e').replace(/ŏ/g, 'o')
}

function devanagari(roman: string): string {
  return Sanscript.t(toDravidianHk(roman), 'hk_dravidian', 'devanagari')
    .replace(/ॆ/g, 'े')
    .replace(/ॊ/g, 'ो')
    .replace(/ऎ/g, 'ए')
    .replace(/ऒ/g, 'ओ')
    .replace(/[ऴळ]/g, 'ल')
    .replace(/्(?=\s|$)/g, '')
}

function telugu(roman: string): string {
  // Telugu writes names with a short final vowel: సీత, లక్ష్మి.
  return Sanscript.t(toDravidianHk(roman), 'hk_dravidian', 'telugu')
    .replace(/ఴ/g, 'ళ')
    // A nasal before a stop of its class is written as the anusvara (నంద, అంబిక).
    .replace(/[నణఙఞ]్(?=[కఖగఘచఛజఝటఠడఢతథదధ])|మ్(?=[పఫబభ])/g, 'ం')
    .replace(/ా(?=\s|$)/g, '')
    .replace(/ీ(?=\s|$)/g, 'ి')
}

const HOMORGANIC: ReadonlyArray<readonly [RegExp, string]> = [
  [/M(?=k|g)/g, 'G'],
  [/M(?=c|j)/g, 'J'],
  [/M(?=T|D)/g, 'N'],
  [/M(?=t|d|n)/g, 'n'],
  [/M/g, 'm'],
]

function tamil(roman: string): string {
  // Tamil has no jh: it is written as j (ஜங்கார்).
  let hk = toDravidianHk(roman).replace(/jh/g, 'j')
  for (const [pattern, nasal] of HOMORGANIC) hk = hk.replace(pattern, nasal)
  let ta = Sanscript.t(hk, 'hk_dravidian', 'tamil')
  ta = ta.replace(/(^|\s)ரு'/g, '$1ரி').replace(/்ரு'/g, 'ிரு').replace(/'/g, '')
  // ந: word-initial or before த; elsewhere the alveolar ன.
  ta = ta.replace(/(?<!^|\s)ந(?!்த)/g, 'ன')
  ta = ta.replace(/ஶ்ரீ/g, 'ஸ்ரீ').replace(/ஶ/g, 'ஷ')
  // Tamil writes a syllabic s and the j after ஞ with ச (சுரேஷ், சஞ்சய்), and jñ as ஞ (ஞானம்).
  ta = ta.replace(/ஸ(?!்)/g, 'ச').replace(/ஞ்ஜ/g, 'ஞ்ச').replace(/(^|\s)ஜ்ஞ/g, '$1ஞ').replace(/ஜ்ஞ/g, 'க்ஞ')
  // A final consonant with its inherent a (no sign, no pulli) is written long; a final ī short.
  ta = ta.replace(/([க-ஹ])(?=\s|$)/g, '$1ா').replace(/ீ(?=\s|$)/g, 'ி')
  return ta
}

/** The usual English spelling derived from the romanisation (a data line may override it). */
export function englishSpelling(roman: string): string {
  const map: ReadonlyArray<readonly [RegExp, string]> = [
    [/zh/g, '\u0000'], [/jJ/g, 'gy'], [/kS/g, 'ksh'], [/ch/g, 'chh'], [/c/g, 'ch'], [/RR|R/g, 'ri'], [/[zS]/g, 'sh'],
    [/Th/g, 'th'], [/Dh/g, 'dh'], [/T/g, 't'], [/D/g, 'd'], [/[NGJ]/g, 'n'], [/M(?=[pbm])/g, 'm'], [/M/g, 'n'],
    [/H/g, 'h'], [/L/g, 'l'], [/I(?=\s|$)/g, 'i'], [/^I/g, 'i'], [/I/g, 'ee'], [/U(?=\s|$)/g, 'u'], [/^U/g, 'u'], [/U/g, 'oo'],
    [/A/g, 'a'], [/[Eĕ]/g, 'e'], [/[Oŏ]/g, 'o'], [/\u0000/g, 'zh'],
  ]
  let out = roman.replace(/ə/g, '')
  for (const [pattern, latin] of map) out = out.replace(pattern, latin)
  return out.charAt(0).toUpperCase() + out.slice(1)
}
