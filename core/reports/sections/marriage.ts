import type { ReportContext, ReportWriter } from '../context'
import { paragraphs } from '../context'
import { overview } from './basics'
import { houseSection, planetSection } from './planets-houses'
import { vargaSection } from './vargas-dashas'
import { section, type SectionPlan, type Written } from './section'

function partnerOf(ctx: ReportContext) {
  if (!ctx.partner || !ctx.match) throw new Error('A marriage report needs the partner and the matching')
  return { partner: ctx.partner, match: ctx.match }
}

function matchSummary(ctx: ReportContext, w: ReportWriter): Written {
  const { partner, match } = partnerOf(ctx)
  return {
    title: w.t('report.titles.matchTotal'),
    body: paragraphs(
      w.t('report.facts.couple', {
        name: ctx.person.name,
        partner: partner.name,
        moon: w.sign(ctx.person.reading.planet('moon').sign),
        partnerMoon: w.sign(partner.reading.planet('moon').sign),
        nakshatra: w.nakshatra(ctx.person.reading.planet('moon').nakshatraName),
        partnerNakshatra: w.nakshatra(partner.reading.planet('moon').nakshatraName),
      }),
      w.t('report.facts.gunas', { total: match.total, max: match.max, band: match.bandLabel }),
      match.verdict,
      ...match.cautions.map((c) => c.text),
      w.t('report.facts.porutham', { total: match.porutham.total, max: match.porutham.max }),
    ),
  }
}

function kootaSection(index: number): SectionPlan {
  return section(`koota-${index + 1}`, 'matching', (ctx, w) => {
    const { match } = partnerOf(ctx)
    const k = match.kootas[index]!
    return {
      title: w.t('report.titles.koota', { name: k.name, score: k.score, max: k.max }),
      body: paragraphs(k.meaning, k.note, ...k.exceptions.map((e) => e.text)),
    }
  })
}

function manglikCouple(ctx: ReportContext, w: ReportWriter): Written {
  const { partner, match } = partnerOf(ctx)
  const mine = ctx.personIsBoy ? match.manglik.boy : match.manglik.girl
  const theirs = ctx.personIsBoy ? match.manglik.girl : match.manglik.boy
  return {
    title: w.t('report.titles.manglikCouple'),
    body: paragraphs(
      `${ctx.person.name}: ${mine.summary} ${mine.reasons.map((r) => r.text).join(' ')}`,
      `${partner.name}: ${theirs.summary} ${theirs.reasons.map((r) => r.text).join(' ')}`,
      match.manglik.couple.text,
    ),
  }
}

function timing(ctx: ReportContext, w: ReportWriter): Written {
  const m = ctx.marriage
  const upcoming = (m?.windows ?? []).filter((x) => Date.parse(x.end) > ctx.now.getTime()).slice(0, 8)
  return {
    title: w.t('report.titles.timing.marriage'),
    body: paragraphs(
      m ? m.significators.map((s) => `${s.name}: ${s.reasons.map((r) => r.text).join(' ')}`).join('\n') : null,
      upcoming.length ? upcoming.map((x) => x.text).join('\n') : w.t('report.timing.marriage.none'),
      w.t('report.timing.marriage.advice'),
    ),
  }
}

function partnerSection(id: string, write: (ctx: ReportContext, w: ReportWriter) => Written): SectionPlan {
  return section(id, 'matching', (ctx, w) => {
    const { partner } = partnerOf(ctx)
    const written = write({ ...ctx, person: partner }, w)
    // "Name: title" reads the same in every language, so it is put together here rather than in the books.
    return { title: `${partner.name}: ${written.title}`, body: written.body }
  })
}

export const MARRIAGE: Record<string, SectionPlan> = {
  'partner-overview': partnerSection('partner-overview', (ctx, w) => overview(ctx, w, ctx.person)),
  'match-total': section('match-total', 'matching', matchSummary),
  ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`koota-${i + 1}`, kootaSection(i)])),
  'manglik-couple': section('manglik-couple', 'matching', manglikCouple),
  'partner-house-7': partnerSection('partner-house-7', (ctx, w) => houseSection(w, ctx.person, 7)),
  'partner-venus': partnerSection('partner-venus', (ctx, w) => planetSection(w, ctx.person, 'venus')),
  'partner-navamsha': partnerSection('partner-navamsha', (ctx, w) => vargaSection(w, ctx.person, 'D9', 7)),
  'timing-marriage': section('timing-marriage', 'forecast', timing),
}
