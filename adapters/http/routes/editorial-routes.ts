import express, { Router } from 'express'
import { Feed } from 'feed'
import type { ArticleImageLibrary } from '../../../core/content/article-images'
import { MAX_ARTICLE_IMAGE_BYTES } from '../../../core/content/article-images'
import type { ListArticles } from '../../../core/content/list-articles'
import { isLanguageCode, localizePath, LANGUAGES } from '../../../core/shared/language'
import { requireUser } from '../auth-middleware'
import { CONTENT_PATHS } from '../../../core/content/paths'

export interface EditorialRouteDeps {
  articleImages: ArticleImageLibrary
  listArticles: ListArticles
}

/**
 * The article images: POST /api/admin/article-images (admins; the image's bytes as the body) and
 * GET /api/article-images/{id} (everyone). The editor's JSON endpoints and the horoscope notes are
 * declared in core/content/endpoints.ts.
 */
export function editorialApiRoutes(deps: EditorialRouteDeps): Router {
  const router = Router()
  const admin = requireUser('admin')
  router.post(
    CONTENT_PATHS.uploadArticleImage,
    admin,
    express.raw({ type: () => true, limit: MAX_ARTICLE_IMAGE_BYTES }),
    async (req, res) => res.status(201).json(await deps.articleImages.upload(req.user!, Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined)),
  )
  router.get(CONTENT_PATHS.articleImage, async (req, res) => {
    const image = await deps.articleImages.get(String(req.params.id))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.type(image.contentType).send(Buffer.from(image.bytes))
  })
  return router
}

/** GET /rss.xml?lang=: the published articles as RSS 2.0, linking to the pages in that language. */
export function rssRoutes(deps: Pick<EditorialRouteDeps, 'listArticles'>, origin: string): Router {
  const router = Router()
  router.get('/rss.xml', async (req, res) => {
    const lang = isLanguageCode(req.query.lang) ? req.query.lang : 'en'
    const articles = await deps.listArticles.execute({ lang })
    const blog = origin + localizePath('/blog', lang)
    const feed = new Feed({
      title: 'AstroVedic blog',
      description: 'Vedic astrology articles: transits, retrogrades, eclipses and festivals',
      id: blog,
      link: blog,
      language: LANGUAGES.find((l) => l.code === lang)!.code,
      copyright: `© AstroVedic`,
      feedLinks: { rss: `${origin}/rss.xml${lang === 'en' ? '' : `?lang=${lang}`}` },
    })
    for (const article of [...articles].reverse()) {
      const published = Date.parse(`${article.date} UTC`)
      const link = origin + localizePath(`/blog/${encodeURIComponent(article.slug)}`, lang)
      feed.addItem({ title: article.title, id: link, link, description: article.excerpt, category: [{ name: article.category }], date: Number.isNaN(published) ? new Date(0) : new Date(published) })
    }
    res.type('application/rss+xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=600')
    res.send(feed.rss2())
  })
  return router
}
