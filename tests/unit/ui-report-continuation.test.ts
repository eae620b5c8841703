import { describe, expect, it } from 'vitest'
import { parseReportContinuation } from '../../ui/components/report-continuation'

describe('the report order kept across a recharge', () => {
  const now = 1_800_000_000_000
  const stored = (value: object) => JSON.stringify(value)
  it('comes back with its form for an order page, within the hour', () => {
    expect(parseReportContinuation(stored({ path: '/reports/life', draft: { lang: 'hi' }, savedAt: now - 1000 }), now)).toEqual({ path: '/reports/life', draft: { lang: 'hi' }, savedAt: now - 1000 })
  })
  it('is dropped when stale, from the future, malformed, or pointing anywhere but an order page', () => {
    expect(parseReportContinuation(stored({ path: '/reports/life', savedAt: now - 61 * 60 * 1000 }), now)).toBeNull()
    expect(parseReportContinuation(stored({ path: '/reports/life', savedAt: now + 120_000 }), now)).toBeNull()
    expect(parseReportContinuation(stored({ path: 'https://evil.example/reports/life', savedAt: now }), now)).toBeNull()
    expect(parseReportContinuation(stored({ path: '/admin-dashboard', savedAt: now }), now)).toBeNull()
    expect(parseReportContinuation('{bad', now)).toBeNull()
    expect(parseReportContinuation(null, now)).toBeNull()
  })
})
