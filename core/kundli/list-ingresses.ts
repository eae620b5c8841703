import { formatLocal, jdFromMs, zoneOffsetFn } from '../jyotish/panchang/clock'
import { signIngresses } from '../jyotish/transits/ingresses'
import { SIGN_NAMES, type GrahaId, type SignName } from '../jyotish/zodiac'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { IngressesQuery } from './calculator-request'

export interface IngressesAnswer {
  planet: GrahaId
  from: number
  years: number
  tz: 'Asia/Kolkata'
  /** every sign change in the years, in time order, at India's time */
  ingresses: Array<{ at: string; sign: number; signName: SignName; retrograde: boolean }>
}

/**
 * GET /api/ingresses: a graha's sign changes from 1 January of `from` for `years` years (the topic pages
 * on Jupiter's and the nodes' transits show the real dates). Sidereal (Lahiri), mean nodes.
 */
export class ListIngresses {
  private readonly cache = new Map<string, IngressesAnswer>()

  constructor(private readonly ephemeris: Ephemeris) {}

  async execute(q: IngressesQuery): Promise<IngressesAnswer> {
    const key = `${q.planet}|${q.from}|${q.years}`
    const hit = this.cache.get(key)
    if (hit) return hit
    const offset = zoneOffsetFn('Asia/Kolkata')
    const startOf = (year: number) => jdFromMs(Date.UTC(year, 0, 1) - offset(Date.UTC(year, 0, 1)) * 1000)
    const found = signIngresses(this.ephemeris, q.planet, startOf(q.from), startOf(q.from + q.years))
    const answer: IngressesAnswer = {
      planet: q.planet,
      from: q.from,
      years: q.years,
      tz: 'Asia/Kolkata',
      ingresses: found.map((i) => ({ at: formatLocal(i.jd, offset), sign: i.sign, signName: SIGN_NAMES[i.sign - 1]!, retrograde: i.retrograde })),
    }
    if (this.cache.size > 200) this.cache.clear()
    this.cache.set(key, answer)
    return answer
  }
}
