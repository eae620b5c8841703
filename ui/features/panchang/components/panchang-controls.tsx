import { useEffect, useRef, useState, type ReactNode } from 'react'
import { ActionIcon, Button, Card, Grid, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconCalendarEvent, IconChevronLeft, IconChevronRight, IconClockHour4, IconCurrentLocation } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { OnDemandSelect } from '../../../components/on-demand-select'
import { OnDemandTooltip } from '../../../components/on-demand-tooltip'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { PlacePicker, type PlaceValue } from '../../../components/place-picker'
import { utcDateFormat } from '../../../components/panchang-time'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import type { PanchangSearchState } from '../hooks/use-panchang-search'
import { addDays, API_FIRST_YEAR, API_LAST_YEAR, isCalendarDate, samePlace, shiftMonth, type PanchangPlace, type YearMonth } from '../utils/panchang-search'
import classes from './panchang.module.css'

/** The place search of the panchang pages: the shared picker; a chosen suggestion (or typed coordinates) becomes the page's place. */
function PlaceControl({ search }: { search: PanchangSearchState }) {
  const { t } = useLingui()
  const { content } = useServices()
  const place = search.effectivePlace
  const [value, setValue] = useState<PlaceValue>({ text: place.name, latitude: place.lat, longitude: place.lon })
  const zones = useRef(new Map<string, string | undefined>())

  // Follow the page's place (back/forward, a shared link).
  useEffect(() => {
    setValue({ text: place.name, latitude: place.lat, longitude: place.lon })
  }, [place.name, place.lat, place.lon])

  const typed: PanchangPlace | null =
    value.latitude !== null && value.longitude !== null && !samePlace({ name: '', lat: value.latitude, lon: value.longitude }, place)
      ? { name: value.text.trim(), lat: value.latitude, lon: value.longitude }
      : null

  return (
    <Stack gap={4}>
      <PlacePicker
        label={<Trans>Place</Trans>}
        value={value}
        onChange={setValue}
        onSelect={(selection) =>
          search.choosePlace({
            name: selection.place,
            lat: selection.latitude,
            lon: selection.longitude,
            tz: zones.current.get(selection.place),
          })
        }
        search={async (query) => {
          const found = await content.searchLocations(query)
          for (const location of found) zones.current.set(location.display, location.timezone)
          return found
        }}
        placeholder={t`Search a city, e.g. Varanasi`}
      />
      {typed && (
        <Button
          size="xs"
          variant="light"
          color="saffron"
          w="fit-content"
          leftSection={<IconCurrentLocation size={14} />}
          onClick={() => search.choosePlace({ ...typed, name: typed.name || `${typed.lat.toFixed(4)}, ${typed.lon.toFixed(4)}` })}
        >
          <Trans>Use these coordinates</Trans>
        </Button>
      )}
    </Stack>
  )
}

/** Previous day, the date field, next day and Today. */
export function DateControl({ date, today, onChange }: { date: string; today: string; onChange: (date: string) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(date)
  useEffect(() => setText(date), [date])
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor="panchang-date" size="sm" fw={500}>
        <Trans>Date</Trans>
      </Text>
      <Group gap={6} wrap="nowrap">
        <OnDemandTooltip label={t`Previous day`} openDelay={300}>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t`Previous day`} onClick={() => onChange(addDays(date, -1))} data-testid="date-previous">
            <IconChevronLeft size={18} />
          </ActionIcon>
        </OnDemandTooltip>
        <TextInput
          id="panchang-date"
          type="date"
          value={text}
          min={`${API_FIRST_YEAR}-01-01`}
          max={`${API_LAST_YEAR}-12-31`}
          leftSection={<IconCalendarEvent size={16} />}
          onChange={(event) => {
            const next = event.currentTarget.value
            setText(next)
            if (isCalendarDate(next)) onChange(next)
          }}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="date-input"
        />
        <OnDemandTooltip label={t`Next day`} openDelay={300}>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t`Next day`} onClick={() => onChange(addDays(date, 1))} data-testid="date-next">
            <IconChevronRight size={18} />
          </ActionIcon>
        </OnDemandTooltip>
        <Button variant="light" color="cosmic" onClick={() => onChange(today)} disabled={date === today} px="sm">
          <Trans>Today</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** Localized month names, index 0 = January. */
export function monthNames(locale: string, style: 'long' | 'short' = 'long'): string[] {
  const format = utcDateFormat(locale, style === 'long' ? 'long-month' : 'short-month')
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)))
}

