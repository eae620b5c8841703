import type { ReportContext, ReportWriter } from '../context'
import { paragraphs } from '../context'
import { section, type SectionPlan, type Written } from './section'

/**
 * The solar year running now, read from its Tajika annual chart: when it began and ends, the year lord and
 * what a year under it brings, the muntha's house in the annual chart, and the mudda dasha's periods.
 */
function solarYear(ctx: ReportContext, w: ReportWriter): Written {
  const v = ctx.solarYear()
  // The muntha's house counted from the annual chart's lagna (signs 1–12 there, 0–11 for the muntha).
  const munthaHouse = ((v.muntha.sign + 1 - v.ascendant.sign + 12) % 12) + 1
  // The first lord rules twice (its balance opens the year, its rest closes it): its reading is given once.
  const told = new Set<string>()
  const period = (p: (typeof v.muddaDasha)[number]) => {
    const line = `${w.date(p.start)} – ${w.date(p.end)}: ${w.planet(p.planet)}.`
    if (told.has(p.planet)) return line
    told.add(p.planet)
    return `${line} ${w.t(`report.varshaphal.mudda.${p.planet}`)}`
  }
  return {
    title: w.t('report.varshaphal.title'),
    body: paragraphs(
      w.t('report.varshaphal.intro', { yearOfLife: v.age + 1, start: w.date(v.returnAt), end: w.date(v.nextReturnAt) }),
      `${w.t(v.yearLordChosenBy === 'aspect' ? 'report.varshaphal.yearLordIntro' : 'report.varshaphal.yearLordIntroStrongest', { planet: w.planet(v.yearLord) })} ${w.t(`report.varshaphal.yearLord.${v.yearLord}`)}`,
      `${w.t('report.varshaphal.munthaIntro', { sign: w.sign(v.muntha.sign + 1), house: w.house(munthaHouse) })} ${w.t(`report.varshaphal.muntha.h${munthaHouse}`)}`,
      w.t('report.varshaphal.muddaIntro'),
      ...v.muddaDasha.map(period),
    ),
  }
}

export const SOLAR_YEAR: Record<string, SectionPlan> = {
  'solar-year': section('solar-year', 'forecast', solarYear),
}
