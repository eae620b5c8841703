/**
 * Tropical (apparent, of date) positions and Earth-orientation values against the worked examples of
 * J. Meeus, Astronomical Algorithms (2nd ed., 1998). There is no sidereal reference here; the bar is
 * astronomy-engine's documented accuracy (about 1′ or better for the planets, a few arcseconds for
 * the Sun and Moon) and Meeus's own truncations (his Moon series is good to about 10″).
 * Examples are given in TD (= TT); the engine takes UT, so each instant is converted with the ΔT model.
 */
import { describe, expect, it } from 'vitest'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { deltaTSeconds } from '../../core/jyotish/delta-t'
import { angleDifference } from '../../core/jyotish/time'

const ephemeris = new AstronomyEngineEphemeris()
const dms = (d: number, m: number, s: number) => d + m / 60 + s / 3600
const arcsec = (a: number, b: number) => Math.abs(angleDifference(a, b)) * 3600

function utFromTt(jdTt: number): number {
  let jdUt = jdTt
  for (let i = 0; i < 3; i++) jdUt = jdTt - deltaTSeconds(jdUt) / 86400
  return jdUt
}

describe('Meeus, Astronomical Algorithms: worked examples', () => {
  it('Example 25.b, the Sun on 1992-10-13 0h TD: λ = 199°54′21.818″ (within 2″)', () => {
    const sun = ephemeris.position('sun', utFromTt(2448908.5))
    expect(arcsec(sun.longitude, dms(199, 54, 21.818))).toBeLessThan(2)
    expect(Math.abs(sun.latitude) * 3600).toBeLessThan(1.5) // Meeus: +0.72″
  })

  it('Example 47.a, the Moon on 1992-04-12 0h TD: λ = 133.167265°, β = −3.229126°, Δ = 368 409.7 km (within 10″, 50 km)', () => {
    const moon = ephemeris.position('moon', utFromTt(2448724.5))
    expect(arcsec(moon.longitude, 133.167265)).toBeLessThan(10)
    expect(Math.abs(moon.latitude + 3.229126) * 3600).toBeLessThan(10)
    expect(Math.abs(moon.distance * 149_597_870.7 - 368_409.7)).toBeLessThan(50)
  })

  it('Example 33.a, Venus on 1992-12-20 0h TD: λ = 313.08102°, β = −2.08474° (within 10″)', () => {
    const venus = ephemeris.position('venus', utFromTt(2448976.5))
    expect(arcsec(venus.longitude, 313.08102)).toBeLessThan(10)
    expect(Math.abs(venus.latitude + 2.08474) * 3600).toBeLessThan(10)
  })

  it('Example 22.a, nutation on 1987-04-10 0h TD: Δψ = −3.788″, ε = 23°26′36.850″ (within 0.5″)', () => {
    const o = ephemeris.orientation(utFromTt(2446895.5))
    expect(Math.abs(o.nutationLongitude * 3600 + 3.788)).toBeLessThan(0.5)
    expect(Math.abs(o.nutationObliquity * 3600 - 9.443)).toBeLessThan(0.5)
    expect(Math.abs(o.trueObliquity - dms(23, 26, 36.85)) * 3600).toBeLessThan(0.5)
  })

  it('Example 12.a, apparent sidereal time on 1987-04-10 0h UT: 13h10m46.1351s (within 0.02 s)', () => {
    const gast = ephemeris.orientation(2446895.5).greenwichSiderealTime / 15
    expect(Math.abs(gast - (13 + 10 / 60 + 46.1351 / 3600)) * 3600).toBeLessThan(0.02)
  })
})
