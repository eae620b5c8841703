import { Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** The major lines, each with its colour and path on the 300 × 400 drawing of a right palm. */
const LINES = [
  { id: 'heart', color: '#e11d48', d: 'M248 176 C 215 158, 170 150, 128 162 C 110 168, 98 160, 92 148' },
  { id: 'head', color: '#2563eb', d: 'M70 200 C 110 196, 160 206, 226 236' },
  { id: 'life', color: '#16a34a', d: 'M72 198 C 96 232, 100 290, 128 372' },
  { id: 'fate', color: '#7c3aed', d: 'M166 372 C 162 320, 160 250, 158 170' },
  { id: 'sun', color: '#ea580c', d: 'M206 300 C 204 260, 200 215, 198 168' },
  { id: 'mercury', color: '#0891b2', d: 'M220 352 C 226 300, 234 250, 240 200' },
] as const

/** The mounts: centre of each numbered marker. */
const MOUNTS = [
  { id: 'jupiter', x: 96, y: 130 },
  { id: 'saturn', x: 146, y: 120 },
  { id: 'sun', x: 194, y: 124 },
  { id: 'mercury', x: 240, y: 140 },
  { id: 'marsUpper', x: 60, y: 176 },
  { id: 'marsLower', x: 250, y: 226 },
  { id: 'moon', x: 238, y: 318 },
  { id: 'venus', x: 92, y: 300 },
] as const

type LineId = (typeof LINES)[number]['id']
type MountId = (typeof MOUNTS)[number]['id']

/**
 * An SVG drawing of a right palm with the six major lines in colour and the eight mounts numbered, and
 * a legend of both in the page's language (the palmistry guide's illustration).
 */
export function PalmDiagram() {
  const { t } = useLingui()
  const lineNames: Record<LineId, string> = {
    heart: t`Heart line`,
    head: t`Head line`,
    life: t`Life line`,
    fate: t`Fate line`,
    sun: t`Sun (Apollo) line`,
    mercury: t`Mercury (health) line`,
  }
  const mountNames: Record<MountId, string> = {
    jupiter: t`Mount of Jupiter`,
    saturn: t`Mount of Saturn`,
    sun: t`Mount of the Sun`,
    mercury: t`Mount of Mercury`,
    marsUpper: t`Inner Mars`,
    marsLower: t`Outer Mars`,
    moon: t`Mount of the Moon`,
    venus: t`Mount of Venus`,
  }
  return (
    <Stack gap="sm" data-testid="palm-diagram">
      <svg viewBox="0 0 300 400" role="img" aria-label={t`A right palm with its major lines and mounts`} style={{ width: '100%', maxWidth: 320, margin: '0 auto', display: 'block' }}>
        {/* Fingers, thumb and palm as one soft outline. */}
        <path
          d="M70 392 C 52 330, 40 280, 40 236 C 20 214, 8 176, 14 150 C 20 136, 34 138, 42 150 L 62 182 L 66 100 C 66 70, 96 70, 98 100 L 104 84 L 106 40 C 106 12, 142 12, 142 40 L 146 96 L 152 56 C 154 30, 188 30, 188 58 L 190 106 L 200 84 C 204 62, 234 64, 232 92 L 232 130 L 244 120 C 250 104, 274 108, 272 130 L 268 200 C 272 260, 262 320, 236 392 Z"
          fill="#fde7d4"
          stroke="#c2410c"
          strokeWidth={2}
          strokeLinejoin="round"
        />
        {LINES.map((line) => (
          <path key={line.id} d={line.d} fill="none" stroke={line.color} strokeWidth={4} strokeLinecap="round" opacity={0.9} />
        ))}
        {MOUNTS.map((mount, i) => (
          <g key={mount.id} transform={`translate(${mount.x} ${mount.y})`}>
            <circle r={11} fill="#fff" stroke="#78350f" strokeWidth={1.5} />
            <text textAnchor="middle" dy={4} fontSize={12} fontWeight={700} fill="#78350f">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <Stack gap={4}>
        {LINES.map((line) => (
          <Group key={line.id} gap={8} wrap="nowrap">
            <span aria-hidden style={{ width: 22, height: 4, borderRadius: 2, background: line.color, flexShrink: 0 }} />
            <Text size="sm">{lineNames[line.id]}</Text>
          </Group>
        ))}
      </Stack>
      <Stack gap={2}>
        {MOUNTS.map((mount, i) => (
          <Text key={mount.id} size="sm">
            <Text span fw={700}>
              {i + 1}.
            </Text>{' '}
            {mountNames[mount.id]}
          </Text>
        ))}
      </Stack>
    </Stack>
  )
}
