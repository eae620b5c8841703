import { describe, expect, it } from 'vitest'
import { formatUtcOffset, parseUtcOffset } from '../../core/shared/utc-offset'

describe('UTC offsets as people write them', () => {
  it('reads signed hours, minutes and seconds', () => {
    expect(parseUtcOffset('+05:30')).toBe(330)
    expect(parseUtcOffset('+0530')).toBe(330)
    expect(parseUtcOffset('+4:51')).toBe(291)
    expect(parseUtcOffset('UTC+6:30')).toBe(390)
    expect(parseUtcOffset('-03:30')).toBe(-210)
    expect(parseUtcOffset('+05:53:20')).toBeCloseTo(353.333, 3)
  })
  it('refuses what is not an offset', () => {
    for (const text of ['', '05:30', '+25:00', '+05:75', 'IST', '+5:30pm']) expect(parseUtcOffset(text)).toBeNull()
  })
  it('writes minutes back, round trip', () => {
    expect(formatUtcOffset(291)).toBe('+04:51')
    expect(formatUtcOffset(-210)).toBe('-03:30')
    expect(formatUtcOffset(353 + 1 / 3)).toBe('+05:53:20')
    expect(parseUtcOffset(formatUtcOffset(353 + 1 / 3))).toBeCloseTo(353 + 1 / 3, 6)
  })
})
