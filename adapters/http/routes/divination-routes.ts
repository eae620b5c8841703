import { Router } from 'express'
import type { DrawTarot } from '../../../core/use-cases/draw-tarot'
import type { FindBabyNames } from '../../../core/use-cases/find-baby-names'
import type { GetGemstones } from '../../../core/use-cases/get-gemstones'
import type { GetLuckyNumbers } from '../../../core/use-cases/get-lucky-numbers'
import type { GetNumerology } from '../../../core/use-cases/get-numerology'
import type { GetNumerologyYear } from '../../../core/use-cases/get-numerology-year'
import type { GetTarotYear } from '../../../core/use-cases/get-tarot-year'
import type { ListNameSyllables } from '../../../core/use-cases/list-name-syllables'
import type { GetLoveCompatibility } from '../../../core/use-cases/get-love-compatibility'
import type { GetGuide } from '../../../core/use-cases/get-guide'
import type { GetHoroscope } from '../../../core/use-cases/get-horoscope'
import type { GetNakshatra } from '../../../core/use-cases/get-nakshatra'
import type { ListZodiacSigns } from '../../../core/use-cases/list-zodiac-signs'

/** Numerology, lucky numbers, baby names, gemstones, tarot, love compatibility and the guides (issue 10). */
export interface DivinationRouteDeps {
  getNumerology: GetNumerology
  getNumerologyYear: GetNumerologyYear
  getLuckyNumbers: GetLuckyNumbers
  findBabyNames: FindBabyNames
  listNameSyllables: ListNameSyllables
  getGemstones: GetGemstones
  drawTarot: DrawTarot
  getTarotYear: GetTarotYear
  getLoveCompatibility: GetLoveCompatibility
  getGuide: GetGuide
  getHoroscope: GetHoroscope
  getNakshatra: GetNakshatra
  listZodiacSigns: ListZodiacSigns
}

/**
 * GET /api/numerology, /api/numerology/year, /api/lucky-numbers, /api/baby-names,
 * /api/baby-names/syllables, /api/gemstones, /api/tarot/draw, /api/tarot/year, /api/love-compatibility,
 * /api/guides/:slug, /api/horoscope/:period/:sign, /api/nakshatras/:slug, /api/zodiac-signs: public. Answers that
 * depend only on the URL are cacheable; a tarot draw without a seed is new every time.
 */
export function divinationRoutes(deps: DivinationRouteDeps): Router {
  const router = Router()
  const day = 'public, max-age=86400'
  const get = (path: string, cache: string, run: (query: unknown) => Promise<unknown>) =>
    router.get(path, async (req, res) => {
      const body = await run(req.query)
      res.setHeader('Cache-Control', cache)
      res.json(body)
    })
  // The personal year defaults to the current year: cache for an hour, not a day.
  get('/numerology', 'public, max-age=3600', (q) => deps.getNumerology.execute(q))
  get('/numerology/year', day, (q) => deps.getNumerologyYear.execute(q))
  get('/lucky-numbers', day, (q) => deps.getLuckyNumbers.execute(q))
  get('/baby-names/syllables', day, (q) => deps.listNameSyllables.execute(q))
  get('/baby-names', day, (q) => deps.findBabyNames.execute(q))
  get('/gemstones', day, (q) => deps.getGemstones.execute(q))
  router.get('/tarot/draw', async (req, res) => {
    const body = await deps.drawTarot.execute(req.query)
    res.setHeader('Cache-Control', typeof req.query.seed === 'string' ? day : 'no-store')
    res.json(body)
  })
  get('/tarot/year', day, (q) => deps.getTarotYear.execute(q))
  get('/love-compatibility', day, (q) => deps.getLoveCompatibility.execute(q))
  get('/zodiac-signs', day, (q) => deps.listZodiacSigns.execute(q))
  router.get('/guides/:slug', async (req, res) => {
    const body = await deps.getGuide.execute({ slug: req.params.slug, lang: req.query.lang })
    res.setHeader('Cache-Control', day)
    res.json(body)
  })
  // A horoscope changes with its period: cache it for an hour (the day's reading is the same all day).
  router.get('/horoscope/:period/:sign', async (req, res) => {
    const body = await deps.getHoroscope.execute({ period: req.params.period, sign: req.params.sign, date: req.query.date, lang: req.query.lang })
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.json(body)
  })
  router.get('/nakshatras/:slug', async (req, res) => {
    const body = await deps.getNakshatra.execute({ slug: req.params.slug, lang: req.query.lang })
    res.setHeader('Cache-Control', day)
    res.json(body)
  })
  return router
}
