import { isReturn } from '../../jyotish/transits/ingresses'
import type { GrahaId } from '../../jyotish/zodiac'
import type { ReportContext, ReportPerson, ReportWriter } from '../context'
import { paragraphs } from '../context'
import { antardashasBetween, currentPeriods } from './periods'
import { dateFromJulianDay } from '../../jyotish/time'
import { section, type SectionPlan, type Written } from './section'

/** Each life area: the houses and karakas it is read from. */
export const AREAS: Readonly<Record<string, { houses: number[]; karakas: GrahaId[] }>> = {
  education: { houses: [4, 5], karakas: ['mercury', 'jupiter'] },
  career: { houses: [10], karakas: ['sun', 'saturn'] },
  wealth: { houses: [2, 11], karakas: ['jupiter'] },
  marriage: { houses: [7], karakas: ['venus'] },
  children: { houses: [5], karakas: ['jupiter'] },
  health: { houses: [1, 6], karakas: ['sun'] },
  home: { houses: [4], karakas: ['moon', 'venus'] },
  travel: { houses: [3, 9, 12], karakas: ['rahu'] },
  spirituality: { houses: [9, 12], karakas: ['jupiter', 'ketu'] },
  parents: { houses: [4, 9], karakas: ['sun', 'moon'] },
  siblings: { houses: [3, 11], karakas: ['mars'] },
  gains: { houses: [11], karakas: ['jupiter'] },
}

export function areaGrade(person: ReportPerson, area: string) {
  const a = AREAS[area]!
  return person.reading.grade(a.houses, a.karakas.filter((k) => k !== 'rahu' && k !== 'ketu'))
}

function areaSection(w: ReportWriter, person: ReportPerson, area: string): Written {
  const a = AREAS[area]!
  const r = person.reading
  const { grade } = areaGrade(person, area)
  const facts = a.houses.map((h) =>
    w.t('report.facts.areaHouse', {
      house: w.house(h),
      sign: w.sign(r.signOfHouse(h)),
      lord: w.planet(r.lordOf(h)),
      lordHouse: w.house(r.lordPlacement(h)),
      strength: w.t(`report.words.${r.strength(r.lordOf(h))}`),
      occupants: w.planets(r.occupants(h)),
      points: r.savPoints(h),
    }),
  )
  const karakas = a.karakas.map((k) => w.t('report.facts.areaKaraka', { planet: w.planet(k), sign: w.sign(r.planet(k).sign), house: w.house(r.planet(k).house), strength: w.t(`report.words.${r.strength(k)}`) }))
  return {
    title: w.t(`report.titles.area.${area}`),
    body: paragraphs(facts.join(' '), karakas.join(' '), w.t(`report.grade.${grade}`), w.t(`report-areas.areas.${area}.${grade}`)),
  }
}

const TRANSIT_DAYS: Readonly<Record<string, number>> = { saturn: 365.25 * 3.2, jupiter: 460, rahu: 600 }

function transitSection(ctx: ReportContext, w: ReportWriter, graha: 'saturn' | 'jupiter' | 'rahu'): Written {
  const sky = ctx.sky(ctx.now)
  const p = sky.planets.find((x) => x.id === graha)!
  const fromMoon = ctx.person.reading.fromMoon(p.sign)
  const fromLagna = ((p.sign - ctx.person.kundli.ascendant.sign + 12) % 12) + 1
  const horizon = new Date(ctx.now.getTime() + TRANSIT_DAYS[graha]! * 2 * 86_400_000)
  const next = ctx.ingresses(graha, ctx.now, horizon).find((i) => i.sign !== p.sign)
  return {
    title: w.t(`report.titles.transit.${graha}`),
    body: paragraphs(
      w.t('report.facts.transit', { planet: w.planet(graha), sign: w.sign(p.sign), fromMoon: w.house(fromMoon), fromLagna: w.house(fromLagna) }),
      next ? w.t('report.facts.transitUntil', { planet: w.planet(graha), date: w.date(dateFromJulianDay(next.jd)), sign: w.sign(next.sign) }) : null,
      w.t(`report-transits.transit.${graha}.h${fromMoon}`),
      w.t('report.text.transitLagna', { planet: w.planet(graha), house: w.house(fromLagna), topic: w.t(`report.houseNames.h${fromLagna}`) }),
    ),
  }
}

function yearAhead(ctx: ReportContext, w: ReportWriter): Written {
  const to = new Date(ctx.now.getTime() + 365 * 86_400_000)
  const changes = (['jupiter', 'saturn', 'rahu'] as const).flatMap((g) => ctx.ingresses(g, ctx.now, to).map((i) => ({ g, i })))
  changes.sort((a, b) => a.i.jd - b.i.jd)
  return {
    title: w.t('report.titles.yearAhead'),
    body: paragraphs(
      w.t('report.text.yearAheadIntro'),
      ...changes.map(({ g, i }) =>
        w.t(isReturn(i) ? 'report.facts.ingressBack' : 'report.facts.ingress', { planet: w.planet(g), date: w.date(dateFromJulianDay(i.jd)), sign: w.sign(i.sign), house: w.house(ctx.person.reading.fromMoon(i.sign)) }),
      ),
      changes.length === 0 && w.t('report.text.yearAheadSteady'),
      upcomingAntar(ctx, w, to),
    ),
  }
}

