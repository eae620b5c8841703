import { formatLocal, zoneOffsetFn } from '../jyotish/panchang/clock'
import { IngressTable } from '../jyotish/transits/ingress-table'
import { sadeSatiCycles, saturnPeriods, type SaturnPeriod, type SaturnPeriodKind, type SaturnPhase } from '../jyotish/transits/sade-sati'
import { julianDayFromDate } from '../jyotish/time'
import { SIGN_NAMES, type SignName } from '../jyotish/zodiac'
import type { Clock } from '../shared/ports/clock'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { Phrasebook } from '../shared/ports/phrasebook'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from './request'
import type { SadeSatiQuery } from './calculator-request'
import { chartAshtakavarga, type GenerateKundli, type KundliInputEcho } from './generate-kundli'

/** One row of GET /api/sade-sati: one stay of Saturn in a sign that matters for the natal Moon. */
export interface SaturnPeriodJson {
  kind: SaturnPeriodKind
  phase: SaturnPhase
  /** Saturn's sidereal sign 1–12 */
  sign: number
  signName: SignName
  /** the ingress into the sign (ISO 8601 with the birth zone's offset at that instant) */
  start: string
  /** the ingress out of the sign */
  end: string
  /** true when Saturn came back into this sign moving retrograde */
  retrogradeEntry: boolean
  /**
   * the natal ashtakavarga's points for this sign: Saturn's own (0–8; four or more eases the stay, fewer
   * weighs it) and the sarvashtakavarga's (28 or more counts as a strong sign)
   */
  bindus: { saturn: number; sarva: number }
}

/** A whole sade sati (12th to 2nd sign from the Moon), with its rows. */
export interface SadeSatiCycleJson {
  start: string
  end: string
  /** years, one decimal */
  years: number
}

/** GET /api/sade-sati. */
export interface SadeSatiAnswer {
  input: KundliInputEcho
  lang: string
  ayanamsa: 'lahiri'
  moonSign: number
  moonSignName: SignName
  range: { from: number; to: number }
  periods: SaturnPeriodJson[]
  cycles: SadeSatiCycleJson[]
  /** the period running now (the server's clock), or null */
  current: (SaturnPeriodJson & { cycle: SadeSatiCycleJson | null }) | null
  /** the next sade sati to begin after now, or null when none begins before 2399 */
  nextSadeSati: SadeSatiCycleJson | null
  /** prose from the `sadesati` phrase book */
  text: {
    summary: string
    rule: string
    phases: Record<SaturnPhase, string>
    current: string
    remedies: string[]
    tradition: string
  }
}

/** A stay lasts at most about 2.7 years: searching this far beyond a range finds its bounding ingresses. */
const MARGIN_DAYS = 3.2 * 365.25
const PHASES: readonly SaturnPhase[] = ['rising', 'peak', 'setting', 'kantaka', 'ashtama']
const REMEDY_KEYS = ['hanuman', 'shaniMantra', 'oilDonation', 'service', 'conduct'] as const

function jdOfYearStart(year: number): number {
  return julianDayFromDate(new Date(Date.UTC(year, 0, 1)))
}

/**
 * Every sade sati and dhaiya of a lifetime (GET /api/sade-sati): Saturn's sidereal (Lahiri) ingresses
 * found by root-finding, read against the natal Moon's sign from the same chart GET /api/kundli shows.
 * Rows overlap the years `from`..`to` (default: the birth year to 100 years later, within 1800–2399); each
 * start and end is an exact ingress, even when it falls outside those years.
 */
export class GetSadeSati {
  /** Saturn's ingresses are the same for everyone: found once per quarter century, then reused. */
  private readonly saturn: IngressTable

  constructor(
    ephemeris: Ephemeris,
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
    private readonly clock: Clock,
  ) {
    this.saturn = new IngressTable(ephemeris, 'saturn')
  }

