import { Button, Group, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../core/kundli/years'
import { LocalLink } from './local-link'

/**
 * Previous and next year of a year page, within the years the engine answers (or `first`–`last`): `path?year=YYYY`,
 * or the path itself when it names the year as `$year` or `{$year}` (/topics/diwali-$year-muhurat, /year-{$year}/tarot).
 */
export function YearSwitcher({ path, year, first = KUNDLI_FIRST_YEAR, last = KUNDLI_LAST_YEAR }: { path: string; year: number; first?: number; last?: number }) {
  const { t } = useLingui()
  const to = (y: number) => (path.includes('$year') ? path.replace(/\{?\$year\}?/, String(y)) : `${path}?year=${y}`)
  return (
    <Group gap="xs" data-print="hide">
      {year > first ? (
        <Button component={LocalLink} to={to(year - 1)} variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden />} aria-label={t`Year ${year - 1}`}>
          {year - 1}
        </Button>
      ) : null}
      <Text fw={700} px="xs">
        {year}
      </Text>
      {year < last ? (
        <Button component={LocalLink} to={to(year + 1)} variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden />} aria-label={t`Year ${year + 1}`}>
          {year + 1}
        </Button>
      ) : null}
    </Group>
  )
}
