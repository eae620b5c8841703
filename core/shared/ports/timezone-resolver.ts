/** Time zones of places and their offsets at a date. */
export interface TimezoneResolver {
  /**
   * The IANA zone in use at the coordinates (degrees, north and east positive), chosen so that its
   * history is right before 1970 too; an `Etc/GMT±N` zone at sea.
   */
  zoneAt(latitude: number, longitude: number): Promise<string>
  /** Seconds east of UTC in `zone` at the instant, historical offsets included. Throws a RangeError for an unknown zone. */
  offsetAt(zone: string, instant: Date): number
}
export const TimezoneResolver = Symbol('TimezoneResolver')
