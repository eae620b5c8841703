/**
 * Tajika aspects and friendship, by sign (Tajika Neelakanthi, Samjna Tantra): counted from one sign to the
 * other, the 3rd/11th and 5th/9th are friendly aspects, the 1st/7th and 4th/10th inimical ones, and the
 * 2nd/12th and 6th/8th no aspect at all. The same count gives the Tajika relationship used by the
 * pancha-vargiya bala: friend, enemy or neutral. Aspects are mutual.
 */
import { signDistance } from '../zodiac'

type TajikaRelation = 'friend' | 'enemy' | 'neutral'

/** The Tajika relation of two signs (1–12): friend (3, 5, 9, 11 apart), enemy (1, 4, 7, 10), neutral (2, 6, 8, 12). */
export function tajikaRelation(fromSign: number, toSign: number): TajikaRelation {
  const n = signDistance(fromSign, toSign)
  if (n === 3 || n === 5 || n === 9 || n === 11) return 'friend'
  if (n === 1 || n === 4 || n === 7 || n === 10) return 'enemy'
  return 'neutral'
}

/** Whether a graha in `fromSign` casts a Tajika aspect (friendly or inimical) on `toSign`. */
export function hasTajikaAspect(fromSign: number, toSign: number): boolean {
  return tajikaRelation(fromSign, toSign) !== 'neutral'
}
