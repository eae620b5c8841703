import { festivalCalendar } from '../festivals/calendar'
import { presentFestivals, type FestivalJson } from '../festivals/present'
import type { EclipseCalendar } from '../shared/ports/eclipse-calendar'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { TimezoneResolver } from '../shared/ports/timezone-resolver'
import type { FestivalsQuery } from './request'
import type { RiseConvention } from '../jyotish/panchang/rise-set'
import { resolvePanchangPlace, type PanchangPlaceResolved } from './panchang-place'

const CACHE_SIZE = 64

/**
 * GET /api/festivals: the festival calendar of a Gregorian year at a place (New Delhi by default):
 * named festivals with their muhurats, Ekadashis, Purnimas, Amavasyas, Sankashti Chaturthis, Pradosh
 * vrats, Masik Shivaratris, sankrantis and eclipses (docs/festivals.md).
 * A year's calendar is computed once per place and kept in a small in-process cache (it is pure and
 * cheap to recompute: nothing is lost on a restart).
 */
export class ListFestivals {
  private readonly cache = new Map<string, FestivalJson[]>()

  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly eclipses: EclipseCalendar | null,
    private readonly timezones: TimezoneResolver,
  ) {}

  async execute(q: FestivalsQuery): Promise<FestivalJson[]> {
    const place = await resolvePanchangPlace(this.timezones, q)
    const all = this.year(q.year, place, q.rise)
    if (!q.category) return all
    const wanted = new Set(q.category.split(',').map((c) => c.trim()))
    return all.filter((f) => wanted.has(f.category))
  }

  /** The whole calendar of a year at a resolved place (cached). */
  year(year: number, place: PanchangPlaceResolved, rise: RiseConvention): FestivalJson[] {
    const key = `${year}|${place.lat}|${place.lon}|${place.tz}|${rise}`
    const hit = this.cache.get(key)
    if (hit) {
      this.cache.delete(key)
      this.cache.set(key, hit)
      return hit
    }
    const entries = festivalCalendar(this.ephemeris, this.eclipses, { year, place, rise })
    const json = presentFestivals(entries, place.offset)
    if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!)
    this.cache.set(key, json)
    return json
  }
}
