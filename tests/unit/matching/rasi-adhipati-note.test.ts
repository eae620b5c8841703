import { describe, expect, it } from 'vitest'
import { JsonPhrasebook } from '../../../adapters/content/json-phrasebook'
import { naturalRelation } from '../../../core/jyotish/dignity'
import { placementOf, signLord } from '../../../core/jyotish/zodiac'
import { matchCharts } from '../../../core/matching/match'
import { rasiAdhipati } from '../../../core/matching/porutham'
import { presentMatch, type PartnerEcho } from '../../../core/matching/present'
import { LANGUAGES } from '../../../core/shared/language'

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code)

const book = new JsonPhrasebook()

/** A small seeded generator, so that a failure names a couple that can be replayed. */
function mulberry32(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function partner(longitude: number) {
  const p = placementOf(longitude)
  const moon = { longitude: p.longitude, sign: p.sign, nakshatra: p.nakshatra, pada: p.pada }
  const chart = { moon, manglik: { lagnaSign: 1, moonSign: p.sign, venusSign: 2, marsSign: 3, jupiterSign: 4 } }
  const echo: PartnerEcho = { moonSign: p.sign, moonSignName: 'x', moonLongitude: p.longitude, nakshatra: p.nakshatra, nakshatraName: 'x', pada: p.pada, lagnaSign: 1, input: {} }
  return { chart, echo }
}

const mutualWords: Record<string, RegExp> = {
  en: /enemies of each other|are enemies/,
  hi: /परस्पर शत्रु/,
  ta: /ஒருவருக்கொருவர் பகைவர்கள்|பரஸ்பர பகைவர்/,
  te: /పరస్పర శత్రువులు/,
}

describe('rasi adhipati note', () => {
  it('says the Moon is friendly to Mercury while Mercury is hostile, never that they are mutual enemies', () => {
    const item = rasiAdhipati('mercury', 'moon')
    expect(item).toMatchObject({ matched: false, outcome: 'oneWayFriend', detail: { hostile: 'mercury', other: 'moon' } })
    // Saturn and the Sun count each other enemies: that one is mutual.
    expect(rasiAdhipati('saturn', 'sun')).toMatchObject({ matched: false, outcome: 'mutualEnemies' })
    expect(rasiAdhipati('jupiter', 'jupiter')).toMatchObject({ matched: true, outcome: 'matched' })
  })

  it('over 2,000 random couples, in every language, calls an enmity mutual exactly when both lords hold it', () => {
    const random = mulberry32(35)
    const problems: string[] = []
    let oneWay = 0
    let mutual = 0
    for (let n = 0; n < 2000; n++) {
      const boy = partner(random() * 360)
      const girl = partner(random() * 360)
      const facts = matchCharts(boy.chart, girl.chart)
      const bl = signLord(boy.chart.moon.sign)
      const gl = signLord(girl.chart.moon.sign)
      const ab = naturalRelation(bl, gl)
      const ba = naturalRelation(gl, bl)
      const failed = bl !== gl && (ab === 'enemy' || ba === 'enemy')
      const isMutual = failed && ab === 'enemy' && ba === 'enemy'
      if (failed) isMutual ? mutual++ : oneWay++
      for (const lang of LANGUAGE_CODES) {
        const answer = presentMatch(book, lang, facts, { boy: boy.echo, girl: girl.echo })
        const item = answer.porutham.items.find((i) => i.id === 'rasiAdhipati')!
        const where = `${lang} ${bl}/${gl}: ${item.note}`
        if (item.matched === failed) problems.push(`${where} matched=${item.matched}`)
        if (/\{|\}/.test(item.note)) problems.push(`${where} unfilled`)
        const saysMutual = mutualWords[lang]!.test(item.note)
        if (failed && saysMutual !== isMutual) problems.push(`${where} mutual=${isMutual}`)
        if (failed && !isMutual) {
          // The hostile lord is the one the note names as holding the enmity.
          const hostile = ab === 'enemy' ? bl : gl
          const other = ab === 'enemy' ? gl : bl
          const label = (id: string) => book.phrase(lang, `matching.attr.graha.${id}`)
          const expected = book.phrase(lang, `matching.porutham.rasiAdhipati.${naturalRelation(other, hostile) === 'friend' ? 'oneWayFriend' : 'oneWayNeutral'}`, { hostile: label(hostile), other: label(other) })
          if (item.note !== expected) problems.push(`${where} expected ${expected}`)
        }
      }
    }
    expect(problems.slice(0, 10)).toEqual([])
    // The sample holds both kinds of failure, so each branch was exercised.
    expect(oneWay).toBeGreaterThan(100)
    expect(mutual).toBeGreaterThan(20)
  })
})
