import { GRAHAS, type GrahaId } from '../../jyotish/zodiac'
import type { ReportPerson, ReportWriter } from '../context'
import { paragraphs, pickFrom } from '../context'
import { placementFact } from './basics'
import { section, type SectionPlan, type Written } from './section'

export function planetSection(w: ReportWriter, person: ReportPerson, id: GrahaId): Written {
  const r = person.reading
  const p = r.planet(id)
  const ruled = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((h) => r.lordOf(h) === id)
  return {
    title: w.t('report.titles.planet', { planet: w.planet(id), sign: w.sign(p.sign) }),
    body: paragraphs(
      placementFact(w, person, id),
      ruled.length ? w.t('report.facts.rules', { planet: w.planet(id), houses: ruled.map((h) => w.house(h)).join(', ') }) : null,
      w.t(`report-planets.sign.${id}.${p.signName}`),
      w.t(`report-planets.house.${id}.h${p.house}`),
      w.t(`report.dignity.${p.dignity}`, { planet: w.planet(id) }),
      w.t(`report.strength.${r.strength(id)}`, { planet: w.planet(id) }, pickFrom(id, p.sign, p.house)),
    ),
  }
}

export function houseSection(w: ReportWriter, person: ReportPerson, house: number): Written {
  const r = person.reading
  const lord = r.lordOf(house)
  const lp = r.planet(lord)
  const sav = r.savPoints(house)
  const occupants = r.occupants(house)
  return {
    title: w.t('report.titles.house', { house: w.house(house), topic: w.t(`report.houseNames.h${house}`) }),
    body: paragraphs(
      w.t('report.facts.house', {
        house: w.house(house),
        sign: w.sign(r.signOfHouse(house)),
        lord: w.planet(lord),
        lordHouse: w.house(lp.house),
        lordSign: w.sign(lp.sign),
        occupants: w.planets(occupants),
        aspects: w.planets(r.aspectsOn(house)),
        points: sav,
      }),
      w.t(`report.houseTopics.h${house}`),
      w.t(`report-lords.l${house}.h${lp.house}`),
      ...occupants.map((o) => w.t('report.text.occupant', { planet: w.planet(o), house: w.house(house) }) + ' ' + firstSentence(w.t(`report-planets.house.${o}.h${house}`))),
      w.t(`report.sav.${sav >= 30 ? 'strong' : sav < 25 ? 'weak' : 'average'}`, { points: sav, house: w.house(house) }),
    ),
  }
}

/** The first sentence of a text (Latin, Devanagari and Indic full stops). */
function firstSentence(text: string): string {
  const m = text.match(/^.*?[.!?।](\s|$)/u)
  return (m ? m[0] : text).trim()
}

export const PLANETS: Record<string, SectionPlan> = Object.fromEntries(
  GRAHAS.map((g) => [`planet-${g}`, section(`planet-${g}`, 'planets', (ctx, w) => planetSection(w, ctx.person, g))]),
)

export const HOUSES: Record<string, SectionPlan> = Object.fromEntries(
  Array.from({ length: 12 }, (_, i) => i + 1).map((h) => [`house-${h}`, section(`house-${h}`, 'houses', (ctx, w) => houseSection(w, ctx.person, h))]),
)

