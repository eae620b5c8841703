import type { GrahaId } from '../jyotish/zodiac'

/** Wearing guidance of one graha's gem (the navaratna), as given in common jyotish practice. */
interface GemGuidance {
  /** key of the gem in the gemstones phrase book */
  gem: string
  /** less costly stones used in its place (uparatna) */
  substitutes: readonly string[]
  /** metals for the setting, preferred first */
  metals: readonly string[]
  finger: 'index' | 'middle' | 'ring' | 'little'
  /** weekday to first wear it, 0 = Sunday */
  day: number
  /** the smallest weight usually advised, carats */
  minCarats: number
}

/**
 * The navaratna: ruby for the Sun, pearl the Moon, red coral Mars, emerald Mercury, yellow sapphire
 * Jupiter, diamond Venus, blue sapphire Saturn, hessonite (gomed) Rahu, cat's eye (lehsunia) Ketu — the
 * correspondence of the Garuda Purana's ratna chapters and of every modern manual. Fingers and days follow
 * each graha (Jupiter index, Saturn and Rahu middle, Sun and Mars ring, Mercury little); weights are the usual minimums.
 */
export const GEMS: Readonly<Record<GrahaId, GemGuidance>> = {
  sun: { gem: 'ruby', substitutes: ['redGarnet', 'redSpinel'], metals: ['gold', 'copper'], finger: 'ring', day: 0, minCarats: 3 },
  moon: { gem: 'pearl', substitutes: ['moonstone'], metals: ['silver'], finger: 'little', day: 1, minCarats: 4 },
  mars: { gem: 'redCoral', substitutes: ['carnelian'], metals: ['gold', 'copper'], finger: 'ring', day: 2, minCarats: 6 },
  mercury: { gem: 'emerald', substitutes: ['peridot', 'greenTourmaline'], metals: ['gold'], finger: 'little', day: 3, minCarats: 3 },
  jupiter: { gem: 'yellowSapphire', substitutes: ['yellowTopaz', 'citrine'], metals: ['gold'], finger: 'index', day: 4, minCarats: 3 },
  venus: { gem: 'diamond', substitutes: ['whiteSapphire', 'zircon', 'opal'], metals: ['platinum', 'silver'], finger: 'middle', day: 5, minCarats: 0.5 },
  saturn: { gem: 'blueSapphire', substitutes: ['amethyst', 'blueSpinel'], metals: ['silver', 'panchdhatu'], finger: 'middle', day: 6, minCarats: 3 },
  rahu: { gem: 'hessonite', substitutes: ['orangeZircon'], metals: ['silver', 'panchdhatu'], finger: 'middle', day: 6, minCarats: 5 },
  ketu: { gem: 'catsEye', substitutes: ['tigersEye'], metals: ['silver', 'panchdhatu'], finger: 'little', day: 2, minCarats: 3 },
}
