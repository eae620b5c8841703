import { expect, test } from './support/test'

/** Search engines: robots.txt and a sitemap of every public page in its four languages. */
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
  for (const path of ['/', '/hindi', '/kundli', '/tamil/panchang', '/daily-horoscope/leo', '/telugu/weekly-horoscope/pisces', '/nakshatras/purva-phalguni', '/hindi/rashi/simha', '/tamil/mesham/daily', '/learn-astrology/doshas', '/telugu/topics/jupiter-transit', '/hindi/remedies']) {
    expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
  }
  for (const path of ['/dashboard', '/admin/settings', '/numerology-2025', '/hindi/mesham/daily']) expect(xml, path).not.toContain(`<loc>${origin}${path}</loc>`)
  expect(xml).toContain(`hreflang="ta" href="${origin}/tamil/kundli"`)
  // The published articles, in every language (the first built-in one is published).
  const first = ((await (await request.get('/api/articles')).json()) as Array<{ slug: string }>)[0]!.slug
  expect(xml).toContain(`<loc>${origin}/blog/${first}</loc>`)
  expect(xml).toContain(`hreflang="hi" href="${origin}/hindi/blog/${first}"`)
  // Every listed astrologer's profile, in every language, under the slug the cards link to.
  const astrologers = (await (await request.get('/api/astrologers')).json()) as Array<{ id: string; slug?: string }>
  expect(astrologers.length).toBeGreaterThan(0)
  for (const a of astrologers) expect(xml, a.id).toContain(`<loc>${origin}/astrologer/${a.slug || a.id}</loc>`)
  expect(xml).toContain(`hreflang="te" href="${origin}/telugu/astrologer/${astrologers[0]!.slug || astrologers[0]!.id}"`)
  // Every listed page answers.
  for (const path of ['/nakshatras/revati', '/tamil/mesham/weekly', '/hindi/rashi/meen']) expect((await request.get(path)).status(), path).toBe(200)
})

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
}

test('pages carry structured data: breadcrumbs, the home FAQ and articles', async ({ request }) => {
  const home = jsonLd(await (await request.get('/hindi', { headers: { accept: 'text/html' } })).text())
  const faq = home.find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> }
  expect(faq.mainEntity.length).toBeGreaterThanOrEqual(5)
  expect(faq.mainEntity[0]!.name).toMatch(/[\u0900-\u097F]/)

  const sign = jsonLd(await (await request.get('/daily-horoscope/leo', { headers: { accept: 'text/html' } })).text())
  const crumbs = sign.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string }> }
  expect(crumbs.itemListElement.map((i) => i.position)).toEqual([1, 2])
  expect(crumbs.itemListElement[1]!.item).toMatch(/\/daily-horoscope\/leo$/)

  const articles = (await (await request.get('/api/articles?lang=en')).json()) as Array<{ slug: string; title: string }>
  const article = jsonLd(await (await request.get(`/blog/${articles[0]!.slug}`, { headers: { accept: 'text/html' } })).text()).find((d) => d['@type'] === 'Article')
  expect(article).toMatchObject({ headline: articles[0]!.title, inLanguage: 'en' })
})
