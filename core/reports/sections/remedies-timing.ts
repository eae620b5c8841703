import { GEMS } from '../../gemstones/gems'
import { gemVerdicts } from '../../gemstones/advice'
import { signLord, type GrahaId } from '../../jyotish/zodiac'
import type { ReportContext, ReportPerson, ReportWriter } from '../context'
import { paragraphs } from '../context'
import { AREAS, areaGrade } from './areas-forecast'
import { ageAt, antardashasBetween, currentPeriods } from './periods'
import { dateFromJulianDay } from '../../jyotish/time'
import { section, type SectionPlan, type Written } from './section'

const LUCKY_NUMBER: Readonly<Record<GrahaId, number>> = { sun: 1, moon: 2, jupiter: 3, rahu: 4, mercury: 5, venus: 6, ketu: 7, saturn: 8, mars: 9 }

function planetRemedies(w: ReportWriter, g: GrahaId): string {
  return paragraphs(w.t(`report-transits.remedy.${g}.mantra`), w.t(`report-transits.remedy.${g}.charity`), w.t(`report-transits.remedy.${g}.practice`))
}

/** The weakest of the seven grahas (debilitated first, then by sign and house), for remedies. */
function weakestPlanet(person: ReportPerson): GrahaId {
  const order: GrahaId[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn']
  const rank = (g: GrahaId) => {
    const p = person.reading.planet(g)
    return (p.dignity === 'debilitated' ? 10 : 0) + (person.reading.strength(g) === 'weak' ? 5 : 0) + (p.combust ? 2 : 0) + (['greatEnemy', 'enemy'].includes(p.dignity) ? 1 : 0)
  }
  return order.slice().sort((a, b) => rank(b) - rank(a))[0]!
}

function gemstone(ctx: ReportContext, w: ReportWriter): Written {
  const verdicts = gemVerdicts(ctx.person.kundli.ascendant.sign)
  const advised = verdicts.filter((v) => v.verdict === 'recommended')
  const avoid = verdicts.filter((v) => v.verdict === 'avoid').map((v) => v.planet)
  return {
    title: w.t('report.titles.gemstone'),
    body: paragraphs(
      w.t('report.text.gemIntro', { sign: w.sign(ctx.person.kundli.ascendant.sign) }),
      ...advised.map((v) =>
        paragraphs(
          w.t('report.facts.gem', { gem: w.t(`gemstones.gems.${GEMS[v.planet].gem}.name`), planet: w.planet(v.planet), houses: v.owns.map((h) => w.house(h)).join(', ') }),
          w.t(`gemstones.gems.${GEMS[v.planet].gem}.about`),
          w.t(`report.strength.${ctx.person.reading.strength(v.planet)}`, { planet: w.planet(v.planet) }),
        ),
      ),
      avoid.length ? w.t('report.facts.gemAvoid', { planets: w.planets(avoid) }) : null,
      w.t('report.text.gemCaution'),
    ),
  }
}

function dashaRemedy(ctx: ReportContext, w: ReportWriter): Written {
  const running = currentPeriods(ctx.person.kundli, ctx.now)
  const g = running?.maha.planet ?? ctx.person.reading.lordOf(1)
  return { title: w.t('report.titles.remedyDasha', { planet: w.planet(g) }), body: paragraphs(w.t('report.text.remedyDasha', { planet: w.planet(g) }), planetRemedies(w, g)) }
}

function weakestRemedy(ctx: ReportContext, w: ReportWriter): Written {
  const g = weakestPlanet(ctx.person)
  const p = ctx.person.reading.planet(g)
  return {
    title: w.t('report.titles.remedyWeakest', { planet: w.planet(g) }),
    body: paragraphs(w.t('report.text.remedyWeakest', { planet: w.planet(g), sign: w.sign(p.sign), house: w.house(p.house), dignity: w.dignity(p.dignity) }), planetRemedies(w, g)),
  }
}

function lagnaLordRemedy(ctx: ReportContext, w: ReportWriter): Written {
  const g = ctx.person.reading.lordOf(1)
  return {
    title: w.t('report.titles.remedyLagnaLord', { planet: w.planet(g) }),
    body: paragraphs(w.t('report.text.remedyLagnaLord', { planet: w.planet(g) }), w.t(`report-transits.remedy.${g}.practice`), w.t(`report-transits.remedy.${g}.mantra`)),
  }
}

function lucky(ctx: ReportContext, w: ReportWriter): Written {
  const lagnaLord = ctx.person.reading.lordOf(1)
  const rashiLord = signLord(ctx.person.reading.planet('moon').sign)
  const numbers = [...new Set([LUCKY_NUMBER[lagnaLord], LUCKY_NUMBER[rashiLord]])]
  return {
    title: w.t('report.titles.lucky'),
    body: paragraphs(
      w.t('report.facts.lucky', {
        days: [...new Set([lagnaLord, rashiLord])].map((g) => w.t(`report.weekday.${g}`)).join(', '),
        colours: [...new Set([lagnaLord, rashiLord])].map((g) => w.t(`report.colour.${g}`)).join(', '),
        numbers: numbers.join(', '),
        deity: w.t(`report.deity.${lagnaLord}`),
      }),
      w.t('report.text.luckyWhy', { lagnaLord: w.planet(lagnaLord), rashiLord: w.planet(rashiLord) }),
    ),
  }
}

/** The closing section: the strongest and most testing areas, and the period now. */
function summarySection(ctx: ReportContext, w: ReportWriter, areas: readonly string[] = Object.keys(AREAS)): Written {
  const graded = areas.map((a) => ({ a, ...areaGrade(ctx.person, a) })).sort((x, y) => y.score - x.score)
  const best = graded.slice(0, 2).map((g) => w.t(`report.areaNames.${g.a}`))
  const worst = graded.slice(-1).map((g) => w.t(`report.areaNames.${g.a}`))
  const running = currentPeriods(ctx.person.kundli, ctx.now)
  return {
    title: w.t('report.titles.summary'),
    body: paragraphs(
      w.t('report.text.summaryAreas', { best: best.join(', '), worst: worst.join(', ') }),
      running ? w.t('report.text.summaryPeriod', { maha: w.planet(running.maha.planet), until: w.date(running.maha.end) }) : null,
      w.t('report.text.closing', { name: ctx.person.name }),
    ),
  }
}

/**
 * Periods when an area's promise is most likely to show: antardashas (within an age range) whose
 * mahadasha or antardasha lord rules or occupies the area's house or is its karaka; with Jupiter's
 * transit over the house (or its 5th/7th/9th aspect on it) marked.
 */
function timingSection(ctx: ReportContext, w: ReportWriter, kind: 'career' | 'children', house: number, karakas: GrahaId[], ages: [number, number], years: number): Written {
  const r = ctx.person.reading
  const k = ctx.person.kundli
  const significators = new Set<GrahaId>([r.lordOf(house), ...r.occupants(house), ...karakas])
  const from = new Date(Math.max(ctx.now.getTime(), Date.parse(k.input.utc) + ages[0] * 365.25 * 86_400_000))
  const to = new Date(Math.min(ctx.now.getTime() + years * 365.25 * 86_400_000, Date.parse(k.input.utc) + ages[1] * 365.25 * 86_400_000))
  const houseSign = r.signOfHouse(house)
  const jupiterStays = to > from ? ctx.ingresses('jupiter', new Date(from.getTime() - 400 * 86_400_000), to) : []
  const jupiterSignAt = (t: number): number | null => {
    let sign: number | null = null
    for (const i of jupiterStays) if (dateFromJulianDay(i.jd).getTime() <= t) sign = i.sign
    return sign
  }
  const windows = (to > from ? antardashasBetween(k, from, to) : []).filter(({ maha, antar }) => significators.has(maha.planet) && significators.has(antar.planet) || (significators.has(antar.planet) && [1, 4, 5, 7, 9, 10, 11].includes(r.planet(antar.planet).house)))
  const lines = windows.slice(0, 8).map(({ maha, antar }) => {
    const js = jupiterSignAt((Date.parse(antar.start) + Date.parse(antar.end)) / 2)
    const blessed = js !== null && [1, 5, 7, 9].includes(((houseSign - js + 12) % 12) + 1)
    return w.t(blessed ? 'report.facts.windowJupiter' : 'report.facts.window', {
      maha: w.planet(maha.planet),
      antar: w.planet(antar.planet),
      from: w.date(antar.start),
      to: w.date(antar.end),
      age: ageAt(k.input.utc, antar.start),
    })
  })
  return {
    title: w.t(`report.titles.timing.${kind}`),
    body: paragraphs(
      w.t(`report.timing.${kind}.intro`, { significators: w.planets([...significators]), house: w.house(house) }),
      lines.join('\n'),
      lines.length === 0 && w.t(`report.timing.${kind}.none`),
      w.t(`report.timing.${kind}.advice`),
    ),
  }
}

export const REMEDIES: Record<string, SectionPlan> = {
  'remedy-gemstone': section('remedy-gemstone', 'remedies', gemstone),
  'remedy-dasha': section('remedy-dasha', 'remedies', dashaRemedy),
  'remedy-weakest': section('remedy-weakest', 'remedies', weakestRemedy),
  'remedy-lagnaLord': section('remedy-lagnaLord', 'remedies', lagnaLordRemedy),
  lucky: section('lucky', 'remedies', lucky),
  summary: section('summary', 'remedies', (ctx, w) => summarySection(ctx, w)),
  'timing-career': section('timing-career', 'forecast', (ctx, w) => timingSection(ctx, w, 'career', 10, ['sun', 'saturn'], [18, 70], 15)),
  'timing-children': section('timing-children', 'forecast', (ctx, w) => timingSection(ctx, w, 'children', 5, ['jupiter'], [20, 48], 20)),
}
