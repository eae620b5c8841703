import { existsSync } from 'node:fs'
import path from 'node:path'
import { Router, type Request, type Response } from 'express'
import { NotFoundError, ValidationError } from '../../../core/errors'
import { IMAGE_WIDTHS, type ImageSet } from '../../../core/shared/image-widths'
import { CONTENT_PATHS } from '../../../core/content/paths'

const ZODIAC_SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'] as const

/** JPEG artwork shipped with the app: zodiac tiles, astrologer portraits and the social-share image. */
export function imageRoutes(assetsDir: string): Router {
  const router = Router()
  const send = (file: string, res: Response) => {
    res.type('image/jpeg')
    res.setHeader('Cache-Control', 'public, max-age=604800')
    res.sendFile(file)
  }
  /** The folder of the narrow copy asked for with `?w=` (a folder named by its width), or the full size's. */
  const folder = (set: ImageSet, req: Request) => {
    const width = req.query.w
    if (width === undefined) return path.join(assetsDir, set)
    const allowed: readonly number[] = IMAGE_WIDTHS[set].narrow
    if (typeof width !== 'string' || !allowed.includes(Number(width))) {
      throw new ValidationError(`The image width must be one of ${allowed.join(', ')}, or left out for the full size`, [{ path: 'w', message: 'Unknown width' }])
    }
    return path.join(assetsDir, set, width)
  }
  router.get(CONTENT_PATHS.zodiacImage, (req, res) => {
    const match = /^([A-Za-z]+)\.jpe?g$/.exec(req.params.file)
    const sign = match && ZODIAC_SIGNS.find((s) => s.toLowerCase() === match[1].toLowerCase())
    if (!sign) throw new NotFoundError('Unknown zodiac sign')
    send(path.join(folder('zodiac', req), `${sign}.jpg`), res)
  })
  router.get(CONTENT_PATHS.astrologerImage, (req, res) => {
    const match = /^([a-z0-9-]{1,80})\.jpg$/.exec(req.params.file)
    const file = match && path.join(folder('astrologers', req), `${match[1]}.jpg`)
    if (!file || !existsSync(file)) throw new NotFoundError('Unknown astrologer image')
    send(file, res)
  })
  router.get(CONTENT_PATHS.ogImage, (_req, res) => send(path.join(assetsDir, 'og-image.jpg'), res))
  return router
}
