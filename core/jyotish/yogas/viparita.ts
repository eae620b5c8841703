/**
 * Viparita raja yogas (Phaladeepika ch. 6; B. V. Raman): the lord of a dusthana (6th, 8th, 12th) itself in a
 * dusthana, the evil houses undoing one another.
 */
import type { Yoga } from './yoga'
import { DUSTHANAS, lordOf, NameOf, ordinal, signNameOf } from './yoga-chart'

function viparita(id: string, name: string, h: number): Yoga {
  return {
    id,
    name,
    source: 'Phaladeepika ch. 6; B. V. Raman, Three Hundred Important Combinations',
    rule: `The lord of the ${ordinal(h)} house in the 6th, 8th or 12th house.`,
    check(c) {
      const lord = lordOf(c, h)
      const present = DUSTHANAS.includes(c.house[lord])
      return {
        present,
        planets: [lord],
        why: `${NameOf(lord)} rules the ${ordinal(h)}; it is in ${signNameOf(c.sign[lord])}, the ${ordinal(c.house[lord])} house${present ? ', a dusthana' : ', not a dusthana'}.`,
        cancelledBy:
          present && lordOf(c, 1) === lord
            ? [`${NameOf(lord)} also rules the lagna, and the lagna lord in a dusthana weakens the native (commentators, e.g. B. V. Raman).`]
            : [],
      }
    },
  }
}

export const VIPARITA_YOGAS: Yoga[] = [viparita('harsha', 'Harsha', 6), viparita('sarala', 'Sarala', 8), viparita('vimala', 'Vimala', 12)]
