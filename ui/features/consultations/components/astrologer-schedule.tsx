import { useQuery } from '@tanstack/react-query'
import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { dayIn, splitBookings, stripDay, useViewerTimeZone } from '../../../lib/booking-time'
import { useServices } from '../../../services/services-context'
import { myBookingsQueryOptions } from '../api/booking-queries'
import { useNow } from '../hooks/use-now'
import { BookingCard } from './booking-card'
import { BookingReminder } from './bookings-page'

/** How many days ahead the dashboard's schedule shows. */
const SCHEDULE_DAYS = 7

/**
 * The astrologer's booked consultations today and in the next days, by day, in their browser's zone, each
 * with Join (inside the window) and Cancel (the customer gets the whole hold back); the reminder above.
 */
export function AstrologerSchedule() {
  const { i18n } = useLingui()
  const services = useServices()
  const list = useQuery(myBookingsQueryOptions(services))
  const now = useNow(15_000)
  const zone = useViewerTimeZone()
  const mine = (list.data ?? []).filter((b) => b.role === 'astrologer')
  const horizon = now + SCHEDULE_DAYS * 86_400_000
  const upcoming = splitBookings(mine, now).upcoming.filter((b) => Date.parse(b.start) < horizon)
  const today = dayIn(new Date(now), zone)
  const days = new Map<string, typeof upcoming>()
  for (const booking of upcoming) {
    const day = dayIn(booking.start, zone)
    days.set(day, [...(days.get(day) ?? []), booking])
  }
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="astrologer-schedule">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" color="teal" radius="md" size="lg">
            <IconCalendarEvent size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>Your schedule</Trans>
          </Title>
        </Group>
        <Anchor component={LocalLink} to="/astrologer-profile" size="sm">
          <Trans>Set your hours</Trans>
        </Anchor>
      </Group>
      <Stack gap="sm" mih={80}>
        {list.data && <BookingReminder bookings={mine} now={now} zone={zone} />}
        {list.isPending && <Skeleton h={80} radius="md" />}
        {list.isError && (
          <Alert color="orange" variant="light">
            <Trans>Your bookings could not be loaded.</Trans>
          </Alert>
        )}
        {list.data && upcoming.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="no-schedule">
            <Trans>No bookings in the next {SCHEDULE_DAYS} days.</Trans>
          </Text>
        )}
        {[...days].map(([day, bookings]) => {
          const label = stripDay(day, i18n.locale)
          return (
            <Stack key={day} gap={6} data-testid="schedule-day" data-day={day}>
              <Text fw={700} size="sm">
                {day === today ? <Trans>Today</Trans> : `${label.weekday}, ${label.date}`}
              </Text>
              {bookings.map((booking) => (
                <BookingCard key={booking.id} booking={booking} now={now} zone={zone} />
              ))}
            </Stack>
          )
        })}
      </Stack>
    </Card>
  )
}
