import type { LanguageCode } from '../../core/shared/language'

/**
 * How a page's readers name the month of a day: North Indian readers (Hindi, and the English default)
 * by the purnimanta lunar month, Telugu readers by the amanta one, Tamil readers by the solar month
 * and its day (docs/panchang.md, "Regional reckoning").
 */
export type MonthReckoning = 'purnimanta' | 'amanta' | 'tamil-solar'

export const MONTH_RECKONING: Record<LanguageCode, MonthReckoning> = { en: 'purnimanta', hi: 'purnimanta', te: 'amanta', ta: 'tamil-solar' }

/**
 * The lunar month a page names where only a lunar month fits (a festival's tithi): purnimanta for
 * North Indian readers, amanta in the South, where Tamil readers too name festival months from the
 * new moon (Deepavali is Ashvin/ஐப்பசி Amavasya, not Kartika).
 */
export function lunarMonthSystem(language: LanguageCode): 'amanta' | 'purnimanta' {
  return MONTH_RECKONING[language] === 'purnimanta' ? 'purnimanta' : 'amanta'
}
