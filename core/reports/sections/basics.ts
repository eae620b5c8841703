import { SIGN_NAMES, NAKSHATRA_NAMES, type GrahaId } from '../../jyotish/zodiac'
import type { ReportContext, ReportPerson, ReportWriter } from '../context'
import { paragraphs, pickFrom } from '../context'
import { currentPeriods } from './periods'
import { section, type SectionPlan, type Written } from './section'

const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const

/** "Mars is at 12°04′ Aries in your 7th house, in Ashwini nakshatra, exalted." */
export function placementFact(w: ReportWriter, person: ReportPerson, id: GrahaId): string {
  const p = person.reading.planet(id)
  return w.t('report.facts.planet', {
    planet: w.planet(id),
    degree: w.degree(p.degreeInSign),
    sign: w.sign(p.sign),
    house: w.house(p.house),
    nakshatra: w.nakshatra(p.nakshatraName),
    pada: p.pada,
    dignity: w.dignity(p.dignity),
  }) + (p.retrograde ? ` ${w.t('report.facts.retrograde', { planet: w.planet(id) })}` : '') + (p.combust ? ` ${w.t('report.facts.combust', { planet: w.planet(id) })}` : '')
}

export function overview(ctx: ReportContext, w: ReportWriter, person: ReportPerson = ctx.person): Written {
  const k = person.kundli
  const moon = person.reading.planet('moon')
  const sun = person.reading.planet('sun')
  const running = currentPeriods(k, ctx.now)
  const strong = k.planets.filter((p) => person.reading.strength(p.id) === 'strong').map((p) => p.id)
  const weak = k.planets.filter((p) => person.reading.strength(p.id) === 'weak').map((p) => p.id)
  return {
    title: w.t('report.titles.overview', { name: person.name }),
    body: paragraphs(
      w.t('report.facts.birth', {
        name: person.name,
        date: w.date(`${k.input.date}T12:00:00Z`),
        time: k.input.time.slice(0, 5),
        clock: k.input.clock,
        lat: k.input.lat.toFixed(2),
        lon: k.input.lon.toFixed(2),
      }),
      w.t('report.facts.keyPlacements', {
        ascendant: w.sign(k.ascendant.sign),
        degree: w.degree(k.ascendant.degreeInSign),
        moon: w.sign(moon.sign),
        nakshatra: w.nakshatra(moon.nakshatraName),
        pada: moon.pada,
        sun: w.sign(sun.sign),
      }),
      running &&
        w.t('report.facts.running', {
          maha: w.planet(running.maha.planet),
          antar: w.planet(running.antar.planet),
          until: w.date(running.antar.end),
          mahaUntil: w.date(running.maha.end),
        }),
      strong.length ? w.t('report.text.strongest', { planets: w.planets(strong) }) : w.t('report.text.noneStrong'),
      weak.length ? w.t('report.text.weakest', { planets: w.planets(weak) }) : w.t('report.text.noneWeak'),
    ),
  }
}

const ascendant = section('ascendant', 'basics', (ctx, w) => {
  const r = ctx.person.reading
  const asc = ctx.person.kundli.ascendant
  const lord = r.lordOf(1)
  const name = SIGN_NAMES[asc.sign - 1]!
  return {
    title: w.t('report.titles.ascendant', { sign: w.sign(asc.sign) }),
    body: paragraphs(
      w.t('report.facts.ascendant', {
        sign: w.sign(asc.sign),
        degree: w.degree(asc.degreeInSign),
        nakshatra: w.nakshatra(asc.nakshatraName),
        lord: w.planet(lord),
        house: w.house(r.planet(lord).house),
        lordSign: w.sign(r.planet(lord).sign),
      }),
      w.t(`signs.${name}.nature`),
      w.t(`report-planets.ascendant.${name}`),
    ),
  }
})

const ascendantLord = section('ascendantLord', 'basics', (ctx, w) => {
  const r = ctx.person.reading
  const lord = r.lordOf(1)
  const p = r.planet(lord)
  return {
    title: w.t('report.titles.ascendantLord', { planet: w.planet(lord) }),
    body: paragraphs(
      placementFact(w, ctx.person, lord),
      w.t(`report-lords.l1.h${p.house}`),
      w.t(`report.dignity.${p.dignity}`, { planet: w.planet(lord) }),
      w.t(`report.strength.${r.strength(lord)}`, { planet: w.planet(lord) }, pickFrom(lord, p.sign)),
    ),
  }
})

const moonSign = section('moonSign', 'basics', (ctx, w) => {
  const moon = ctx.person.reading.planet('moon')
  return {
    title: w.t('report.titles.moonSign', { sign: w.sign(moon.sign) }),
    body: paragraphs(placementFact(w, ctx.person, 'moon'), w.t(`report-planets.sign.moon.${moon.signName}`), w.t(`report.moonPhase.${moonPhase(ctx.person)}`)),
  }
})

/** Waxing or waning, and how full, from the Sun–Moon angle. */
function moonPhase(person: ReportPerson): string {
  const angle = (person.reading.planet('moon').longitude - person.reading.planet('sun').longitude + 360) % 360
  if (angle < 45 || angle >= 315) return angle < 45 ? 'newWaxing' : 'newWaning'
  if (angle < 135) return 'waxing'
  if (angle < 225) return 'full'
  return 'waning'
}

