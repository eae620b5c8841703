import { describe, expect, it } from 'vitest'
import {
  isSearchableQuery,
  LOCATION_SEARCH_DEBOUNCE_MS,
  moveActiveIndex,
  parseCoordinate,
  SUGGESTIONS_HIDE_DELAY_MS,
} from '../../ui/components/place-picker-logic'
import { imageSrcSet } from '../../core/shared/image-widths'
import { selectOptionLabel } from '../../ui/components/select-option-label'
import { dailyHoroscopePath, ZODIAC_SIGNS, zodiacImageSrcSet, zodiacImageUrl } from '../../ui/components/zodiac-signs'

describe('place picker rules', () => {
  it('uses the spec timings', () => {
    expect(LOCATION_SEARCH_DEBOUNCE_MS).toBe(300)
    expect(SUGGESTIONS_HIDE_DELAY_MS).toBe(300)
  })

  it('searches from 2 characters', () => {
    expect(isSearchableQuery('')).toBe(false)
    expect(isSearchableQuery('D')).toBe(false)
    expect(isSearchableQuery(' D ')).toBe(false)
    expect(isSearchableQuery('De')).toBe(true)
  })

  it('moves the highlight with wrapping', () => {
    expect(moveActiveIndex(-1, 3, 'ArrowDown')).toBe(0)
    expect(moveActiveIndex(0, 3, 'ArrowDown')).toBe(1)
    expect(moveActiveIndex(2, 3, 'ArrowDown')).toBe(0)
    expect(moveActiveIndex(-1, 3, 'ArrowUp')).toBe(2)
    expect(moveActiveIndex(0, 3, 'ArrowUp')).toBe(2)
    expect(moveActiveIndex(2, 3, 'ArrowUp')).toBe(1)
    expect(moveActiveIndex(1, 3, 'Home')).toBe(0)
    expect(moveActiveIndex(1, 3, 'End')).toBe(2)
    expect(moveActiveIndex(0, 0, 'ArrowDown')).toBe(-1)
  })

  it('parses coordinates typed by hand', () => {
    expect(parseCoordinate('28.6139', 'latitude')).toBe(28.6139)
    expect(parseCoordinate(' -33.9 ', 'latitude')).toBe(-33.9)
    expect(parseCoordinate('91', 'latitude')).toBeNull()
    expect(parseCoordinate('179.5', 'longitude')).toBe(179.5)
    expect(parseCoordinate('181', 'longitude')).toBeNull()
    expect(parseCoordinate('', 'longitude')).toBeNull()
    expect(parseCoordinate('12abc', 'longitude')).toBeNull()
    expect(parseCoordinate('1e2', 'longitude')).toBeNull()
  })
})

describe('zodiac signs', () => {
  it('lists the twelve signs in order', () => {
    expect(ZODIAC_SIGNS.map((s) => s.sign)).toEqual([
      'Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo',
      'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces',
    ])
  })

  it('links lowercase horoscope pages and capitalised images', () => {
    expect(dailyHoroscopePath('Sagittarius')).toBe('/daily-horoscope/sagittarius')
    expect(zodiacImageUrl('Sagittarius')).toBe('/api/zodiac-image/Sagittarius.jpg')
    expect(zodiacImageSrcSet('Leo')).toBe('/api/zodiac-image/Leo.jpg?w=240 240w, /api/zodiac-image/Leo.jpg 400w')
    expect(imageSrcSet('astrologers', '/api/astrologer-image/kavitha-nair.jpg')).toBe(
      '/api/astrologer-image/kavitha-nair.jpg?w=160 160w, /api/astrologer-image/kavitha-nair.jpg 300w',
    )
  })
})

describe('the label an on-demand select shows before its code loads', () => {
  const data = [
    'Asia/Kolkata',
    { value: 'self', label: 'Myself' },
    { value: 'bare' },
    { group: 'Family', items: [{ value: 'parent', label: 'Parent' }, 'Child'] },
  ]

  it('is the chosen option’s label, found in plain strings, items and groups', () => {
    expect(selectOptionLabel(data, 'Asia/Kolkata')).toBe('Asia/Kolkata')
    expect(selectOptionLabel(data, 'self')).toBe('Myself')
    expect(selectOptionLabel(data, 'parent')).toBe('Parent')
    expect(selectOptionLabel(data, 'Child')).toBe('Child')
  })

  it('falls back to the value when the option has no label', () => {
    expect(selectOptionLabel(data, 'bare')).toBe('bare')
  })

  it('is empty when nothing is chosen or the value is not an option', () => {
    expect(selectOptionLabel(data, null)).toBe('')
    expect(selectOptionLabel(data, undefined)).toBe('')
    expect(selectOptionLabel(data, 'nobody')).toBe('')
    expect(selectOptionLabel(undefined, 'self')).toBe('')
  })
})
