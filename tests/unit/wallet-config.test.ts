import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config/schema'

const razorpay = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_Abc123', RAZORPAY_KEY_SECRET: 'a-key-secret-long-enough', RAZORPAY_WEBHOOK_SECRET: 'whsecret1' }

describe('wallet and payment configuration', () => {
  it('defaults to the sandbox and a 30% commission', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_PROVIDER: 'sandbox', PLATFORM_COMMISSION_PERCENT: 30, RAZORPAY_API_URL: 'https://api.razorpay.com' })
  })
  it('reads the commission, up to two decimals, 0–100', () => {
    expect(loadConfig({ PLATFORM_COMMISSION_PERCENT: '25.5' }).PLATFORM_COMMISSION_PERCENT).toBe(25.5)
    expect(() => loadConfig({ PLATFORM_COMMISSION_PERCENT: '101' })).toThrow(/^Invalid configuration: PLATFORM_COMMISSION_PERCENT must be a number from 0 to 100 \(got "101"\)$/)
    expect(() => loadConfig({ PLATFORM_COMMISSION_PERCENT: 'lots' })).toThrow(/^Invalid configuration: PLATFORM_COMMISSION_PERCENT /)
    expect(() => loadConfig({ PLATFORM_COMMISSION_PERCENT: '12.345' })).toThrow(/at most two decimals/)
  })
  it('needs every Razorpay key when Razorpay is the provider, and never echoes a secret', () => {
    expect(loadConfig(razorpay)).toMatchObject({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_Abc123' })
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'])
      expect(() => loadConfig({ ...razorpay, [name]: undefined })).toThrow(`Invalid configuration: ${name} is required when PAYMENT_PROVIDER=razorpay`)
    expect(() => loadConfig({ ...razorpay, RAZORPAY_KEY_ID: 'key_123' })).toThrow(/^Invalid configuration: RAZORPAY_KEY_ID must look like rzp_test_/)
    expect(() => loadConfig({ ...razorpay, RAZORPAY_KEY_SECRET: 'short' })).toThrow(/^Invalid configuration: RAZORPAY_KEY_SECRET must be at least 16 characters$/)
    expect(() => loadConfig({ ...razorpay, RAZORPAY_API_URL: 'ftp://x' })).toThrow(/^Invalid configuration: RAZORPAY_API_URL /)
    expect(() => loadConfig({ ...razorpay, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), RAZORPAY_API_URL: 'http://127.0.0.1:9' })).toThrow(
      'Invalid configuration: RAZORPAY_API_URL must be an https:// URL when NODE_ENV=production',
    )
  })
})
