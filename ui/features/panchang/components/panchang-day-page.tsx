import { Anchor, Grid, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { todayInZone } from '../../../components/panchang-time'
import { usePanchangLabels } from '../../../components/use-panchang-labels'
import { useServices } from '../../../services/services-context'
import { panchangDayQueryOptions } from '../api/get-panchang-day'
import { useNow } from '../hooks/use-now'
import { usePanchangSearch } from '../hooks/use-panchang-search'
import { CalendarCard, ChoghadiyaTables, DayHeadline, DayPartsCard, HoraTables, LimbsCard, SunMoonTiles, TimingsCards } from './day-sections'
import { ControlsCard, DateControl } from './panchang-controls'
import { PanchangError, PanchangLayout, PanchangSkeleton, SectionCard } from './panchang-shell'
import { ConventionNote } from './convention-note'
import classes from './panchang.module.css'

/**
 * /panchang: the day's panchang for a date and a place — sunrise, sunset, moonrise and moonset, the
 * five limbs with every element of the day and its end, the Hindu calendar, the inauspicious and
 * auspicious timings, the choghadiyas and the horas. Date, place and convention live in the query
 * string (utils/panchang-search.ts); the place is remembered for the next visit.
 */
export function PanchangDayPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  const search = usePanchangSearch()
  const place = search.effectivePlace
  const today = todayInZone(place.tz)
  const date = search.date ?? today
  const query = useQuery(panchangDayQueryOptions(services, date, place, search.rise))
  const now = useNow()
  const p = usePanchangLabels()
  const day = query.data

  return (
    <PanchangLayout entry={entry} search={search}>
      <ControlsCard search={search} when={<DateControl date={date} today={today} onChange={(next) => search.update({ date: next })} />} />
      {query.isError && !day ? (
        <PanchangError error={query.error} />
      ) : !day ? (
        <PanchangSkeleton cards={4} />
      ) : (
        <Stack gap="lg" className={query.isPlaceholderData ? classes.dimmed : undefined} aria-busy={query.isPlaceholderData} data-testid="panchang-day" data-date={day.date}>
          <DayHeadline day={day} />
          <SunMoonTiles day={day} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <LimbsCard day={day} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Stack gap="lg">
                <CalendarCard day={day} />
                <DayPartsCard day={day} now={now} />
              </Stack>
            </Grid.Col>
          </Grid>
          <TimingsCards day={day} now={now} />
          <SectionCard
            title={p.terms.choghadiya}
            testId="choghadiya"
            aside={
              <Anchor size="sm" href="#hora">
                <Trans>Hora timings</Trans>
              </Anchor>
            }
          >
            <ChoghadiyaTables day={day} now={now} />
          </SectionCard>
          <SectionCard title={p.terms.hora} testId="hora" id="hora">
            <HoraTables day={day} now={now} />
          </SectionCard>
          <Group>
            <Text size="xs" c="dimmed">
              <Trans>Times are on the clock of {day.place.tz} at the place, to the minute.</Trans>
            </Text>
          </Group>
          <ConventionNote rise={day.rise} />
        </Stack>
      )}
    </PanchangLayout>
  )
}