const nakshatra = section('nakshatra', 'basics', (ctx, w) => {
  const moon = ctx.person.reading.planet('moon')
  const k = ctx.person.kundli
  const b = k.dasha.balanceAtBirth
  const name = NAKSHATRA_NAMES[moon.nakshatra - 1]!
  return {
    title: w.t('report.titles.nakshatra', { nakshatra: w.nakshatra(name) }),
    body: paragraphs(
      w.t('report.facts.nakshatra', {
        nakshatra: w.nakshatra(name),
        pada: moon.pada,
        lord: w.planet(moon.nakshatraLord),
        deity: w.t(`nakshatras.${name}.deity`),
        symbol: w.t(`nakshatras.${name}.symbol`),
      }),
      w.t(`nakshatras.${name}.traits`),
      w.t('report.facts.balance', { planet: w.planet(b.planet), years: b.years, months: b.months, days: b.days }),
    ),
  }
})

const sunSign = section('sunSign', 'basics', (ctx, w) => {
  const sun = ctx.person.reading.planet('sun')
  return {
    title: w.t('report.titles.sunSign', { sign: w.sign(sun.sign) }),
    body: paragraphs(placementFact(w, ctx.person, 'sun'), w.t(`report-planets.sign.sun.${sun.signName}`)),
  }
})

const elements = section('elements', 'basics', (ctx, w) => {
  const k = ctx.person.kundli
  const signs = [k.ascendant.sign, ...k.planets.filter((p) => p.id !== 'rahu' && p.id !== 'ketu').map((p) => p.sign)]
  const count = ELEMENTS.map((_, i) => signs.filter((s) => (s - 1) % 4 === i).length)
  const most = Math.max(...count)
  const dominant = ELEMENTS.filter((_, i) => count[i] === most)
  const lacking = ELEMENTS.filter((_, i) => count[i] === 0)
  return {
    title: w.t('report.titles.elements'),
    body: paragraphs(
      w.t('report.facts.elements', { fire: count[0]!, earth: count[1]!, air: count[2]!, water: count[3]! }),
      ...dominant.map((e) => w.t(`report.elements.dominant.${e}`)),
      ...lacking.map((e) => w.t(`report.elements.lacking.${e}`)),
      lacking.length === 0 && w.t('report.elements.balanced'),
    ),
  }
})

const karakas = section('karakas', 'basics', (ctx, w) => {
  const [atma, amatya, , , , , dara] = ctx.person.reading.charaKarakas() as [GrahaId, GrahaId, GrahaId, GrahaId, GrahaId, GrahaId, GrahaId]
  return {
    title: w.t('report.titles.karakas'),
    body: paragraphs(
      w.t('report.facts.karakas', { atma: w.planet(atma), amatya: w.planet(amatya), dara: w.planet(dara) }),
      w.t(`report.atmakaraka.${atma}`),
      w.t('report.text.amatyakaraka', { planet: w.planet(amatya), house: w.house(ctx.person.reading.planet(amatya).house) }),
      w.t('report.text.darakaraka', { planet: w.planet(dara), sign: w.sign(ctx.person.reading.planet(dara).sign) }),
    ),
  }
})

const motion = section('motion', 'basics', (ctx, w) => {
  const k = ctx.person.kundli
  const retro = k.planets.filter((p) => p.retrograde && p.id !== 'rahu' && p.id !== 'ketu')
  const combust = k.planets.filter((p) => p.combust)
  return {
    title: w.t('report.titles.motion'),
    body: paragraphs(
      retro.length ? w.t('report.facts.retroList', { planets: w.planets(retro.map((p) => p.id)) }) : w.t('report.retro.none'),
      ...retro.map((p) => w.t(`report.retro.${p.id}`)),
      ...combust.map((p) => w.t('report.combust', { planet: w.planet(p.id), house: w.house(p.house) })),
      combust.length === 0 && w.t('report.combustNone'),
    ),
  }
})

const aspects = section('aspects', 'basics', (ctx, w) => {
  const r = ctx.person.reading
  const lines = [1, 4, 7, 10].map((h) => {
    const on = r.aspectsOn(h)
    return w.t('report.facts.aspectOn', { house: w.house(h), planets: w.planets(on) })
  })
  const jupiterHouses = [5, 7, 9].map((n) => ((r.planet('jupiter').house + n - 2) % 12) + 1)
  const saturnHouses = [3, 7, 10].map((n) => ((r.planet('saturn').house + n - 2) % 12) + 1)
  return {
    title: w.t('report.titles.aspects'),
    body: paragraphs(
      w.t('report.text.aspectsIntro'),
      lines.join(' '),
      w.t('report.text.jupiterAspect', { houses: jupiterHouses.map((h) => w.house(h)).join(', ') }),
      w.t('report.text.saturnAspect', { houses: saturnHouses.map((h) => w.house(h)).join(', ') }),
    ),
  }
})

const chalit = section('chalit', 'basics', (ctx, w) => {
  const k = ctx.person.kundli
  const shifted = k.planets.filter((p) => k.bhavaChalit.planets[p.id] !== p.house)
  return {
    title: w.t('report.titles.chalit'),
    body: paragraphs(
      w.t('report.text.chalitIntro'),
      ...shifted.map((p) => w.t('report.facts.chalitShift', { planet: w.planet(p.id), from: w.house(p.house), to: w.house(k.bhavaChalit.planets[p.id]) })),
      shifted.length === 0 && w.t('report.chalitNone'),
    ),
  }
})

export const BASICS: Record<string, SectionPlan> = {
  overview: section('overview', 'basics', (ctx, w) => overview(ctx, w)),
  ascendant,
  ascendantLord,
  moonSign,
  nakshatra,
  sunSign,
  elements,
  karakas,
  motion,
  aspects,
  chalit,
}
