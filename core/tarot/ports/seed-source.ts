/** Fresh unpredictable seeds for tarot draws (a cryptographic random source in the adapter). */
export interface SeedSource {
  /** A new seed: 1–64 characters of [A-Za-z0-9_-]. */
  newSeed(): string
}
export const SeedSource = Symbol('SeedSource')
