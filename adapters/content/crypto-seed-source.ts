import { randomBytes } from 'node:crypto'
import type { SeedSource } from '../../core/tarot/ports/seed-source'

/** Tarot seeds from the operating system's cryptographic random source: 72 bits, 12 URL-safe characters. */
export class CryptoSeedSource implements SeedSource {
  newSeed(): string {
    return randomBytes(9).toString('base64url')
  }
}
