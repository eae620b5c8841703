import type { ReportChartPicture, ReportContent, ReportSection, ReportType } from '../domain/report'
import type { ReportContext, ReportPerson, ReportWriter } from './context'
import { reportPlan } from './plans'

function picture(w: ReportWriter, person: ReportPerson, title: string, varga: 'D1' | 'D9'): ReportChartPicture {
  const k = person.kundli
  const chart = k.vargas[varga]
  return {
    title,
    ascendant: chart.ascendant,
    planets: k.planets.map((p) => ({
      id: p.id,
      sign: varga === 'D1' ? p.sign : chart.planets[p.id],
      label: w.t(`report.abbr.${p.id}`),
      degree: varga === 'D1' ? Math.floor(p.degreeInSign) : -1,
      retrograde: p.retrograde && p.id !== 'rahu' && p.id !== 'ketu',
    })),
  }
}

/**
 * Writes a report: each section of the type's plan in turn, telling `onProgress` before each one
 * (percent done and the section's title) so the page can show it live.
 */
export async function composeReport(
  type: ReportType,
  ctx: ReportContext,
  w: ReportWriter,
  onProgress: (percent: number, sectionTitle: string) => Promise<void> = async () => {},
): Promise<ReportContent> {
  const plan = reportPlan(type, ctx)
  const sections: ReportSection[] = []
  for (const [i, s] of plan.entries()) {
    const written = s.write(ctx, w)
    await onProgress(Math.min(99, Math.floor((i / plan.length) * 100)), written.title)
    sections.push({ id: s.id, part: w.t(`report.parts.${s.part}`), title: written.title, body: written.body })
  }
  const charts = [picture(w, ctx.person, w.t('report.charts.rasi', { name: ctx.person.name }), 'D1'), picture(w, ctx.person, w.t('report.charts.navamsha', { name: ctx.person.name }), 'D9')]
  if (ctx.partner) charts.push(picture(w, ctx.partner, w.t('report.charts.rasi', { name: ctx.partner.name }), 'D1'))
  return {
    title: w.t(`report.types.${type}.title`),
    subtitle: ctx.partner ? w.t('report.subtitleCouple', { name: ctx.person.name, partner: ctx.partner.name }) : w.t('report.subtitle', { name: ctx.person.name }),
    sections,
    charts,
  }
}
