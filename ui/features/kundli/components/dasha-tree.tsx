import { useMemo, useState } from 'react'
import { Badge, Box, Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Antardasha, Mahadasha, Pratyantardasha } from '../../../../core/jyotish/vimshottari'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { useLanguage } from '../../../i18n/language'
import { elapsedFraction, periodContains, runningDashaAt } from '../utils/dasha-periods'
import { formatPeriodDate } from '../utils/display'
import classes from './kundli.module.css'

/** "4y 8m 27d": the balance at birth the way almanacs print it. */
export function useBalanceText(kundli: Kundli): string {
  const { t } = useLingui()
  const { years, months, days } = kundli.dasha.balanceAtBirth
  return t`${years}y ${months}m ${days}d`
}

interface RowProps {
  period: Pratyantardasha
  level: 1 | 2 | 3
  now: number
  expanded?: boolean
  onToggle?: () => void
  timeZone: string
}

function PeriodRow({ period, level, now, expanded, onToggle, timeZone }: RowProps) {
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const current = periodContains(period, now)
  const leaf = !onToggle
  const dates = `${formatPeriodDate(period.start, language, timeZone)} – ${formatPeriodDate(period.end, language, timeZone)}`
  return (
    <button
      type="button"
      className={classes.dashaRow}
      data-current={current}
      data-leaf={leaf}
      data-level={level}
      aria-expanded={leaf ? undefined : expanded}
      onClick={onToggle}
      tabIndex={leaf ? -1 : 0}
    >
      <span aria-hidden style={{ display: 'inline-flex', justifyContent: 'center' }}>
        {!leaf && (
          <IconChevronRight size={16} style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms ease' }} />
        )}
      </span>
      <Text span fw={level === 1 ? 700 : level === 2 ? 600 : 500} size={level === 1 ? 'md' : 'sm'}>
        {labels.planet(period.planet)}
      </Text>
      <Text span size="sm" c="dimmed" className={classes.dashaDates}>
        {dates}
      </Text>
      <span>
        {current && (
          <Badge size="sm" color="saffron" variant="filled">
            <Trans>Now</Trans>
          </Badge>
        )}
      </span>
    </button>
  )
}

/**
 * The Vimshottari tree: the balance at birth, the periods running now, and every mahadasha expandable
 * to its antardashas and pratyantardashas. The running periods are highlighted and open at first.
 */
export function DashaTree({ kundli, now }: { kundli: Kundli; now?: Date }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const { language } = useLanguage()
  const [nowMs] = useState(() => (now ?? new Date()).getTime())
  const running = useMemo(() => runningDashaAt(kundli.dasha, new Date(nowMs)), [kundli, nowMs])
  const [open, setOpen] = useState<Set<string>>(() => {
    const initial = new Set<string>()
    if (running) {
      initial.add(`${running.path[0]}`)
      if (running.path[1] >= 0) initial.add(`${running.path[0]}-${running.path[1]}`)
    }
    return initial
  })
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  const balancePlanet = labels.planet(kundli.dasha.balanceAtBirth.planet)
  const balance = useBalanceText(kundli)
  const tz = kundli.input.tz

  const runningLevels: Array<{ label: string; period: Mahadasha | Antardasha | Pratyantardasha }> = []
  if (running) {
    runningLevels.push({ label: 'maha', period: running.mahadasha })
    if (running.antardasha) runningLevels.push({ label: 'antar', period: running.antardasha })
    if (running.pratyantardasha) runningLevels.push({ label: 'pratyantar', period: running.pratyantardasha })
  }
  const levelName = (label: string) =>
    label === 'maha' ? <Trans>Mahadasha</Trans> : label === 'antar' ? <Trans>Antardasha</Trans> : <Trans>Pratyantardasha</Trans>

  return (
    <Stack gap="md" data-testid="dasha-tree">
      <SimpleGrid cols={{ base: 1, sm: running ? 2 : 1 }} spacing="md" className={running ? classes.printTwoColumns : undefined}>
        <Paper withBorder radius="md" p="md" className={classes.printAvoidBreak}>
          <Text className={classes.factLabel}>
            <Trans>Balance at birth</Trans>
          </Text>
          <Text fz="lg" fw={700} mt={4} data-testid="dasha-balance">
            <Trans>
              {balancePlanet} mahadasha: {balance}
            </Trans>
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            <Trans>The Moon's nakshatra at birth sets the first period; the years follow the 120-year Vimshottari cycle.</Trans>
          </Text>
        </Paper>
        {running && (
          <Paper withBorder radius="md" p="md" className={classes.printAvoidBreak} data-testid="dasha-running">
            <Text className={classes.factLabel}>
              <Trans>Running now</Trans>
            </Text>
            <Stack gap={6} mt={6}>
              {runningLevels.map(({ label, period }) => (
                <div key={label}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">
                      <Text span c="dimmed" size="xs" mr={6}>
                        {levelName(label)}
                      </Text>
                      <b>{labels.planet(period.planet)}</b>
                    </Text>
                    <Text size="xs" c="dimmed" ta="right">
                      {formatPeriodDate(period.start, language, tz)} – {formatPeriodDate(period.end, language, tz)}
                    </Text>
                  </Group>
                  {/* Rounded: the server and the browser compute it milliseconds apart. */}
                  <Progress value={Math.round(elapsedFraction(period, new Date(nowMs)) * 1000) / 10} size="xs" color="saffron" mt={3} aria-hidden />
                </div>
              ))}
            </Stack>
          </Paper>
        )}
      </SimpleGrid>

      <Box role="list" aria-label={t`Vimshottari dasha periods`}>
        {kundli.dasha.periods.map((maha, m) => {
          const mKey = `${m}`
          const mOpen = open.has(mKey)
          return (
            <div key={maha.start} role="listitem">
              <PeriodRow period={maha} level={1} now={nowMs} expanded={mOpen} onToggle={() => toggle(mKey)} timeZone={tz} />
              {mOpen && (
                <div className={classes.dashaChildren}>
                  {maha.antardashas.map((antar, a) => {
                    const aKey = `${m}-${a}`
                    const aOpen = open.has(aKey)
                    return (
                      <div key={antar.start}>
                        <PeriodRow period={antar} level={2} now={nowMs} expanded={aOpen} onToggle={() => toggle(aKey)} timeZone={tz} />
                        {aOpen && (
                          <div className={classes.dashaChildren}>
                            {antar.pratyantardashas.map((p) => (
                              <PeriodRow key={p.start} period={p} level={3} now={nowMs} timeZone={tz} />
                            ))}
                          </div>
                        )}
                      </div>
                    )
                  })}
                </div>
              )}
            </div>
          )
        })}
      </Box>
    </Stack>
  )
}
