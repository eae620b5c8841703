import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Varshaphal } from '../../../../core/jyotish/varshaphal/varshaphal'
import { rashiChartModel } from '../../../components/chart-model'
import { formatSiderealLongitude } from '../../../components/jyotish-format'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'
import { formatPeriodDate } from '../utils/display'
import { PeriodTable } from './period-table'
import { ChartLegend, ChartStyleSwitch, StyledChart, useChartStyle } from '../components/chart-views'
import classes from '../components/kundli.module.css'

/** The sahams' names: the point of life each one reads. */
function useSahamNames(): Record<string, string> {
  const { t } = useLingui()
  return {
    punya: t`Punya (merit and fortune)`,
    vidya: t`Vidya (learning)`,
    yasas: t`Yashas (fame)`,
    mitra: t`Mitra (friends)`,
    mahatmya: t`Mahatmya (greatness)`,
    asha: t`Asha (hopes)`,
    samartha: t`Samartha (ability)`,
    bhratri: t`Bhratri (siblings)`,
    gaurava: t`Gaurava (honour)`,
    pitri: t`Pitri (father)`,
    rajya: t`Rajya (authority)`,
    matri: t`Matri (mother)`,
    putra: t`Putra (children)`,
    jeeva: t`Jeeva (life)`,
    karma: t`Karma (work)`,
    roga: t`Roga (illness)`,
    kali: t`Kali (strife)`,
    mrityu: t`Mrityu (danger)`,
    paradesa: t`Paradesa (travel abroad)`,
    artha: t`Artha (wealth)`,
    vivaha: t`Vivaha (marriage)`,
    karyasiddhi: t`Karyasiddhi (success in work)`,
  }
}

/**
 * The varshaphal of one year: when the year begins (the Sun's return) and ends, the annual chart, the muntha,
 * the year lord and the five office-bearers it was chosen from, the mudda dasha with the period running now,
 * and the sahams.
 */
export function VarshaphalView({ varshaphal, timeZone }: { varshaphal: Varshaphal; timeZone: string }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const sahamNames = useSahamNames()
  const [style, setStyle] = useChartStyle('north')
  const when = (iso: string) => formatPeriodDate(iso, language, timeZone, true)
  const v = varshaphal
  const yearOfLife = v.age + 1
  const year = v.year
  const start = when(v.returnAt)
  const end = when(v.nextReturnAt)
  const yearLord = labels.planet(v.yearLord)
  const munthaSign = labels.sign(v.muntha.sign + 1)
  const munthaLord = labels.planet(v.muntha.lord)
  const bearers: Array<[string, string]> = [
    [t`Lord of the muntha`, v.officeBearers.munthaLord],
    [t`Lord of the birth lagna`, v.officeBearers.janmaLagnaLord],
    [t`Lord of the year's lagna`, v.officeBearers.varshaLagnaLord],
    [t`Tri-rashi lord`, v.officeBearers.triRashiLord],
    [v.dayReturn ? t`Lord of the Sun's sign (a day return)` : t`Lord of the Moon's sign (a night return)`, v.officeBearers.dinaRatriLord],
  ]
  return (
    <Stack gap="lg" data-testid="varshaphal">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="xs">
          <Text size="sm" data-testid="varshaphal-return">
            <Trans>
              Year {yearOfLife} of your life begins when the Sun returns to its place at your birth, on {start}, and runs until {end}.
            </Trans>
          </Text>
          <Group gap="xs">
            <Badge size="lg" color="saffron" variant="filled" data-testid="varshaphal-year-lord" data-planet={v.yearLord}>
              <Trans>Year lord: {yearLord}</Trans>
            </Badge>
            <Badge size="lg" color="cosmic" variant="light" data-testid="varshaphal-muntha" data-sign={v.muntha.sign}>
              <Trans>Muntha: {munthaSign} (lord {munthaLord})</Trans>
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" maw={760}>
            {v.yearLordChosenBy === 'aspect' ? (
              <Trans>
                The year lord is the strongest of the five office-bearers below that aspects the year's lagna; it colours the whole year. The
                muntha moves one sign a year from the birth lagna and shows where the year's attention goes.
              </Trans>
            ) : (
              <Trans>
                None of the five office-bearers below aspects the year's lagna, so the strongest of them is the year lord; it colours the whole
                year. The muntha moves one sign a year from the birth lagna and shows where the year's attention goes.
              </Trans>
            )}
          </Text>
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs" align="center">
          <ChartStyleSwitch value={style} onChange={setStyle} />
          <div className={classes.chartFrame}>
            <StyledChart style={style} model={rashiChartModel(v)} title={t`Annual chart ${year}`} testId="varshaphal-chart" />
          </div>
          <ChartLegend />
        </Stack>
        <Stack gap="sm">
          <Title order={3} size="h5">
            <Trans>The five office-bearers</Trans>
          </Title>
          <Table withTableBorder striped verticalSpacing={4} data-testid="varshaphal-office-bearers">
            <Table.Tbody>
              {bearers.map(([role, planet]) => (
                <Table.Tr key={role}>
                  <Table.Td>{role}</Table.Td>
                  <Table.Td fw={planet === v.yearLord ? 700 : undefined}>{labels.planet(planet as Varshaphal['yearLord'])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </SimpleGrid>

      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Mudda dasha: the year's periods</Trans>
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          <Trans>The Vimshottari order compressed into one year: each planet rules a part of the year in proportion to its years.</Trans>
        </Text>
        <PeriodTable
          testId="mudda-dasha"
          head={[<Trans key="p">Planet</Trans>]}
          periods={v.muddaDasha.map((p) => ({ start: p.start, end: p.end, cells: [labels.planet(p.planet)] }))}
          timeZone={timeZone}
          withTime
          minWidth={420}
        />
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          <Trans>Sahams: sensitive points of the year</Trans>
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          <Trans>Each saham is a point found from three others in the annual chart; a saham joined or aspected by benefics promises its matter this year.</Trans>
        </Text>
        <div className={classes.printTable}>
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder striped verticalSpacing={4} data-testid="sahams">
              <Table.Tbody>
                {v.sahams.map((saham) => (
                  <Table.Tr key={saham.id} data-saham={saham.id}>
                    <Table.Td>{sahamNames[saham.id] ?? saham.id}</Table.Td>
                    <Table.Td>{formatSiderealLongitude(saham.longitude, labels)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </div>
      </Stack>
    </Stack>
  )
}
