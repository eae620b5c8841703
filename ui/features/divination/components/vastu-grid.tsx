import { Group, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

type Zone = 'nw' | 'n' | 'ne' | 'w' | 'centre' | 'e' | 'sw' | 's' | 'se'
type Element = 'water' | 'fire' | 'earth' | 'air' | 'space'

/** The 3 × 3 grid with north at the top, row by row; each zone's element and its colour. */
// The five elements sit in the corners and the centre; the schools differ on the cardinal zones, so
// those are drawn without one.
const ZONES: ReadonlyArray<{ zone: Zone; element: Element | null }> = [
  { zone: 'nw', element: 'air' },
  { zone: 'n', element: null },
  { zone: 'ne', element: 'water' },
  { zone: 'w', element: null },
  { zone: 'centre', element: 'space' },
  { zone: 'e', element: null },
  { zone: 'sw', element: 'earth' },
  { zone: 's', element: null },
  { zone: 'se', element: 'fire' },
]
const COLORS: Record<Element, string> = { water: '#bfdbfe', fire: '#fed7aa', earth: '#e7d3b5', air: '#e2e8f0', space: '#fef9c3' }
const colorOf = (element: Element | null) => (element ? COLORS[element] : '#ffffff')

/**
 * The vastu grid as SVG: the eight directions and the centre (brahmasthan) of a plot with north at the
 * top, each zone coloured by its element, and a legend of the rulers and what each zone suits.
 */
export function VastuGrid() {
  const { t } = useLingui()
  const names: Record<Zone, string> = {
    nw: t`North-west`,
    n: t`North`,
    ne: t`North-east`,
    w: t`West`,
    centre: t`Centre`,
    e: t`East`,
    sw: t`South-west`,
    s: t`South`,
    se: t`South-east`,
  }
  const rulers: Record<Zone, string> = {
    nw: t`Vayu · guest room, storage`,
    n: t`Kubera · wealth, cash box`,
    ne: t`Ishanya · prayer, water`,
    w: t`Varuna · dining, children`,
    centre: t`Brahmasthan · keep open`,
    e: t`Indra, Surya · entrance, windows`,
    sw: t`Nairutya · master bedroom`,
    s: t`Yama · heavy walls, storage`,
    se: t`Agni · kitchen`,
  }
  const elements: Record<Element, string> = { water: t`Water`, fire: t`Fire`, earth: t`Earth`, air: t`Air`, space: t`Space` }
  const cell = 100
  return (
    <Stack gap="sm" data-testid="vastu-grid">
      <svg viewBox="-30 -30 360 360" role="img" aria-label={t`The vastu grid of a plot with north at the top`} style={{ width: '100%', maxWidth: 340, margin: '0 auto', display: 'block' }}>
        {ZONES.map(({ zone, element }, i) => {
          const x = (i % 3) * cell
          const y = Math.floor(i / 3) * cell
          return (
            <g key={zone}>
              <rect x={x} y={y} width={cell} height={cell} fill={colorOf(element)} stroke="#92400e" strokeWidth={1.5} />
              <text x={x + cell / 2} y={y + 44} textAnchor="middle" fontSize={13} fontWeight={700} fill="#1f2937">
                {names[zone]}
              </text>
              {element ? (
                <text x={x + cell / 2} y={y + 64} textAnchor="middle" fontSize={11} fill="#374151">
                  {elements[element]}
                </text>
              ) : null}
            </g>
          )
        })}
        {/* The compass: north above the grid. */}
        <text x={150} y={-10} textAnchor="middle" fontSize={14} fontWeight={800} fill="#b45309">
          {t`N`} ↑
        </text>
        <text x={150} y={322} textAnchor="middle" fontSize={12} fill="#b45309">
          {t`S`}
        </text>
        <text x={-16} y={154} textAnchor="middle" fontSize={12} fill="#b45309">
          {t`W`}
        </text>
        <text x={316} y={154} textAnchor="middle" fontSize={12} fill="#b45309">
          {t`E`}
        </text>
      </svg>
      <Stack gap={2}>
        {ZONES.map(({ zone, element }) => (
          <Group key={zone} gap={8} wrap="nowrap" align="flex-start">
            <span aria-hidden style={{ width: 14, height: 14, marginTop: 4, borderRadius: 3, background: colorOf(element), border: '1px solid #92400e', flexShrink: 0 }} />
            <Text size="sm">
              <Text span fw={700}>
                {names[zone]}:
              </Text>{' '}
              {rulers[zone]}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
