import { describe, expect, it } from 'vitest'
import { sitemapXml } from '../../adapters/http/routes/seo-routes'

/** sitemap.xml's format (the pages come from the UI's route table: tests/e2e/seo.spec.ts). */
describe('sitemap.xml', () => {
  it('writes each URL with its alternates and an English x-default', () => {
    const xml = sitemapXml(
      [
        { alternates: (['en', 'hi', 'ta', 'te'] as const).map((language) => ({ language, path: language === 'en' ? '/kundli' : `/${{ hi: 'hindi', ta: 'tamil', te: 'telugu' }[language]}/kundli` })) },
        { alternates: [{ language: 'ta', path: '/tamil/mesham/daily' }] },
      ],
      'https://example.in',
    )
    expect(xml).toContain('<loc>https://example.in/tamil/kundli</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi" href="https://example.in/hindi/kundli"/>')
    expect(xml).toContain('hreflang="x-default" href="https://example.in/kundli"')
    expect(xml.match(/<url>/g)).toHaveLength(5)
    // A page in one language only carries no alternates.
    expect(xml).toMatch(/<loc>https:\/\/example.in\/tamil\/mesham\/daily<\/loc>\n {2}<\/url>/)
  })

  it('escapes what XML needs escaped', () => {
    expect(sitemapXml([{ alternates: [{ language: 'en', path: '/a?b=1&c=2' }] }], 'https://x.in')).toContain('<loc>https://x.in/a?b=1&amp;c=2</loc>')
  })
})