function upcomingAntar(ctx: ReportContext, w: ReportWriter, to: Date): string {
  const list = antardashasBetween(ctx.person.kundli, ctx.now, to)
  return list.map(({ maha, antar }) => w.t('report.facts.antardasha', { maha: w.planet(maha.planet), antar: w.planet(antar.planet), from: w.date(antar.start), to: w.date(antar.end) })).join(' ')
}

/** One month (or a span of months) of the forecast: the Sun's transit, the slow grahas, the running periods, retrogrades. */
function forecastSpan(ctx: ReportContext, w: ReportWriter, start: Date, months: number): string {
  const parts: string[] = []
  for (let m = 0; m < months; m++) {
    const mid = addMonths(start, m, 14)
    const sky = ctx.sky(mid)
    const at = (g: GrahaId) => sky.planets.find((p) => p.id === g)!
    const sunHouse = ctx.person.reading.fromMoon(at('sun').sign)
    parts.push(
      paragraphs(
        months > 1 ? w.t('report.facts.monthHeading', { month: w.month(mid) }) : null,
        w.t('report.facts.monthSky', { sun: w.sign(at('sun').sign), sunHouse: w.house(sunHouse), mars: w.sign(at('mars').sign), marsHouse: w.house(ctx.person.reading.fromMoon(at('mars').sign)) }),
        w.t(`report-transits.transit.sun.h${sunHouse}`),
      ),
    )
  }
  const mid = addMonths(start, Math.floor(months / 2), 14)
  const sky = ctx.sky(mid)
  const at = (g: GrahaId) => sky.planets.find((p) => p.id === g)!
  const jupiterHouse = ctx.person.reading.fromMoon(at('jupiter').sign)
  const saturnHouse = ctx.person.reading.fromMoon(at('saturn').sign)
  const end = addMonths(start, months, 0)
  const slowChanges = (['jupiter', 'saturn', 'rahu'] as const).flatMap((g) => ctx.ingresses(g, start, end).map((i) => ({ g, i })))
  const retro = (['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const).filter((g) => at(g).retrograde)
  const running = currentPeriods(ctx.person.kundli, mid)
  parts.push(
    paragraphs(
      w.t('report.facts.slowSky', { jupiter: w.sign(at('jupiter').sign), jupiterHouse: w.house(jupiterHouse), saturn: w.sign(at('saturn').sign), saturnHouse: w.house(saturnHouse) }),
      w.t(`report.forecast.jupiter.${[2, 5, 7, 9, 11].includes(jupiterHouse) ? 'good' : 'slow'}`),
      w.t(`report.forecast.saturn.${[3, 6, 11].includes(saturnHouse) ? 'good' : [12, 1, 2, 4, 8].includes(saturnHouse) ? 'heavy' : 'steady'}`),
      ...slowChanges.map(({ g, i }) => w.t(isReturn(i) ? 'report.facts.ingressBack' : 'report.facts.ingress', { planet: w.planet(g), date: w.date(dateFromJulianDay(i.jd)), sign: w.sign(i.sign), house: w.house(ctx.person.reading.fromMoon(i.sign)) })),
      retro.length ? w.t('report.facts.retroNow', { planets: w.planets(retro) }) : null,
      ...retro.map((g) => w.t(`report.forecast.retro.${g}`)),
      running ? w.t('report.facts.periodNow', { maha: w.planet(running.maha.planet), antar: w.planet(running.antar.planet) }) : null,
      running ? w.t(`report-transits.subperiod.${running.antar.planet}`) : null,
    ),
  )
  return paragraphs(...parts)
}

/** The forecast starts with this month, or with the next one once this month is two-thirds gone. */
function forecastStart(now: Date): Date {
  return addMonths(now, now.getUTCDate() > 20 ? 1 : 0, 0)
}

/** The first day of the month `months` after `start`'s month, plus `day` days (UTC). */
function addMonths(start: Date, months: number, day: number): Date {
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1 + day, 12))
}

export function monthSection(i: number): SectionPlan {
  return section(`month-${i + 1}`, 'forecast', (ctx, w) => {
    const start = addMonths(forecastStart(ctx.now), i, 0)
    return { title: w.t('report.titles.month', { month: w.month(addMonths(start, 0, 14)) }), body: forecastSpan(ctx, w, start, 1) }
  })
}

export function quarterSection(q: number): SectionPlan {
  return section(`quarter-${q + 1}`, 'forecast', (ctx, w) => {
    const start = addMonths(forecastStart(ctx.now), q * 3, 0)
    return {
      title: w.t('report.titles.quarter', { from: w.month(addMonths(start, 0, 14)), to: w.month(addMonths(start, 2, 14)) }),
      body: forecastSpan(ctx, w, start, 3),
    }
  })
}

export const AREA_SECTIONS: Record<string, SectionPlan> = Object.fromEntries(
  Object.keys(AREAS).map((a) => [`area-${a}`, section(`area-${a}`, 'areas', (ctx, w) => areaSection(w, ctx.person, a))]),
)

export const TRANSITS: Record<string, SectionPlan> = {
  'transit-saturn': section('transit-saturn', 'forecast', (ctx, w) => transitSection(ctx, w, 'saturn')),
  'transit-jupiter': section('transit-jupiter', 'forecast', (ctx, w) => transitSection(ctx, w, 'jupiter')),
  'transit-rahu': section('transit-rahu', 'forecast', (ctx, w) => transitSection(ctx, w, 'rahu')),
  'year-ahead': section('year-ahead', 'forecast', yearAhead),
}
