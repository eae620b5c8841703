import { existsSync } from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import { NotFoundError } from '../../../core/errors'

export const ZODIAC_SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const

/** JPEG artwork shipped with the app: zodiac tiles, astrologer portraits and the social-share image. */
export function imageRoutes(assetsDir: string): Router {
  const router = Router()
  const send = (file: string, res: import('express').Response) => {
    res.type('image/jpeg')
    res.setHeader('Cache-Control', 'public, max-age=604800')
    res.sendFile(file)
  }
  router.get('/zodiac-image/:file', (req, res) => {
    const match = /^([A-Za-z]+)\.jpe?g$/.exec(req.params.file)
    const sign = match && ZODIAC_SIGNS.find((s) => s.toLowerCase() === match[1].toLowerCase())
    if (!sign) throw new NotFoundError('Unknown zodiac sign')
    send(path.join(assetsDir, 'zodiac', `${sign}.jpg`), res)
  })
  router.get('/astrologer-image/:file', (req, res) => {
    const match = /^([a-z0-9-]{1,80})\.jpg$/.exec(req.params.file)
    const file = match && path.join(assetsDir, 'astrologers', `${match[1]}.jpg`)
    if (!file || !existsSync(file)) throw new NotFoundError('Unknown astrologer image')
    send(file, res)
  })
  router.get('/og-image.jpg', (_req, res) => send(path.join(assetsDir, 'og-image.jpg'), res))
  return router
}
