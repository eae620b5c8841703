import type { VargaId } from '../../jyotish/vargas'
import { GRAHAS, SIGN_NAMES, signDistance, signLord, type GrahaId } from '../../jyotish/zodiac'
import type { ReportContext, ReportPerson, ReportWriter } from '../context'
import { paragraphs } from '../context'
import { DUSTHANAS } from '../chart-reading'
import { ageAt, antardashasBetween, currentPeriods } from './periods'
import { section, type SectionPlan, type Written } from './section'

/** A divisional chart: its ascendant, the lord of a house in it, vargottama grahas. */
export function vargaSection(w: ReportWriter, person: ReportPerson, varga: VargaId, house: number): Written {
  const k = person.kundli
  const chart = k.vargas[varga]
  const houseSign = ((chart.ascendant + house - 2) % 12) + 1
  const lord = signLord(houseSign)
  const lordHouse = signDistance(chart.ascendant, chart.planets[lord])
  const vargottama = GRAHAS.filter((g) => k.vargas.D1.planets[g] === chart.planets[g])
  const inHouse = GRAHAS.filter((g) => signDistance(chart.ascendant, chart.planets[g]) === house)
  const key = varga.toLowerCase()
  return {
    title: w.t(`report.titles.${key}`),
    body: paragraphs(
      w.t(`report.vargas.${key}.intro`),
      w.t('report.facts.varga', {
        ascendant: w.sign(chart.ascendant),
        house: w.house(house),
        sign: w.sign(houseSign),
        lord: w.planet(lord),
        lordHouse: w.house(lordHouse),
        occupants: w.planets(inHouse),
      }),
      w.t(`signs.${SIGN_NAMES[chart.ascendant - 1]}.nature`),
      w.t(`report.vargas.${key}.lord.${DUSTHANAS.includes(lordHouse) ? 'hidden' : [1, 4, 7, 10, 5, 9].includes(lordHouse) ? 'strong' : 'steady'}`, { planet: w.planet(lord) }),
      varga === 'D9'
        ? vargottama.length
          ? w.t('report.facts.vargottama', { planets: w.planets(vargottama) })
          : w.t('report.text.noVargottama')
        : null,
    ),
  }
}

/** Whether a graha is strong enough to give its mahadasha's good results. */
function dashaKey(person: ReportPerson, g: GrahaId): 'strong' | 'weak' {
  const s = person.reading.strength(g)
  if (s === 'strong') return 'strong'
  if (s === 'weak') return 'weak'
  return DUSTHANAS.includes(person.reading.planet(g).house) ? 'weak' : 'strong'
}

function ruledHouses(person: ReportPerson, g: GrahaId): number[] {
  return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => person.reading.lordOf(h) === g)
}

/** What a dasha lord brings: its mahadasha reading, the houses it rules and occupies. */
function dashaLordText(w: ReportWriter, person: ReportPerson, g: GrahaId): string {
  const ruled = ruledHouses(person, g)
  const house = person.reading.planet(g).house
  return paragraphs(
    w.t(`report-planets.mahadasha.${g}.${dashaKey(person, g)}`),
    ruled.length
      ? w.t('report.text.dashaHouses', { planet: w.planet(g), ruled: ruled.map((h) => `${w.house(h)} (${w.t(`report.houseNames.h${h}`)})`).join(', '), house: w.house(house), topic: w.t(`report.houseNames.h${house}`) })
      : w.t('report.text.dashaNode', { planet: w.planet(g), house: w.house(house), topic: w.t(`report.houseNames.h${house}`), sign: w.sign(person.reading.planet(g).sign) }),
  )
}

function mahadashaSection(ctx: ReportContext, w: ReportWriter, g: GrahaId): Written {
  const k = ctx.person.kundli
  const maha = k.dasha.periods.find((p) => p.planet === g && Date.parse(p.end) > Date.parse(k.input.utc))!
  const now = ctx.now.getTime()
  const when = Date.parse(maha.end) <= now ? 'past' : Date.parse(maha.start) > now ? 'future' : 'current'
  return {
    title: w.t('report.titles.mahadasha', { planet: w.planet(g) }),
    body: paragraphs(
      w.t('report.facts.mahadasha', {
        planet: w.planet(g),
        from: w.date(maha.start),
        to: w.date(maha.end),
        ageFrom: ageAt(k.input.utc, maha.start),
        ageTo: ageAt(k.input.utc, maha.end),
      }),
      w.t(`report.dashaWhen.${when}`),
      dashaLordText(w, ctx.person, g),
    ),
  }
}

