import { describe, expect, it } from 'vitest'
import { varshaphalYearOf } from '../../ui/features/kundli/utils/varshaphal-year'

const NOW = new Date('2026-12-05T10:00:00Z')

describe('the year a /varshaphal link asks for', () => {
  it('is the link’s year when the chart can have it, from the birth year to 120 years on', () => {
    expect(varshaphalYearOf(new URLSearchParams('year=2030'), '1990-05-15', NOW)).toBe(2030)
    expect(varshaphalYearOf(new URLSearchParams('year=1990'), '1990-05-15', NOW)).toBe(1990)
    expect(varshaphalYearOf(new URLSearchParams('year=2110'), '1990-05-15', NOW)).toBe(2110)
    // The router hands parsed search values: a number is read as such.
    expect(varshaphalYearOf({ year: 2031 }, '1990-05-15', NOW)).toBe(2031)
  })
  it('is this year otherwise, brought within the chart’s years', () => {
    for (const bad of ['', 'year=abc', 'year=1989', 'year=2111', 'year=2030.5', 'year=02030'])
      expect(varshaphalYearOf(new URLSearchParams(bad), '1990-05-15', NOW), bad).toBe(2026)
    // Born after this year: the first year of life; born more than 120 years ago: the last one.
    expect(varshaphalYearOf(new URLSearchParams(), '2040-01-01', NOW)).toBe(2040)
    expect(varshaphalYearOf(new URLSearchParams(), '1850-01-01', NOW)).toBe(1970)
  })
})
