import { describe, expect, it } from 'vitest'
import { countClaim, platformClaims, ratingClaim } from '../../core/content/claims'
import { settingsSchema } from '../../core/administration/settings-form'
import { defaultSettings } from '../../core/domain/settings'

describe('a marketing figure', () => {
  it('is the live count itself below 100', () => {
    expect(countClaim('live', 14)).toEqual({ value: 14, orMore: false })
    expect(countClaim('live', 99)).toEqual({ value: 99, orMore: false })
  })

  it('keeps two digits above that, rounded down, with a plus only when the live count is larger', () => {
    expect(countClaim('live', 100)).toEqual({ value: 100, orMore: false })
    expect(countClaim('live', 109)).toEqual({ value: 100, orMore: true })
    expect(countClaim('live', 1_234)).toEqual({ value: 1_200, orMore: true })
    expect(countClaim('live', 1_299)).toEqual({ value: 1_200, orMore: true })
    expect(countClaim('live', 56_789)).toEqual({ value: 56_000, orMore: true })
    expect(countClaim('live', 1_23_456)).toEqual({ value: 1_20_000, orMore: true })
  })

  it('is never above the live count, whatever the count', () => {
    for (let live = 1; live < 200_000; live += live < 1_000 ? 1 : 997) {
      const claim = countClaim('live', live)!
      expect(claim.value).toBeLessThanOrEqual(live)
      expect(claim.orMore).toBe(claim.value < live)
      // Readable: at most two digits that are not zeros.
      expect(String(claim.value).replace(/0+$/, '').length).toBeLessThanOrEqual(2)
    }
  })

  it('shows nothing when hidden, or when there is nothing to count', () => {
    expect(countClaim('hidden', 5_000)).toBeNull()
    expect(countClaim('live', 0)).toBeNull()
    expect(countClaim('live', Number.NaN)).toBeNull()
  })
})

describe('the rating figure', () => {
  it('is the reviews’ weighted mean of the ratings, rounded down to one decimal', () => {
    // (4.9 × 10 + 4.5 × 30) / 40 = 4.6
    expect(ratingClaim('live', [{ rating: 4.9, reviews: 10 }, { rating: 4.5, reviews: 30 }])).toBe(4.6)
    // (5 × 1 + 4.7 × 2) / 3 = 4.8: kept, not printed as 4.7
    expect(ratingClaim('live', [{ rating: 5, reviews: 1 }, { rating: 4.7, reviews: 2 }])).toBe(4.8)
    // 4.79 is printed 4.7, never 4.8
    expect(ratingClaim('live', [{ rating: 4.79, reviews: 7 }])).toBe(4.7)
  })

  it('leaves out astrologers nobody reviewed, and is hidden when nobody is, or when the setting says so', () => {
    expect(ratingClaim('live', [{ rating: 0, reviews: 0 }, { rating: 4.2, reviews: 3 }])).toBe(4.2)
    expect(ratingClaim('live', [{ rating: 0, reviews: 0 }])).toBeNull()
    expect(ratingClaim('hidden', [{ rating: 4.9, reviews: 100 }])).toBeNull()
  })
})

describe('the claims settings', () => {
  it('default to the live figures', () => {
    const claims = platformClaims(defaultSettings(20).claims, { astrologers: 14, users: 2_345, ratings: [{ rating: 4.8, reviews: 12 }] })
    expect(claims).toEqual({ astrologers: { value: 14, orMore: false }, users: { value: 2_300, orMore: true }, rating: 4.8 })
  })

  it('hide each figure on its own', () => {
    const claims = platformClaims({ astrologers: 'live', users: 'hidden', rating: 'hidden' }, { astrologers: 14, users: 2_345, ratings: [{ rating: 4.8, reviews: 12 }] })
    expect(claims).toEqual({ astrologers: { value: 14, orMore: false }, users: null, rating: null })
  })

  it('accept live or hidden only, and a body without them', () => {
    const settings = defaultSettings(20)
    expect(settingsSchema.safeParse({ ...settings, claims: { ...settings.claims, users: 'hidden' } }).success).toBe(true)
    const { claims: _claims, ...withoutClaims } = settings
    expect(settingsSchema.safeParse(withoutClaims).success).toBe(true)
    const bad = settingsSchema.safeParse({ ...settings, claims: { ...settings.claims, rating: '4.8' } })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues[0]).toMatchObject({ path: ['claims', 'rating'], message: 'A figure is shown live or hidden' })
  })
})
