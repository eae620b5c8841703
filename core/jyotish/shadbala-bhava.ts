/**
 * Bhava bala, the strength of the twelve houses (BPHS; Raman, *Graha and Bhava Balas*, ch. IX), in virupas:
 * the bhavadhipati bala (the shadbala of the lord of the bhava madhya's sign), the bhava dig bala and the bhava
 * drishti bala. Longitudes are sidereal degrees; the madhyas are the Sripati bhava madhyas of the chart.
 */
import { drikBalaOn, type Aspecter } from './shadbala-aspects'
import type { BalaGraha } from './shadbala-sthana'
import { angleDifference } from './time'
import { signLord, signOf } from './zodiac'

/** One bhava's strength. */
export interface BhavaBala {
  /** the bhava 1–12 */
  bhava: number
  /** the sign of its madhya, 0 = Mesha … 11 = Meena */
  sign: number
  /** the lord of that sign */
  lord: BalaGraha
  /** bhavadhipati bala: the lord's total shadbala, virupas */
  adhipati: number
  /** bhava dig bala, 0–60 virupas */
  dig: number
  /** bhava drishti bala, virupas (negative when malefics' aspects outweigh) */
  drishti: number
  /** the sum, virupas */
  total: number
  rupas: number
}

/**
 * Which bhava (index 0–11) has no dig bala for a madhya's sign: the human signs (Mithuna, Kanya, Tula, Kumbha,
 * the first half of Dhanus) are strong in the lagna and void in the 7th; the water signs (Karka, Meena, the
 * second half of Makara) strong in the 4th, void in the 10th; the quadrupeds (Mesha, Vrishabha, Simha, the
 * second half of Dhanus, the first half of Makara) strong in the 10th, void in the 4th; Vrischika (the insect)
 * strong in the 7th, void in the lagna.
 */
function voidBhava(longitude: number): number {
  const sign = signOf(longitude)
  const firstHalf = longitude - (sign - 1) * 30 < 15
  if ([3, 6, 7, 11].includes(sign) || (sign === 9 && firstHalf)) return 6
  if ([4, 12].includes(sign) || (sign === 10 && !firstHalf)) return 9
  if (sign === 8) return 0
  return 3
}

/**
 * The bhava bala of the twelve bhavas.
 * @param madhya the twelve bhava madhyas (index 0 = the lagna). @param totals each graha's total shadbala.
 * @param aspecters the seven grahas with their places and natures, for the drishti.
 */
export function bhavaBalas(madhya: readonly number[], totals: Readonly<Record<BalaGraha, number>>, aspecters: readonly Aspecter[]): BhavaBala[] {
  return madhya.map((m, i) => {
    const sign = signOf(m)
    const lord = signLord(sign) as BalaGraha
    const adhipati = totals[lord]
    const dig = Math.abs(angleDifference(m, madhya[voidBhava(m)]!)) / 3
    const drishti = drikBalaOn(m, aspecters, { wholeJupiterMercury: true })
    const total = adhipati + dig + drishti
    return { bhava: i + 1, sign: sign - 1, lord, adhipati, dig, drishti, total, rupas: total / 60 }
  })
}
