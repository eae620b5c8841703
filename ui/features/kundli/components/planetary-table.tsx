import { Badge, Group, Table, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import type { Dignity } from '../../../../core/jyotish/dignity'
import { formatDegrees } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import classes from './kundli.module.css'

const DIGNITY_COLORS: Record<Dignity, string> = {
  exalted: 'teal',
  moolatrikona: 'green',
  own: 'cosmic',
  greatFriend: 'blue',
  friend: 'cyan',
  neutral: 'gray',
  enemy: 'orange',
  greatEnemy: 'red',
  debilitated: 'red',
}

/**
 * The planetary positions: planet, sign, degree (D°M'), nakshatra and pada, nakshatra lord, whole-sign
 * house, dignity, and retrograde/combust. The ascendant is given above the table.
 */
export function PlanetaryTable({ kundli }: { kundli: Kundli }) {
  const labels = useJyotishLabels()
  const asc = kundli.ascendant
  const ascSign = labels.sign(asc.sign)
  const ascDegree = formatDegrees(asc.degreeInSign)
  const ascNakshatra = labels.nakshatra(asc.nakshatra)
  const ascPada = asc.pada

  return (
    <div className={classes.printTable}>
      <Text size="sm" mb="xs" data-testid="ascendant-line">
        <Trans>
          <b>Ascendant (Lagna):</b> {ascSign} {ascDegree}, {ascNakshatra} pada {ascPada}
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover withTableBorder verticalSpacing="xs" data-testid="planetary-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Planet</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Sign</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Degree</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Nakshatra (pada)</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Nakshatra lord</Trans>
              </Table.Th>
              <Table.Th ta="center">
                <Trans>House</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Dignity</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Retrograde / combust</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kundli.planets.map((p) => (
              <Table.Tr key={p.id} data-planet={p.id}>
                <Table.Td fw={700}>
                  {labels.planet(p.id)}{' '}
                  <Text span c="dimmed" size="xs">
                    ({labels.planetAbbr(p.id)})
                  </Text>
                </Table.Td>
                <Table.Td>{labels.sign(p.sign)}</Table.Td>
                <Table.Td ff="monospace">{formatDegrees(p.degreeInSign)}</Table.Td>
                <Table.Td>
                  {labels.nakshatra(p.nakshatra)} ({p.pada})
                </Table.Td>
                <Table.Td>{labels.planet(p.nakshatraLord)}</Table.Td>
                <Table.Td ta="center">{p.house}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={DIGNITY_COLORS[p.dignity]} radius="sm" tt="none">
                    {labels.dignity(p.dignity)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {p.retrograde && (
                      <Badge color="red" variant="outline" radius="sm" tt="none">
                        {labels.retrograde}
                      </Badge>
                    )}
                    {p.combust && (
                      <Badge color="orange" variant="outline" radius="sm" tt="none">
                        {labels.combust}
                      </Badge>
                    )}
                    {!p.retrograde && !p.combust && (
                      <Text span c="dimmed" size="sm">
                        —
                      </Text>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  )
}
