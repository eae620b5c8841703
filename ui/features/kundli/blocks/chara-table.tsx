import { useState } from 'react'
import { Badge, Stack, Table, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CharaAntardasha, CharaDasha, CharaPeriod } from '../../../../core/jyotish/chara-dasha'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'
import { periodContains } from '../utils/dasha-periods'
import { formatPeriodDate } from '../utils/display'
import classes from '../components/kundli.module.css'

/**
 * Jaimini's chara dasha: the signs' periods of both cycles with their years and dates (the running one
 * marked), and the twelve antardashas of the one running now.
 */
export function CharaTable({ dasha, timeZone, now }: { dasha: CharaDasha; timeZone: string; now?: Date }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const [nowMs] = useState(() => (now ?? new Date()).getTime())
  const date = (iso: string) => formatPeriodDate(iso, language, timeZone)
  // The engine indexes signs from 0 (Aries); the labels count them from 1.
  const sign = (index: number) => labels.sign(index + 1)
  const running = dasha.periods.find((p) => periodContains(p, nowMs))

  const row = (period: CharaAntardasha & Partial<Pick<CharaPeriod, 'years' | 'lord'>>, key: string) => {
    const current = periodContains(period, nowMs)
    const years = period.years
    return (
      <Table.Tr key={key} data-current={current || undefined}>
        <Table.Td fw={current ? 700 : undefined}>{sign(period.sign)}</Table.Td>
        {years !== undefined && <Table.Td>{t`${years} years`}</Table.Td>}
        {period.lord !== undefined && <Table.Td>{labels.planet(period.lord)}</Table.Td>}
        <Table.Td>{date(period.start)}</Table.Td>
        <Table.Td>{date(period.end)}</Table.Td>
        <Table.Td>
          {current && (
            <Badge size="sm" color="saffron" variant="filled">
              <Trans>Now</Trans>
            </Badge>
          )}
        </Table.Td>
      </Table.Tr>
    )
  }
  const table = (testId: string, rows: ReadonlyArray<CharaAntardasha & Partial<CharaPeriod>>, full: boolean) => (
    <div className={classes.printTable}>
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder striped verticalSpacing={4} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Sign</Trans>
              </Table.Th>
              {full && (
                <>
                  <Table.Th>
                    <Trans>Length</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Counted to</Trans>
                  </Table.Th>
                </>
              )}
              <Table.Th>
                <Trans>From</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>To</Trans>
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{rows.map((r) => row(r, r.start))}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  )
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={720}>
        <Trans>
          Jaimini's chara dasha gives each sign a period of one to twelve years, starting from the lagna's sign at birth. A sign's years are the
          signs counted from it to its lord, less one. Reckoned as K. N. Rao teaches it; astrologers read it for the events of a sign's houses.
        </Trans>
      </Text>
      {table('chara-table', dasha.periods, true)}
      {running && (
        <>
          <Title order={3} size="h5">
            <Trans>Antardashas of {sign(running.sign)}, running now</Trans>
          </Title>
          {table('chara-antardashas', running.antardashas, false)}
        </>
      )}
    </Stack>
  )
}
