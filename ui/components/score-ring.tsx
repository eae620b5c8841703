import type { ReactNode } from 'react'

/**
 * A score as a ring filled to `percent` (0–100) with a label in its middle. In place of Mantine's
 * RingProgress, whose section tooltips bring the popover and floating-ui into a page's first load.
 * `color` is a theme colour's name (its filled shade is drawn).
 */
export function ScoreRing({ size, thickness, percent, color, label, className }: { size: number; thickness: number; percent: number; color: string; label: ReactNode; className?: string }) {
  const radius = (size - thickness) / 2
  const circumference = 2 * Math.PI * radius
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * circumference
  const centre = size / 2
  return (
    <div className={className} style={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden style={{ transform: 'rotate(-90deg)', display: 'block' }}>
        <circle cx={centre} cy={centre} r={radius} fill="none" strokeWidth={thickness} stroke="var(--mantine-color-default-border)" />
        {filled > 0 && (
          <circle
            cx={centre}
            cy={centre}
            r={radius}
            fill="none"
            strokeWidth={thickness}
            stroke={`var(--mantine-color-${color}-filled)`}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
          />
        )}
      </svg>
      <div style={{ position: 'absolute', inset: thickness, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{label}</div>
    </div>
  )
}
