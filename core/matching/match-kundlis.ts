import { ConflictError, ValidationError, type FieldIssue } from '../errors'
import { kundliQueryOf } from '../kundli/request'
import { matchCharts, type PartnerChart } from './match'
import { presentMatch, type MatchAnswer, type PartnerEcho } from './present'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'
import { partnerBirthsOfQuery, type Partner, type PartnerBirth, type MatchingQuery } from './request'
import type { GenerateKundli, Kundli } from '../kundli/generate-kundli'

/** Where each kundli field's issues go in the matching request (GET names, POST form names). */
const FIELD_NAMES = {
  query: { date: 'Date', time: 'Time', lat: 'Lat', lon: 'Lon', tz: 'Tz', timezone: 'Tz', name: 'Name', disambiguation: 'Disambiguation' },
  form: { date: 'BirthDate', time: 'BirthTime', lat: 'Latitude', lon: 'Longitude', tz: 'Tz', timezone: 'Tz', name: 'Name', disambiguation: 'Disambiguation' },
} as const

/**
 * Kundli matching (GET /api/matching, and the form's POST through `matchBirths`): each partner's chart comes from GenerateKundli, so the
 * Moon sign and nakshatra are exactly those of GET /api/kundli for the same birth (historical clocks,
 * zones from coordinates, non-existent or repeated local times included); then the Ashtakoota, the ten
 * poruthams and manglik dosha (core/matching), told in the requested language from the
 * `matching` phrase book. Bad input is a ValidationError with one issue per field; a local time that did
 * not exist or happened twice is a ConflictError naming the partner and the parameter that chooses.
 */
export class MatchKundlis {
  constructor(
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
  ) {}

  /** GET /api/matching query parameters. */
  async execute(q: MatchingQuery): Promise<MatchAnswer> {
    return this.matchBirths(partnerBirthsOfQuery(q), q.lang as LanguageCode, 'query')
  }

  /**
   * Two births already read, told in `lang`; `fields` names the request's fields a partner's bad birth is
   * reported on (the GET's `boyDate` or the form's `boyBirthDate`).
   */
  async matchBirths(births: Record<Partner, PartnerBirth>, lang: LanguageCode, fields: keyof typeof FIELD_NAMES): Promise<MatchAnswer> {
    const { boy, girl } = births
    const [b, g] = await Promise.allSettled([this.chart('boy', boy, fields), this.chart('girl', girl, fields)])
    const failures = [b, g].filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown)
    const invalid = failures.filter((e): e is ValidationError => e instanceof ValidationError)
    // Both partners' field issues together, so a form can show every one at once.
    if (invalid.length) {
      const issues = invalid.flatMap((e) => e.issues)
      throw new ValidationError(issues.map((i) => i.message).join('; '), issues)
    }
    if (failures.length) throw failures[0]
    const boyKundli = (b as PromiseFulfilledResult<Kundli>).value
    const girlKundli = (g as PromiseFulfilledResult<Kundli>).value
    const facts = matchCharts(partnerChart(boyKundli), partnerChart(girlKundli))
    return presentMatch(this.phrases, lang, facts, { boy: echo(boyKundli, boy.name), girl: echo(girlKundli, girl.name) })
  }

  private async chart(partner: Partner, birth: PartnerBirth, style: keyof typeof FIELD_NAMES): Promise<Kundli> {
    const who = partner === 'boy' ? 'Boy' : 'Girl'
    try {
      return await this.kundli.execute(kundliQueryOf({ date: birth.date, time: birth.time, lat: birth.lat, lon: birth.lon, tz: birth.tz, disambiguation: birth.disambiguation }))
    } catch (error) {
      if (error instanceof ValidationError) {
        const names: Record<string, string> = FIELD_NAMES[style]
        const issues: FieldIssue[] = (error.issues.length ? error.issues : [{ path: 'body', message: error.message }]).map((i) => ({
          path: names[i.path] ? `${partner}${names[i.path]}` : `${partner}${i.path.charAt(0).toUpperCase()}${i.path.slice(1)}`,
          message: `${who}: ${i.message}`,
        }))
        throw new ValidationError(issues.map((i) => i.message).join('; '), issues)
      }
      if (error instanceof ConflictError) {
        const details = typeof error.details === 'object' && error.details ? error.details : {}
        throw new ConflictError(`${who}: ${error.message}`, error.code, {
          ...details,
          partner,
          choose: `repeat the request with ${partner}Disambiguation=earlier or ${partner}Disambiguation=later`,
        })
      }
      throw error
    }
  }
}

function partnerChart(k: Kundli): PartnerChart {
  const at = (id: string) => k.planets.find((p) => p.id === id)!
  const moon = at('moon')
  return {
    moon: { longitude: moon.longitude, sign: moon.sign, nakshatra: moon.nakshatra, pada: moon.pada },
    manglik: { lagnaSign: k.ascendant.sign, moonSign: moon.sign, venusSign: at('venus').sign, marsSign: at('mars').sign, jupiterSign: at('jupiter').sign },
  }
}

function echo(k: Kundli, name: string | undefined): PartnerEcho {
  const moon = k.planets.find((p) => p.id === 'moon')!
  return {
    ...(name ? { name } : {}),
    moonSign: moon.sign,
    moonSignName: moon.signName,
    moonLongitude: moon.longitude,
    nakshatra: moon.nakshatra,
    nakshatraName: moon.nakshatraName,
    pada: moon.pada,
    lagnaSign: k.ascendant.sign,
    input: { ...k.input },
  }
}
