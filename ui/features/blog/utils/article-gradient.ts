/**
 * Turns an article's `gradient` into a CSS background. The field may already be CSS
 * ('linear-gradient(...)', a colour), or Tailwind-style classes ('from-purple-600 via-pink-500 to-orange-400'),
 * which are mapped onto Mantine's palette variables. Anything else falls back to the brand gradient.
 */
export const BRAND_GRADIENT = 'linear-gradient(135deg, #4c1d95 0%, #7e22ce 55%, #f97316 100%)'

const TAILWIND_TO_MANTINE: Record<string, string> = {
  purple: 'grape',
  fuchsia: 'grape',
  violet: 'violet',
  indigo: 'indigo',
  blue: 'blue',
  sky: 'cyan',
  cyan: 'cyan',
  teal: 'teal',
  emerald: 'green',
  green: 'green',
  lime: 'lime',
  yellow: 'yellow',
  amber: 'yellow',
  orange: 'orange',
  red: 'red',
  rose: 'pink',
  pink: 'pink',
  slate: 'gray',
  gray: 'gray',
  zinc: 'gray',
  neutral: 'gray',
  stone: 'gray',
}

function tailwindStop(token: string): string | null {
  const match = /^(?:from|via|to)-([a-z]+)-(\d{2,3})$/.exec(token)
  if (!match) return null
  const palette = TAILWIND_TO_MANTINE[match[1]]
  if (!palette) return null
  const shade = Math.min(9, Math.max(0, Math.round(Number(match[2]) / 100)))
  return `var(--mantine-color-${palette}-${shade})`
}

export function articleGradientCss(gradient: string | null | undefined): string {
  const value = (gradient ?? '').trim()
  if (!value) return BRAND_GRADIENT
  if (/^(linear|radial|conic)-gradient\(/i.test(value) && !/[;{}<>]|url\(/i.test(value)) return value
  if (/^#[0-9a-f]{3,8}$/i.test(value)) return value
  const tokens = value.split(/\s+/)
  const from = tokens.find((t) => t.startsWith('from-'))
  const via = tokens.find((t) => t.startsWith('via-'))
  const to = tokens.find((t) => t.startsWith('to-') && !/^to-(r|l|t|b|tr|tl|br|bl)$/.test(t))
  const stops = [from, via, to].map((t) => (t ? tailwindStop(t) : null)).filter((s): s is string => s !== null)
  if (stops.length >= 2) return `linear-gradient(135deg, ${stops.join(', ')})`
  if (stops.length === 1) return `linear-gradient(135deg, ${stops[0]}, #4c1d95)`
  return BRAND_GRADIENT
}
