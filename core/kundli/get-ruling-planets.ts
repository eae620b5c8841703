import { rulingPlanets, type RulingPlanets } from '../jyotish/kp/ruling-planets'
import { isoUtcSeconds } from '../jyotish/time'
import type { Clock } from '../shared/ports/clock'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { RulingPlanetsQuery } from './calculator-request'

/** GET /api/kp/ruling-planets. */
export interface RulingPlanetsAnswer extends RulingPlanets {
  /** the moment read, ISO 8601 UT to the second */
  at: string
  lat: number
  lon: number
  ayanamsa: 'krishnamurti'
}

/**
 * The KP ruling planets of a moment at a place (GET /api/kp/ruling-planets): a horary question's, asked
 * now (the server's clock) unless `at` names the moment.
 */
export class GetRulingPlanets {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly clock: Clock,
  ) {}

  async execute(q: RulingPlanetsQuery): Promise<RulingPlanetsAnswer> {
    const utc = q.at ? new Date(q.at) : this.clock.now()
    return { at: isoUtcSeconds(utc.getTime()), lat: q.lat, lon: q.lon, ayanamsa: 'krishnamurti', ...rulingPlanets(this.ephemeris, { utc, lat: q.lat, lon: q.lon }) }
  }
}
