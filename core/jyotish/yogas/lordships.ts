/**
 * Raja and dhana yogas from lordships. BPHS ch. 39: the lord of a kendra linked with the lord of a trikona
 * (together, in exchange, or aspecting each other) gives a raja yoga; the lagna is both a kendra and a trikona.
 * BPHS ch. 41: the lords of the wealth houses (2nd, 11th) linked with each other or with the trikona lords give
 * dhana yogas. A graha that rules both a kendra and a trikona (a yogakaraka, BPHS ch. 34) forms the raja yoga alone.
 */
import type { Yoga } from './yoga'
import { housesRuledBy, linkBetween, lordOf, NameOf, nameOf, ordinal, type YogaChart } from './yoga-chart'

/** What spoils a lord for this link (BPHS ch. 34): ruling the 8th or the 11th too, unless it is the lagna lord. */
function spoilers(c: YogaChart, houses: readonly number[]): string[] {
  const out: string[] = []
  for (const h of houses) {
    if (h === 1) continue
    const lord = lordOf(c, h)
    if (lord === lordOf(c, 1)) continue
    const bad = housesRuledBy(c, lord).filter((x) => x === 8 || x === 11)
    if (bad.length) out.push(`${NameOf(lord)}, lord of the ${ordinal(h)}, also rules the ${bad.map(ordinal).join(' and ')} (BPHS ch. 34: a lord that also rules the 8th or the 11th gives no raja yoga).`)
  }
  return [...new Set(out)]
}

function lordsLinked(kind: 'raja' | 'dhana', a: number, b: number, source: string, rule: string, sameLordCounts: boolean): Yoga {
  const name = `${kind === 'raja' ? 'Raja' : 'Dhana'} yoga (lords of the ${ordinal(a)} and ${ordinal(b)})`
  return {
    id: `${kind}-${a}-${b}`,
    name,
    source,
    rule,
    check(c) {
      const [la, lb] = [lordOf(c, a), lordOf(c, b)]
      if (la === lb)
        return {
          present: sameLordCounts,
          planets: [la],
          why: sameLordCounts
            ? `${NameOf(la)} rules both the ${ordinal(a)} and the ${ordinal(b)}, and so forms the yoga alone.`
            : `${NameOf(la)} rules both the ${ordinal(a)} and the ${ordinal(b)}; the texts ask for two lords linked, which one graha is not.`,
          cancelledBy: sameLordCounts && kind === 'raja' ? spoilers(c, [a, b]) : [],
        }
      const link = linkBetween(c, la, lb)
      return {
        present: link !== null,
        planets: [la, lb],
        why: link
          ? `${link}: ${NameOf(la)} rules the ${ordinal(a)}, ${nameOf(lb)} the ${ordinal(b)}.`
          : `${NameOf(la)} (lord of the ${ordinal(a)}) and ${nameOf(lb)} (lord of the ${ordinal(b)}) are neither together, nor in exchange, nor aspecting each other.`,
        cancelledBy: link && kind === 'raja' ? spoilers(c, [a, b]) : [],
      }
    },
  }
}

const RAJA_SOURCE = 'BPHS ch. 39 (raja yogas); BPHS ch. 34 (yogakarakas)'
const raja = (a: number, b: number) =>
  lordsLinked(
    'raja',
    a,
    b,
    RAJA_SOURCE,
    b === 9 && a === 5
      ? 'The lords of the two trikonas, the 5th and the 9th, together, in exchange or aspecting each other.'
      : `The lord of the ${ordinal(a)} (a ${a === 1 ? 'kendra and trikona' : a === 5 || a === 9 ? 'trikona' : 'kendra'}) and the lord of the ${ordinal(b)} (a ${b === 5 || b === 9 ? 'trikona' : 'kendra'}) together, in exchange or aspecting each other.`,
    // One graha ruling a kendra and a trikona is a yogakaraka; the lagna lord ruling another kendra is not.
    a !== 1,
  )
const dhana = (a: number, b: number) =>
  lordsLinked('dhana', a, b, 'BPHS ch. 41 (combinations for wealth)', `The lord of the ${ordinal(a)} and the lord of the ${ordinal(b)} together, in exchange or aspecting each other.`, true)

export const RAJA_YOGAS: Yoga[] = [
  raja(1, 4), raja(1, 5), raja(1, 7), raja(1, 9), raja(1, 10),
  raja(4, 5), raja(4, 9), raja(5, 7), raja(7, 9), raja(5, 10), raja(9, 10), raja(5, 9),
]

export const DHANA_YOGAS: Yoga[] = [dhana(1, 2), dhana(1, 11), dhana(2, 5), dhana(2, 9), dhana(2, 11), dhana(5, 11), dhana(9, 11)]
