import type { Chart } from '../jyotish/chart'
import type { DoshaFinding } from '../kundli/doshas/finding'
import type { MatchAnswer } from '../matching/present'
import type { Ingress } from '../jyotish/transits/ingresses'
import type { Varshaphal } from '../jyotish/varshaphal/varshaphal'
import type { GrahaId } from '../jyotish/zodiac'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { LanguageCode } from '../shared/language'
import { CalculatorLabels } from '../shared/calculator-labels'
import type { Kundli } from '../kundli/generate-kundli'
import type { MarriageAnswer } from '../kundli/get-marriage-astrology'
import { ChartReading } from './chart-reading'
import { reportYogas, type YogaFinding } from './yogas'
import { chartYogas } from '../jyotish/yogas/all-yogas'
import { allDoshas } from '../kundli/doshas/all-doshas'

/** One person's chart as a report reads it. */
export interface ReportPerson {
  name: string
  kundli: Kundli
  reading: ChartReading
  doshas: DoshaFinding[]
  yogas: YogaFinding[]
}

/** Everything the section writers may read; built once per report by the generator. */
export interface ReportContext {
  lang: LanguageCode
  /** the moment the report is written: "now" for dashas and transits */
  now: Date
  person: ReportPerson
  partner: ReportPerson | null
  /** whether the person is the groom in the matching (the ashtakoota reads the boy's chart first) */
  personIsBoy: boolean
  match: MatchAnswer | null
  marriage: MarriageAnswer | null
  /** the sky (a chart for the birth place) at another instant, for transits */
  sky(at: Date): Chart
  /** sign changes of a slow graha between two instants */
  ingresses(graha: GrahaId, from: Date, to: Date): Ingress[]
  /** the person's varshaphal for the solar year running at `now` (from the last return of the Sun to its birth place) */
  solarYear(): Varshaphal
}

/**
 * Writes sentences in the report's language from the phrase books (`report*`, `calc-names` and the
 * calculators' books): names, ordinals, dates, and keyed sentences whose variant is chosen by the chart.
 */
export class ReportWriter {
  readonly labels: CalculatorLabels
  private readonly dateFormat: Intl.DateTimeFormat
  private readonly monthFormat: Intl.DateTimeFormat

  constructor(
    readonly phrases: Phrasebook,
    readonly lang: LanguageCode,
    tz: string,
  ) {
    this.labels = new CalculatorLabels(phrases, lang)
    const zone = safeZone(tz)
    this.dateFormat = new Intl.DateTimeFormat(`${lang}-IN`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: zone })
    this.monthFormat = new Intl.DateTimeFormat(`${lang}-IN`, { month: 'long', year: 'numeric', timeZone: zone })
  }

  /** A sentence of any book; `pick` chooses among variants (a chart-derived number keeps it stable). */
  t(key: string, vars?: Readonly<Record<string, string | number>>, pick = 0): string {
    return this.phrases.phrase(this.lang, key, vars, pick)
  }

  has(key: string): boolean {
    return this.phrases.has(this.lang, key)
  }

  planet(id: GrahaId): string {
    return this.labels.planet(id)
  }

  /** "Sun, Moon and Mars" in the report's language; the word for none when empty. */
  planets(ids: readonly GrahaId[]): string {
    if (ids.length === 0) return this.t('report.words.none')
    const names = ids.map((g) => this.planet(g))
    return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')}${this.t('calc-names.and')}${names.at(-1)!}`
  }

  sign(sign: number): string {
    return this.labels.sign(sign)
  }

  /** A nakshatra by its identifier (`ashwini` …). */
  nakshatra(name: string): string {
    return this.t(`matching.attr.nakshatra.${name}`)
  }

  house(house: number): string {
    return this.labels.house(house)
  }

  dignity(d: string): string {
    return this.labels.dignity(d)
  }

  date(at: Date | string): string {
    return this.dateFormat.format(typeof at === 'string' ? new Date(at) : at)
  }

  month(at: Date): string {
    return this.monthFormat.format(at)
  }

  degree(deg: number): string {
    const d = Math.floor(deg)
    const m = Math.floor((deg - d) * 60)
    return `${d}°${String(m).padStart(2, '0')}′`
  }
}

function safeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return tz
  } catch {
    return 'Asia/Kolkata'
  }
}

/** Paragraphs joined as a section body. */
export function paragraphs(...parts: Array<string | null | undefined | false>): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n\n')
}

/** A stable small number from chart facts, to pick sentence variants. */
export function pickFrom(...values: Array<string | number>): number {
  let h = 7
  for (const ch of values.join('|')) h = (h * 31 + ch.charCodeAt(0)) >>> 0
  return h
}

/** One person's chart read once: its facts, doshas and yogas. */
export function buildPerson(name: string, kundli: Kundli): ReportPerson {
  const reading = new ChartReading(kundli)
  return { name, kundli, reading, doshas: allDoshas(kundli), yogas: reportYogas(kundli.yogas ?? chartYogas(kundli)) }
}
