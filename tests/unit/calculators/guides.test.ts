import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GUIDES_DIR, MarkdownGuideLibrary, parseGuide } from '../../../adapters/content/markdown-guide-library'
import { GUIDE_SLUGS, LEARN_SLUGS, TOPIC_SLUGS } from '../../../core/content/ports/guide-library'
import { LANGUAGES } from '../../../core/shared/language'
import { parseMarkdown } from '../../../ui/components/markdown/markdown'

/** The written guides (palmistry, vastu): their file format, and every language carrying every section. */
describe('guide files', () => {
  it('parses front matter and `## Heading {#id}` sections', () => {
    const guide = parseGuide('---\ntitle: Palms\ndescription: How to read them\n---\n\n## Lines {#lines}\n\nThe **heart** line.\n\n- one\n- two\n\n## Mounts {#mounts}\nSeven.\n', 'palmistry', 'en')
    expect(guide).toEqual({
      slug: 'palmistry',
      lang: 'en',
      title: 'Palms',
      description: 'How to read them',
      sections: [
        { id: 'lines', heading: 'Lines', body: 'The **heart** line.\n\n- one\n- two' },
        { id: 'mounts', heading: 'Mounts', body: 'Seven.' },
      ],
    })
  })

  it('refuses a file without front matter or with text before its first section', () => {
    expect(() => parseGuide('## A {#a}\ntext', 'vastu', 'en')).toThrow(/front matter/)
    expect(() => parseGuide('---\ntitle: T\ndescription: D\n---\nloose text\n## A {#a}\n', 'vastu', 'en')).toThrow(/before the first section/)
  })

  const library = new MarkdownGuideLibrary()
  for (const slug of GUIDE_SLUGS) {
    const english = library.guide(slug, 'en')
    it(`${slug}: written in every language, with the same sections as the English`, () => {
      expect(english, `${slug} in English`).not.toBeNull()
      for (const { code } of LANGUAGES) {
        const guide = library.guide(slug, code)
        expect(guide, `${slug} in ${code}`).not.toBeNull()
        expect(guide!.sections.map((s) => s.id), `${code}/${slug}.md sections`).toEqual(english!.sections.map((s) => s.id))
        for (const section of guide!.sections) {
          expect(section.body.length, `${code}/${slug}.md #${section.id}`).toBeGreaterThan(200)
          expect(parseMarkdown(section.body).length).toBeGreaterThan(0)
          // The subset has **bold** but no *italics*: single asterisks would show as they are.
          expect(section.body, `${code}/${slug}.md #${section.id}`).not.toMatch(/(?<![*\w])\*[^*\n]+\*(?![*\w])/)
        }
      }
    })
  }

  it('gives every learn page at least 1,200 words in English and a full translation', () => {
    const words = (slug: (typeof LEARN_SLUGS)[number], lang: 'en' | 'hi' | 'ta' | 'te') =>
      library.guide(slug, lang)!.sections.reduce((n, s) => n + s.body.split(/\s+/).filter(Boolean).length, 0)
    for (const slug of LEARN_SLUGS) {
      expect(words(slug, 'en'), slug).toBeGreaterThanOrEqual(1200)
      // Tamil and Telugu join words that English keeps apart: a translation has at least half the count.
      for (const lang of ['hi', 'ta', 'te'] as const) expect(words(slug, lang), `${lang}/${slug}`).toBeGreaterThan(words(slug, 'en') / 2)
    }
  })

  it('gives every topic page, landing, /remedies and /spirituality at least 800 words in English and no fixed year', () => {
    for (const slug of TOPIC_SLUGS) {
      const guide = library.guide(slug, 'en')!
      expect(guide.sections.reduce((n, s) => n + s.body.split(/\s+/).filter(Boolean).length, 0), slug).toBeGreaterThanOrEqual(800)
      // The pages with live dates (festivals of any year, transits, eclipses) must not name a year in their text.
      if (/navratri|diwali|holi|karva|transit|eclipse|retrograde/.test(slug))
        for (const { code } of LANGUAGES) for (const s of library.guide(slug, code)!.sections) expect(s.body, `${code}/${slug}`).not.toMatch(/\b(19|20)\d\d\b/)
    }
  })

  it('holds no file the library does not know', () => {
    for (const { code } of LANGUAGES) {
      const files = readdirSync(path.join(GUIDES_DIR, code))
      expect(files.sort()).toEqual(GUIDE_SLUGS.map((s) => `${s}.md`).sort())
    }
  })
})
