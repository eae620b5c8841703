import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Button, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconBellRinging, IconCalendarEvent } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { splitBookings, startsWithin, useViewerTimeZone, clockIn, joinOpen } from '../../../lib/booking-time'
import type { Booking } from '../../../services/booking-service'
import { useServices } from '../../../services/services-context'
import { myBookingsQueryOptions } from '../api/booking-queries'
import { useNow } from '../hooks/use-now'
import { BookingCard } from './booking-card'

/** The minutes before a start from which the in-app reminder shows. */
const REMINDER_MINUTES = 30

/** The in-app reminder: a booking that starts within 30 minutes (or has started and not ended). */
export function BookingReminder({ bookings, now, zone }: { bookings: readonly Booking[]; now: number; zone: string }) {
  const { i18n } = useLingui()
  const soon = bookings.filter((b) => startsWithin(b, now, REMINDER_MINUTES)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]
  if (!soon) return null
  const other = soon.role === 'astrologer' ? soon.customerName : soon.astrologerName
  const time = clockIn(soon.start, i18n.locale, zone)
  const minutes = Math.max(0, Math.ceil((Date.parse(soon.start) - now) / 60_000))
  // The join window is the admin's setting: each booking carries when it opens.
  const opens = clockIn(soon.joinOpensAt, i18n.locale, zone)
  return (
    <Alert color="saffron" variant="light" radius="lg" icon={<IconBellRinging size={20} aria-hidden />} data-testid="booking-reminder" data-booking-id={soon.id}>
      <Text fw={700}>
        {minutes > 0 ? (
          <Trans>
            Your consultation with {other} starts at {time}, in {minutes} min.
          </Trans>
        ) : (
          <Trans>Your consultation with {other} has started.</Trans>
        )}
      </Text>
      <Text size="sm" data-testid="booking-reminder-join">
        {joinOpen(soon, now) ? <Trans>You can join now.</Trans> : <Trans>Join opens at {opens}.</Trans>}
      </Text>
    </Alert>
  )
}

function Section({ title, bookings, now, zone, highlight }: { title: React.ReactNode; bookings: Booking[]; now: number; zone: string; highlight: string | null }) {
  if (bookings.length === 0) return null
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} now={now} zone={zone} highlight={booking.id === highlight} />
      ))}
    </Stack>
  )
}

/** /dashboard/bookings: the caller's upcoming and past booked consultations, the reminder, join, calendar and cancel. */
export function BookingsPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  useLanguage()
  const list = useQuery(myBookingsQueryOptions(services))
  // Each 15 s: Join opens on time and the reminder counts down.
  const now = useNow(15_000)
  const zone = useViewerTimeZone()
  // The calendar file's link (`?join=<id>`) points at one booking: it stands out.
  const highlight = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).join })
  const { upcoming, past } = splitBookings(list.data ?? [], now)
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl" size="md">
        <Stack gap="lg" mih={320}>
          {list.data && <BookingReminder bookings={list.data} now={now} zone={zone} />}
          {list.isPending && (
            <Stack>
              <Skeleton h={120} radius="lg" />
              <Skeleton h={120} radius="lg" />
            </Stack>
          )}
          {list.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              <Group justify="space-between">
                <Trans>Your bookings could not be loaded.</Trans>
                <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </Group>
            </Alert>
          )}
          {list.data && list.data.length === 0 && (
            <Stack align="center" ta="center" py={48} gap="xs" data-testid="no-bookings">
              <ThemeIcon size={64} radius="xl" variant="light" color="teal">
                <IconCalendarEvent size={34} aria-hidden />
              </ThemeIcon>
              <Text fw={700}>
                <Trans>No bookings yet</Trans>
              </Text>
              <Text size="sm" c="dimmed" maw={420}>
                <Trans>Book a time with an astrologer from their page: chat or call, 15 to 60 minutes.</Trans>
              </Text>
              <Button component={LocalLink} to="/astrologers" color="saffron" radius="xl">
                <Trans>Find an astrologer</Trans>
              </Button>
            </Stack>
          )}
          <Section title={<Trans>Upcoming</Trans>} bookings={upcoming} now={now} zone={zone} highlight={typeof highlight === 'string' ? highlight : null} />
          <Section title={<Trans>Past</Trans>} bookings={past} now={now} zone={zone} highlight={typeof highlight === 'string' ? highlight : null} />
        </Stack>
      </Container>
    </>
  )
}
