import { Router } from 'express'
import type { GetArticle } from '../../../core/use-cases/get-article'
import type { GetPlatformStats } from '../../../core/use-cases/get-platform-stats'
import type { ListArticles } from '../../../core/use-cases/list-articles'
import type { ListAstrologers } from '../../../core/use-cases/list-astrologers'
import type { ListRechargePackages } from '../../../core/use-cases/list-recharge-packages'

export interface ContentRouteDeps {
  listAstrologers: ListAstrologers
  listArticles: ListArticles
  getArticle: GetArticle
  getPlatformStats: GetPlatformStats
  listRechargePackages: ListRechargePackages
}

const lang = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** Public reads: astrologers, blog articles, recharge packages and the live stats. */
export function contentRoutes(deps: ContentRouteDeps): Router {
  const router = Router()
  router.get('/astrologers', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=30')
    res.json(await deps.listAstrologers.execute({ lang: lang(req.query.lang) }))
  })
  router.get('/articles', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.json(await deps.listArticles.execute({ lang: lang(req.query.lang) }))
  })
  router.get('/articles/:idOrSlug', async (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.json(await deps.getArticle.execute({ idOrSlug: req.params.idOrSlug, lang: lang(req.query.lang) }))
  })
  router.get('/wallet/packages', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.json(await deps.listRechargePackages.execute())
  })
  router.get('/stats', async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=15')
    res.json(await deps.getPlatformStats.execute())
  })
  return router
}
