import { existsSync } from 'node:fs'
import { FEATURE_CATALOGS, catalogFolder } from '../../ui/i18n/feature-catalog-names'
import { describe, expect, it } from 'vitest'
import { poMessages } from '../support/po-catalog'

/**
 * Every message of the web client has a real translation in hi, ta and te: present, not empty, not a
 * copy of the English, and written in the language's own script. `npm test` extracts the catalogs
 * from the source first, so a new message without translations fails here.
 */
const SCRIPTS = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/, te: /[\u0C00-\u0C7F]/ } as const

/** Words that stay as they are in every language (names of brands, services and sources). */
const UNTRANSLATED_WORDS = new Set(['AstroVedic', 'GeoNames', 'Google', 'Razorpay', 'UPI', 'WhatsApp', 'English', 'PIN', 'KP', 'OK', 'am', 'pm', 'AM', 'PM'])

function needsTranslation(message: string): boolean {
  const words = message
    .replace(/\{[^{}]*\}/g, ' ') // ICU placeholders
    .replace(/<\/?\d+\/?>/g, ' ') // Lingui component tags
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .match(/[A-Za-z]{2,}/g)
  return (words ?? []).some((w) => !UNTRANSLATED_WORDS.has(w))
}

/** The shared catalog, the route table's and every feature's own (ui/lingui.config.ts). */
const CATALOG_DIRS = ['ui/locales', 'ui/app/locales', ...FEATURE_CATALOGS.map((name) => `ui/features/${catalogFolder(name)}/locales`)]

function catalog(dir: string, locale: string) {
  const file = `${dir}/${locale}/messages.po`
  expect(existsSync(file), `${file} exists`).toBe(true)
  return poMessages(file)
}

describe.each(CATALOG_DIRS)('translation catalog %s', (dir) => {
  const english = catalog(dir, 'en')
  // A feature's catalog may still be empty (its pages not written yet); the shared one never is.
  it.runIf(dir === 'ui/locales' || dir === 'ui/app/locales')('has the source messages', () => {
    expect(english.length).toBeGreaterThan(100)
  })

  for (const locale of ['hi', 'ta', 'te'] as const) {
    it(`${locale}: every message is translated into its own script`, () => {
      const translations = new Map(catalog(dir, locale).map((item) => [item.msgid, item.msgstr[0] ?? '']))
      const missing: string[] = []
      const copies: string[] = []
      for (const item of english) {
        const translated = translations.get(item.msgid)
        if (!translated || !translated.trim()) {
          missing.push(item.msgid)
          continue
        }
        if (needsTranslation(item.msgid) && (translated === item.msgid || !SCRIPTS[locale].test(translated))) copies.push(item.msgid)
      }
      expect(missing, `${locale} misses translations`).toEqual([])
      expect(copies, `${locale} keeps English copies`).toEqual([])
    })
  }
})

describe('copy detection', () => {
  it('tells English copies from legitimate ones', () => {
    expect(needsTranslation('Sign In')).toBe(true)
    expect(needsTranslation('{0} / {1}')).toBe(false)
    expect(needsTranslation('AstroVedic')).toBe(false)
    expect(needsTranslation('₹{amount}')).toBe(false)
  })
})
