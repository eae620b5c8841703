import type { DoshaFinding, DoshaId } from '../../kundli/doshas/finding'
import { dateFromJulianDay } from '../../jyotish/time'
import { saturnPhase } from '../../jyotish/transits/sade-sati'
import { DOSHA_REMEDIES } from '../../kundli/get-doshas'
import type { ReportContext, ReportPerson, ReportWriter } from '../context'
import { paragraphs } from '../context'
import { YOGA_FAMILIES, type YogaFamily } from '../yogas'
import { section, type SectionPlan, type Written } from './section'

function yogaSection(w: ReportWriter, person: ReportPerson, family: YogaFamily): Written {
  const found = person.yogas.filter((y) => (YOGA_FAMILIES[family] as readonly string[]).includes(y.id))
  return {
    title: w.t(`report.titles.yogas.${family}`),
    body: paragraphs(
      w.t(`report.yogas.intro.${family}`),
      ...found.map((y) => `${w.t(`report-areas.yogas.${y.id}`)} ${w.t('report.facts.yogaFormedBy', { planets: w.planets(y.planets) })}`),
      found.length === 0 && w.t(`report.yogas.none.${family}`),
    ),
  }
}

/** A dosha's verdict, its causes and exceptions, and (when it stands) its remedies. */
function doshaText(w: ReportWriter, d: DoshaFinding, withRemedies = true): string {
  const base = `doshas.${d.id}`
  const l = w.labels
  const variant = d.variant
    ? d.id === 'kaalSarp'
      ? (() => {
          const [type, direction] = d.variant!.split('.')
          const vars = { name: l.text(`doshas.kaalSarp.types.${type}`), direction: l.text(`doshas.kaalSarp.directions.${direction}`) }
          return l.text(d.partial ? 'doshas.kaalSarp.partialName' : 'doshas.kaalSarp.fullName', vars)
        })()
      : l.text(`${base}.variants.${d.variant}`)
    : ''
  const summary = !d.present
    ? l.text(`${base}.absent`)
    : d.cancelled
      ? l.text(`${base}.cancelled`)
      : l.text(`${base}.present`, { variant, severity: d.severity ? l.severity(d.severity) : '' })
  const causes = d.present
    ? d.causes.map((c) =>
        l.text(`${base}.causes.${c.key}`, { planets: l.planets(c.planets), house: c.house ? l.house(c.house) : '', sign: c.sign ? l.sign(c.sign) : '', orb: c.orb !== undefined ? c.orb.toFixed(1) : '' }),
      )
    : []
  const exceptions = d.present ? d.cancellations.filter((c) => c.applies).map((c) => l.text(`${base}.cancellations.${c.key}`)) : []
  const remedies = withRemedies && d.present && !d.cancelled ? DOSHA_REMEDIES[d.id].slice(0, 3).map((k) => l.text(`${base}.remedies.${k}`)) : []
  return paragraphs(
    summary,
    causes.join(' '),
    exceptions.length ? `${w.t('report.text.exceptions')} ${exceptions.join(' ')}` : null,
    remedies.length ? `${w.t('report.text.remedies')} ${remedies.join(' ')}` : null,
  )
}

function finding(person: ReportPerson, id: DoshaId): DoshaFinding {
  return person.doshas.find((d) => d.id === id)!
}

const OTHER_DOSHAS: readonly DoshaId[] = ['pitra', 'guruChandal', 'grahan', 'kemadruma', 'shrapit', 'angarak', 'vish']

function sadeSatiSection(ctx: ReportContext, w: ReportWriter): Written {
  const moonSign = ctx.person.reading.planet('moon').sign
  const saturn = ctx.sky(ctx.now).planets.find((p) => p.id === 'saturn')!
  const phase = saturnPhase(moonSign, saturn.sign)
  const horizon = new Date(ctx.now.getTime() + 32 * 365.25 * 86_400_000)
  const ingresses = ctx.ingresses('saturn', ctx.now, horizon).filter((i) => !i.retrograde)
  const twelfth = ((moonSign + 10) % 12) + 1
  const nextStart = ingresses.find((i) => i.sign === twelfth)
  const leaves = ingresses.find((i) => !saturnPhase(moonSign, i.sign))
  return {
    title: w.t('report.titles.sadeSati'),
    body: paragraphs(
      w.t('sadesati.rule'),
      w.t('report.facts.saturnNow', { sign: w.sign(saturn.sign), house: w.house(ctx.person.reading.fromMoon(saturn.sign)) }),
      phase ? w.t(`sadesati.phases.${phase.phase}`) : w.t('report.sadeSati.notNow'),
      phase && leaves ? w.t('report.facts.saturnLeaves', { date: w.date(dateFromJulianDay(leaves.jd)) }) : null,
      !phase && nextStart ? w.t('report.facts.sadeSatiNext', { date: w.date(dateFromJulianDay(nextStart.jd)) }) : null,
      phase ? w.t('report.sadeSati.advice') : null,
    ),
  }
}

export const YOGAS: Record<string, SectionPlan> = Object.fromEntries(
  (Object.keys(YOGA_FAMILIES) as YogaFamily[]).map((f) => [`yogas-${f}`, section(`yogas-${f}`, 'yogas', (ctx, w) => yogaSection(w, ctx.person, f))]),
)

export const DOSHAS: Record<string, SectionPlan> = {
  'dosha-manglik': section('dosha-manglik', 'doshas', (ctx, w) => ({ title: w.t('doshas.manglik.name'), body: paragraphs(w.t('doshas.manglik.rule'), doshaText(w, finding(ctx.person, 'manglik'))) })),
  'dosha-kaalSarp': section('dosha-kaalSarp', 'doshas', (ctx, w) => ({ title: w.t('doshas.kaalSarp.name'), body: paragraphs(w.t('doshas.kaalSarp.rule'), doshaText(w, finding(ctx.person, 'kaalSarp'))) })),
  'dosha-others': section('dosha-others', 'doshas', (ctx, w) => {
    const present = OTHER_DOSHAS.map((id) => finding(ctx.person, id)).filter((d) => d.present)
    return {
      title: w.t('report.titles.otherDoshas'),
      body: paragraphs(
        w.t('report.text.otherDoshasIntro'),
        ...present.map((d) => `${w.t(`doshas.${d.id}.name`)}: ${doshaText(w, d)}`),
        present.length === 0 && w.t('report.text.otherDoshasNone'),
        w.t('doshas.disclaimer'),
      ),
    }
  }),
  sadeSati: section('sadeSati', 'doshas', sadeSatiSection),
}
