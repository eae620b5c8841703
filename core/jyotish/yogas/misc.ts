/** Yogas of single combinations: the Moon with Jupiter, Mercury with the Sun, the lonely Moon, the lagna hemmed in … */
import type { GrahaId } from '../zodiac'
import type { Yoga } from './yoga'
import {
  dignityWords, grahasInHouseFrom, houseFrom, isStrongSign, KENDRAS, listOf, lordOf, NATURAL_BENEFICS, NATURAL_MALEFICS, NameOf, nameOf, ordinal, placed,
  sentence, signNameOf, TARA, type YogaChart,
} from './yoga-chart'

const inKendraFrom = (c: YogaChart, from: GrahaId, g: GrahaId) => KENDRAS.includes(houseFrom(c, from, g))

/** Benefics and malefics in house `h` from the lagna. */
function occupants(c: YogaChart, h: number) {
  return { benefics: grahasInHouseFrom(c, c.lagna, h, NATURAL_BENEFICS), malefics: grahasInHouseFrom(c, c.lagna, h, NATURAL_MALEFICS) }
}
const noneOr = (gs: GrahaId[]) => (gs.length ? listOf(gs) : 'nothing')

/** Strong: in own sign, moolatrikona or exaltation. */
const strongWords = (c: YogaChart, g: GrahaId) => `${placed(c, g)}, ${dignityWords(c.dignity[g])}`

