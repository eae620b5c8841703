import { createHmac, timingSafeEqual } from 'node:crypto'

/** Hex HMAC-SHA256 of `data` under `secret`. */
export function hmacSha256Hex(secret: string, data: string | Uint8Array): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Constant-time comparison of a hex signature with the expected one; false for anything malformed. */
export function signatureMatches(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]+$/i.test(givenHex) || givenHex.length !== expectedHex.length) return false
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(givenHex.toLowerCase(), 'hex'))
}
