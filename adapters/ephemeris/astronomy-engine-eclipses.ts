import * as Astronomy from 'astronomy-engine'
import type { EclipseCalendar, EclipsePhase, EclipsePlace, LunarEclipse, SolarEclipse } from '../../core/shared/ports/eclipse-calendar'
import { installDeltaTModel } from './astronomy-engine-ephemeris'

const JD_J2000 = 2451545.0
const MINUTE = 1 / 1440

const jdOf = (t: Astronomy.AstroTime) => t.ut + JD_J2000
const timeOf = (jd: number) => Astronomy.MakeTime(jd - JD_J2000)

/**
 * The {@link EclipseCalendar} port on astronomy-engine's eclipse searches (SearchLunarEclipse,
 * SearchGlobalSolarEclipse, SearchLocalSolarEclipse), with the engine's ΔT model installed.
 * Lunar visibility: the Moon's topocentric altitude sampled every 5 minutes over the umbral phase
 * (the penumbral one for penumbral eclipses).
 */
export class AstronomyEngineEclipses implements EclipseCalendar {
  constructor() {
    installDeltaTModel()
  }

  lunarEclipses(fromJd: number, toJd: number, place: EclipsePlace): LunarEclipse[] {
    const observer = new Astronomy.Observer(place.lat, place.lon, 0)
    const out: LunarEclipse[] = []
    let e = Astronomy.SearchLunarEclipse(timeOf(fromJd).date)
    while (jdOf(e.peak) < toJd) {
      const peak = jdOf(e.peak)
      const phase = (semiMinutes: number): EclipsePhase | null => (semiMinutes > 0 ? { start: peak - semiMinutes * MINUTE, end: peak + semiMinutes * MINUTE } : null)
      const penumbral = phase(e.sd_penum)!
      const partial = phase(e.sd_partial)
      const seen = partial ?? penumbral
      out.push({
        kind: e.kind as LunarEclipse['kind'],
        peak,
        penumbral,
        partial,
        total: phase(e.sd_total),
        obscuration: e.obscuration,
        visible: moonAboveHorizon(seen, observer),
      })
      e = Astronomy.NextLunarEclipse(e.peak)
    }
    return out
  }

  solarEclipses(fromJd: number, toJd: number, place: EclipsePlace): SolarEclipse[] {
    const observer = new Astronomy.Observer(place.lat, place.lon, 0)
    const out: SolarEclipse[] = []
    let e = Astronomy.SearchGlobalSolarEclipse(timeOf(fromJd).date)
    while (jdOf(e.peak) < toJd) {
      const peak = jdOf(e.peak)
      const local = Astronomy.SearchLocalSolarEclipse(timeOf(peak - 1).date, observer)
      const localPeak = jdOf(local.peak.time)
      const here = Math.abs(localPeak - peak) < 0.5
      out.push({
        kind: e.kind as SolarEclipse['kind'],
        peak,
        local: here
          ? {
              kind: local.kind as 'partial' | 'annular' | 'total',
              start: jdOf(local.partial_begin.time),
              peak: localPeak,
              end: jdOf(local.partial_end.time),
              obscuration: local.obscuration,
              visible: sunAboveHorizon(jdOf(local.partial_begin.time), jdOf(local.partial_end.time), observer),
            }
          : null,
      })
      e = Astronomy.NextGlobalSolarEclipse(e.peak)
    }
    return out
  }
}

function altitude(body: Astronomy.Body, jd: number, observer: Astronomy.Observer): number {
  const time = timeOf(jd)
  const eq = Astronomy.Equator(body, time, observer, true, true)
  return Astronomy.Horizon(time, observer, eq.ra, eq.dec).altitude
}

function moonAboveHorizon(phase: EclipsePhase, observer: Astronomy.Observer): boolean {
  for (let t = phase.start; t <= phase.end + 1e-9; t += 5 * MINUTE) if (altitude(Astronomy.Body.Moon, t, observer) > 0) return true
  return altitude(Astronomy.Body.Moon, phase.end, observer) > 0
}

function sunAboveHorizon(start: number, end: number, observer: Astronomy.Observer): boolean {
  for (let t = start; t <= end + 1e-9; t += 5 * MINUTE) if (altitude(Astronomy.Body.Sun, t, observer) > 0) return true
  return altitude(Astronomy.Body.Sun, end, observer) > 0
}
