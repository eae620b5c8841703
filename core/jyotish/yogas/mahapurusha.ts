/**
 * The five mahapurusha yogas (BPHS ch. 75, Phaladeepika ch. 6 v. 1): Mars, Mercury, Jupiter, Venus or Saturn in
 * its own sign, moolatrikona or exaltation, in a kendra from the lagna.
 */
import type { GrahaId } from '../zodiac'
import type { Yoga } from './yoga'
import { dignityWords, isStrongSign, KENDRAS, listOf, NameOf, ordinal, placed, SEVEN, type YogaChart } from './yoga-chart'

function mahapurusha(id: string, name: string, g: GrahaId): Yoga {
  return {
    id,
    name,
    source: 'BPHS ch. 75; Phaladeepika ch. 6 v. 1',
    rule: `${NameOf(g)} in its own sign, moolatrikona or exaltation sign, in a kendra (1st, 4th, 7th or 10th house) from the lagna.`,
    check(c: YogaChart) {
      const inKendra = KENDRAS.includes(c.house[g])
      const strong = isStrongSign(c.dignity[g])
      const present = inKendra && strong
      const why = present
        ? `${placed(c, g)}, a kendra, ${dignityWords(c.dignity[g])}.`
        : `${placed(c, g)}, ${dignityWords(c.dignity[g])}: ${!inKendra && !strong ? 'neither in a kendra nor in its own or exaltation sign' : !inKendra ? `the ${ordinal(c.house[g])} house is not a kendra` : 'not in its own or exaltation sign'}.`
      const cancelledBy: string[] = []
      if (present) {
        if (c.combust[g]) cancelledBy.push(`${NameOf(g)} is combust, too close to the Sun (later texts: a combust planet cannot give its yoga).`)
        const lights = SEVEN.filter((o) => (o === 'sun' || o === 'moon') && c.sign[o] === c.sign[g])
        if (lights.length) cancelledBy.push(`${NameOf(g)} is joined by ${listOf(lights)} (Manasagari ch. 13 v. 9: with the Sun or the Moon the yoga gives only ordinary results).`)
      }
      return { present, planets: [g], why, cancelledBy }
    },
  }
}

export const MAHAPURUSHA_YOGAS: Yoga[] = [
  mahapurusha('ruchaka', 'Ruchaka', 'mars'),
  mahapurusha('bhadra', 'Bhadra', 'mercury'),
  mahapurusha('hamsa', 'Hamsa', 'jupiter'),
  mahapurusha('malavya', 'Malavya', 'venus'),
  mahapurusha('sasa', 'Sasa', 'saturn'),
]