  async execute(q: SadeSatiQuery): Promise<SadeSatiAnswer> {
    const chart = await this.kundli.execute(q)
    const moon = chart.planets.find((p) => p.id === 'moon')!
    const birthYear = Number(q.date.slice(0, 4))
    // A lone `to` before the birth year still gives a range (from = to), never an empty one.
    const from = q.from ?? Math.min(birthYear, q.to ?? birthYear)
    const to = q.to ?? Math.min(KUNDLI_LAST_YEAR, Math.max(from, birthYear + 100))
    const fromJd = jdOfYearStart(Math.max(KUNDLI_FIRST_YEAR, from))
    const toJd = jdOfYearStart(to + 1)
    const nowJd = julianDayFromDate(this.clock.now())

    // One scan covers the range and today (for `current` and the next sade sati), with margins.
    const scanFrom = Math.min(fromJd, nowJd) - MARGIN_DAYS
    const scanTo = Math.max(toJd, nowJd + 32 * 365.25) + MARGIN_DAYS
    const all = saturnPeriods(moon.sign, this.saturn.between(scanFrom, scanTo))
    const cycles = sadeSatiCycles(all)

    const ashtakavarga = chartAshtakavarga(chart)
    const offset = zoneOffsetFn(chart.input.tz)
    const iso = (jd: number) => formatLocal(jd, offset)
    const row = (p: SaturnPeriod): SaturnPeriodJson => ({
      kind: p.kind,
      phase: p.phase,
      sign: p.sign,
      signName: SIGN_NAMES[p.sign - 1],
      start: iso(p.startJd),
      end: iso(p.endJd),
      retrogradeEntry: p.enteredRetrograde,
      bindus: { saturn: ashtakavarga.bav.saturn[p.sign - 1]!, sarva: ashtakavarga.sav[p.sign - 1]! },
    })
    const cycleJson = (c: { startJd: number; endJd: number }): SadeSatiCycleJson => ({
      start: iso(c.startJd),
      end: iso(c.endJd),
      years: Math.round(((c.endJd - c.startJd) / 365.25) * 10) / 10,
    })

    const running = all.find((p) => p.startJd <= nowJd && nowJd < p.endJd) ?? null
    const runningCycle = running?.kind === 'sadeSati' ? (cycles.find((c) => c.startJd <= nowJd && nowJd < c.endJd) ?? null) : null
    const next = cycles.find((c) => c.startJd > nowJd) ?? null

    const lang = q.lang
    const t = (key: string, vars?: Record<string, string | number>) => this.phrases.phrase(lang, `sadesati.${key}`, vars)
    const signLabel = (sign: number) => this.phrases.phrase(lang, `calc-names.signs.${SIGN_NAMES[sign - 1]}`)
    const currentText = running
      ? t(`current.${running.phase}`, { sign: signLabel(running.sign), end: iso(running.endJd).slice(0, 10) })
      : next
        ? t('current.none', { start: iso(next.startJd).slice(0, 10) })
        : t('current.noneAhead')

    return {
      input: chart.input,
      lang,
      ayanamsa: 'lahiri',
      moonSign: moon.sign,
      moonSignName: SIGN_NAMES[moon.sign - 1],
      range: { from, to },
      periods: all.filter((p) => p.endJd > fromJd && p.startJd < toJd).map(row),
      cycles: cycles.filter((c) => c.endJd > fromJd && c.startJd < toJd).map(cycleJson),
      current: running ? { ...row(running), cycle: runningCycle ? cycleJson(runningCycle) : null } : null,
      nextSadeSati: next ? cycleJson(next) : null,
      text: {
        summary: t('summary', { moonSign: signLabel(moon.sign) }),
        rule: t('rule'),
        phases: Object.fromEntries(PHASES.map((p) => [p, t(`phases.${p}`)])) as Record<SaturnPhase, string>,
        current: currentText,
        remedies: REMEDY_KEYS.map((k) => t(`remedies.${k}`)),
        tradition: t('tradition'),
      },
    }
  }
}
