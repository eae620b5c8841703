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

/** /blog/{slug} in every language the site map's pages use (each language's prefix, as /blog has it). */
function articlePage(pages: readonly SitePage[], slug: string): SitePage {
  const blog = pages.find((p) => p.alternates.some((a) => a.language === 'en' && a.path === '/blog'))
  const alternates = blog ? blog.alternates : [{ language: 'en', path: '/blog' }]
  return { alternates: alternates.map((a) => ({ language: a.language, path: `${a.path}/${encodeURIComponent(slug)}` })) }
}

/**
 * GET /robots.txt (everything public may be crawled; the API, account and admin pages may not) and
 * GET /sitemap.xml (every public page and published article in every language, when the UI is built).
 */
export function seoRoutes(pages: readonly SitePage[] | null, origin: string, articleSlugs?: () => Promise<string[]>): Router {
  const router = Router()
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=86400')
    res.send(
      ['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /checkout', 'Disallow: /chat/', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n'),
    )
  })
  if (pages) {
    // The published articles change with the editor: listed afresh, at most every ten minutes.
    let cached: { at: number; xml: string } | null = null
    router.get('/sitemap.xml', async (_req, res) => {
      if (!cached || Date.now() - cached.at > 600_000) {
        const slugs = articleSlugs ? await articleSlugs() : []
        cached = { at: Date.now(), xml: sitemapXml([...pages, ...slugs.map((slug) => articlePage(pages, slug))], origin) }
      }
      res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600')
      res.send(cached.xml)
    })
  }
  return router
}
