/** Hand-built charts for the chara dasha tests. */
import type { CharaChart } from '../../../core/jyotish/chara-dasha-years'
import { GRAHAS, SIGN_NAMES, type GrahaId, type SignName } from '../../../core/jyotish/zodiac'

/** A chart from sign names and degrees; a graha not named stays at 15° of its default sign below. */
export function chartOf(lagna: SignName, at: Partial<Record<GrahaId, [SignName, number?]>>): CharaChart {
  const sign = (name: SignName) => SIGN_NAMES.indexOf(name) + 1
  return {
    ascendant: { sign: sign(lagna) },
    planets: GRAHAS.map((id) => {
      const [name, degree] = at[id] ?? [DEFAULT_SIGNS[id], 15]
      return { id, sign: sign(name), degreeInSign: degree ?? 15 }
    }),
  }
}
// Each graha in a sign it rules (Rahu in Taurus, Ketu in Scorpio): those signs give 12 years unless their lord is moved.
const DEFAULT_SIGNS: Record<GrahaId, SignName> = {
  sun: 'leo', moon: 'cancer', mars: 'aries', mercury: 'gemini', jupiter: 'sagittarius', venus: 'libra', saturn: 'capricorn', rahu: 'taurus', ketu: 'scorpio',
}
