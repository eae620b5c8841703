/**
 * Parivartana yogas (Phaladeepika ch. 6): two lords each in the other's sign. Of the 66 possible exchanges,
 * those touching the 6th, 8th or 12th are dainya, those touching the 3rd (and no dusthana) khala, the rest maha.
 */
import type { GrahaId } from '../zodiac'
import type { Yoga } from './yoga'
import { DUSTHANAS, lordOf, NameOf, nameOf, ordinal, type YogaChart } from './yoga-chart'

type Kind = 'maha' | 'khala' | 'dainya'
interface Exchange { a: number; b: number; la: GrahaId; lb: GrahaId; kind: Kind }

function exchanges(c: YogaChart): Exchange[] {
  const out: Exchange[] = []
  for (let a = 1; a <= 12; a++)
    for (let b = a + 1; b <= 12; b++) {
      const [la, lb] = [lordOf(c, a), lordOf(c, b)]
      if (la === lb || c.house[la] !== b || c.house[lb] !== a) continue
      const kind: Kind = DUSTHANAS.includes(a) || DUSTHANAS.includes(b) ? 'dainya' : a === 3 || b === 3 ? 'khala' : 'maha'
      out.push({ a, b, la, lb, kind })
    }
  return out
}

const RULES: Record<Kind, string> = {
  maha: 'Two lords in exchange (each in the sign of the other), both ruling houses among the 1st, 2nd, 4th, 5th, 7th, 9th, 10th and 11th.',
  khala: 'Two lords in exchange where one of the two houses is the 3rd (and neither is the 6th, 8th or 12th).',
  dainya: 'Two lords in exchange where one of the two houses is the 6th, 8th or 12th.',
}

function parivartana(kind: Kind, name: string): Yoga {
  return {
    id: `${kind}-parivartana`,
    name,
    source: 'Phaladeepika ch. 6',
    rule: RULES[kind],
    check(c) {
      const all = exchanges(c)
      const mine = all.filter((e) => e.kind === kind)
      const say = (e: Exchange) => `${NameOf(e.la)} (lord of the ${ordinal(e.a)}) in the ${ordinal(e.b)} and ${nameOf(e.lb)} (lord of the ${ordinal(e.b)}) in the ${ordinal(e.a)}`
      return {
        present: mine.length > 0,
        planets: [...new Set(mine.flatMap((e) => [e.la, e.lb]))],
        why: mine.length
          ? `${mine.map(say).join('; ')}.`
          : all.length
            ? `The chart's exchanges are of another kind: ${all.map(say).join('; ')}.`
            : "No two lords stand in each other's signs.",
      }
    },
  }
}

export const PARIVARTANA_YOGAS: Yoga[] = [parivartana('maha', 'Maha Parivartana'), parivartana('khala', 'Khala Parivartana'), parivartana('dainya', 'Dainya Parivartana')]