/** Previous month, month and year fields, next month and This month. */
export function MonthControl({ value, current, onChange }: { value: YearMonth; current: YearMonth; onChange: (value: YearMonth) => void }) {
  const { t } = useLingui()
  const { language } = useLanguage()
  const names = monthNames(DISPLAY_LOCALES[language])
  const isCurrent = value.year === current.year && value.month === current.month
  // The year field keeps what is typed (digits only) until it is a year the API answers for, and shows
  // the page's year again when it loses the focus. Not NumberInput: its number-format library is 5 KB.
  const [yearText, setYearText] = useState(String(value.year))
  useEffect(() => setYearText(String(value.year)), [value.year])
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="panchang-month-label">
        <Trans>Month</Trans>
      </Text>
      <Group gap={6} wrap="nowrap" role="group" aria-labelledby="panchang-month-label">
        <OnDemandTooltip label={t`Previous month`} openDelay={300}>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t`Previous month`} onClick={() => onChange(shiftMonth(value, -1))} data-testid="month-previous">
            <IconChevronLeft size={18} />
          </ActionIcon>
        </OnDemandTooltip>
        <OnDemandSelect
          aria-label={t`Month`}
          data={names.map((label, i) => ({ value: String(i + 1), label }))}
          value={String(value.month)}
          allowDeselect={false}
          onChange={(next) => next && onChange({ year: value.year, month: Number(next) })}
          style={{ flex: 1.4, minWidth: 0 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="month-select"
        />
        <TextInput
          aria-label={t`Year`}
          value={yearText}
          inputMode="numeric"
          onChange={(event) => {
            const next = event.currentTarget.value.replace(/\D/g, '').slice(0, 4)
            setYearText(next)
            const year = Number(next)
            if (Number.isInteger(year) && year >= API_FIRST_YEAR && year <= API_LAST_YEAR) onChange({ year, month: value.month })
          }}
          onBlur={() => setYearText(String(value.year))}
          style={{ flex: 1, minWidth: 70 }}
          data-testid="year-input"
        />
        <OnDemandTooltip label={t`Next month`} openDelay={300}>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t`Next month`} onClick={() => onChange(shiftMonth(value, 1))} data-testid="month-next">
            <IconChevronRight size={18} />
          </ActionIcon>
        </OnDemandTooltip>
        <Button variant="light" color="cosmic" onClick={() => onChange(current)} disabled={isCurrent} px="sm" visibleFrom="xs">
          <Trans>This month</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** Previous year, the year, next year (within the festival pages' years). */
export function YearControl({ value, first, last, onChange }: { value: number; first: number; last: number; onChange: (year: number) => void }) {
  const { t } = useLingui()
  const years = Array.from({ length: last - first + 1 }, (_, i) => String(first + i))
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="panchang-year-label">
        <Trans>Year</Trans>
      </Text>
      <Group gap={6} wrap="nowrap" role="group" aria-labelledby="panchang-year-label">
        <OnDemandTooltip label={t`Previous year`} openDelay={300}>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t`Previous year`} disabled={value <= first} onClick={() => onChange(value - 1)} data-testid="year-previous">
            <IconChevronLeft size={18} />
          </ActionIcon>
        </OnDemandTooltip>
        <OnDemandSelect
          aria-label={t`Year`}
          data={years}
          value={String(value)}
          searchable
          allowDeselect={false}
          onChange={(next) => next && onChange(Number(next))}
          style={{ flex: 1, minWidth: 0 }}
          comboboxProps={{ withinPortal: true }}
          data-testid="year-select"
        />
        <OnDemandTooltip label={t`Next year`} openDelay={300}>
          <ActionIcon variant="default" size={36} radius="md" aria-label={t`Next year`} disabled={value >= last} onClick={() => onChange(value + 1)} data-testid="year-next">
            <IconChevronRight size={18} />
          </ActionIcon>
        </OnDemandTooltip>
      </Group>
    </Stack>
  )
}

/** The sunrise convention: the Hindu one of the API (centre of the disc, no refraction) or the newspapers' (upper limb, refraction). */
function RiseControl({ search }: { search: PanchangSearchState }) {
  const { t } = useLingui()
  return (
    <Group gap="xs" wrap="wrap">
      <OnDemandTooltip
        width={280}
        openDelay={300}
        label={t`Hindu: the centre of the Sun's disc on the horizon, without refraction (the Drik Panchang's rule). Apparent: the upper limb with refraction, as newspapers print sunrise.`}
      >
        <Text size="xs" c="dimmed" id="rise-label" style={{ cursor: 'help' }}>
          <IconClockHour4 size={13} style={{ verticalAlign: -2 }} /> <Trans>Sunrise convention</Trans>
        </Text>
      </OnDemandTooltip>
      <SegmentedControl
        size="xs"
        radius="xl"
        aria-labelledby="rise-label"
        value={search.rise}
        onChange={(value) => search.update({ rise: value === 'apparent' ? 'apparent' : 'hindu' }, { replace: true })}
        data={[
          { value: 'hindu', label: t`Hindu` },
          { value: 'apparent', label: t`Apparent` },
        ]}
      />
    </Group>
  )
}

/** The card holding a page's controls: the time picker on the left, the place on the right, the convention below. */
export function ControlsCard({ when, search, note }: { when: ReactNode; search: PanchangSearchState; note?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" className={`${classes.controls} ${classes.noPrint}`} data-testid="panchang-controls">
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 6 }}>{when}</Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PlaceControl search={search} />
        </Grid.Col>
      </Grid>
      <Group justify="space-between" mt="sm" gap="xs" wrap="wrap">
        {note ?? <span />}
        <RiseControl search={search} />
      </Group>
    </Card>
  )
}
