import { describe, expect, it } from 'vitest'
import { meanNode, osculatingNodeLongitude, trueNode } from '../../../core/jyotish/nodes'
import type { GeocentricState } from '../../../core/ports/ephemeris'
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

  it('true node speed from three states', () => {
    const n = trueNode(orbitState(100.01, 5.1, 20), orbitState(100, 5.1, 25), orbitState(99.99, 5.1, 30), 0.5)
    expect(n.longitude).toBeCloseTo(100, 9)
    expect(n.speed).toBeCloseTo(-0.02, 9)
  })
})
