/** Display formats of angles and instants for the chart pages (pure; shared with panchang pages). */
import type { JyotishLabels } from './jyotish-labels'

/**
 * An angle in degrees as whole degrees and arc minutes, `D°MM'` (17.072 → `17°04'`). Minutes are
 * truncated, never rounded up, so a planet at 29.999° reads `29°59'` and stays in its sign.
 * @param degrees a finite angle, degrees (negative angles keep their sign).
 * @param withSeconds also print arc seconds (`17°04'19"`).
 */
export function formatDegrees(degrees: number, withSeconds = false): string {
  if (!Number.isFinite(degrees)) throw new RangeError('formatDegrees: degrees must be finite')
  const sign = degrees < 0 ? '-' : ''
  const abs = Math.abs(degrees)
  if (withSeconds) {
    const totalSeconds = Math.floor(abs * 3600 + 1e-7)
    const d = Math.floor(totalSeconds / 3600)
    const m = Math.floor((totalSeconds % 3600) / 60)
    const s = totalSeconds % 60
    return `${sign}${d}°${pad2(m)}'${pad2(s)}"`
  }
  const totalMinutes = Math.floor(abs * 60 + 1e-9)
  return `${sign}${Math.floor(totalMinutes / 60)}°${pad2(totalMinutes % 60)}'`
}

/** A sidereal longitude (degrees) as its sign and the degrees within it: "Aries 12°34'". */
export function formatSiderealLongitude(longitude: number, labels: Pick<JyotishLabels, 'sign'>): string {
  if (!Number.isFinite(longitude)) throw new RangeError('formatSiderealLongitude: longitude must be finite')
  const lon = ((longitude % 360) + 360) % 360
  const sign = Math.min(Math.floor(lon / 30), 11) + 1
  return `${labels.sign(sign)} ${formatDegrees(lon - (sign - 1) * 30)}`
}

/** Whole degrees of an angle (truncated): `17°`. */
export function formatWholeDegrees(degrees: number): string {
  if (!Number.isFinite(degrees)) throw new RangeError('formatWholeDegrees: degrees must be finite')
  return `${Math.trunc(degrees)}°`
}

/**
 * A geographic coordinate as degrees and minutes with its hemisphere, e.g. `16°15'N`, `81°12'E`.
 * Minutes are rounded to the nearest arc minute (coordinates are not sign boundaries).
 */
export function formatCoordinate(value: number, axis: 'latitude' | 'longitude'): string {
  if (!Number.isFinite(value)) throw new RangeError('formatCoordinate: value must be finite')
  const hemisphere = axis === 'latitude' ? (value < 0 ? 'S' : 'N') : value < 0 ? 'W' : 'E'
  const totalMinutes = Math.round(Math.abs(value) * 60)
  return `${Math.floor(totalMinutes / 60)}°${pad2(totalMinutes % 60)}'${hemisphere}`
}

/** A UTC offset in minutes east as `+05:30` / `-04:00`. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(Math.round(minutes))
  return `${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`
}

/** An ISO instant as `YYYY-MM-DD HH:MM` in UT (the birth instant as astronomers write it). */
export function formatUniversalTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const y = date.getUTCFullYear()
  return `${y}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())} ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())}`
}

function pad2(n: number): string {
  return String(n).padStart(2, '0')
}
