/**
 * Lagna (ascendant) windows: when each sidereal sign rises at a place, e.g. the Vrishabha (Taurus)
 * kaal of the Diwali Lakshmi puja, a sthir (fixed) lagna.
 * Instants are Julian Days (UT); latitude/longitude degrees, north/east positive.
 */
import { ascendantLongitude } from '../houses'
import { normalizeDegrees } from '../time'
import { findAngle, type Sky } from './sky'

/** The sidereal ascendant at an instant and place, degrees. */
function siderealAscendant(sky: Sky, jd: number, lat: number, lon: number): number {
  const o = sky.earth(jd)
  const tropical = ascendantLongitude(normalizeDegrees(o.greenwichSiderealTime + lon), o.trueObliquity, lat)
  return normalizeDegrees(tropical - sky.ayanamsa(jd))
}

/** A sign 1–12 rising over an interval. */
interface LagnaWindow {
  sign: number
  start: number
  end: number
}

/** Sidereal-day rate of the ascendant on average, degrees per day. */
const ASC_RATE = 360.9856

/**
 * Every lagna window overlapping [from, to): the rising sign from `from` and the instants at which
 * the next signs begin. Only meaningful where every sign rises (|latitude| below about 66°).
 */
export function lagnaWindows(sky: Sky, from: number, to: number, lat: number, lon: number): LagnaWindow[] {
  const asc = (t: number) => siderealAscendant(sky, t, lat, lon)
  const out: LagnaWindow[] = []
  let a = asc(from)
  let sign = Math.floor(a / 30) + 1
  const start = findAngle(asc, (sign - 1) * 30, from - (a - (sign - 1) * 30) / ASC_RATE, ASC_RATE)
  let t = start
  for (let i = 0; i < 30 && t < to; i++) {
    const target = (sign % 12) * 30
    a = asc(t)
    const end = findAngle(asc, target, t + normalizeDegrees(target - a) / ASC_RATE, ASC_RATE)
    out.push({ sign, start: t, end })
    t = end
    sign = (sign % 12) + 1
  }
  return out
}

/** The window(s) of one sign that overlap [from, to). */
export function lagnaOfSign(sky: Sky, sign: number, from: number, to: number, lat: number, lon: number): LagnaWindow[] {
  return lagnaWindows(sky, from, to, lat, lon).filter((w) => w.sign === sign)
}
