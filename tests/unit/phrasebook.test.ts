import { describe, expect, it } from 'vitest'
import { JsonPhrasebook, loadPhrases } from '../../adapters/content/json-phrasebook'

/**
 * Every interpretive key exists in all four languages, with as many variants as English, and is not
 * left in English. Placeholders must match across languages.
 */
const books = loadPhrases()
const english = books.get('en')!
// The same names, each at least once: a translation may name a partner twice where English needs it once.
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort().join(',')

describe('phrase books', () => {
  for (const lang of ['hi', 'ta', 'te'] as const) {
    it(`${lang} has every English key, translated, with the same placeholders`, () => {
      const other = books.get(lang)!
      const missing: string[] = []
      const untranslated: string[] = []
      const mismatched: string[] = []
      for (const [key, variants] of english) {
        const translated = other.get(key)
        if (!translated || translated.length !== variants.length) {
          missing.push(key)
          continue
        }
        variants.forEach((en, i) => {
          const text = translated[i]!
          // A sentence of three or more Latin words that equals the English is an untranslated copy.
          if (text === en && /[a-z]{3,}.*\s.*[a-z]{3,}/i.test(en)) untranslated.push(`${key}[${i}]`)
          if (placeholders(text) !== placeholders(en)) mismatched.push(`${key}[${i}]`)
        })
      }
      expect(missing, 'missing or with a different number of variants').toEqual([])
      expect(untranslated, 'left in English').toEqual([])
      expect(mismatched, 'placeholders differ from English').toEqual([])
    })
  }

  it('fills placeholders and picks variants deterministically', () => {
    const book = new JsonPhrasebook(
      new Map([
        ['en', new Map([['t.greet', ['Hello {name}', 'Hi {name}']]])],
        ['hi', new Map()],
        ['ta', new Map()],
        ['te', new Map()],
      ]),
    )
    expect(book.phrase('en', 't.greet', { name: 'Asha' })).toBe('Hello Asha')
    expect(book.phrase('en', 't.greet', { name: 'Asha' }, 3)).toBe('Hi Asha')
    expect(book.phrase('en', 't.greet', { name: 'Asha' }, -1)).toBe('Hi Asha')
    expect(book.has('hi', 't.greet')).toBe(false)
    expect(() => book.phrase('hi', 't.greet')).toThrow(/t\.greet/)
  })
})
