import type { ReportBirth, ReportContent, ReportRequest } from '../domain/report'
import { validate } from '../shared/validate'
import { birthCalculatorQuerySchema } from '../kundli/calculator-request'
import { kundliQueryOf } from '../kundli/request'
import { computeChart } from '../jyotish/chart'
import { julianDayFromDate } from '../jyotish/time'
import { signIngresses } from '../jyotish/transits/ingresses'
import { varshaphal } from '../jyotish/varshaphal/varshaphal'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { ReportWriting } from './ports/report-writing'
import { composeReport } from './compose'
import { buildPerson, ReportWriter, type ReportContext } from './context'
import type { GenerateKundli } from '../kundli/generate-kundli'
import type { GetMarriageAstrology } from '../kundli/get-marriage-astrology'
import type { MatchKundlis } from '../matching/match-kundlis'

/**
 * Writes a report's text from the births: casts the charts, finds yogas and doshas, matches the couple
 * for the marriage report, then composes the type's sections in the report's language.
 * Not a use case of its own: what GenerateReport and the public samples share, run as a heavy task
 * (HeavyReportWriting) so that writing a report never holds up the event loop.
 */
export class ReportAuthor implements ReportWriting {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly phrases: Phrasebook,
    private readonly kundli: GenerateKundli,
    private readonly matching: MatchKundlis,
    private readonly marriage: GetMarriageAstrology,
  ) {}

  async write(request: ReportRequest, onProgress?: (percent: number, title: string) => Promise<void>): Promise<ReportContent> {
    const cast = (b: ReportBirth) => this.kundli.execute(kundliQueryOf({ date: b.date, time: b.time, lat: b.lat, lon: b.lon, tz: b.tz, name: b.name }))
    const kundli = await cast(request.birth)
    const person = buildPerson(request.birth.name, kundli)
    // The ashtakoota reads the groom's chart first; without genders the buyer is taken as the groom.
    const personIsBoy = request.birth.gender ? request.birth.gender === 'male' : request.partner?.gender ? request.partner.gender === 'female' : true
    let partner = null
    let match = null
    let marriage = null
    if (request.partner) {
      const partnerKundli = await cast(request.partner)
      partner = buildPerson(request.partner.name, partnerKundli)
      const [boy, girl] = personIsBoy ? [request.birth, request.partner] : [request.partner, request.birth]
      const birthOf = (p: ReportBirth) => ({ date: p.date, time: p.time, lat: p.lat, lon: p.lon, tz: p.tz, name: p.name })
      match = await this.matching.matchBirths({ boy: birthOf(boy), girl: birthOf(girl) }, request.lang, 'query')
    }
    if (request.type === 'marriage') {
      const b = request.birth
      marriage = await this.marriage.execute(validate(birthCalculatorQuerySchema, { date: b.date, time: b.time, lat: b.lat, lon: b.lon, tz: b.tz, lang: request.lang }))
    }
    const { lat, lon } = request.birth
    const ctx: ReportContext = {
      lang: request.lang,
      now: request.now,
      person,
      partner,
      personIsBoy,
      match,
      marriage,
      sky: (at) => computeChart(this.ephemeris, { utc: at, lat, lon }),
      ingresses: (graha, from, to) => signIngresses(this.ephemeris, graha, julianDayFromDate(from), julianDayFromDate(to)),
      solarYear: () => {
        // The year of life running now: this calendar year's, or last year's while the Sun has not yet come back.
        const birth = { utc: new Date(kundli.input.utc), lat, lon, ayanamsa: kundli.ayanamsa.name, node: kundli.node, birthYear: Number(request.birth.date.slice(0, 4)) }
        const year = Math.max(birth.birthYear, request.now.getUTCFullYear())
        const thisYear = varshaphal(this.ephemeris, kundli, birth, year)
        return Date.parse(thisYear.returnAt) <= request.now.getTime() || year === birth.birthYear ? thisYear : varshaphal(this.ephemeris, kundli, birth, year - 1)
      },
    }
    const writer = new ReportWriter(this.phrases, request.lang, kundli.input.tz)
    return composeReport(request.type, ctx, writer, onProgress)
  }
}
