import { describe, expect, it } from 'vitest'
import { chatPackagePrice, formatRupees, toPaise } from '../../core/wallet/money'
import { formatDate, formatDuration, formatTime } from '../../core/shared/formatting'

describe('chat package pricing', () => {
  it('prices 20 minutes with a 15% discount, rounded', () => {
    expect(chatPackagePrice(25)).toEqual({ duration: 20, originalPrice: 500, price: 425 })
    expect(chatPackagePrice(33)).toEqual({ duration: 20, originalPrice: 660, price: 561 })
    // The admins' discount replaces the spec's 15 %: ₹33 × 20 = ₹660 at 20 % off is ₹528; at 0 % the full price.
    expect(chatPackagePrice(33, 20, 20)).toEqual({ duration: 20, originalPrice: 660, price: 528 })
    expect(chatPackagePrice(33, 20, 0).price).toBe(660)
    expect(chatPackagePrice(19)).toEqual({ duration: 20, originalPrice: 380, price: 323 })
    expect(chatPackagePrice(7).price).toBe(Math.round(7 * 20 * 0.85))
  })
})

describe('paise', () => {
  it('converts price × quantity to integer paise', () => {
    expect(toPaise(499)).toBe(49900)
    expect(toPaise(425, 2)).toBe(85000)
    expect(toPaise(0.1, 3)).toBe(30)
  })
  it('shows rupees without decimals in general and with 2 in the header', () => {
    expect(formatRupees(49900)).toBe('₹499')
    expect(formatRupees(123456789)).toBe('₹12,34,568')
    expect(formatRupees(12345, { decimals: 2 })).toBe('₹123.45')
    expect(formatRupees(0, { decimals: 2 })).toBe('₹0.00')
  })
})

describe('duration text', () => {
  it("says 'N minutes' under an hour and 'Xh Ym' from an hour", () => {
    expect(formatDuration(20)).toBe('20 minutes')
    expect(formatDuration(59)).toBe('59 minutes')
    expect(formatDuration(60)).toBe('1h 0m')
    expect(formatDuration(135)).toBe('2h 15m')
  })
})

describe('dates (day first, the Indian way) and times (12-hour)', () => {
  it('formats long dates and says Invalid Date for garbage', () => {
    expect(formatDate('1972-06-01')).toBe('1 June 1972')
    expect(formatDate('1972-06-01', 'en-US')).toBe('1 June 1972')
    expect(formatDate('not a date')).toBe('Invalid Date')
    expect(formatDate('')).toBe('Invalid Date')
  })
  it('formats 12-hour times and gives empty text for empty or invalid ones', () => {
    expect(formatTime('04:16')).toBe('4:16 AM')
    expect(formatTime('16:05')).toBe('4:05 PM')
    expect(formatTime('00:00')).toBe('12:00 AM')
    expect(formatTime('')).toBe('')
    expect(formatTime('25:61')).toBe('')
    expect(formatTime('soon')).toBe('')
  })
})
