import type { ReactNode } from 'react'

/** What the art needs of a card: its arcana, and the number (major) or suit and rank (minor). */
interface CardFace {
  id: string
  arcana: 'major' | 'minor'
  number?: number
  suit?: string
  rank?: string
  reversed?: boolean
}

const SUIT_COLORS: Record<string, [string, string]> = {
  wands: ['#f97316', '#9a3412'],
  cups: ['#38bdf8', '#1e3a8a'],
  swords: ['#94a3b8', '#1e293b'],
  pentacles: ['#4ade80', '#14532d'],
}
const MAJOR_COLORS: [string, string] = ['#a855f7', '#3b0764']

const PIPS: Record<string, number> = { ace: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 }
const COURT_MARK: Record<string, string> = { page: 'P', knight: 'Kn', queen: 'Q', king: 'K' }
const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI']

/** A suit's emblem centred on (0, 0), about 24 units tall. */
function SuitEmblem({ suit }: { suit: string }) {
  switch (suit) {
    case 'wands':
      return (
        <g stroke="#fff7ed" strokeWidth={2.4} strokeLinecap="round" fill="none">
          <line x1={-5} y1={12} x2={5} y2={-12} />
          <path d="M3 -8 l5 -1 M1 -3 l-5 -2 M-1 3 l5 1" />
        </g>
      )
    case 'cups':
      return (
        <g fill="#f0f9ff">
          <path d="M-9 -11 h18 q0 13 -9 15 q-9 -2 -9 -15 z" />
          <rect x={-1.5} y={4} width={3} height={5} />
          <rect x={-6} y={9} width={12} height={2.5} rx={1} />
        </g>
      )
    case 'swords':
      return (
        <g fill="#f8fafc">
          <path d="M0 -13 l2.5 4 v14 h-5 v-14 z" />
          <rect x={-7} y={5} width={14} height={2.5} rx={1} />
          <rect x={-1.5} y={7.5} width={3} height={6} />
        </g>
      )
    default:
      return (
        <g>
          <circle r={11} fill="#f0fdf4" />
          <path d="M0 -9 L2.6 -2.8 L8.6 -2.8 L3.8 1.2 L5.5 7.4 L0 3.8 L-5.5 7.4 L-3.8 1.2 L-8.6 -2.8 L-2.6 -2.8 Z" fill="#166534" />
        </g>
      )
  }
}

/** Emblems per row for 1–10 pips, as on printed decks. */
const PIP_ROWS: Record<number, number[]> = { 1: [1], 2: [1, 1], 3: [1, 1, 1], 4: [2, 2], 5: [2, 1, 2], 6: [2, 2, 2], 7: [2, 3, 2], 8: [3, 2, 3], 9: [3, 3, 3], 10: [4, 2, 4] }

/** Pip centres on the card's 100 × 170 face, rows spread between y 30 and 140. */
function pipPositions(count: number): Array<[number, number]> {
  const rows = PIP_ROWS[count] ?? [1]
  return rows.flatMap((inRow, r) => {
    const y = 30 + ((r + 0.5) * 110) / rows.length
    return Array.from({ length: inRow }, (_, i): [number, number] => [inRow === 1 ? 50 : 22 + (i * 56) / (inRow - 1), y])
  })
}

/** The major arcana's emblem: a sun for the Sun, a crescent for the Moon, a star for the Star, else a radiant eye. */
function MajorEmblem({ number }: { number: number }) {
  if (number === 19)
    return (
      <g>
        <circle r={16} fill="#fde047" />
        {Array.from({ length: 12 }, (_, i) => (
          <line key={i} x1={0} y1={-20} x2={0} y2={-27} stroke="#fde047" strokeWidth={2.5} transform={`rotate(${i * 30})`} />
        ))}
      </g>
    )
  if (number === 18) return <path d="M6 -20 a20 20 0 1 0 0 40 a15 15 0 1 1 0 -40 z" fill="#e0e7ff" />
  if (number === 17) return <path d="M0 -24 L6 -7 L24 -7 L10 4 L15 22 L0 11 L-15 22 L-10 4 L-24 -7 L-6 -7 Z" fill="#fef9c3" />
  return (
    <g>
      <path d="M-22 0 Q0 -18 22 0 Q0 18 -22 0 Z" fill="none" stroke="#fde68a" strokeWidth={2.5} />
      <circle r={7} fill="#fde68a" />
      {Array.from({ length: 8 }, (_, i) => (
        <line key={i} x1={0} y1={-16} x2={0} y2={-24} stroke="#fde68a" strokeWidth={1.6} transform={`rotate(${i * 45})`} />
      ))}
    </g>
  )
}

/**
 * The face of a tarot card as SVG (the spec's "SVG card art"): the suit's colours and emblem, its pips
 * or court letter, or a major arcana's Roman numeral and emblem. Reversed cards are drawn upside down.
 * Decorative: the card's name and meaning are given as text beside it.
 */
export function TarotCardArt({ card, width = 120 }: { card: CardFace; width?: number }) {
  const [light, dark] = card.arcana === 'major' ? MAJOR_COLORS : (SUIT_COLORS[card.suit ?? ''] ?? MAJOR_COLORS)
  const gradient = `tarot-${card.id}`
  let field: ReactNode
  let corner: string
  if (card.arcana === 'major') {
    corner = ROMAN[card.number ?? 0] ?? ''
    field = (
      <g transform="translate(50 100)">
        <MajorEmblem number={card.number ?? 0} />
      </g>
    )
  } else if (card.rank && PIPS[card.rank]) {
    corner = card.rank === 'ace' ? 'A' : String(PIPS[card.rank])
    const pips = pipPositions(PIPS[card.rank])
    const scale = PIPS[card.rank] === 1 ? 2.2 : PIPS[card.rank]! > 6 ? 0.8 : 1
    field = pips.map(([x, y], i) => (
      <g key={i} transform={`translate(${x} ${y}) scale(${scale})`}>
        <SuitEmblem suit={card.suit ?? ''} />
      </g>
    ))
  } else {
    corner = COURT_MARK[card.rank ?? ''] ?? ''
    field = (
      <g transform="translate(50 104)">
        <path d="M-20 -34 l8 12 l12 -16 l12 16 l8 -12 v22 h-40 z" fill="#fde68a" />
        <g transform="translate(0 14) scale(1.5)">
          <SuitEmblem suit={card.suit ?? ''} />
        </g>
      </g>
    )
  }
  return (
    <svg viewBox="0 0 100 170" width={width} height={(width * 170) / 100} aria-hidden style={{ display: 'block', flexShrink: 0, transform: card.reversed ? 'rotate(180deg)' : undefined }}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={light} />
          <stop offset="1" stopColor={dark} />
        </linearGradient>
      </defs>
      <rect x={1} y={1} width={98} height={168} rx={8} fill={`url(#${gradient})`} stroke="#fbbf24" strokeWidth={2} />
      <rect x={6} y={6} width={88} height={158} rx={5} fill="none" stroke="#fff" strokeOpacity={0.5} />
      <text x={12} y={22} fill="#fff" fontSize={14} fontWeight={700} fontFamily="serif">
        {corner}
      </text>
      <text x={88} y={158} fill="#fff" fontSize={14} fontWeight={700} fontFamily="serif" textAnchor="end" transform="rotate(180 88 153)">
        {corner}
      </text>
      {field}
    </svg>
  )
}
