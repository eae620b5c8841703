/**
 * Neecha bhanga raja yoga (Phaladeepika ch. 7 vv. 26–30; B. V. Raman): the fall of a
 * debilitated graha cancelled, which the texts count as a raja yoga. One declaration per graha of the seven.
 */
import { exaltationSign } from '../dignity'
import { signLord, type GrahaId } from '../zodiac'
import type { Yoga } from './yoga'
import { aspectsSign, houseFrom, KENDRAS, NameOf, nameOf, placed, SEVEN, signNameOf, type YogaChart } from './yoga-chart'

/** In a kendra from the lagna or from the Moon (the Moon itself only from the lagna). */
function kendraFromLagnaOrMoon(c: YogaChart, g: GrahaId): string | null {
  if (KENDRAS.includes(c.house[g])) return `${nameOf(g)} is in a kendra from the lagna`
  if (g !== 'moon' && KENDRAS.includes(houseFrom(c, 'moon', g))) return `${nameOf(g)} is in a kendra from the Moon`
  return null
}

function neechaBhanga(g: GrahaId): Yoga {
  const debilitation = (exaltationSign(g) + 5) % 12 + 1
  const dispositor = signLord(debilitation)
  const exaltationLord = signLord(exaltationSign(g))
  // The graha exalted in the sign where `g` falls (none of the seven for the Moon's Scorpio).
  const exaltedThere = SEVEN.find((o) => exaltationSign(o) === debilitation)
  return {
    id: `neecha-bhanga-${g}`,
    name: `Neecha Bhanga (${NameOf(g).replace(/^The /, '')})`,
    source: 'Phaladeepika ch. 7 vv. 26–30; B. V. Raman, Three Hundred Important Combinations',
    rule: `${NameOf(g)} debilitated (in ${signNameOf(debilitation)}), and its fall cancelled: the lord of ${signNameOf(debilitation)}, the lord of its exaltation sign, or the planet exalted in ${signNameOf(debilitation)} in a kendra from the lagna or the Moon; or ${nameOf(g)} aspected by the lord of ${signNameOf(debilitation)}; or ${nameOf(g)} in its exaltation navamsha.`,
    check(c) {
      if (c.dignity[g] !== 'debilitated') return { present: false, planets: [g], why: `${placed(c, g)}: not debilitated.` }
      const reasons: string[] = []
      const helpers = new Set<GrahaId>()
      const kendra = (h: GrahaId, role: string) => {
        const r = kendraFromLagnaOrMoon(c, h)
        if (r) { reasons.push(`${r} (${role})`); helpers.add(h) }
      }
      kendra(dispositor, `lord of ${signNameOf(debilitation)}`)
      if (exaltationLord !== dispositor) kendra(exaltationLord, `lord of ${signNameOf(exaltationSign(g))}, its exaltation sign`)
      if (exaltedThere && exaltedThere !== g) kendra(exaltedThere, `exalted in ${signNameOf(debilitation)}`)
      if (dispositor !== g && aspectsSign(c, dispositor, c.sign[g])) { reasons.push(`${nameOf(dispositor)} aspects it from ${signNameOf(c.sign[dispositor])}`); helpers.add(dispositor) }
      if (c.navamsha[g] === exaltationSign(g)) reasons.push(`it is in its exaltation navamsha, ${signNameOf(exaltationSign(g))}`)
      helpers.delete(g)
      return {
        present: reasons.length > 0,
        planets: [g, ...helpers],
        why: `${placed(c, g)}, debilitated; ${reasons.length ? `its fall is cancelled: ${reasons.join('; ')}` : 'nothing cancels its fall'}.`,
      }
    },
  }
}

export const NEECHA_BHANGA_YOGAS: Yoga[] = SEVEN.map(neechaBhanga)
