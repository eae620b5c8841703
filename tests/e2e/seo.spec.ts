import { expect, test } from './support/test'

/** Search engines (issue 11): robots.txt and a sitemap of every public page in its four languages. */
test('robots.txt points to a sitemap that lists public pages in every language with hreflang alternates', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toContain('Disallow: /api/')
  const sitemapLine = /Sitemap: (\S+)/.exec(await robots.text())![1]!
  expect(sitemapLine).toMatch(/\/sitemap\.xml$/)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  expect(sitemap.headers()['content-type']).toContain('xml')
  const xml = await sitemap.text()
  const origin = new URL(baseURL!).origin
  for (const path of ['/', '/hindi', '/kundli', '/tamil/panchang', '/daily-horoscope/leo', '/telugu/weekly-horoscope/pisces', '/nakshatras/purva-phalguni', '/hindi/rashi/simha', '/tamil/mesham/daily']) {
    expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
  }
  for (const path of ['/dashboard', '/admin/settings', '/numerology-2025', '/hindi/mesham/daily']) expect(xml, path).not.toContain(`<loc>${origin}${path}</loc>`)
  expect(xml).toContain(`hreflang="ta" href="${origin}/tamil/kundli"`)
  // Every listed page answers.
  for (const path of ['/nakshatras/revati', '/tamil/mesham/weekly', '/hindi/rashi/meen']) expect((await request.get(path)).status(), path).toBe(200)
})
