import { JsonPhrasebook } from '../adapters/content/json-phrasebook'
import { systemClock } from '../core/shared/ports/clock'
import type { Ephemeris } from '../core/shared/ports/ephemeris'
import type { TimezoneResolver } from '../core/shared/ports/timezone-resolver'
import { GenerateKundli } from '../core/kundli/generate-kundli'
import { GetMarriageAstrology } from '../core/kundli/get-marriage-astrology'
import { MatchKundlis } from '../core/matching/match-kundlis'
import { ResolveBirthInstant } from '../core/shared/resolve-birth-instant'
import { ReportAuthor } from '../core/reports/write-report'

/**
 * A report author outside the container, with phrase books of its own: what a computation worker
 * writes reports with (and the tests). The container wires the same from its registrations.
 */
export function standaloneReportAuthor(ephemeris: Ephemeris, timezones: TimezoneResolver): ReportAuthor {
  const phrases = new JsonPhrasebook()
  const kundli = new GenerateKundli(ephemeris, new ResolveBirthInstant(timezones), systemClock)
  return new ReportAuthor(ephemeris, phrases, kundli, new MatchKundlis(kundli, phrases), new GetMarriageAstrology(ephemeris, kundli, phrases))
}
