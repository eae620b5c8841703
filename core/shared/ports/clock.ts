/** The time source; tests use a fixed clock. */
export interface Clock {
  now(): Date
}
export const Clock = Symbol('Clock')
export const systemClock: Clock = { now: () => new Date() }
