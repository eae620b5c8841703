import { describe, expect, it } from 'vitest'
import { VARGAS, vargaSign, type VargaId } from '../../../core/jyotish/vargas'

/** Hand-checked with Parashara's rules (BPHS ch. 6); signs 1 = Aries … 12 = Pisces. */
const CASES: { longitude: number; what: string; expected: Record<VargaId, number> }[] = [
  {
    longitude: 10,
    what: 'Aries 10° (odd, movable, fire)',
    expected: { D1: 1, D2: 5, D3: 5, D4: 4, D7: 3, D9: 4, D10: 4, D12: 5, D16: 6, D20: 7, D24: 1, D27: 10, D30: 9, D40: 2, D45: 4, D60: 9 },
  },
  {
    longitude: 47.5,
    what: 'Taurus 17°30′ (even, fixed, earth)',
    expected: { D1: 2, D2: 5, D3: 6, D4: 8, D7: 12, D9: 3, D10: 3, D12: 9, D16: 2, D20: 8, D24: 6, D27: 7, D30: 12, D40: 6, D45: 7, D60: 1 },
  },
  {
    longitude: 263.9,
    what: 'Sagittarius 23°54′ (odd, dual, fire)',
    expected: { D1: 9, D2: 4, D3: 5, D4: 6, D7: 2, D9: 8, D10: 4, D12: 6, D16: 9, D20: 8, D24: 12, D27: 10, D30: 3, D40: 8, D45: 8, D60: 8 },
  },
  {
    longitude: 335.2,
    what: 'Pisces 5°12′ (even, dual, water)',
    expected: { D1: 12, D2: 4, D3: 12, D4: 12, D7: 7, D9: 5, D10: 9, D12: 2, D16: 11, D20: 8, D24: 8, D27: 2, D30: 6, D40: 1, D45: 4, D60: 10 },
  },
  {
    longitude: 299.9,
    what: 'Capricorn 29°54′ (even, movable, earth)',
    expected: { D1: 10, D2: 5, D3: 6, D4: 7, D7: 10, D9: 6, D10: 3, D12: 9, D16: 4, D20: 8, D24: 3, D27: 6, D30: 8, D40: 10, D45: 9, D60: 9 },
  },
]

describe('vargas (Shodashavarga, Parashara)', () => {
  it('covers the sixteen divisions', () => {
    expect(VARGAS).toHaveLength(16)
  })

  for (const c of CASES) {
    it.each(VARGAS)(`${c.what}: %s`, (varga) => {
      expect(vargaSign(varga, c.longitude)).toBe(c.expected[varga])
    })
  }

  it('D9 equals the running count of 3°20′ parts from Aries', () => {
    for (let lon = 0.1; lon < 360; lon += 1.7) expect(vargaSign('D9', lon)).toBe((Math.floor(lon / (10 / 3)) % 12) + 1)
  })

  it('D27 equals the running count of 1°6′40″ parts from Aries', () => {
    for (let lon = 0.05; lon < 360; lon += 0.93) expect(vargaSign('D27', lon)).toBe((Math.floor(lon / (30 / 27)) % 12) + 1)
  })

  it('D2 hora: odd signs Sun then Moon, even signs Moon then Sun', () => {
    expect(vargaSign('D2', 4)).toBe(5) // Aries 4°: Leo
    expect(vargaSign('D2', 20)).toBe(4) // Aries 20°: Cancer
    expect(vargaSign('D2', 94)).toBe(4) // Cancer 4°: Cancer
    expect(vargaSign('D2', 110)).toBe(5) // Cancer 20°: Leo
  })

  it('D30 trimshamsha boundaries in odd and even signs', () => {
    const odd: [number, number][] = [[0, 1], [4.99, 1], [5, 11], [9.99, 11], [10, 9], [17.99, 9], [18, 3], [24.99, 3], [25, 7], [29.99, 7]]
    for (const [d, sign] of odd) expect(vargaSign('D30', 120 + d)).toBe(sign) // Leo
    const even: [number, number][] = [[0, 2], [4.99, 2], [5, 6], [11.99, 6], [12, 12], [19.99, 12], [20, 10], [24.99, 10], [25, 8], [29.99, 8]]
    for (const [d, sign] of even) expect(vargaSign('D30', 30 + d)).toBe(sign) // Taurus
  })

  it('D3 drekkana: the sign, its 5th and its 9th', () => {
    expect([5, 15, 25].map((d) => vargaSign('D3', 210 + d))).toEqual([8, 12, 4]) // Scorpio
  })

  it('accepts any finite longitude (normalised) and rejects others', () => {
    expect(vargaSign('D9', 370)).toBe(vargaSign('D9', 10))
    expect(vargaSign('D1', -0.5)).toBe(12)
    expect(() => vargaSign('D9', Number.NaN)).toThrow(RangeError)
    expect(() => vargaSign('D5' as VargaId, 10)).toThrow(RangeError)
  })
})