export const MISC_YOGAS: Yoga[] = [
  {
    id: 'gaja-kesari',
    name: 'Gaja Kesari',
    source: 'BPHS ch. 36; Phaladeepika ch. 6',
    rule: 'Jupiter in a kendra (1st, 4th, 7th or 10th house) from the Moon.',
    check: (c) => {
      const n = houseFrom(c, 'moon', 'jupiter')
      const present = KENDRAS.includes(n)
      const cancelledBy: string[] = []
      if (present && c.dignity.jupiter === 'debilitated') cancelledBy.push('Jupiter is debilitated (in Capricorn), which later texts say spoils the yoga.')
      if (present && c.combust.jupiter) cancelledBy.push('Jupiter is combust, too close to the Sun, which later texts say spoils the yoga.')
      return { present, planets: ['jupiter', 'moon'], why: `Jupiter is in the ${ordinal(n)} from the Moon${present ? ', a kendra' : ', not a kendra'}.`, cancelledBy }
    },
  },
  {
    id: 'budhaditya',
    name: 'Budhaditya',
    source: 'Phaladeepika ch. 6; B. V. Raman, Three Hundred Important Combinations',
    rule: 'Mercury and the Sun in the same sign.',
    check: (c) => {
      const present = c.sign.mercury === c.sign.sun
      return {
        present,
        planets: ['sun', 'mercury'],
        why: present ? `Mercury and the Sun are together in ${signNameOf(c.sign.sun)}, the ${ordinal(c.house.sun)} house.` : `Mercury is in ${signNameOf(c.sign.mercury)}, the Sun in ${signNameOf(c.sign.sun)}.`,
        cancelledBy: present && c.combust.mercury ? ['Mercury is combust (within 14° of the Sun), which later authors say weakens the yoga to nothing.'] : [],
      }
    },
  },
  {
    id: 'kemadruma',
    name: 'Kemadruma',
    source: 'BPHS ch. 37 v. 3; Phaladeepika ch. 6; cancellations: Phaladeepika ch. 6, Saravali ch. 13',
    rule: 'No planet other than the Sun (and the nodes) in the 2nd or the 12th house from the Moon.',
    check: (c) => {
      const second = grahasInHouseFrom(c, c.sign.moon, 2, TARA)
      const twelfth = grahasInHouseFrom(c, c.sign.moon, 12, TARA)
      const present = second.length === 0 && twelfth.length === 0
      const cancelledBy: string[] = []
      if (present) {
        const fromLagna = TARA.filter((g) => KENDRAS.includes(c.house[g]))
        const fromMoon = TARA.filter((g) => inKendraFrom(c, 'moon', g))
        if (fromLagna.length) cancelledBy.push(`${listOf(fromLagna)} in a kendra from the lagna.`)
        if (fromMoon.length) cancelledBy.push(`${listOf(fromMoon)} in a kendra from the Moon.`)
      }
      return {
        present,
        planets: present ? ['moon'] : ['moon', ...second, ...twelfth],
        why: present ? 'Neither the 2nd nor the 12th from the Moon holds a planet (the Sun and the nodes do not count).' : `The Moon is flanked: ${noneOr(second)} in the 2nd from it, ${noneOr(twelfth)} in the 12th.`,
        cancelledBy,
      }
    },
  },
  {
    id: 'chandra-mangala',
    name: 'Chandra Mangala',
    source: 'Phaladeepika ch. 6; B. V. Raman, Three Hundred Important Combinations',
    rule: 'The Moon and Mars in the same sign.',
    check: (c) => {
      const present = c.sign.moon === c.sign.mars
      return {
        present,
        planets: ['moon', 'mars'],
        why: present ? `The Moon and Mars are together in ${signNameOf(c.sign.moon)}.` : `The Moon is in ${signNameOf(c.sign.moon)}, Mars in ${signNameOf(c.sign.mars)}.`,
      }
    },
  },
  {
    id: 'amala',
    name: 'Amala',
    source: 'BPHS ch. 36; B. V. Raman, Three Hundred Important Combinations',
    rule: 'Only natural benefics (Mercury, Jupiter, Venus) in the 10th house from the lagna or from the Moon.',
    check: (c) => {
      const tenthFrom = (sign: number) => ({ benefics: grahasInHouseFrom(c, sign, 10, NATURAL_BENEFICS), malefics: grahasInHouseFrom(c, sign, 10, NATURAL_MALEFICS) })
      const ok = (o: { benefics: GrahaId[]; malefics: GrahaId[] }) => o.benefics.length > 0 && o.malefics.length === 0
      const lagna = tenthFrom(c.lagna)
      const moon = tenthFrom(c.sign.moon)
      const present = ok(lagna) || ok(moon)
      const say = (o: { benefics: GrahaId[]; malefics: GrahaId[] }, from: string) => `the 10th from the ${from} holds ${noneOr([...o.benefics, ...o.malefics])}`
      return { present, planets: [...new Set([...lagna.benefics, ...moon.benefics])], why: sentence(`${say(lagna, 'lagna')}; ${say(moon, 'Moon')}`) }
    },
  },
  {
    id: 'saraswati',
    name: 'Saraswati',
    source: 'Phaladeepika ch. 6; B. V. Raman, Three Hundred Important Combinations',
    rule: 'Mercury, Jupiter and Venus each in a kendra, a trikona or the 2nd house, with Jupiter in its own, a friendly or its exaltation sign.',
    check: (c) => {
      const good = [1, 2, 4, 5, 7, 9, 10]
      const trio: GrahaId[] = ['mercury', 'jupiter', 'venus']
      const placedWell = trio.every((g) => good.includes(c.house[g]))
      const jupiterAtEase = ['exalted', 'moolatrikona', 'own', 'greatFriend', 'friend'].includes(c.dignity.jupiter)
      return {
        present: placedWell && jupiterAtEase,
        planets: trio,
        why: sentence(`${trio.map((g) => placed(c, g)).join('; ')}; Jupiter is ${dignityWords(c.dignity.jupiter)}`),
      }
    },
  },
  {
    id: 'parvata',
    name: 'Parvata',
    source: 'BPHS ch. 36; B. V. Raman, Three Hundred Important Combinations',
    rule: 'Benefics in kendras from the lagna, and the 6th and 8th houses empty or holding only benefics.',
    check: (c) => {
      const inKendras = NATURAL_BENEFICS.filter((g) => KENDRAS.includes(c.house[g]))
      const spoilers = [...occupants(c, 6).malefics, ...occupants(c, 8).malefics]
      const present = inKendras.length > 0 && spoilers.length === 0
      return {
        present,
        planets: inKendras,
        why: sentence(`${inKendras.length ? `${listOf(inKendras)} in a kendra` : 'no natural benefic in a kendra'}; ${spoilers.length ? `${listOf(spoilers)} in the 6th or 8th` : 'no malefic in the 6th or 8th'}`),
      }
    },
  },
  {
    id: 'kahala',
    name: 'Kahala',
    source: 'BPHS ch. 36; B. V. Raman, Three Hundred Important Combinations',
    rule: 'The lords of the 4th and the 9th houses in kendras from each other, and the lord of the lagna strong.',
    check: (c) => {
      const [l4, l9, l1] = [lordOf(c, 4), lordOf(c, 9), lordOf(c, 1)]
      const mutual = KENDRAS.includes(houseFrom(c, l4, l9))
      const strong = isStrongSign(c.dignity[l1])
      return {
        present: mutual && strong,
        planets: [...new Set([l4, l9, l1])],
        why: `${l4 === l9 ? `${NameOf(l4)} rules both the 4th and the 9th` : `${NameOf(l9)} (lord of the 9th) is in the ${ordinal(houseFrom(c, l4, l9))} from ${nameOf(l4)} (lord of the 4th)${mutual ? ', a kendra' : ', not a kendra'}`}; the lagna lord ${nameOf(l1)} is ${dignityWords(c.dignity[l1])}${strong ? '' : ', not strong'}.`,
      }
    },
  },
  {
    id: 'lakshmi',
    name: 'Lakshmi',
    source: 'BPHS ch. 36; B. V. Raman, Three Hundred Important Combinations',
    rule: 'The lord of the 9th in a kendra in its own, moolatrikona or exaltation sign, and the lord of the lagna strong.',
    check: (c) => {
      const [l9, l1] = [lordOf(c, 9), lordOf(c, 1)]
      const ninth = KENDRAS.includes(c.house[l9]) && isStrongSign(c.dignity[l9])
      const strong = isStrongSign(c.dignity[l1])
      return {
        present: ninth && strong,
        planets: [...new Set([l9, l1])],
        why: `Lord of the 9th: ${strongWords(c, l9)}; lord of the lagna: ${strongWords(c, l1)}.`,
      }
    },
  },
  {
    id: 'shubha-kartari',
    name: 'Shubha Kartari',
    source: 'Phaladeepika ch. 6; BPHS, the chapter on argala',
    rule: 'The lagna hemmed in by benefics: natural benefics in both the 2nd and the 12th house.',
    check: (c) => {
      const [second, twelfth] = [occupants(c, 2).benefics, occupants(c, 12).benefics]
      return { present: second.length > 0 && twelfth.length > 0, planets: [...second, ...twelfth], why: `Benefics in the 2nd: ${noneOr(second)}; in the 12th: ${noneOr(twelfth)}.` }
    },
  },
  {
    id: 'papa-kartari',
    name: 'Papa Kartari',
    source: 'Phaladeepika ch. 6; BPHS, the chapter on argala',
    rule: 'The lagna hemmed in by malefics: natural malefics (the Sun, Mars, Saturn, Rahu, Ketu) in both the 2nd and the 12th house.',
    check: (c) => {
      const [second, twelfth] = [occupants(c, 2).malefics, occupants(c, 12).malefics]
      return { present: second.length > 0 && twelfth.length > 0, planets: [...second, ...twelfth], why: `Malefics in the 2nd: ${noneOr(second)}; in the 12th: ${noneOr(twelfth)}.` }
    },
  },
]
