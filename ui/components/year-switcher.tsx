import { Button, Group, Text } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../core/rules/kundli-request'
import { LocalLink } from './local-link'

/** Previous and next year of a year page (`path?year=YYYY`), within the years the engine answers. */
export function YearSwitcher({ path, year }: { path: string; year: number }) {
  const { t } = useLingui()
  return (
    <Group gap="xs" data-print="hide">
      {year > KUNDLI_FIRST_YEAR ? (
        <Button component={LocalLink} to={`${path}?year=${year - 1}`} variant="default" size="xs" leftSection={<IconChevronLeft size={14} aria-hidden />} aria-label={t`Year ${year - 1}`}>
          {year - 1}
        </Button>
      ) : null}
      <Text fw={700} px="xs">
        {year}
      </Text>
      {year < KUNDLI_LAST_YEAR ? (
        <Button component={LocalLink} to={`${path}?year=${year + 1}`} variant="default" size="xs" rightSection={<IconChevronRight size={14} aria-hidden />} aria-label={t`Year ${year + 1}`}>
          {year + 1}
        </Button>
      ) : null}
    </Group>
  )
}
