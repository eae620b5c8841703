import { CONTENT_PATHS } from '../../core/content/paths'
import { pathTo } from '../../core/shared/read-endpoint'
import { imageSrcSet } from '../../core/shared/image-widths'

/** The twelve signs in order, with symbol and element. Labels live in zodiac-labels.ts. */
export const ZODIAC_SIGNS = [
  { sign: 'Aries', symbol: '♈', element: 'fire' },
  { sign: 'Taurus', symbol: '♉', element: 'earth' },
  { sign: 'Gemini', symbol: '♊', element: 'air' },
  { sign: 'Cancer', symbol: '♋', element: 'water' },
  { sign: 'Leo', symbol: '♌', element: 'fire' },
  { sign: 'Virgo', symbol: '♍', element: 'earth' },
  { sign: 'Libra', symbol: '♎', element: 'air' },
  { sign: 'Scorpio', symbol: '♏', element: 'water' },
  { sign: 'Sagittarius', symbol: '♐', element: 'fire' },
  { sign: 'Capricorn', symbol: '♑', element: 'earth' },
  { sign: 'Aquarius', symbol: '♒', element: 'air' },
  { sign: 'Pisces', symbol: '♓', element: 'water' },
] as const

export type ZodiacSign = (typeof ZODIAC_SIGNS)[number]['sign']

/** '/daily-horoscope/aries': the lowercase sign, without a language prefix. */
export function dailyHoroscopePath(sign: ZodiacSign): string {
  return `/daily-horoscope/${sign.toLowerCase()}`
}

/** '/api/zodiac-image/Aries.jpg': the image path names the sign capitalised. */
export function zodiacImageUrl(sign: ZodiacSign): string {
  return pathTo(CONTENT_PATHS.zodiacImage, { file: `${sign}.jpg` })
}

/** The tile with its narrow copy (docs/ui-contract.md) for the small tiles of a phone. */
export function zodiacImageSrcSet(sign: ZodiacSign): string {
  return imageSrcSet('zodiac', zodiacImageUrl(sign))
}
