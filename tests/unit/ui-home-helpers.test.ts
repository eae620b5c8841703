import { describe, expect, it } from 'vitest'
import {
  nextTestimonialIndex,
  selectTestimonialIndex,
  TESTIMONIAL_ROTATION_MS,
} from '../../ui/features/home/utils/testimonial-rotation'
import { kundliSearch } from '../../ui/features/home/utils/birth-navigation'
import { matchingSearch } from '../../ui/components/birth/matching-search'
import { firstIssueByField } from '../../ui/components/field-issues'
import { kundliFormSchema, matchingFormSchema } from '../../core/shared/birth-forms'
import { formatPanchangSpan, formatPanchangTime } from '../../ui/features/home/utils/ist-time'

describe('testimonial rotation', () => {
  it('rotates every 5000 ms over three items', () => {
    expect(TESTIMONIAL_ROTATION_MS).toBe(5000)
    expect(nextTestimonialIndex(0, 3)).toBe(1)
    expect(nextTestimonialIndex(1, 3)).toBe(2)
    expect(nextTestimonialIndex(2, 3)).toBe(0)
  })

  it('recovers from bad input', () => {
    expect(nextTestimonialIndex(7, 3)).toBe(2)
    expect(nextTestimonialIndex(-1, 3)).toBe(1)
    expect(nextTestimonialIndex(0, 0)).toBe(0)
  })

  it('clamps a dot selection', () => {
    expect(selectTestimonialIndex(2, 3)).toBe(2)
    expect(selectTestimonialIndex(5, 3)).toBe(2)
    expect(selectTestimonialIndex(-2, 3)).toBe(0)
    expect(selectTestimonialIndex(Number.NaN, 3)).toBe(0)
  })
})

describe('birth navigation query strings', () => {
  it('builds the /kundli query: name, date, time, location, gender, latitude, longitude', () => {
    const search = kundliSearch({
      name: ' Asha Rao ',
      birthDate: '1990-05-14',
      birthTime: '06:30',
      birthPlace: 'Pune, Maharashtra, India',
      gender: 'female',
      latitude: 18.5196,
      longitude: 73.8553,
    })
    expect([...new URLSearchParams(search).keys()]).toEqual(['name', 'date', 'time', 'location', 'gender', 'latitude', 'longitude'])
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      name: 'Asha Rao',
      date: '1990-05-14',
      time: '06:30',
      location: 'Pune, Maharashtra, India',
      gender: 'female',
      latitude: '18.5196',
      longitude: '73.8553',
    })
  })

  it('builds the /kundli-matching query in the spec order', () => {
    const search = matchingSearch({
      boyName: 'Ravi',
      boyBirthDate: '1988-01-02',
      boyBirthTime: '10:00',
      boyBirthPlace: 'Delhi',
      girlName: 'Meera',
      girlBirthDate: '1990-03-04',
      girlBirthTime: '22:15',
      girlBirthPlace: 'Chennai',
      boyLatitude: 28.61,
      boyLongitude: 77.21,
      girlLatitude: '13.08',
      girlLongitude: '80.27',
    })
    expect([...new URLSearchParams(search).keys()]).toEqual([
      'boyName', 'boyBirthDate', 'boyBirthTime', 'boyBirthPlace',
      'girlName', 'girlBirthDate', 'girlBirthTime', 'girlBirthPlace',
      'boyLatitude', 'boyLongitude', 'girlLatitude', 'girlLongitude',
    ])
    expect(new URLSearchParams(search).get('girlLatitude')).toBe('13.08')
  })

  it('keeps the first schema message of each field', () => {
    const kundli = kundliFormSchema.safeParse({ name: 'A', birthDate: '', birthTime: '', birthPlace: '', gender: 'male' })
    expect(kundli.success).toBe(false)
    expect(firstIssueByField(kundli.error!.issues)).toEqual({
      name: 'Name must be at least 2 characters',
      birthDate: 'Birth date is required',
      birthTime: 'Birth time is required',
      birthPlace: 'Birth place is required',
    })
    const matching = matchingFormSchema.safeParse({})
    expect(firstIssueByField(matching.error!.issues).girlName).toBe("Girl's name is required")
  })
})

describe('panchang times (Delhi, IST)', () => {
  it('shows HH:MM as 12-hour US English', () => {
    expect(formatPanchangTime('06:05')).toBe('6:05 AM')
    expect(formatPanchangTime('18:40')).toBe('6:40 PM')
  })

  it('shows ISO instants in IST', () => {
    expect(formatPanchangTime('2025-06-21T00:30:00Z')).toBe('6:00 AM')
    expect(formatPanchangTime('2025-06-21T19:12:00+05:30')).toBe('7:12 PM')
  })

  it('gives empty text for empty or invalid input', () => {
    expect(formatPanchangTime('')).toBe('')
    expect(formatPanchangTime(undefined)).toBe('')
    expect(formatPanchangTime('soon')).toBe('')
    expect(formatPanchangSpan({ start: '07:30', end: '' })).toBe('')
    expect(formatPanchangSpan({ start: '07:30', end: '09:00' })).toBe('7:30 AM – 9:00 AM')
  })
})
