import { Badge, Group, Stack, Text } from '@mantine/core'
import { IconClockHour4, IconEyeOff, IconMoonStars, IconSun } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../i18n/language'
import type { FestivalJson } from '../services/panchang-service'
import { DISPLAY_LOCALES } from './display-locale'
import { festivalName } from './festival-names'
import { lunarMonthSystem } from './month-reckoning'
import { formatClockOnDay, formatLongDay, formatSpanOnDay } from './panchang-time'
import { usePanchangLabels } from './use-panchang-labels'
import classes from './festival-entry.module.css'

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()

/** One festival of GET /api/festivals: date box, name, tithi, muhurat and windows (festival calendar, topic pages). */
export function FestivalEntry({ entry }: { entry: FestivalJson }) {
  const p = usePanchangLabels()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const major = entry.category === 'festival'
  const muhurat = entry.muhurat ? formatSpanOnDay(entry.muhurat, entry.date, locale) : ''
  const windows = entry.windows.filter((w) => w.name !== 'sutak' || entry.eclipse?.visible)
  return (
    <div className={classes.festival} data-testid="festival-entry" data-id={entry.id} data-date={entry.date} data-category={entry.category}>
      <div className={classes.dateBox} data-major={major}>
        <div className={classes.dateDay}>{Number(entry.date.slice(8))}</div>
        <div className={classes.dateWeekday}>{p.varaShort[weekdayOf(entry.date)]}</div>
      </div>
      <Stack gap={3} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700} fz={major ? 'md' : 'sm'} c={major ? undefined : 'cosmic.8'} data-testid="festival-name">
            {festivalName(entry, language)}
          </Text>
          {entry.eclipse &&
            (entry.eclipse.visible ? (
              <Badge size="xs" color="grape" variant="light" leftSection={entry.eclipse.body === 'sun' ? <IconSun size={10} /> : <IconMoonStars size={10} />}>
                <Trans>Visible here</Trans>
              </Badge>
            ) : (
              <Badge size="xs" color="gray" variant="light" leftSection={<IconEyeOff size={10} />}>
                <Trans>Not visible here</Trans>
              </Badge>
            ))}
        </Group>
        <Text size="xs" c="dimmed" data-testid="festival-date">
          {formatLongDay(entry.date, locale)}
          {entry.tithi && (
            <>
              {' · '}
              {p.tithiWithPaksha(entry.tithi.index)}
              {entry.masa && ` · ${p.masa(entry.masa[lunarMonthSystem(language)], entry.masa.adhika)}`}
            </>
          )}
        </Text>
        {entry.tithi && major && (
          <Text size="xs" c="dimmed">
            {p.terms.tithi}: {formatSpanOnDay(entry.tithi, entry.date, locale)}
          </Text>
        )}
        {muhurat && (
          <Group gap={6} wrap="nowrap" data-testid="festival-muhurat">
            <IconClockHour4 size={14} color="var(--mantine-color-saffron-7)" style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" fw={600}>
              {entry.category === 'eclipse' ? <Trans>Eclipse:</Trans> : <Trans>Muhurat:</Trans>} {muhurat}
            </Text>
          </Group>
        )}
        {windows.length > 0 && (major || entry.category === 'eclipse' || entry.category === 'ekadashi') && (
          <Group gap={6} wrap="wrap">
            {windows.map((w) => (
              <Badge key={`${w.name}-${w.start}`} size="sm" variant="outline" color={w.name === 'bhadra' || w.name === 'sutak' ? 'red' : 'gray'} tt="none" fw={500}>
                {p.kalaName(w.name)}: {w.start === w.end ? formatClockOnDay(w.start, entry.date, locale) : formatSpanOnDay(w, entry.date, locale)}
              </Badge>
            ))}
          </Group>
        )}
        {language === 'en' && entry.note && major && (
          <Text size="xs" c="dimmed" fs="italic">
            {entry.note}
          </Text>
        )}
      </Stack>
    </div>
  )
}

