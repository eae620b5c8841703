import { describe, expect, it } from 'vitest'
import { isTokenExpired } from '../../core/accounts/token'

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
const jwt = (payload: object | string) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.signature`
const now = Date.UTC(2026, 10, 22, 12, 0, 0)

describe('token rules: expiry claim, malformed tokens', () => {
  it('treats an expiry claim in the past as expired and one in the future as valid', () => {
    expect(isTokenExpired(jwt({ exp: now / 1000 - 1 }), now)).toBe(true)
    expect(isTokenExpired(jwt({ exp: now / 1000 + 60 }), now)).toBe(false)
  })
  it('never expires a token without an expiry claim', () => {
    expect(isTokenExpired(jwt({ sub: 'u1' }), now)).toBe(false)
  })
  it('treats anything malformed as expired', () => {
    expect(isTokenExpired('abc', now)).toBe(true)
    expect(isTokenExpired('a.b', now)).toBe(true)
    expect(isTokenExpired('a.b.c.d', now)).toBe(true)
    expect(isTokenExpired(`${b64({})}.${b64('not json')}.sig`, now)).toBe(true)
    expect(isTokenExpired(`${b64({})}.${b64('[1,2]')}.sig`, now)).toBe(true)
    expect(isTokenExpired(jwt({ exp: 'tomorrow' }), now)).toBe(true)
    expect(isTokenExpired('..', now)).toBe(true)
  })
  it('reads payloads with non-ASCII names', () => {
    expect(isTokenExpired(jwt({ name: 'अर्जुन', exp: now / 1000 + 5 }), now)).toBe(false)
  })
})
