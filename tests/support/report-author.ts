import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { GeoTzTimezoneResolver } from '../../adapters/timezone/geo-tz-timezone-resolver'
import type { ReportAuthor } from '../../core/reports/write-report'
import { standaloneReportAuthor } from '../../server/report-author'

/** The report author on the real engine, places' clocks and phrase books (no database). */
export function realReportAuthor(): ReportAuthor {
  return standaloneReportAuthor(new AstronomyEngineEphemeris(), new GeoTzTimezoneResolver())
}
