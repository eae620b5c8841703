import { manglikDosha } from './doshas/manglik'
import { ChartFacts } from './doshas/chart-facts'
import { marriageFactors, marriageWindows, type MarriageFactors, type MarriageWindow } from './doshas/marriage-factors'
import { signIngresses } from '../jyotish/transits/ingresses'
import { dateFromJulianDay, julianDayFromDate } from '../jyotish/time'
import type { GrahaId } from '../jyotish/zodiac'
import type { Ephemeris } from '../shared/ports/ephemeris'
import type { Phrasebook } from '../shared/ports/phrasebook'
import type { BirthCalculatorQuery } from './calculator-request'
import { CalculatorLabels } from '../shared/calculator-labels'
import type { GenerateKundli, KundliInputEcho } from './generate-kundli'

/** GET /api/marriage-astrology. */
export interface MarriageAnswer {
  input: KundliInputEcho
  lang: string
  factors: MarriageFactors
  manglik: { present: boolean; cancelled: boolean; severity?: string; summary: string }
  significators: Array<{ planet: GrahaId; name: string; reasons: Array<{ key: string; text: string }> }>
  /** antardashas from age 18 to 45 that favour marriage, best first within each decade is up to the page: here in time order */
  windows: Array<MarriageWindow & { text: string }>
  text: {
    intro: string
    seventh: string
    occupants: string
    venus: string
    jupiter: string
    navamsha: string
    observations: string[]
    windows: string
    tradition: string
  }
}

const MIN_AGE = 18
const MAX_AGE = 45

/**
 * Marriage astrology of a birth chart (GET /api/marriage-astrology): the 7th house and its lord, Venus,
 * Jupiter, the navamsha, manglik status, and the Vimshottari antardashas between ages 18 and 45 whose
 * lords signify marriage, with Jupiter's transit over the 7th house marked.
 */
export class GetMarriageAstrology {
  constructor(
    private readonly ephemeris: Ephemeris,
    private readonly kundli: GenerateKundli,
    private readonly phrases: Phrasebook,
  ) {}

  async execute(q: BirthCalculatorQuery): Promise<MarriageAnswer> {
    const chart = await this.kundli.execute(q)
    const l = new CalculatorLabels(this.phrases, q.lang)
    const birth = new Date(chart.input.utc)
    const factors = marriageFactors(chart)

    // Jupiter's sign stays over the age range, for the transit check of each window.
    const fromJd = julianDayFromDate(birth) + MIN_AGE * 365.25 - 400
    const toJd = julianDayFromDate(birth) + MAX_AGE * 365.25 + 400
    const ingresses = signIngresses(this.ephemeris, 'jupiter', fromJd, toJd)
    const stays = ingresses.slice(0, -1).map((ing, i) => ({
      sign: ing.sign,
      startMs: dateFromJulianDay(ing.jd).getTime(),
      endMs: dateFromJulianDay(ingresses[i + 1].jd).getTime(),
    }))
    const windows = marriageWindows(chart, birth, factors.significators.map((s) => s.planet), stays, MIN_AGE, MAX_AGE)
    const manglik = manglikDosha(new ChartFacts(chart))
    const s = factors.seventh
    return {
      input: chart.input,
      lang: q.lang,
      factors,
      manglik: {
        present: manglik.present,
        cancelled: manglik.cancelled,
        ...(manglik.severity ? { severity: manglik.severity } : {}),
        summary: l.text(!manglik.present ? 'doshas.manglik.absent' : manglik.cancelled ? 'doshas.manglik.cancelled' : 'doshas.manglik.present', {
          severity: manglik.severity ? l.severity(manglik.severity) : '',
          variant: '',
        }),
      },
      significators: factors.significators.map((sig) => ({
        planet: sig.planet,
        name: l.planet(sig.planet),
        reasons: sig.reasons.map((key) => ({ key, text: l.text(`marriage.reasons.${key}`) })),
      })),
      windows: windows.map((w) => ({
        ...w,
        text: l.text(w.jupiterOnSeventh ? 'marriage.windows.withJupiter' : 'marriage.windows.window', {
          maha: l.planet(w.mahadasha),
          antar: l.planet(w.antardasha),
          from: w.start.slice(0, 10),
          to: w.end.slice(0, 10),
          ageFrom: Math.floor(w.ageFrom),
          ageTo: Math.ceil(w.ageTo),
        }),
      })),
      text: {
        intro: l.text('marriage.intro'),
        seventh: l.text('marriage.seventh', {
          sign: l.sign(s.sign),
          lord: l.planet(s.lord),
          lordHouse: l.house(s.lordStanding.house),
          lordSign: l.sign(s.lordStanding.sign),
          dignity: l.dignity(s.lordStanding.dignity),
        }),
        occupants: s.occupants.length ? l.text('marriage.occupants', { planets: l.planets(s.occupants) }) : l.text('marriage.seventhEmpty'),
        venus: l.text('marriage.venus', { sign: l.sign(factors.venus.sign), house: l.house(factors.venus.house), dignity: l.dignity(factors.venus.dignity) }),
        jupiter: l.text('marriage.jupiter', { sign: l.sign(factors.jupiter.sign), house: l.house(factors.jupiter.house), dignity: l.dignity(factors.jupiter.dignity) }),
        navamsha: l.text('marriage.navamsha', {
          ascendant: l.sign(factors.navamsha.ascendant),
          seventhSign: l.sign(factors.navamsha.seventhSign),
          seventhLord: l.planet(factors.navamsha.seventhLord),
          venusSign: l.sign(factors.navamsha.venusSign),
        }),
        observations: factors.flags.filter((f) => f !== 'seventhEmpty').map((f) => l.text(`marriage.flags.${f}`)),
        windows: windows.length ? l.text('marriage.windowsIntro', { from: MIN_AGE, to: MAX_AGE }) : l.text('marriage.noWindows', { from: MIN_AGE, to: MAX_AGE }),
        tradition: l.text('marriage.tradition'),
      },
    }
  }
}
