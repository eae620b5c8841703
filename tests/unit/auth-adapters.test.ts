import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { JoseTokenService } from '../../adapters/auth/jose-token-service'
import { ScryptPasswordHasher } from '../../adapters/auth/scrypt-password-hasher'

const secret = 'a-test-secret-that-is-long-enough-123456'

describe('JoseTokenService', () => {
  it('issues HS256 tokens with subject, role, issuer and expiry, and verifies them', async () => {
    let now = 1_800_000_000
    const tokens = new JoseTokenService(secret, 'astrovedic', 3600, () => now)
    const token = await tokens.issue({ userId: 'u1', role: 'admin' })
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString())
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())
    expect(header.alg).toBe('HS256')
    expect(payload).toMatchObject({ sub: 'u1', role: 'admin', iss: 'astrovedic', exp: now + 3600 })
    expect(await tokens.verify(token)).toEqual({ userId: 'u1', role: 'admin', expiresAt: now + 3600, sessionVersion: 0 })
    // The session version travels in the token.
    expect((await tokens.verify(await tokens.issue({ userId: 'u1', role: 'admin', sessionVersion: 7 })))?.sessionVersion).toBe(7)
    now += 3601
    expect(await tokens.verify(token)).toBeNull()
  })
  it('rejects other secrets, other issuers, missing expiry and unknown roles', async () => {
    const tokens = new JoseTokenService(secret, 'astrovedic', 3600)
    const other = new JoseTokenService('another-secret-that-is-long-enough-12345', 'astrovedic', 3600)
    expect(await tokens.verify(await other.issue({ userId: 'u', role: 'customer' }))).toBeNull()
    expect(await tokens.verify(await new JoseTokenService(secret, 'elsewhere', 3600).issue({ userId: 'u', role: 'customer' }))).toBeNull()
    const key = new TextEncoder().encode(secret)
    const noExp = await new SignJWT({ role: 'customer' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('astrovedic').sign(key)
    expect(await tokens.verify(noExp)).toBeNull()
    const badRole = await new SignJWT({ role: 'root' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('astrovedic').setExpirationTime('1h').sign(key)
    expect(await tokens.verify(badRole)).toBeNull()
    expect(await tokens.verify('not.a.jwt')).toBeNull()
  })
})

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 })
  it('salts each hash and verifies only the right password', async () => {
    const a = await hasher.hash('पासवर्ड secret')
    const b = await hasher.hash('पासवर्ड secret')
    expect(a).not.toBe(b)
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/)
    expect(await hasher.verify('पासवर्ड secret', a)).toBe(true)
    expect(await hasher.verify('wrong', a)).toBe(false)
    expect(await hasher.verify('x', 'garbage')).toBe(false)
    expect(await hasher.verify('x', 'scrypt$0$8$1$c2FsdA$a2V5')).toBe(false)
  })
})
