import { Badge, Progress, Stack, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { GrahaShadbala, ShadbalaBlock } from '../../../../core/jyotish/shadbala'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useLanguage } from '../../../i18n/language'
import classes from '../components/kundli.module.css'

const STRENGTHS = ['sthana', 'dig', 'kala', 'chesta', 'naisargika', 'drik'] as const

/** A figure as the texts print it, to two decimals in the page's digits. */
function useFigure() {
  const { language } = useLanguage()
  const format = new Intl.NumberFormat(DISPLAY_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return (value: number) => format.format(value)
}

/**
 * The shadbala: each planet's six strengths in virupas, its total in rupas against the minimum the texts
 * ask of it (meeting it or not, and by how much), and the twelve houses' strength (bhava bala).
 */
export function ShadbalaTable({ shadbala, bhavaBala }: { shadbala: ShadbalaBlock['shadbala']; bhavaBala?: ShadbalaBlock['bhavaBala'] }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const figure = useFigure()
  const names: Record<(typeof STRENGTHS)[number], string> = {
    sthana: t`Positional (sthana)`,
    dig: t`Directional (dig)`,
    kala: t`Temporal (kala)`,
    chesta: t`Motional (chesta)`,
    naisargika: t`Natural (naisargika)`,
    drik: t`Aspectual (drik)`,
  }
  const grahas = Object.entries(shadbala) as Array<[keyof ShadbalaBlock['shadbala'], GrahaShadbala]>
  const strongest = grahas.reduce((best, row) => (row[1].ratio > best[1].ratio ? row : best))
  const houses = bhavaBala ?? []
  const strongestHouse = houses.length ? houses.reduce((best, h) => (h.total > best.total ? h : best)) : null
  const weakestHouse = houses.length ? houses.reduce((worst, h) => (h.total < worst.total ? h : worst)) : null
  const strongestName = labels.planet(strongest[0])

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={760}>
        <Trans>
          Shadbala measures how able each planet is to give what it promises, from six sources: its place, its direction, the time of birth, its
          motion, its nature and the aspects it receives. The parts are counted in virupas; sixty make a rupa. Each planet needs a minimum number
          of rupas; a planet above it acts with confidence, one below it gives its results with effort.
        </Trans>
      </Text>
      <Text size="sm" data-testid="shadbala-strongest">
        <Trans>The strongest planet for its needs in this chart is {strongestName}.</Trans>
      </Text>
      <div className={classes.printTable}>
        <Table.ScrollContainer minWidth={860}>
          <Table withTableBorder striped verticalSpacing={4} horizontalSpacing={6} data-testid="shadbala-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Planet</Trans>
                </Table.Th>
                {STRENGTHS.map((s) => (
                  <Table.Th key={s} ta="right">
                    {names[s]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">
                  <Trans>Total (rupas)</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Needed</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Strength</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {grahas.map(([graha, row]) => (
                <Table.Tr key={graha} data-graha={graha} data-ratio={row.ratio}>
                  <Table.Th scope="row">{labels.planet(graha)}</Table.Th>
                  {STRENGTHS.map((s) => (
                    <Table.Td key={s} ta="right">
                      {figure(row[s])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={700}>
                    {figure(row.rupas)}
                  </Table.Td>
                  <Table.Td ta="right">{figure(row.required)}</Table.Td>
                  <Table.Td miw={130}>
                    <Stack gap={2}>
                      <Progress value={Math.min(100, (row.ratio / 1.5) * 100)} color={row.ratio >= 1 ? 'teal' : 'orange'} size="sm" aria-hidden />
                      <Text size="xs" c={row.ratio >= 1 ? 'teal.8' : 'orange.8'}>
                        {row.ratio >= 1 ? <Trans>Meets its need</Trans> : <Trans>Below its need</Trans>} · {figure(row.ratio)}×
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </div>
      {houses.length > 0 && strongestHouse && weakestHouse && (
        <>
          <Title order={3} size="h5" mt="sm">
            <Trans>Bhava bala: the strength of the houses</Trans>
          </Title>
          <Text size="sm" c="dimmed" maw={760}>
            <Trans>
              A house is as strong as its lord, its direction and the aspects it receives. The matters of the strongest houses come more easily;
              those of the weakest need more care.
            </Trans>
          </Text>
          <div className={classes.printTable}>
            <Table.ScrollContainer minWidth={480}>
              <Table withTableBorder striped verticalSpacing={4} data-testid="bhava-bala-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>House</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Sign</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Lord</Trans>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Trans>Total (rupas)</Trans>
                    </Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {houses.map((h) => (
                    <Table.Tr key={h.bhava} data-bhava={h.bhava}>
                      <Table.Td>{h.bhava}</Table.Td>
                      <Table.Td>{labels.sign(h.sign + 1)}</Table.Td>
                      <Table.Td>{labels.planet(h.lord)}</Table.Td>
                      <Table.Td ta="right">{figure(h.rupas)}</Table.Td>
                      <Table.Td>
                        {h === strongestHouse ? (
                          <Badge size="sm" color="teal" variant="light">
                            <Trans>Strongest</Trans>
                          </Badge>
                        ) : h === weakestHouse ? (
                          <Badge size="sm" color="orange" variant="light">
                            <Trans>Weakest</Trans>
                          </Badge>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
        </>
      )}
    </Stack>
  )
}
