import express, { Router } from 'express'
import { Feed } from 'feed'
import type { ArticleImageLibrary } from '../../../core/content/article-images'
import { MAX_ARTICLE_IMAGE_BYTES } from '../../../core/content/article-images'
import type { EditArticles } from '../../../core/content/edit-articles'
import type { ListArticles } from '../../../core/content/list-articles'
import type { AnnotateHoroscope } from '../../../core/horoscope/annotate-horoscope'
import { isLanguageCode, localizePath, LANGUAGES } from '../../../core/rules/language'
import { requireUser } from '../auth-middleware'

export interface EditorialRouteDeps {
  editArticles: EditArticles
  articleImages: ArticleImageLibrary
  listArticles: ListArticles
  annotateHoroscope: AnnotateHoroscope
}

/**
 * The blog editor's API (admins): GET/POST /api/admin/articles, GET /api/admin/articles/{id},
 * PUT /api/admin/articles/{id}/versions/{lang}, POST …/publish and …/unpublish, POST /api/admin/articles/preview,
 * POST /api/admin/article-images (the image's bytes as the body); GET /api/article-images/{id} (everyone);
 * GET/PUT /api/admin/horoscope/{period}/{sign} (overrides and notes).
 */
export function editorialApiRoutes(deps: EditorialRouteDeps): Router {
  const router = Router()
  const admin = requireUser('admin')
  const noStore: express.RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  }
  router.get('/admin/articles', admin, noStore, async (_req, res) => res.json(await deps.editArticles.list()))
  router.post('/admin/articles', admin, async (req, res) => res.status(201).json(await deps.editArticles.create(req.user!, req.body)))
  router.post('/admin/articles/preview', admin, (req, res) => res.json(deps.editArticles.preview(req.body)))
  router.get('/admin/articles/:id', admin, noStore, async (req, res) => res.json(await deps.editArticles.get(String(req.params.id))))
  router.put('/admin/articles/:id/versions/:lang', admin, async (req, res) => res.json(await deps.editArticles.save(req.user!, String(req.params.id), String(req.params.lang), req.body)))
  router.post('/admin/articles/:id/publish', admin, async (req, res) => res.json(await deps.editArticles.publish(req.user!, String(req.params.id), true)))
  router.post('/admin/articles/:id/unpublish', admin, async (req, res) => res.json(await deps.editArticles.publish(req.user!, String(req.params.id), false)))
  router.delete('/admin/articles/:id', admin, async (req, res) => {
    await deps.editArticles.remove(req.user!, String(req.params.id))
    res.status(204).end()
  })
  router.post(
    '/admin/article-images',
    admin,
    express.raw({ type: () => true, limit: MAX_ARTICLE_IMAGE_BYTES }),
    async (req, res) => res.status(201).json(await deps.articleImages.upload(req.user!, Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined)),
  )
  router.get('/article-images/:id', async (req, res) => {
    const image = await deps.articleImages.get(String(req.params.id))
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.type(image.contentType).send(Buffer.from(image.bytes))
  })
  // A horoscope as admins edit it, and their override or note (GET/PUT …/admin/horoscope/{period}/{sign}?date=&lang=).
  const horoscopeQuery = (req: express.Request) => ({ period: req.params.period, sign: req.params.sign, date: req.query.date, lang: req.query.lang })
  router.get('/admin/horoscope/:period/:sign', admin, noStore, async (req, res) => res.json(await deps.annotateHoroscope.read(horoscopeQuery(req))))
  router.put('/admin/horoscope/:period/:sign', admin, async (req, res) => res.json(await deps.annotateHoroscope.save(req.user!, horoscopeQuery(req), req.body)))
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
