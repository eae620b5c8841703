import type { ReactNode } from 'react'
import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { KpChart } from '../../../../core/jyotish/kp/kp-chart'
import type { KpLords } from '../../../../core/jyotish/kp/sub-lords'
import type { GrahaId } from '../../../../core/jyotish/zodiac'
import { formatDegrees, formatSiderealLongitude } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import classes from '../components/kundli.module.css'

function LordsHead({ first }: { first: ReactNode }) {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{first}</Table.Th>
        <Table.Th>
          <Trans>Position</Trans>
        </Table.Th>
        <Table.Th>
          <Trans>Sign lord</Trans>
        </Table.Th>
        <Table.Th>
          <Trans>Star lord</Trans>
        </Table.Th>
        <Table.Th>
          <Trans>Sub lord</Trans>
        </Table.Th>
        <Table.Th>
          <Trans>Sub-sub lord</Trans>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  )
}

function LordCells({ point }: { point: KpLords & { longitude: number } }) {
  const labels = useJyotishLabels()
  return (
    <>
      <Table.Td>{formatSiderealLongitude(point.longitude, labels)}</Table.Td>
      <Table.Td>{labels.planet(point.signLord)}</Table.Td>
      <Table.Td>{labels.planet(point.starLord)}</Table.Td>
      <Table.Td fw={700}>{labels.planet(point.subLord)}</Table.Td>
      <Table.Td>{labels.planet(point.subSubLord)}</Table.Td>
    </>
  )
}

function HouseOf({ house }: { house: number }) {
  return <Trans>house {house}</Trans>
}

/**
 * The KP (Krishnamurti Paddhati) reading of the chart: the Placidus cusps and the planets in Krishnamurti's
 * ayanamsa with their sign, star, sub and sub-sub lords; each house's significators by the four steps; the
 * ruling planets of the birth moment.
 */
export function KpTables({ kp }: { kp: KpChart }) {
  const labels = useJyotishLabels()
  const list = (ids: readonly GrahaId[]) => (ids.length ? ids.map((id) => labels.planet(id)).join(', ') : '—')
  const ayanamsa = formatDegrees(kp.ayanamsa.degrees, true)
  const dayLord = labels.planet(kp.rulingPlanets.dayLord)
  const ruling = list(kp.rulingPlanets.planets)
  const table = (testId: string, minWidth: number, children: ReactNode) => (
    <div className={classes.printTable}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table withTableBorder striped verticalSpacing={4} horizontalSpacing={6} data-testid={testId}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </div>
  )
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        <Trans>
          Krishnamurti Paddhati reads the chart through the lords of small arcs: every nakshatra is divided into nine unequal subs in the
          proportion of the Vimshottari years, and the sub lord of a house's cusp decides whether that house's matters come to pass. Positions
          here use Krishnamurti's ayanamsa ({ayanamsa}) and Placidus cusps, as KP does.
        </Trans>
      </Text>
      {kp.houseSystem === 'porphyry' && (
        <Alert color="yellow" variant="light" data-testid="kp-porphyry">
          <Trans>Placidus has no cusps this close to the pole, so the cusps are Porphyry's (the quadrants divided in three).</Trans>
        </Alert>
      )}
      <Title order={3} size="h5">
        <Trans>Cusps</Trans>
      </Title>
      {table(
        'kp-cusps',
        640,
        <>
          <LordsHead first={<Trans>House</Trans>} />
          <Table.Tbody>
            {kp.cusps.map((cusp) => (
              <Table.Tr key={cusp.house} data-house={cusp.house}>
                <Table.Td>{cusp.house}</Table.Td>
                <LordCells point={cusp} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>,
      )}
      <Title order={3} size="h5">
        <Trans>Planets</Trans>
      </Title>
      {table(
        'kp-planets',
        640,
        <>
          <LordsHead first={<Trans>Planet</Trans>} />
          <Table.Tbody>
            {kp.planets.map((planet) => (
              <Table.Tr key={planet.id} data-planet={planet.id}>
                <Table.Td>
                  {labels.planet(planet.id)}
                  {planet.retrograde ? ` ${labels.retrogradeMark}` : ''} · <HouseOf house={planet.house} />
                </Table.Td>
                <LordCells point={planet} />
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>,
      )}
      <Title order={3} size="h5">
        <Trans>Significators of the houses</Trans>
      </Title>
      <Text size="sm" c="dimmed" maw={760}>
        <Trans>
          KP finds who can give a house's results in four steps, strongest first: the planets in the star of its occupants, the occupants, the
          planets in the star of its lord, and the lord. Rahu and Ketu stand in for the planets they are with or aspected by, and for their sign
          lord.
        </Trans>
      </Text>
      {table(
        'kp-significators',
        640,
        <>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>House</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>In the star of occupants</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Occupants</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>In the star of the lord</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Lord</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {kp.significators.map((row) => (
              <Table.Tr key={row.house} data-house={row.house}>
                <Table.Td>{row.house}</Table.Td>
                <Table.Td>{list(row.inStarOfOccupants)}</Table.Td>
                <Table.Td>{list(row.occupants)}</Table.Td>
                <Table.Td>{list(row.inStarOfLord)}</Table.Td>
                <Table.Td>{list(row.lords)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </>,
      )}
      <Title order={3} size="h5">
        <Trans>Ruling planets at birth</Trans>
      </Title>
      <Group gap="xs" data-testid="kp-ruling-planets">
        <Text size="sm">
          <Trans>
            Day lord {dayLord}; the ruling planets, strongest first: {ruling}.
          </Trans>
        </Text>
      </Group>
      <Text size="xs" c="dimmed" maw={760}>
        <Trans>
          KP astrologers check a birth time with the ruling planets of the moment: the lords of the lagna's star and sign, of the Moon's star and
          sign, and of the day. A true birth time has them among the significators of the lagna.
        </Trans>
      </Text>
    </Stack>
  )
}