function currentDashaSection(ctx: ReportContext, w: ReportWriter): Written {
  const running = currentPeriods(ctx.person.kundli, ctx.now)
  if (!running) return { title: w.t('report.titles.dashaCurrent'), body: w.t('report.text.dashaBeyond') }
  return {
    title: w.t('report.titles.dashaCurrent'),
    body: paragraphs(
      w.t('report.facts.running', { maha: w.planet(running.maha.planet), antar: w.planet(running.antar.planet), until: w.date(running.antar.end), mahaUntil: w.date(running.maha.end) }),
      running.pratyantar ? w.t('report.facts.pratyantar', { planet: w.planet(running.pratyantar.planet), until: w.date(running.pratyantar.end) }) : null,
      dashaLordText(w, ctx.person, running.maha.planet),
      w.t(`report-transits.subperiod.${running.antar.planet}`),
      running.maha.planet === running.antar.planet ? w.t('report.text.ownSubperiod', { planet: w.planet(running.maha.planet) }) : null,
    ),
  }
}

function upcomingDashaSection(ctx: ReportContext, w: ReportWriter, years = 6): Written {
  const to = new Date(ctx.now.getTime() + years * 365.25 * 86_400_000)
  const list = antardashasBetween(ctx.person.kundli, ctx.now, to).slice(0, 7)
  return {
    title: w.t('report.titles.dashaUpcoming'),
    body: paragraphs(
      w.t('report.text.upcomingIntro', { years }),
      ...list.map(({ maha, antar }) =>
        paragraphs(
          w.t('report.facts.antardasha', { maha: w.planet(maha.planet), antar: w.planet(antar.planet), from: w.date(antar.start), to: w.date(antar.end) }),
          w.t(`report-transits.subperiod.${antar.planet}`),
        ),
      ),
    ),
  }
}

function dashaOverview(ctx: ReportContext, w: ReportWriter): Written {
  const k = ctx.person.kundli
  const b = k.dasha.balanceAtBirth
  const lines = k.dasha.periods
    .filter((p) => ageAt(k.input.utc, p.start) < 100)
    .map((p) => `${w.planet(p.planet)}: ${w.date(p.start)} – ${w.date(p.end)}`)
  return {
    title: w.t('report.titles.dashaOverview'),
    body: paragraphs(w.t('report.text.vimshottari'), w.t('report.facts.balance', { planet: w.planet(b.planet), years: b.years, months: b.months, days: b.days }), lines.join('\n')),
  }
}

function savOverview(ctx: ReportContext, w: ReportWriter): Written {
  const r = ctx.person.reading
  const lines = Array.from({ length: 12 }, (_, i) => w.t('report.facts.savLine', { house: w.house(i + 1), sign: w.sign(r.signOfHouse(i + 1)), points: r.savPoints(i + 1) }))
  return { title: w.t('report.titles.savOverview'), body: paragraphs(w.t('report.text.savIntro'), lines.join('\n')) }
}

function savExtremes(ctx: ReportContext, w: ReportWriter): Written {
  const r = ctx.person.reading
  const houses = Array.from({ length: 12 }, (_, i) => i + 1).sort((a, b) => r.savPoints(b) - r.savPoints(a) || a - b)
  const best = houses.slice(0, 3)
  const worst = houses.slice(-2)
  const bav = r.ashtaka.bhinna
  const moonSign = r.planet('moon').sign
  return {
    title: w.t('report.titles.savExtremes'),
    body: paragraphs(
      w.t('report.facts.savBest', { houses: best.map((h) => `${w.house(h)} (${r.savPoints(h)})`).join(', '), worst: worst.map((h) => `${w.house(h)} (${r.savPoints(h)})`).join(', ') }),
      ...best.map((h) => w.t('report.text.savBestHouse', { house: w.house(h), topic: w.t(`report.houseNames.h${h}`) })),
      ...worst.map((h) => w.t('report.text.savWorstHouse', { house: w.house(h), topic: w.t(`report.houseNames.h${h}`) })),
      w.t('report.facts.moonBav', { points: bav.moon[moonSign - 1]!, sign: w.sign(moonSign) }),
    ),
  }
}

export const VARGAS: Record<string, SectionPlan> = {
  navamsha: section('navamsha', 'vargas', (ctx, w) => vargaSection(w, ctx.person, 'D9', 7)),
  dashamsha: section('dashamsha', 'vargas', (ctx, w) => vargaSection(w, ctx.person, 'D10', 10)),
  saptamsha: section('saptamsha', 'vargas', (ctx, w) => vargaSection(w, ctx.person, 'D7', 5)),
  'sav-overview': section('sav-overview', 'ashtakavarga', savOverview),
  'sav-extremes': section('sav-extremes', 'ashtakavarga', savExtremes),
}

export const DASHAS: Record<string, SectionPlan> = {
  'dasha-overview': section('dasha-overview', 'dashas', dashaOverview),
  'dasha-current': section('dasha-current', 'dashas', currentDashaSection),
  'dasha-upcoming': section('dasha-upcoming', 'dashas', (ctx, w) => upcomingDashaSection(ctx, w)),
  ...Object.fromEntries(GRAHAS.map((g) => [`mahadasha-${g}`, section(`mahadasha-${g}`, 'dashas', (ctx, w) => mahadashaSection(ctx, w, g))])),
}
