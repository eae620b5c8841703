import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'

/** Five stars side by side, each in a 24-unit cell: a regular five-pointed star, point up. */
const FIVE_STARS = Array.from({ length: 5 }, (_, star) => {
  const corners = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    const radius = i % 2 === 0 ? 11.5 : 4.8
    return `${(star * 24 + 12 + radius * Math.cos(angle)).toFixed(2)} ${(12.8 + radius * Math.sin(angle)).toFixed(2)}`
  })
  return `M${corners.join('L')}Z`
}).join('')

/** Pixel height of one star, as Mantine's Rating sizes. */
const STAR_SIZE = { xs: 14, sm: 18, md: 20 } as const

/**
 * A read-only rating: five stars filled up to the value, fractions included. One SVG element (a
 * gradient with a hard edge over one path) where Mantine's Rating with tenths renders fifty symbols
 * per rating, which made a page of astrologer cards thousands of elements heavier to lay out and
 * hydrate. An image named "Rated 4.8 out of 5", or hidden from screen readers when `decorative`.
 */
export function StarRating({ value, size = 'sm', decorative = false }: { value: number; size?: keyof typeof STAR_SIZE; decorative?: boolean }) {
  const { t } = useLingui()
  const gradient = useId()
  const rating = Number.isInteger(value) ? String(value) : value.toFixed(1)
  const edge = `${(Math.min(5, Math.max(0, value)) / 5) * 100}%`
  const height = STAR_SIZE[size]
  const naming = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': t`Rated ${rating} out of 5` }
  return (
    <svg style={{ display: 'block', flexShrink: 0 }} width={height * 5} height={height} viewBox="0 0 120 24" {...naming}>
      <defs>
        <linearGradient id={gradient} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="120" y2="0">
          <stop offset={edge} style={{ stopColor: 'var(--mantine-color-saffron-filled)' }} />
          {/* The theme's border grey, which follows the colour scheme: no stylesheet of its own to fetch. */}
          <stop offset={edge} style={{ stopColor: 'var(--mantine-color-default-border)' }} />
        </linearGradient>
      </defs>
      <path d={FIVE_STARS} fill={`url(#${gradient})`} />
    </svg>
  )
}
