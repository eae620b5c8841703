import { describe, expect, it } from 'vitest'
import { ascendantLongitude, bhavaOf, localSiderealTime, midheavenLongitude, sripatiBhavas, wholeSignHouse } from '../../../core/jyotish/houses'

const EPS = 23.4392911
const rad = Math.PI / 180

describe('ascendant and midheaven', () => {
  it('hand-checked values', () => {
    // At the equator with RAMC 0° the first point of Cancer rises (ascendant 90°), with RAMC 90° Libra.
    expect(ascendantLongitude(0, EPS, 0)).toBeCloseTo(90, 9)
    expect(ascendantLongitude(90, EPS, 0)).toBeCloseTo(180, 9)
    // RAMC 0°, latitude 45°N: tan λ = −1 / (tan φ · sin ε) → 111.6915°.
    expect(ascendantLongitude(0, EPS, 45)).toBeCloseTo(111.69153, 4)
    expect(midheavenLongitude(0, EPS)).toBeCloseTo(0, 9)
    expect(midheavenLongitude(30, EPS)).toBeCloseTo(32.18126, 4)
    expect(localSiderealTime(350, 20)).toBeCloseTo(10, 9)
  })

  it('puts the ascendant on the eastern horizon (altitude 0, rising) for any RAMC and latitude', () => {
    for (let ramc = 3; ramc < 360; ramc += 17) {
      for (const lat of [-55, -23, 0, 12.97, 28.6, 51.5, 64]) {
        const lon = ascendantLongitude(ramc, EPS, lat) * rad
        const e = EPS * rad
        const ra = Math.atan2(Math.sin(lon) * Math.cos(e), Math.cos(lon))
        const dec = Math.asin(Math.sin(lon) * Math.sin(e))
        const h = ramc * rad - ra
        const phi = lat * rad
        const altitude = Math.asin(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(h))
        expect(Math.abs(altitude)).toBeLessThan(1e-9)
        expect(Math.sin(h)).toBeLessThan(0) // east of the meridian
      }
    }
  })

  it('rejects the poles', () => {
    expect(() => ascendantLongitude(0, EPS, 90)).toThrow(RangeError)
  })
})

describe('houses', () => {
  it('whole-sign houses count from the ascendant sign', () => {
    expect(wholeSignHouse(5, 5)).toBe(1)
    expect(wholeSignHouse(4, 5)).toBe(12)
    expect(wholeSignHouse(1, 10)).toBe(4)
  })

  it('Sripati bhavas trisect the quadrants; sandhis are midpoints', () => {
    const { madhya, sandhi } = sripatiBhavas(100, 20)
    const expectedMadhya = [100, 133.3333, 166.6667, 200, 226.6667, 253.3333, 280, 313.3333, 346.6667, 20, 46.6667, 73.3333]
    const expectedSandhi = [86.6667, 116.6667, 150, 183.3333, 213.3333, 240, 266.6667, 296.6667, 330, 3.3333, 33.3333, 60]
    madhya.forEach((m, i) => expect(m).toBeCloseTo(expectedMadhya[i], 3))
    sandhi.forEach((s, i) => expect(s).toBeCloseTo(expectedSandhi[i], 3))
    expect(bhavaOf(90, sandhi)).toBe(1)
    expect(bhavaOf(86, sandhi)).toBe(12)
    expect(bhavaOf(2, sandhi)).toBe(9)
    expect(bhavaOf(4, sandhi)).toBe(10)
  })
})
