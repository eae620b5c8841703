import { describe, expect, it } from 'vitest'
import { karanaName, MASA_NAMES, RITU_NAMES, SAMVATSARA_NAMES, TAMIL_MONTH_NAMES, tithiName, YOGA_NAMES } from '../../core/jyotish/panchang/names'
import { CHOGHADIYA } from '../../core/jyotish/panchang/timings'
import { LANGUAGES } from '../../core/shared/language'
import { masaNumber, nakshatraNumber, panchangLabels, planetId, tithiNumber, varaNumber, yogaNumber } from '../../ui/components/panchang-labels'

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const

describe('panchang vocabulary', () => {
  it('prints in English exactly the names the engine uses', () => {
    const en = panchangLabels('en')
    for (let t = 1; t <= 30; t++) expect(en.tithi(t)).toBe(tithiName(t))
    for (let k = 1; k <= 60; k++) expect(en.karana(k)).toBe(karanaName(k))
    expect(en.yogas).toEqual(YOGA_NAMES)
    expect(en.masas).toEqual(MASA_NAMES)
    expect(en.solarMonths).toEqual(TAMIL_MONTH_NAMES)
    expect(en.solarMonth(8)).toBe('Karthigai')
    expect(en.ritus).toEqual(RITU_NAMES)
    expect(en.samvatsaras).toEqual(SAMVATSARA_NAMES)
    expect(en.choghadiyas).toEqual(CHOGHADIYA.map((c) => c.name))
  })

  for (const { code } of LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`${code}: has every name, in its own script`, () => {
      const v = panchangLabels(code)
      const script = SCRIPTS[code as keyof typeof SCRIPTS]
      const lists: Array<[string, readonly string[], number]> = [
        ['tithis', v.tithis, 16],
        ['yogas', v.yogas, 27],
        ['karanas', v.karanas, 11],
        ['varas', v.varas, 7],
        ['varaShort', v.varaShort, 7],
        ['masas', v.masas, 12],
        ['solarMonths', v.solarMonths, 12],
        ['ritus', v.ritus, 6],
        ['samvatsaras', v.samvatsaras, 60],
        ['choghadiyas', v.choghadiyas, 7],
      ]
      for (const [name, list, length] of lists) {
        expect(list, name).toHaveLength(length)
        for (const item of list) expect(item, `${name}: ${item}`).toMatch(script)
      }
      for (const record of [v.paksha, v.pakshaFull, v.ayanas, v.qualities, v.terms, v.kala, v.directions]) {
        for (const [key, value] of Object.entries(record)) expect(value, key).toMatch(script)
      }
      expect(Object.keys(v.terms)).toEqual(Object.keys(panchangLabels('en').terms))
      expect(Object.keys(v.kala)).toEqual(Object.keys(panchangLabels('en').kala))
    })
  }
})

describe('panchang labels', () => {
  it('names tithis with their paksha, Purnima and Amavasya alone', () => {
    const en = panchangLabels('en')
    expect(en.tithiWithPaksha(2)).toBe('Shukla Dwitiya')
    expect(en.tithiWithPaksha(29)).toBe('Krishna Chaturdashi')
    expect(en.tithiWithPaksha(15)).toBe('Purnima')
    expect(en.tithiWithPaksha(30)).toBe('Amavasya')
    expect(panchangLabels('hi').tithiWithPaksha(29)).toBe('कृष्ण चतुर्दशी')
    expect(panchangLabels('te').tithi(4)).toBe('చవితి')
    expect(() => en.tithi(31)).toThrow(RangeError)
  })

  it('names karanas 1–60: Kimstughna, the seven moving ones, Shakuni, Chatushpada, Naga', () => {
    const hi = panchangLabels('hi')
    expect(hi.karana(1)).toBe('किंस्तुघ्न')
    expect(hi.karana(2)).toBe('बव')
    expect(hi.karana(8)).toBe('विष्टि (भद्रा)')
    expect(hi.karana(57)).toBe('विष्टि (भद्रा)')
    expect(hi.karana(58)).toBe('शकुनि')
    expect(hi.karana(60)).toBe('नाग')
    expect(() => hi.karana(0)).toThrow(RangeError)
  })

  it('reads the English names of GET /api/muhurat and /api/panchang/today back into numbers', () => {
    expect(tithiNumber('Chaturdashi', 'krishna')).toBe(29)
    expect(tithiNumber('Dwitiya', 'shukla')).toBe(2)
    expect(tithiNumber('Purnima', 'krishna')).toBe(15)
    expect(tithiNumber('Amavasya', 'shukla')).toBe(30)
    expect(tithiNumber('Someday', 'shukla')).toBeNull()
    expect(nakshatraNumber('Purva Ashadha')).toBe(20)
    expect(nakshatraNumber('uttara bhadrapada')).toBe(26)
    expect(yogaNumber('Vaidhriti')).toBe(27)
    expect(varaNumber('Monday')).toBe(1)
    expect(varaNumber('Shanivara')).toBe(6)
    expect(masaNumber('Ashvin')).toBe(7)
    expect(planetId('Moon')).toBe('moon')
    expect(planetId('saturn')).toBe('saturn')
    expect(planetId('Pluto')).toBeNull()
  })

  it('translates by name and keeps unknown names as they are', () => {
    const ta = panchangLabels('ta')
    expect(ta.tithiByName('Trayodashi', 'shukla')).toBe('சுக்ல திரயோதசி')
    expect(ta.tithiByName('Trayodashi', 'shukla', false)).toBe('திரயோதசி')
    expect(ta.nakshatraByName('Ashwini')).toBe('அஸ்வினி')
    expect(ta.yogaByName('Vyatipata')).toBe('வியதீபாதம்')
    expect(ta.karanaByName('Taitila')).toBe('தைதுலம்')
    expect(ta.varaByName('Sunday')).toBe('ஞாயிற்றுக்கிழமை')
    expect(ta.choghadiya('Amrit')).toBe('அமிர்தம்')
    expect(ta.quality('bad')).toBe('தீயது')
    expect(ta.samvatsara('Vishvavasu')).toBe('விசுவாவசு')
    expect(ta.ritu('Sharad')).toBe('சரத் ருது')
    expect(ta.planet('venus')).toBe('சுக்கிரன்')
    expect(ta.nakshatraByName('Abhijit')).toBe('Abhijit')
    expect(ta.kalaName('pradosh')).toBe('பிரதோஷ காலம்')
    expect(ta.kalaName('unknown-window')).toBe('unknown-window')
  })

  it('marks adhika months', () => {
    expect(panchangLabels('en').masa('Jyeshtha', true)).toBe('Adhika Jyeshtha')
    expect(panchangLabels('hi').masa(8)).toBe('कार्तिक')
    expect(panchangLabels('te').masa('Shravana', true)).toBe('అధిక శ్రావణం')
  })
})
