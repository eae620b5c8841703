import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/schema'

describe('configuration', () => {
  it('has laptop defaults', () => {
    expect(loadConfig({})).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', PAYMENT_PROVIDER: 'sandbox', LOCATION_PROVIDER: 'embedded' })
    expect(loadConfig({}).DATABASE_URL).toBeUndefined()
  })
  it('stops with one line naming the variable and what is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT must be a port number \(got "abc"\)$/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/^Invalid configuration: DATABASE_URL must be a postgres/)
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/^Invalid configuration: PAYMENT_PROVIDER /)
  })
  it('requires JWT_SECRET in production and never echoes it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('Invalid configuration: JWT_SECRET is required when NODE_ENV=production')
    try {
      loadConfig({ JWT_SECRET: 'short-secret' })
    } catch (error) {
      expect((error as Error).message).toBe('Invalid configuration: JWT_SECRET must be at least 32 characters')
    }
    expect.assertions(2)
  })
  it('reads a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/test')
  })
})

describe('production safety', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }
  it('refuses the sandbox gateway in production unless a demo says so explicitly (it credits wallets unpaid)', () => {
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER is sandbox with NODE_ENV=production/)
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('sandbox')
    expect(loadConfig({ PAYMENT_PROVIDER: 'sandbox' }).ALLOW_SANDBOX_PAYMENTS).toBe(false)
  })
  it('trusts no proxy by default and a bounded number when told', () => {
    expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(0)
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2)
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS must be a whole number from 0 to 10/)
  })
})
