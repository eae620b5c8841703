import { GRAHAS, SIGN_LORDS, type GrahaId } from '../jyotish/zodiac'

/** Why a gem is advised. */
export type GemRole = 'lagnaLord' | 'fifthLord' | 'ninthLord'
/** Why a gem is to be avoided or weighed with care. */
export type GemCaution = 'maraka' | 'malefic' | 'node' | 'neutral'

/** One graha's verdict for a chart. */
export interface GemVerdict {
  planet: GrahaId
  /** houses (1–12, from the lagna) whose sign the graha rules */
  owns: number[]
  verdict: 'recommended' | 'avoid' | 'caution'
  roles: GemRole[]
  cautions: GemCaution[]
}

/** The houses a graha rules for a lagna sign (1–12); [] for Rahu and Ketu. */
export function housesRuled(graha: GrahaId, lagnaSign: number): number[] {
  const out: number[] = []
  for (let house = 1; house <= 12; house++) if (SIGN_LORDS[(lagnaSign - 1 + house - 1) % 12] === graha) out.push(house)
  return out
}

/**
 * Gem verdicts by functional nature from the lagna, after Laghu Parashari (Jataka Chandrika), the rule
 * modern gem manuals follow:
 * - the lagna lord's gem is the life stone, the 5th lord's the stone of intelligence and merit, the 9th
 *   lord's the stone of fortune (trikona lords are functional benefics);
 * - a lord of the 2nd or the 7th is a maraka (killer): its gem is never advised, even when it also rules a
 *   trikona — except the lagna lord itself (Saturn for Capricorn rules the 1st and the 2nd);
 * - a lord of the 3rd, 6th, 8th, 11th or 12th that rules no trikona is a functional malefic: avoid;
 * - Rahu and Ketu rule no sign: their gems only on a specific reason from a full reading (caution);
 * - the rest (lords of the 4th or 10th only: kendra lords lose their natural benefic quality) are neutral:
 *   not advised by this rule (caution).
 */
export function gemVerdicts(lagnaSign: number): GemVerdict[] {
  return GRAHAS.map((planet) => {
    const owns = housesRuled(planet, lagnaSign)
    const roles: GemRole[] = []
    const cautions: GemCaution[] = []
    if (owns.includes(1)) roles.push('lagnaLord')
    if (owns.includes(5)) roles.push('fifthLord')
    if (owns.includes(9)) roles.push('ninthLord')
    const lagnaLord = owns.includes(1)
    if (!lagnaLord && (owns.includes(2) || owns.includes(7))) cautions.push('maraka')
    if (!lagnaLord && roles.length === 0 && owns.some((h) => [3, 6, 8, 11, 12].includes(h))) cautions.push('malefic')
    if (planet === 'rahu' || planet === 'ketu') cautions.push('node')
    if (roles.length === 0 && cautions.length === 0) cautions.push('neutral')
    const verdict = cautions.includes('maraka') || cautions.includes('malefic') ? 'avoid' : roles.length > 0 ? 'recommended' : 'caution'
    return { planet, owns, verdict, roles, cautions }
  })
}
