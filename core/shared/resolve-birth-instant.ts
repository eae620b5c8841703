import { ValidationError } from '../errors'
import { birthInstantInputSchema, resolveBirthInstant, type BirthInstantInput, type BirthInstantResolution, type ClockReading } from '../places/birth-instant'
import { isKnownZone } from '../places/zone-offset'
import type { TimezoneResolver } from './ports/timezone-resolver'
import { validate } from './validate'

type ResolvedBirthInstant = BirthInstantResolution & {
  /** the IANA zone used */
  zone: string
  /** whether the zone came with the request or from the coordinates */
  zoneSource: 'given' | 'coordinates'
  /** set when the caller picked one of two readings of a non-existent or repeated local time */
  chosenFrom?: 'nonexistent' | 'ambiguous'
}

/**
 * A birth's local date, time and place to its UTC instant (what the kundli, matching and panchang calls
 * use): the zone from the request or, when absent, from the coordinates; then resolveBirthInstant
 * (user offset, India's historical clocks, the tz database). A non-existent or repeated local time is
 * answered with both readings (`status` 'nonexistent' or 'ambiguous'), unless the caller chose one with
 * `disambiguation` ('earlier' or 'later' in UTC), in which case `status` is 'ok' and `chosenFrom` says so.
 * Invalid input (date, time, coordinates, unknown zone) throws a ValidationError.
 */
export class ResolveBirthInstant {
  constructor(private readonly timezones: TimezoneResolver) {}

  async execute(input: BirthInstantInput): Promise<ResolvedBirthInstant> {
    const request = validate(birthInstantInputSchema, input)
    const zoneSource = request.timezone ? 'given' : 'coordinates'
    const zone = request.timezone ?? (await this.timezones.zoneAt(request.latitude, request.longitude))
    if (!isKnownZone(zone)) throw new ValidationError(`Unknown time zone: ${zone}`, [{ path: 'timezone', message: 'Unknown time zone' }])
    const resolution = resolveBirthInstant(
      {
        date: request.date,
        time: request.time,
        latitude: request.latitude,
        longitude: request.longitude,
        zone,
        offsetOverrideMinutes: request.offsetMinutes,
        historicalClocks: request.historicalClocks,
      },
      (z, ms) => this.timezones.offsetAt(z, new Date(ms)),
    )
    if (resolution.status !== 'ok' && request.disambiguation) {
      const reading: ClockReading = resolution.candidates[request.disambiguation === 'earlier' ? 0 : 1]
      return { status: 'ok', reading, uncertain: false, note: resolution.note, alternatives: resolution.candidates.filter((c) => c !== reading), zone, zoneSource, chosenFrom: resolution.status }
    }
    return { ...resolution, zone, zoneSource }
  }
}
