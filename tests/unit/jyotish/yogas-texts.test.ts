import { describe, expect, it } from 'vitest'
import { YOGAS } from '../../../core/jyotish/yogas/all-yogas'
import { YOGA_TEXTS } from '../../../ui/features/kundli/blocks/yoga-texts'

const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const

describe('the yoga texts for readers', () => {
  it('name and explain every declared yoga in English, Hindi, Tamil and Telugu, each in its own script', () => {
    for (const { id } of YOGAS) {
      const texts = YOGA_TEXTS[id]
      expect(texts, id).toBeDefined()
      for (const lang of ['en', 'hi', 'ta', 'te'] as const) {
        expect(texts![lang].name.trim(), `${id} ${lang}`).not.toBe('')
        expect(texts![lang].rule.trim().length, `${id} ${lang}`).toBeGreaterThan(20)
      }
      for (const lang of ['hi', 'ta', 'te'] as const) {
        expect(texts![lang].name, `${id} ${lang}`).not.toBe(texts!.en.name)
        expect(texts![lang].rule, `${id} ${lang}`).not.toBe(texts!.en.rule)
        expect(texts![lang].name, `${id} ${lang}`).toMatch(SCRIPTS[lang])
        expect(texts![lang].rule, `${id} ${lang}`).toMatch(SCRIPTS[lang])
        // No English word left in a translation (numerals, dashes and brackets are fine).
        expect(texts![lang].rule, `${id} ${lang}`).not.toMatch(/[A-Za-z]{3,}/)
      }
    }
  })
  it('has no text for a yoga that is not declared, and uses the traditional names', () => {
    expect(Object.keys(YOGA_TEXTS).sort()).toEqual(YOGAS.map((y) => y.id).sort())
    expect(YOGA_TEXTS['gaja-kesari']!.hi.name).toBe('गजकेसरी योग')
    expect(YOGA_TEXTS['gaja-kesari']!.ta.name).toBe('கஜகேசரி யோகம்')
    expect(YOGA_TEXTS['gaja-kesari']!.te.name).toBe('గజకేసరి యోగం')
    expect(YOGA_TEXTS['raja-9-10']!.hi.rule).toMatch(/^नवमेश और दशमेश/)
    expect(YOGA_TEXTS['neecha-bhanga-sun']!.ta.rule).toMatch(/^சூரியன் நீச ராசியான துலாமில்/)
  })
})
