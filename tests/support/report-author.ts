import { JsonPhrasebook } from '../../adapters/content/json-phrasebook'
import { AstronomyEngineEphemeris } from '../../adapters/ephemeris/astronomy-engine-ephemeris'
import { GeoTzTimezoneResolver } from '../../adapters/timezone/geo-tz-timezone-resolver'
import { GenerateKundli } from '../../core/use-cases/generate-kundli'
import { GetMarriageAstrology } from '../../core/use-cases/get-marriage-astrology'
import { MatchKundlis } from '../../core/use-cases/match-kundlis'
import { ResolveBirthInstant } from '../../core/use-cases/resolve-birth-instant'
import { ReportAuthor } from '../../core/use-cases/write-report'

/** The report author on the real engine, places' clocks and phrase books (no database). */
export function realReportAuthor(): ReportAuthor {
  const ephemeris = new AstronomyEngineEphemeris()
  const phrases = new JsonPhrasebook()
  const kundli = new GenerateKundli(ephemeris, new ResolveBirthInstant(new GeoTzTimezoneResolver()))
  return new ReportAuthor(ephemeris, phrases, kundli, new MatchKundlis(kundli, phrases), new GetMarriageAstrology(ephemeris, kundli, phrases))
}
