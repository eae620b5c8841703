import { describe, expect, it } from 'vitest'
import { meanNode, osculatingNodeLongitude, trueNode } from '../../../core/jyotish/nodes'
import type { GeocentricMotion, GeocentricState } from '../../../core/shared/ports/ephemeris'
import { angleDifference } from '../../../core/jyotish/time'

function orbitState(nodeDeg: number, inclinationDeg: number, argumentOfLatitudeDeg: number): GeocentricState {
  const [O, i, u] = [nodeDeg, inclinationDeg, argumentOfLatitudeDeg].map((d) => (d * Math.PI) / 180)
  const rot = (x: number, y: number): [number, number, number] => [
    x * Math.cos(O) - y * Math.cos(i) * Math.sin(O),
    x * Math.sin(O) + y * Math.cos(i) * Math.cos(O),
    y * Math.sin(i),
  ]
  return { position: rot(Math.cos(u) * 0.00257, Math.sin(u) * 0.00257), velocity: rot(-Math.sin(u) * 0.00059, Math.cos(u) * 0.00059) }
}

describe('lunar nodes', () => {
  it('mean node: Meeus eq. 47.7 (Example 47.a: Ω = 274.400656° on 1992-04-12 0h TD)', () => {
    expect(meanNode(2448724.5, 0).longitude).toBeCloseTo(274.400656, 6)
    expect(meanNode(2451545.0, 0).longitude).toBeCloseTo(125.0445479, 7)
    expect(meanNode(2451545.0, 0).speed).toBeCloseTo(-0.0529538, 6)
    expect(meanNode(2451545.0, 0.004).longitude).toBeCloseTo(125.0485479, 7)
  })

  it('osculating node of an inclined orbit is its ascending node, wherever the body is', () => {
    for (const node of [0, 45, 123.4, 250, 359]) {
      for (const u of [10, 100, 200, 300]) expect(angleDifference(osculatingNodeLongitude(orbitState(node, 5.1, u)), node)).toBeCloseTo(0, 9)
    }
  })

  it("true node speed from one instant's motion: the orbit's plane turning, and the frame's own turning", () => {
    // An orbit whose node regresses 0.02°/day while the body moves 13°/day along it: each vector's rate is
    // its motion in the plane plus the plane's turn about the ecliptic's pole (central differences of
    // orbitState over ±1e-4 day, exact to far below the tolerance).
    const at = (t: number) => orbitState(100 - 0.02 * t, 5.1, 25 + 13 * t)
    const step = 1e-4
    const rate = (pick: (s: GeocentricState) => readonly number[]) =>
      pick(at(step)).map((v, k) => (v - pick(at(-step))[k]!) / (2 * step)) as unknown as readonly [number, number, number]
    const motion: GeocentricMotion = { ...at(0), positionRate: rate((s) => s.position), velocityRate: rate((s) => s.velocity) }
    const n = trueNode(motion)
    expect(n.longitude).toBeCloseTo(100, 9)
    expect(n.speed).toBeCloseTo(-0.02, 7)
    // The same orbit in a frame whose longitudes all grow 0.0001°/day, as the equinox's precession makes
    // them grow: the node's longitude grows by that much too.
    const precession = (0.0001 * Math.PI) / 180
    const turned = (v: readonly number[], w: readonly number[]) => [w[0]! - precession * v[1]!, w[1]! + precession * v[0]!, w[2]!] as const
    const inTurningFrame: GeocentricMotion = { ...motion, positionRate: turned(motion.position, motion.positionRate), velocityRate: turned(motion.velocity, motion.velocityRate) }
    expect(trueNode(inTurningFrame).speed).toBeCloseTo(-0.0199, 7)
  })
})
