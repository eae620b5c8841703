/** Surya yogas (BPHS ch. 38, Phaladeepika ch. 6): planets around the Sun; the Moon and the nodes do not count. */
import type { Yoga } from './yoga'
import { grahasInHouseFrom, listOf, ordinal, sentence, TARA, type YogaChart } from './yoga-chart'

const around = (c: YogaChart, h: number) => grahasInHouseFrom(c, c.sign.sun, h, TARA)
const describe = (c: YogaChart, h: number) => {
  const gs = around(c, h)
  return gs.length ? `${listOf(gs)} in the ${ordinal(h)} from the Sun` : `no planet (other than the Moon and the nodes) in the ${ordinal(h)} from the Sun`
}

export const SOLAR_YOGAS: Yoga[] = [
  {
    id: 'vesi',
    name: 'Vesi',
    source: 'BPHS ch. 38 v. 1; Phaladeepika ch. 6',
    rule: 'A planet other than the Moon in the 2nd house from the Sun.',
    check: (c) => ({ present: around(c, 2).length > 0, planets: ['sun', ...around(c, 2)], why: sentence(describe(c, 2)) }),
  },
  {
    id: 'vasi',
    name: 'Vasi',
    source: 'BPHS ch. 38 v. 1; Phaladeepika ch. 6',
    rule: 'A planet other than the Moon in the 12th house from the Sun.',
    check: (c) => ({ present: around(c, 12).length > 0, planets: ['sun', ...around(c, 12)], why: sentence(describe(c, 12)) }),
  },
  {
    id: 'ubhayachari',
    name: 'Ubhayachari',
    source: 'BPHS ch. 38 v. 2; Phaladeepika ch. 6',
    rule: 'Planets other than the Moon both in the 2nd and in the 12th house from the Sun.',
    check: (c) => ({
      present: around(c, 2).length > 0 && around(c, 12).length > 0,
      planets: ['sun', ...around(c, 2), ...around(c, 12)],
      why: sentence(`${describe(c, 2)}; ${describe(c, 12)}`),
    }),
  },
]
