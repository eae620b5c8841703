import { describe, expect, it } from 'vitest'
import {
  detectIndicScript,
  foldedWordSuffixes,
  foldPlaceName,
  indicToLatin,
  nativePlaceKey,
  phoneticKeyOf,
  soundDistance,
  soundsAlike,
  soundSpelling,
} from '../../../core/places/place-names'

describe('folding place names', () => {
  it('removes accents, apostrophes and punctuation, and lower-cases', () => {
    expect(foldPlaceName('Sant Julià de Lòria')).toBe('sant julia de loria')
    expect(foldPlaceName("Kal'kutta")).toBe('kalkutta')
    expect(foldPlaceName('  São  Paulo ')).toBe('sao paulo')
    expect(foldPlaceName('Vārānasi')).toBe('varanasi')
    expect(foldPlaceName('Hyderābād')).toBe('hyderabad')
    expect(foldPlaceName('Düsseldorf-Nord')).toBe('dusseldorf nord')
    expect(foldPlaceName('Łódź')).toBe('lodz')
    expect(foldPlaceName('Straße')).toBe('strasse')
  })

  it('lists the later words of a name for word-prefix search', () => {
    expect(foldedWordSuffixes('sant julia de loria')).toEqual(['julia de loria', 'de loria', 'loria'])
    expect(foldedWordSuffixes('mumbai')).toEqual([])
  })

  it('keeps Indic names as typed, without zero-width joiners', () => {
    expect(nativePlaceKey('కోల్\u200cకాతా')).toBe('కోల్కాతా')
    expect(nativePlaceKey(' नई  दिल्ली ')).toBe('नई दिल्ली')
  })
})

describe('Indic scripts', () => {
  it('detects the script of the first Indic letter', () => {
    expect(detectIndicScript('मुंबई')).toBe('devanagari')
    expect(detectIndicScript('மும்பை')).toBe('tamil')
    expect(detectIndicScript('ముంబై')).toBe('telugu')
    expect(detectIndicScript('ಬೆಂಗಳೂರು')).toBe('kannada')
    expect(detectIndicScript('Mumbai')).toBeNull()
  })

  it('transliterates to folded Latin letters, the anusvara as the nasal that follows', () => {
    expect(indicToLatin('मुंबई')).toBe('mumbai')
    expect(indicToLatin('बेंगलुरु')).toBe('bengaluru')
    expect(indicToLatin('चंडीगढ़')).toBe('chandigara')
    expect(indicToLatin('హైదరాబాద్')).toBe('haidarabad')
  })
})

describe('phonetic skeletons', () => {
  const same: Array<[string, string[]]> = [
    ['Mumbai', ['मुंबई', 'मुम्बई', 'மும்பை', 'ముంబై']],
    ['Delhi', ['दिल्ली', 'Dilli']],
    ['Chennai', ['சென்னை', 'चेन्नई', 'చెన్నై']],
    ['Hyderabad', ['హైదరాబాద్', 'हैदराबाद', 'Hydrabad']],
    ['Varanasi', ['वाराणसी', 'வாரணாசி']],
    ['Kozhikode', ['கோழிக்கோடு', 'Calicut']],
    ['Bengaluru', ['बेंगलुरु', 'பெங்களூரு', 'బెంగళూరు']],
    ['Chandigarh', ['चंडीगढ़']],
    ['Thiruvananthapuram', ['திருவனந்தபுரம்']],
    ['Ahmedabad', ['अहमदाबाद']],
    ['Vijayawada', ['విజయవాడ']],
  ]
  it.each(same)('%s sounds like its Indic spellings', (latin, others) => {
    for (const other of others) expect(phoneticKeyOf(other), other).toBe(phoneticKeyOf(latin))
  })

  it('ignores vowel length and the inherent vowel, not the consonants', () => {
    expect(phoneticKeyOf('Jaipur')).toBe(phoneticKeyOf('जयपुर'))
    expect(phoneticKeyOf('Jaipur')).not.toBe(phoneticKeyOf('Nagpur'))
  })
})

describe('sound spellings', () => {
  it('tell vowel differences, tolerating one edit per three sounds', () => {
    expect(soundSpelling('delhi')).toBe('teli')
    expect(soundSpelling('dilli')).toBe('tili')
    expect(soundsAlike(soundSpelling('dilli'), soundSpelling('delhi'))).toBe(true)
    expect(soundsAlike(soundSpelling(indicToLatin('हैदराबाद')), soundSpelling('hyderabad'))).toBe(true)
    expect(soundsAlike(soundSpelling('mumbai'), soundSpelling('nampa'))).toBe(false)
    expect(soundsAlike(soundSpelling('varanasi'), soundSpelling('worms'))).toBe(false)
  })

  it('does not count the letters still to be typed', () => {
    expect(soundDistance('mum', 'mumpai')).toBe(0)
    expect(soundDistance('mumpai', 'mumpai')).toBe(0)
    expect(soundDistance('mumpa', 'mum')).toBe(2)
  })
})
