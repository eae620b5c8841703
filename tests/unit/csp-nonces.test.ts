import { describe, expect, it } from 'vitest'
import { cspNonceSource } from '../../adapters/http/csp-nonces'

describe('CSP nonces', () => {
  it('are 128 random bits each, never repeated across refills of the pool, and differ between sources', () => {
    const next = cspNonceSource()
    const nonces = Array.from({ length: 1_000 }, () => next())
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
    const other = cspNonceSource()
    const theirs = new Set(Array.from({ length: 300 }, () => other()))
    expect(nonces.some((n) => theirs.has(n))).toBe(false)
  })
})
