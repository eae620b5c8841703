import { SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ASHTAKA_GRAHAS, type AshtakavargaBlock } from '../../../../core/jyotish/ashtakavarga'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { ChartStyleSwitch, StyledChart, useChartStyle } from '../components/chart-views'
import classes from '../components/kundli.module.css'

const SIGNS = Array.from({ length: 12 }, (_, i) => i + 1)
/** Sarvashtakavarga points of a sign: 28 is the average; more supports what transits it, under 25 asks for care. */
const savColor = (points: number) => (points >= 28 ? 'teal.8' : points < 25 ? 'red.8' : undefined)

/**
 * The ashtakavarga as the familiar grid: a row for each graha's points in the twelve signs (at most 8 each,
 * from the seven grahas and the lagna), the sarvashtakavarga below, and each graha's shodhya pinda after the
 * trikona and ekadhipatya reductions.
 */
export function AshtakavargaTable({ block, ascendantSign }: { block: AshtakavargaBlock; ascendantSign: number }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const [style, setStyle] = useChartStyle('north')
  // The sarvashtakavarga drawn on the chart, each sign with its bindus, as almanacs print it.
  const notes = Object.fromEntries(
    block.sav.map((points, i) => {
      const sign = labels.sign(i + 1)
      return [i + 1, { text: String(points), title: t`${sign}: ${points} bindus` }]
    }),
  )
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={720}>
        <Trans>
          Each of the seven planets and the ascendant gives a planet a benefic point (bindu) in certain signs, counted from where it stands. A
          planet's row shows its points in each sign, at most 8; the Sarvashtakavarga adds the seven rows, 337 in all. A sign with 28 or more
          points supports the planets that transit it; one with fewer than 25 asks for care.
        </Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={760}>
        <Stack gap="xs" align="center">
          <ChartStyleSwitch value={style} onChange={setStyle} />
          <div className={classes.chartFrame}>
            <StyledChart style={style} model={{ ascendantSign, bodies: [] }} title={t`Sarvashtakavarga on the chart`} testId="sav-chart" notes={notes} />
          </div>
        </Stack>
      </SimpleGrid>
      <div className={classes.printTable}>
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder striped verticalSpacing={4} horizontalSpacing={6} data-testid="ashtakavarga-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Planet</Trans>
                </Table.Th>
                {SIGNS.map((sign) => (
                  <Table.Th key={sign} ta="center" title={labels.sign(sign)}>
                    {labels.signAbbr(sign)}
                  </Table.Th>
                ))}
                <Table.Th ta="center">
                  <Trans>Shodhya pinda</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ASHTAKA_GRAHAS.map((graha) => (
                <Table.Tr key={graha} data-graha={graha}>
                  <Table.Th scope="row">{labels.planet(graha)}</Table.Th>
                  {block.bav[graha].map((points, i) => (
                    <Table.Td key={i} ta="center">
                      {points}
                    </Table.Td>
                  ))}
                  <Table.Td ta="center">{block.reduced.pindas[graha].shodhya}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr data-testid="sarvashtakavarga">
                <Table.Th scope="row">
                  <Trans>Sarvashtakavarga</Trans>
                </Table.Th>
                {block.sav.map((points, i) => (
                  <Table.Td key={i} ta="center" fw={700} c={savColor(points)}>
                    {points}
                  </Table.Td>
                ))}
                <Table.Td />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      <Text size="xs" c="dimmed">
        <Trans>Shodhya pinda: the planet's points after the trikona and ekadhipatya reductions, weighted by sign and by planet.</Trans>
      </Text>
    </Stack>
  )
}
