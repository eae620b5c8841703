import { PanchangCalculator } from '../jyotish/panchang/day'
import { presentPanchang, type PanchangJson } from '../jyotish/panchang/present'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { TimezoneResolver } from '../shared/ports/timezone-resolver'
import type { PanchangQuery } from './request'
import { resolvePanchangPlace } from './panchang-place'

/**
 * GET /api/panchang: the panchang of a civil date at a place — rise/set, the five
 * limbs from sunrise to the next sunrise with exact ends, masa, eras and the day's timings.
 * Invalid dates, coordinates or zones are a ValidationError.
 */
export class GetPanchang {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly timezones: TimezoneResolver,
  ) {}

  async execute(q: PanchangQuery): Promise<PanchangJson> {
    const place = await resolvePanchangPlace(this.timezones, q)
    const calc = new PanchangCalculator(this.ephemeris, place, { rise: q.rise, ayanamsa: q.ayanamsa })
    return presentPanchang(calc.day(q.date), place.tz, place.offset)
  }
}
