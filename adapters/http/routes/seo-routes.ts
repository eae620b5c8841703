import { Router } from 'express'

/** One page in each of its languages (the UI's route table decides which pages exist). */
export interface SitePage {
  alternates: Array<{ language: string; path: string }>
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** sitemap.xml with hreflang alternates (Google's format), English as x-default. */
export function sitemapXml(pages: readonly SitePage[], origin: string): string {
  const urls: string[] = []
  for (const page of pages) {
    const links = page.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.language}" href="${escapeXml(origin + a.path)}"/>`)
    const english = page.alternates.find((a) => a.language === 'en')
    if (english && page.alternates.length > 1) links.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + english.path)}"/>`)
    for (const a of page.alternates) urls.push(`  <url>\n    <loc>${escapeXml(origin + a.path)}</loc>\n${page.alternates.length > 1 ? links.join('\n') + '\n' : ''}  </url>`)
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * A page under a listed page, in every language that page has: /blog/{slug} beside /blog,
 * /astrologer/{slug} beside /astrologers (each language's prefix, as the listed page has it).
 */
function pageBeside(pages: readonly SitePage[], listPath: string, path: string): SitePage {
  const list = pages.find((p) => p.alternates.some((a) => a.language === 'en' && a.path === listPath))
  const alternates = list ? list.alternates : [{ language: 'en', path: listPath }]
  return { alternates: alternates.map((a) => ({ language: a.language, path: a.path.slice(0, a.path.length - listPath.length) + path })) }
}

/** The pages that exist for a stored record (published articles, listed astrologers), and the date. */
interface SitemapRecords {
  /** now: the years the site offers follow the date */
  now?: () => Date
  articleSlugs?: () => Promise<string[]>
  astrologerSlugs?: () => Promise<string[]>
}

/**
 * GET /robots.txt (everything public may be crawled; the API, account and admin pages may not) and
 * GET /sitemap.xml (every public page, published article and astrologer profile in every language, when the
 * UI is built).
 */
export function seoRoutes(pagesOn: ((now: Date) => readonly SitePage[]) | null, origin: string, records: SitemapRecords = {}): Router {
  const router = Router()
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400')
    res.send(
      ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /checkout', 'Disallow: /chat/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
    )
  })
  if (pagesOn) {
    // The published articles, the listed astrologers and the years offered change: listed afresh, at most
    // every ten minutes.
    let cached: { at: number; xml: string } | null = null
    router.get('/sitemap.xml', async (_req, res) => {
      if (!cached || Date.now() - cached.at > 600_000) {
        const pages = pagesOn(records.now?.() ?? new Date())
        const [articles, astrologers] = await Promise.all([records.articleSlugs?.() ?? [], records.astrologerSlugs?.() ?? []])
        const recordPages = [
          ...articles.map((slug) => pageBeside(pages, '/blog', `/blog/${encodeURIComponent(slug)}`)),
          ...astrologers.map((slug) => pageBeside(pages, '/astrologers', `/astrologer/${encodeURIComponent(slug)}`)),
        ]
        cached = { at: Date.now(), xml: sitemapXml([...pages, ...recordPages], origin) }
      }
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600')
      res.send(cached.xml)
    })
  }
  return router
}
