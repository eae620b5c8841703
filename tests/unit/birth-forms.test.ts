import { describe, expect, it } from 'vitest'
import { hasCoordinates, kundliFormSchema, matchingFormSchema, matchingHasCoordinates, quickBirthFormSchema } from '../../core/shared/birth-forms'

const messagesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))

describe('kundli form validation', () => {
  const valid = { name: 'Asha', birthDate: '1990-01-01', birthTime: '06:30', birthPlace: 'Chennai, Tamil Nadu, India', gender: 'female' }
  it('accepts a complete form', () => {
    expect(kundliFormSchema.safeParse(valid).success).toBe(true)
  })
  it('gives the exact messages of the spec', () => {
    const result = kundliFormSchema.safeParse({ name: 'A', birthDate: '', birthTime: '', birthPlace: ' ', gender: 'other' })
    expect(messagesOf(result)).toEqual({
      name: 'Name must be at least 2 characters',
      birthDate: 'Birth date is required',
      birthTime: 'Birth time is required',
      birthPlace: 'Birth place is required',
      gender: 'Please select a gender',
    })
  })
  it('treats missing fields like empty ones', () => {
    expect(messagesOf(kundliFormSchema.safeParse({ gender: 'male' }))).toMatchObject({ name: 'Name must be at least 2 characters', birthDate: 'Birth date is required' })
  })
})

describe('matching form validation', () => {
  it("names the boy's and girl's fields", () => {
    const result = matchingFormSchema.safeParse({})
    expect(messagesOf(result)).toMatchObject({
      boyName: "Boy's name is required",
      girlName: "Girl's name is required",
      boyBirthDate: "Boy's birth date is required",
      girlBirthTime: "Girl's birth time is required",
      girlBirthPlace: "Girl's birth place is required",
    })
  })
  it('requires names of at least 2 characters', () => {
    const result = matchingFormSchema.safeParse({ boyName: 'R', girlName: 'Si' })
    expect(messagesOf(result).boyName).toBe("Boy's name is required")
    expect(messagesOf(result).girlName).toBeUndefined()
  })
})

describe('coordinates on submit', () => {
  it('needs latitude and longitude present and non-zero', () => {
    expect(hasCoordinates(13.08, 80.27)).toBe(true)
    expect(hasCoordinates('13.08', '80.27')).toBe(true)
    expect(hasCoordinates(0, 80.27)).toBe(false)
    expect(hasCoordinates(13.08, '')).toBe(false)
    expect(hasCoordinates(undefined, undefined)).toBe(false)
    expect(hasCoordinates('north', 80)).toBe(false)
  })
  it('needs both partners for matching', () => {
    expect(matchingHasCoordinates({ boyLatitude: 28.6, boyLongitude: 77.2, girlLatitude: 19.07, girlLongitude: 72.88 })).toBe(true)
    expect(matchingHasCoordinates({ boyLatitude: 28.6, boyLongitude: 77.2, girlLatitude: null, girlLongitude: 72.88 })).toBe(false)
  })
})

describe('quick home form', () => {
  it('leaves birth time optional', () => {
    expect(quickBirthFormSchema.safeParse({ fullName: 'Ravi Kumar', gender: 'male', birthDate: '1985-05-05', birthPlace: 'Pune' }).success).toBe(true)
  })
})
