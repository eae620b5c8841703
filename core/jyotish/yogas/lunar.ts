/**
 * Chandra yogas (BPHS ch. 37, Phaladeepika ch. 6): planets around the Moon. The Sun and the nodes do not count
 * for sunapha, anapha and durudhara (BPHS: "excluding the Sun").
 */
import type { Yoga } from './yoga'
import { grahasInHouseFrom, houseFrom, KENDRAS, listOf, NATURAL_BENEFICS, NameOf, ordinal, sentence, TARA, type YogaChart } from './yoga-chart'

const around = (c: YogaChart, h: number) => grahasInHouseFrom(c, c.sign.moon, h, TARA)

function describe(c: YogaChart, h: number): string {
  const gs = around(c, h)
  return gs.length ? `${listOf(gs)} in the ${ordinal(h)} from the Moon` : `no planet (other than the Sun and the nodes) in the ${ordinal(h)} from the Moon`
}

export const LUNAR_YOGAS: Yoga[] = [
  {
    id: 'sunapha',
    name: 'Sunapha',
    source: 'BPHS ch. 37 v. 1; Phaladeepika ch. 6',
    rule: 'A planet other than the Sun in the 2nd house from the Moon.',
    check: (c) => ({ present: around(c, 2).length > 0, planets: ['moon', ...around(c, 2)], why: sentence(describe(c, 2)) }),
  },
  {
    id: 'anapha',
    name: 'Anapha',
    source: 'BPHS ch. 37 v. 1; Phaladeepika ch. 6',
    rule: 'A planet other than the Sun in the 12th house from the Moon.',
    check: (c) => ({ present: around(c, 12).length > 0, planets: ['moon', ...around(c, 12)], why: sentence(describe(c, 12)) }),
  },
  {
    id: 'durudhara',
    name: 'Durudhara',
    source: 'BPHS ch. 37 v. 2; Phaladeepika ch. 6',
    rule: 'Planets other than the Sun both in the 2nd and in the 12th house from the Moon.',
    check: (c) => ({
      present: around(c, 2).length > 0 && around(c, 12).length > 0,
      planets: ['moon', ...around(c, 2), ...around(c, 12)],
      why: sentence(`${describe(c, 2)}; ${describe(c, 12)}`),
    }),
  },
  {
    id: 'adhi',
    name: 'Adhi',
    source: 'BPHS ch. 37 v. 7; Phaladeepika ch. 6',
    rule: 'The natural benefics (Mercury, Jupiter, Venus) in the 6th, 7th and 8th houses from the Moon.',
    check: (c) => {
      const outside = NATURAL_BENEFICS.filter((g) => ![6, 7, 8].includes(houseFrom(c, 'moon', g)))
      const where = NATURAL_BENEFICS.map((g) => `${NameOf(g)} ${ordinal(houseFrom(c, 'moon', g))}`).join(', ')
      return {
        present: outside.length === 0,
        planets: ['moon', ...NATURAL_BENEFICS],
        why: outside.length === 0 ? `From the Moon: ${where}, all in the 6th to 8th.` : `From the Moon: ${where}; ${listOf(outside)} outside the 6th to 8th.`,
      }
    },
  },
  {
    id: 'vasumati',
    name: 'Vasumati',
    source: 'Phaladeepika ch. 6; B. V. Raman, Three Hundred Important Combinations',
    rule: 'The natural benefics (Mercury, Jupiter, Venus) in upachaya houses (3rd, 6th, 10th, 11th) from the Moon.',
    check: (c) => {
      const outside = NATURAL_BENEFICS.filter((g) => ![3, 6, 10, 11].includes(houseFrom(c, 'moon', g)))
      const where = NATURAL_BENEFICS.map((g) => `${NameOf(g)} ${ordinal(houseFrom(c, 'moon', g))}`).join(', ')
      return {
        present: outside.length === 0,
        planets: ['moon', ...NATURAL_BENEFICS],
        why: outside.length === 0 ? `From the Moon: ${where}, all upachayas.` : `From the Moon: ${where}; ${listOf(outside)} not in an upachaya.`,
      }
    },
  },
  {
    id: 'chandra-shakata',
    name: 'Shakata (Moon and Jupiter)',
    source: 'BPHS ch. 36; B. V. Raman, Three Hundred Important Combinations',
    rule: 'The Moon in the 6th, 8th or 12th house from Jupiter.',
    check: (c) => {
      const n = houseFrom(c, 'jupiter', 'moon')
      const present = [6, 8, 12].includes(n)
      return {
        present,
        planets: ['moon', 'jupiter'],
        why: `The Moon is in the ${ordinal(n)} from Jupiter${present ? '' : ', not the 6th, 8th or 12th'}.`,
        cancelledBy: present && KENDRAS.includes(c.house.moon) ? [`The Moon is in a kendra from the lagna (the ${ordinal(c.house.moon)} house), which Raman says undoes the yoga.`] : [],
      }
    },
  },
]
