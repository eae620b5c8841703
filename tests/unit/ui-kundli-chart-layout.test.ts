import { describe, expect, it } from 'vitest'
import {
  houseOfSign,
  layoutLabels,
  NORTH_INDIAN_HOUSES,
  polygonCenter,
  signInHouse,
  southIndianCell,
} from '../../ui/components/chart-geometry'
import { bodiesBySign, moonChartModel, rashiChartModel, vargaChartModel } from '../../ui/components/chart-model'
import { jyotishLabels } from '../../ui/components/jyotish-labels'
import type { Chart } from '../../core/jyotish/chart'

describe('North Indian chart: houses fixed, signs from the ascendant', () => {
  it('puts the ascendant sign in house 1 and counts signs on from it', () => {
    expect(signInHouse(1, 1)).toBe(1)
    expect(signInHouse(2, 1)).toBe(2)
    expect(signInHouse(12, 1)).toBe(12)
    // Ascendant Sagittarius (9): house 4 holds Pisces (12), house 5 Aries (1).
    expect(signInHouse(1, 9)).toBe(9)
    expect(signInHouse(4, 9)).toBe(12)
    expect(signInHouse(5, 9)).toBe(1)
    expect(signInHouse(12, 9)).toBe(8)
  })

  it('finds the house of a sign, the inverse of signInHouse', () => {
    for (let asc = 1; asc <= 12; asc++) {
      for (let house = 1; house <= 12; house++) expect(houseOfSign(signInHouse(house, asc), asc)).toBe(house)
    }
    expect(houseOfSign(9, 1)).toBe(9)
    expect(houseOfSign(1, 9)).toBe(5)
  })

  it('rejects signs and houses outside 1–12', () => {
    expect(() => signInHouse(0, 1)).toThrow(RangeError)
    expect(() => signInHouse(1, 13)).toThrow(RangeError)
    expect(() => houseOfSign(1.5, 1)).toThrow(RangeError)
  })

  it('draws house 1 as the top diamond and runs the houses counter-clockwise', () => {
    expect(NORTH_INDIAN_HOUSES.map((h) => h.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const centers = NORTH_INDIAN_HOUSES.map((h) => polygonCenter(h.polygon))
    // House 1 top middle, 4 left middle, 7 bottom middle, 10 right middle.
    expect(centers[0][0]).toBeCloseTo(0.5)
    expect(centers[0][1]).toBeLessThan(0.5)
    expect(centers[3][0]).toBeLessThan(0.5)
    expect(centers[3][1]).toBeCloseTo(0.5)
    expect(centers[6][0]).toBeCloseTo(0.5)
    expect(centers[6][1]).toBeGreaterThan(0.5)
    expect(centers[9][0]).toBeGreaterThan(0.5)
    expect(centers[9][1]).toBeCloseTo(0.5)
    // Counter-clockwise on screen (y down): the angle around the centre decreases... seen as atan2(-dy, dx), it increases.
    const angles = centers.map(([x, y]) => (Math.atan2(-(y - 0.5), x - 0.5) * 180) / Math.PI)
    const unwrapped = angles.map((a) => (a - angles[0] + 360) % 360)
    for (let i = 1; i < 12; i++) expect(unwrapped[i]).toBeGreaterThan(unwrapped[i - 1])
    expect(NORTH_INDIAN_HOUSES.filter((h) => h.shape === 'kite').map((h) => h.house)).toEqual([1, 4, 7, 10])
  })
})

describe('South Indian chart: signs fixed, Pisces top-left, clockwise', () => {
  it('places the twelve signs around the ring', () => {
    expect(southIndianCell(12)).toEqual({ row: 0, col: 0 })
    expect(southIndianCell(1)).toEqual({ row: 0, col: 1 })
    expect(southIndianCell(3)).toEqual({ row: 0, col: 3 })
    expect(southIndianCell(4)).toEqual({ row: 1, col: 3 })
    expect(southIndianCell(6)).toEqual({ row: 3, col: 3 })
    expect(southIndianCell(9)).toEqual({ row: 3, col: 0 })
    expect(southIndianCell(11)).toEqual({ row: 1, col: 0 })
  })

  it('uses every outer cell once and never the centre', () => {
    const cells = Array.from({ length: 12 }, (_, i) => southIndianCell(i + 1))
    const keys = new Set(cells.map((c) => `${c.row},${c.col}`))
    expect(keys.size).toBe(12)
    for (const c of cells) expect(c.row === 0 || c.row === 3 || c.col === 0 || c.col === 3).toBe(true)
  })
})

describe('label layout in a chart cell', () => {
  it('stacks labels in one centred column while they fit', () => {
    const { slots, scale } = layoutLabels(3, [100, 100], [80, 90], 20)
    expect(scale).toBe(1)
    expect(slots.map((s) => s.x)).toEqual([100, 100, 100])
    expect(slots.map((s) => s.y)).toEqual([80, 100, 120])
  })

  it('opens a second column when the rows run out, and shrinks text that still overflows', () => {
    const two = layoutLabels(4, [0, 0], [80, 40], 20)
    expect(new Set(two.slots.map((s) => s.x)).size).toBe(2)
    expect(two.scale).toBe(1)
    const crowded = layoutLabels(9, [0, 0], [80, 40], 20, 2)
    expect(crowded.scale).toBeLessThan(1)
    expect(layoutLabels(0, [0, 0], [10, 10], 5).slots).toEqual([])
  })

  it('shrinks labels wider than their column, and fills minRows before a second column', () => {
    expect(layoutLabels(1, [0, 0], [50, 50], 10, 1, 100).scale).toBeCloseTo(0.5)
    const rows = layoutLabels(3, [0, 0], [100, 30], 20, 2, 0, 3)
    expect(new Set(rows.slots.map((s) => s.x)).size).toBe(1)
    expect(rows.scale).toBeCloseTo(0.5)
  })
})

describe('chart models', () => {
  const planet = (id: string, sign: number, extra: Record<string, unknown> = {}) => ({ id, sign, degreeInSign: 10, retrograde: false, combust: false, ...extra })
  const chart = {
    ascendant: { sign: 1, degreeInSign: 26.5 },
    planets: [
      planet('sun', 2),
      planet('moon', 9),
      planet('mars', 3),
      planet('mercury', 2, { combust: true }),
      planet('jupiter', 9, { retrograde: true }),
      planet('venus', 3, { retrograde: true }),
      planet('saturn', 2),
      planet('rahu', 10, { retrograde: true }),
      planet('ketu', 4, { retrograde: true }),
    ],
  } as unknown as Chart

  it('groups the grahas by sign in the traditional order, marking retrograde except for the nodes', () => {
    const model = rashiChartModel(chart)
    expect(model.ascendantSign).toBe(1)
    expect(bodiesBySign(model).get(2)?.map((b) => b.id)).toEqual(['sun', 'mercury', 'saturn'])
    expect(model.bodies.find((b) => b.id === 'jupiter')?.retrograde).toBe(true)
    expect(model.bodies.find((b) => b.id === 'rahu')?.retrograde).toBe(false)
    expect(model.bodies.find((b) => b.id === 'mercury')?.combust).toBe(true)
  })

  it('casts the Moon chart from the Moon sign', () => {
    expect(moonChartModel(chart).ascendantSign).toBe(9)
    expect(moonChartModel(chart).ascendantDegree).toBeUndefined()
  })

  it('draws a varga from its signs', () => {
    const varga = { ascendant: 5, planets: { sun: 1, moon: 2, mars: 3, mercury: 4, jupiter: 5, venus: 6, saturn: 7, rahu: 8, ketu: 2 } }
    const model = vargaChartModel(varga as never, chart)
    expect(model.ascendantSign).toBe(5)
    expect(bodiesBySign(model).get(2)?.map((b) => b.id)).toEqual(['moon', 'ketu'])
    expect(model.bodies.every((b) => b.degreeInSign === undefined)).toBe(true)
  })
})

describe('jyotish labels', () => {
  it('abbreviates the planets in each language', () => {
    const en = jyotishLabels('en')
    expect(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'].map((g) => en.planetAbbr(g as never))).toEqual([
      'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Ra', 'Ke',
    ])
    const hi = jyotishLabels('hi')
    expect(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu'].map((g) => hi.planetAbbr(g as never))).toEqual([
      'सू', 'चं', 'मं', 'बु', 'गु', 'शु', 'श', 'रा', 'के',
    ])
    expect(jyotishLabels('ta').planet('moon')).toBe('சந்திரன்')
    expect(jyotishLabels('te').planet('mars')).toBe('కుజుడు')
  })

  it('names signs and nakshatras by number or identifier', () => {
    const en = jyotishLabels('en')
    expect(en.sign(1)).toBe('Aries')
    expect(en.sign('pisces')).toBe('Pisces')
    expect(en.nakshatra('uttaraAshadha')).toBe('Uttara Ashadha')
    expect(en.nakshatra(27)).toBe('Revati')
    expect(jyotishLabels('hi').sign(9)).toBe('धनु')
    expect(() => en.sign(13)).toThrow(RangeError)
  })

  it('has every term in every language', () => {
    for (const code of ['en', 'hi', 'ta', 'te'] as const) {
      const l = jyotishLabels(code)
      expect(l.signs).toHaveLength(12)
      expect(l.signShort).toHaveLength(12)
      expect(l.nakshatras).toHaveLength(27)
      expect(Object.keys(l.dignities)).toHaveLength(9)
      expect(Object.keys(l.vargas)).toHaveLength(16)
      for (const text of [...l.signs, ...l.nakshatras, ...Object.values(l.planets), ...Object.values(l.dignities)]) expect(text.trim()).not.toBe('')
    }
  })
})
