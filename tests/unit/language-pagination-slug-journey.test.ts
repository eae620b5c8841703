import { describe, expect, it } from 'vitest'
import { journeyStage } from '../../core/administration/journey'
import { languageFromPath, languageOrDefault, localizePath, resolveLanguage, stripLanguagePrefix } from '../../core/shared/language'
import { paginate } from '../../core/shared/pagination'
import { slugify } from '../../core/shared/slug'

describe('language resolution', () => {
  it('takes the URL prefix first', () => {
    expect(resolveLanguage({ pathname: '/tamil/kundli', saved: 'hi', browserLanguages: ['te-IN'] })).toBe('ta')
  })
  it('then the saved choice, then a supported browser language, then English', () => {
    expect(resolveLanguage({ pathname: '/kundli', saved: 'hi', browserLanguages: ['te-IN'] })).toBe('hi')
    expect(resolveLanguage({ pathname: '/kundli', saved: 'xx', browserLanguages: ['fr-FR', 'te-IN'] })).toBe('te')
    expect(resolveLanguage({ pathname: '/kundli', saved: null, browserLanguages: ['fr-FR'] })).toBe('en')
  })
  it('reads and rewrites prefixes, keeping the rest of the path', () => {
    expect(languageFromPath('/hindi')).toBe('hi')
    expect(languageFromPath('/hindikundli')).toBeNull()
    expect(stripLanguagePrefix('/telugu/daily-horoscope/leo')).toBe('/daily-horoscope/leo')
    expect(localizePath('/telugu/daily-horoscope/leo', 'hi')).toBe('/hindi/daily-horoscope/leo')
    expect(localizePath('/hindi/kundli', 'en')).toBe('/kundli')
    expect(localizePath('/', 'ta')).toBe('/tamil')
    expect(localizePath('/tamil', 'en')).toBe('/')
  })
  it('takes a lang value as given when it names a language, English otherwise', () => {
    expect(['te', 'hi', 'ta', 'en'].map(languageOrDefault)).toEqual(['te', 'hi', 'ta', 'en'])
    expect([undefined, null, '', 'TE', 'fr', 3, { lang: 'hi' }].map(languageOrDefault)).toEqual(['en', 'en', 'en', 'en', 'en', 'en', 'en'])
  })
})

describe('blog pagination (3 a page)', () => {
  const articles = Array.from({ length: 20 }, (_, i) => i + 1)
  it('pages 20 articles into 7 pages', () => {
    const first = paginate(articles, 1)
    expect(first).toMatchObject({ items: [1, 2, 3], from: 1, to: 3, total: 20, pageCount: 7, hasPrevious: false, hasNext: true })
    const last = paginate(articles, 7)
    expect(last).toMatchObject({ items: [19, 20], from: 19, to: 20, hasPrevious: true, hasNext: false })
  })
  it('clamps pages out of range', () => {
    expect(paginate(articles, 99).page).toBe(7)
    expect(paginate(articles, 0).page).toBe(1)
    expect(paginate([], 1)).toMatchObject({ pageCount: 1, from: 0, to: 0, hasNext: false })
  })
})

describe('article slugs', () => {
  it('lowercases, drops punctuation, hyphenates spaces and collapses repeats', () => {
    expect(slugify('Saturn Transit 2025: What It Means for You!')).toBe('saturn-transit-2025-what-it-means-for-you')
    expect(slugify("Mercury's Retrograde -- A Guide")).toBe('mercurys-retrograde-a-guide')
    expect(slugify('  Diwali   2025  ')).toBe('diwali-2025')
  })
})

describe('journey stage', () => {
  it('derives the stage from the event name', () => {
    expect(journeyStage('page_view')).toBe('awareness')
    expect(journeyStage('kundli_generated')).toBe('interest')
    expect(journeyStage('astrologer_profile_view')).toBe('consideration')
    expect(journeyStage('chat_started')).toBe('consultation')
    expect(journeyStage('review_submitted')).toBe('retention')
  })
})
