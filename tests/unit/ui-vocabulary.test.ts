import { describe, expect, it, vi } from 'vitest'

/** Each translated language's jyotish terms are a chunk of their own (ui/components/vocabulary.ts). */
describe('the jyotish vocabularies', () => {
  it('are fetched per language, and a language used before it is loaded fails loudly instead of showing English', async () => {
    // A fresh copy of the registry, without what the test setup loaded.
    vi.resetModules()
    const { loadVocabulary, translatedVocabulary } = await import('../../ui/components/vocabulary')
    const { jyotishLabels } = await import('../../ui/components/jyotish-labels')
    expect(translatedVocabulary('en')).toBeNull()
    expect(jyotishLabels('en').planet('sun')).toBe('Sun')
    expect(() => translatedVocabulary('ta')).toThrow(/ta jyotish terms were used before they were loaded/)
    expect(() => jyotishLabels('ta')).toThrow()
    await loadVocabulary('ta')
    expect(jyotishLabels('ta').planet('moon')).toBe('சந்திரன்')
    expect(() => translatedVocabulary('hi')).toThrow()
  })
})
