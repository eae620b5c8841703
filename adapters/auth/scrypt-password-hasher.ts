import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import type { PasswordHasher } from '../../core/accounts/ports/password-hasher'

const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/**
 * scrypt (memory-hard) with a random 16-byte salt per password. The parameters travel in the hash
 * (`scrypt$N$r$p$salt$key`), so they can be raised later without breaking old hashes.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly cost: { N: number; r: number; p: number } = { N: 2 ** 15, r: 8, p: 1 }) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16)
    const { N, r, p } = this.cost
    const key = await derive(password, salt, { N, r, p, maxmem: 256 * N * r })
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const parts = hash.split('$')
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false
    const [N, r, p] = parts.slice(1, 4).map(Number)
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false
    const expected = Buffer.from(parts[5], 'base64url')
    if (expected.length !== KEY_LENGTH) return false
    const key = await derive(password, Buffer.from(parts[4], 'base64url'), { N, r, p, maxmem: 256 * N * r })
    return timingSafeEqual(key, expected)
  }
}
