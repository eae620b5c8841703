import { useState } from 'react'
import { Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CharaDasha } from '../../../../core/jyotish/chara-dasha'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { periodContains } from '../utils/dasha-periods'
import { PeriodTable } from './period-table'

/**
 * Jaimini's chara dasha: the signs' periods of both cycles with their years and dates (the running one
 * marked), and the twelve antardashas of the one running now.
 */
export function CharaTable({ dasha, timeZone }: { dasha: CharaDasha; timeZone: string }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const [nowMs] = useState(() => Date.now())
  // The engine indexes signs from 0 (Aries); the labels count them from 1.
  const sign = (index: number) => labels.sign(index + 1)
  const running = dasha.periods.find((p) => periodContains(p, nowMs))
  const length = (years: number) => t`${years} years`
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" maw={720}>
        <Trans>
          Jaimini's chara dasha gives each sign a period of one to twelve years, starting from the lagna's sign at birth. A sign's years are the
          signs counted from it to its lord, less one. Reckoned as K. N. Rao teaches it; astrologers read it for the events of a sign's houses.
        </Trans>
      </Text>
      <PeriodTable
        testId="chara-table"
        head={[<Trans key="s">Sign</Trans>, <Trans key="l">Length</Trans>, <Trans key="c">Counted to</Trans>]}
        periods={dasha.periods.map((p) => ({ start: p.start, end: p.end, cells: [sign(p.sign), length(p.years), labels.planet(p.lord)] }))}
        timeZone={timeZone}
      />
      {running && (
        <>
          <Title order={3} size="h5">
            <Trans>Antardashas of {sign(running.sign)}, running now</Trans>
          </Title>
          <PeriodTable
            testId="chara-antardashas"
            head={[<Trans key="s">Sign</Trans>]}
            periods={running.antardashas.map((a) => ({ start: a.start, end: a.end, cells: [sign(a.sign)] }))}
            timeZone={timeZone}
          />
        </>
      )}
    </Stack>
  )
}
