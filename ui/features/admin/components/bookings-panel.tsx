import { useState } from 'react'
import { Badge, Card, Group, SegmentedControl, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarEvent } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS, CANCELLED_BY_LABELS, HOLD_STATE_LABELS } from '../utils/booking-labels'
import { useLanguage } from '../../../i18n/language'
import type { BookingStatus } from '../../../services/booking-service'
import { useServices } from '../../../services/services-context'
import { bookingKeys } from '../../consultations/api/keys'

type Filter = 'all' | BookingStatus

/** Booked consultations beside the chats: who with whom, when, the money, the state, and each astrologer's no-shows. */
export function BookingsPanel() {
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const { bookings } = useServices()
  const [status, setStatus] = useState<Filter>('all')
  const list = useQuery({ queryKey: bookingKeys.admin(status), queryFn: () => bookings.all(status === 'all' ? {} : { status }), staleTime: 30_000 })
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-bookings">
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm">
          <ThemeIcon variant="light" color="teal" radius="md" size="lg">
            <IconCalendarEvent size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            <Trans>Bookings</Trans>
          </Title>
        </Group>
        <SegmentedControl
          size="xs"
          value={status}
          onChange={(v) => setStatus(v as Filter)}
          data={[
            { value: 'all', label: t`All` },
            { value: 'booked', label: t`Upcoming` },
            { value: 'completed', label: t`Completed` },
            { value: 'cancelled', label: t`Cancelled` },
            { value: 'no_show_astrologer', label: t`No-shows` },
          ]}
          data-testid="admin-bookings-filter"
        />
      </Group>
      {list.isPending ? (
        <Skeleton h={80} />
      ) : list.isError ? (
        <Text c="dimmed" size="sm">
          <Trans>The bookings could not be loaded.</Trans>
        </Text>
      ) : list.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No bookings here.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Start</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Astrologer</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Customer</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Length</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Money</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((b) => {
                const noShows = b.astrologerNoShows ?? 0
                const minutes = b.durationMinutes
                return (
                  <Table.Tr key={b.id} data-testid="admin-booking-row" data-status={b.status}>
                    <Table.Td>{formatDateTime(b.start, language, b.timezone)}</Table.Td>
                    <Table.Td>
                      <Stack gap={0}>
                        <Text size="sm">{b.astrologerName}</Text>
                        {noShows > 0 && (
                          <Text size="xs" c="red">
                            <Trans>{noShows} no-shows</Trans>
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{b.customerName}</Table.Td>
                    <Table.Td>{b.mode === 'call' ? <Trans>{minutes} min call</Trans> : <Trans>{minutes} min chat</Trans>}</Table.Td>
                    <Table.Td>
                      {formatRupees(b.price)} · {i18n._(HOLD_STATE_LABELS[b.hold.state])}
                    </Table.Td>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={BOOKING_STATUS_COLORS[b.status]}>
                        {i18n._(BOOKING_STATUS_LABELS[b.status])}
                      </Badge>
                      {b.status === 'cancelled' && b.cancelledBy && (
                        <Text size="xs" c="dimmed" data-testid="admin-booking-cancelled-by">
                          {i18n._(CANCELLED_BY_LABELS[b.cancelledBy])}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  )
}
