import { Table, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { GRAHAS } from '../../../../core/jyotish/zodiac'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { formatSiderealLongitude } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import classes from './kundli.module.css'

/**
 * The Bhava Chalit (Sripati) table: for each bhava, where it begins (sandhi), its middle (madhya) and
 * the grahas in it. A graha near a sandhi may fall in another bhava than its whole-sign house.
 */
export function BhavaChalitTable({ kundli }: { kundli: Kundli }) {
  const labels = useJyotishLabels()
  const chalit = kundli.bhavaChalit
  const wholeSign = new Map(kundli.planets.map((p) => [p.id, p.house]))
  return (
    <div className={classes.printTable}>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder striped verticalSpacing={6} data-testid="bhava-chalit-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="center">
                <Trans>Bhava</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Begins (sandhi)</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Middle (madhya)</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Planets</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chalit.madhya.map((madhya, i) => {
              const bhava = i + 1
              const planets = GRAHAS.filter((g) => chalit.planets[g] === bhava)
              return (
                <Table.Tr key={bhava}>
                  <Table.Td ta="center" fw={700}>
                    {bhava}
                  </Table.Td>
                  <Table.Td>{formatSiderealLongitude(chalit.sandhi[i], labels)}</Table.Td>
                  <Table.Td fw={600}>{formatSiderealLongitude(madhya, labels)}</Table.Td>
                  <Table.Td>
                    {planets.length === 0 ? (
                      <Text span c="dimmed">
                        —
                      </Text>
                    ) : (
                      planets.map((g, k) => (
                        <span key={g}>
                          {k > 0 && ', '}
                          {labels.planet(g)}
                          {wholeSign.get(g) !== bhava && (
                            <Text span c="orange.8" size="xs" fw={700}>
                              {' '}
                              ({wholeSign.get(g)} → {bhava})
                            </Text>
                          )}
                        </span>
                      ))
                    )}
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt={6}>
        <Trans>Sripati bhavas from the ascendant and the midheaven. "(2 → 3)": a planet in the second sign from the lagna that acts from the third bhava.</Trans>
      </Text>
    </div>
  )
}
