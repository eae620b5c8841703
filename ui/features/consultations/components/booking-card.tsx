import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Badge, Box, Button, Card, Group, Modal, Stack, Text } from '@mantine/core'
import { IconMessageCircle, IconPhone, IconX } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import { CalendarFileButton } from '../../../components/calendar-file-button'
import { BOOKING_STATUS_COLORS, BOOKING_STATUS_LABELS, CANCELLED_BY_LABELS, HOLD_STATE_LABELS } from '../utils/booking-labels'
import { useCancelPolicy } from '../../../components/use-cancel-policy'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { cancellationCharge, clockIn, joinOpen } from '../../../lib/booking-time'
import { notify } from '../../../lib/notify'
import type { Booking } from '../../../services/booking-service'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { bookingKeys } from '../api/keys'

/**
 * One booking as a participant sees it: who, when (in the viewer's zone), mode and length, the money held,
 * paid or refunded, its state, and what can be done: join inside the window, add to the calendar, cancel.
 */
export function BookingCard({ booking, now, zone, highlight = false }: { booking: Booking; now: number; zone: string; highlight?: boolean }) {
  const { i18n } = useLingui()
  const { language } = useLanguage()
  const asAstrologer = booking.role === 'astrologer'
  const other = asAstrologer ? booking.customerName : booking.astrologerName
  const when = formatDateTime(booking.start, language, zone)
  const until = clockIn(booking.end, i18n.locale, zone)
  const minutes = booking.durationMinutes
  const canJoin = joinOpen(booking, now)
  const upcoming = booking.status === 'booked' && Date.parse(booking.start) > now
  const price = formatRupees(booking.price)
  const refunded = formatRupees(booking.refunded)
  const held = booking.hold.state === 'held'
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      data-testid="booking-row"
      data-booking-id={booking.id}
      data-status={booking.status}
      data-hold-state={booking.hold.state}
      data-refunded={booking.refunded}
      style={highlight ? { borderColor: 'var(--mantine-color-saffron-5)', borderWidth: 2 } : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            {booking.mode === 'call' ? <IconPhone size={18} aria-hidden /> : <IconMessageCircle size={18} aria-hidden />}
            <Text fw={700}>{other}</Text>
            <Badge size="sm" variant="light" color={BOOKING_STATUS_COLORS[booking.status]} data-testid="booking-status">
              {i18n._(BOOKING_STATUS_LABELS[booking.status])}
            </Badge>
          </Group>
          <Text fw={700} c="saffron" data-testid="booking-price" data-amount={booking.price}>
            {price}{' '}
            <Text span size="xs" c="dimmed" fw={500}>
              {i18n._(HOLD_STATE_LABELS[booking.hold.state])}
            </Text>
          </Text>
        </Group>
        <Text size="sm" data-testid="booking-when">
          <Trans>
            {when} to {until}
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {booking.mode === 'call' ? <Trans>{minutes}-minute call</Trans> : <Trans>{minutes}-minute chat</Trans>}
          {booking.refunded > 0 && (
            <Text span size="sm" c="teal" ml={6}>
              <Trans>{refunded} refunded</Trans>
            </Text>
          )}
          {held && booking.status === 'booked' && !asAstrologer && (
            <Text span size="sm" ml={6}>
              <Trans>held from your wallet</Trans>
            </Text>
          )}
        </Text>
        {booking.status === 'cancelled' && booking.cancelledBy && (
          <Text size="sm" c="dimmed" data-testid="booking-cancelled-by" data-cancelled-by={booking.cancelledBy}>
            {i18n._(CANCELLED_BY_LABELS[booking.cancelledBy])}
          </Text>
        )}
        <Group gap="xs" mt={4} wrap="wrap">
          {booking.status === 'booked' && <JoinButton booking={booking} open={canJoin} opens={formatDateTime(booking.joinOpensAt, language, zone)} until={until} />}
          {booking.status === 'booked' && (
            <CalendarFileButton bookingId={booking.id} size="xs" />
          )}
          {upcoming && <CancelButton booking={booking} now={now} />}
        </Group>
      </Stack>
    </Card>
  )
}

/** Join: enabled inside the window (before the start to the end); opens the call or the chat the booking starts. */
function JoinButton({ booking, open, opens, until }: { booking: Booking; open: boolean; opens: string; until: string }) {
  const { t } = useLingui()
  const { bookings } = useServices()
  const { localize } = useLanguage()
  const router = useRouter()
  const [joining, setJoining] = useState(false)
  async function join() {
    setJoining(true)
    try {
      const { consultationId } = await bookings.join(booking.id)
      // A call booking starts a voice call, which has its own page; a chat booking opens the chat.
      void router.navigate({ href: localize(booking.mode === 'call' ? `/call/${consultationId}` : `/chat/${consultationId}`) })
    } catch (error) {
      const closed = error instanceof HttpError && error.status === 409
      notify({ variant: 'destructive', title: closed ? t`The join window is closed` : t`Could not join`, message: closed ? t`You can join from ${opens} until ${until}.` : t`Please try again.` })
    } finally {
      setJoining(false)
    }
  }
  return (
    <Button size="xs" color="saffron" disabled={!open} loading={joining} onClick={() => void join()} data-testid="booking-join" title={open ? undefined : t`Join opens at ${opens}.`}>
      <Trans>Join</Trans>
    </Button>
  )
}

/** Cancel, with what the policy charges stated before the customer confirms. */
function CancelButton({ booking, now }: { booking: Booking; now: number }) {
  const { t } = useLingui()
  const { bookings } = useServices()
  const { updateBalance } = useAuth()
  const services = useServices()
  const queryClient = useQueryClient()
  const policy = useCancelPolicy()
  const [confirming, setConfirming] = useState(false)
  const asAstrologer = booking.role === 'astrologer'
  const terms = cancellationCharge(booking, now, policy)
  const hours = policy.freeCancelHours
  const charge = formatRupees(terms?.charge ?? 0)
  const back = formatRupees(booking.price - (terms?.charge ?? 0))
  const cancel = useMutation({
    mutationFn: () => bookings.cancel(booking.id),
    onSuccess: (cancelled) => {
      setConfirming(false)
      queryClient.setQueryData<Booking[]>(bookingKeys.mine, (list) => list?.map((b) => (b.id === cancelled.id ? cancelled : b)))
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all })
      const refunded = formatRupees(cancelled.refunded)
      notify({ variant: 'success', title: t`Booking cancelled`, message: cancelled.refunded > 0 ? t`${refunded} is back in the wallet.` : t`The booking is cancelled.` })
      if (!asAstrologer)
        void services.wallet
          .wallet({ limit: 1 })
          .then((w) => updateBalance(w.balance))
          .catch(() => undefined)
    },
    onError: () => notify({ variant: 'destructive', title: t`The booking could not be cancelled`, message: t`It may have started already. Please reload the page.` }),
  })
  return (
    <>
      <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} aria-hidden />} onClick={() => setConfirming(true)} data-testid="booking-cancel">
        <Trans>Cancel</Trans>
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} centered radius="lg" title={t`Cancel this booking?`} data-testid="cancel-booking-dialog">
        <Stack gap="md">
          <Text size="sm">
            {asAstrologer ? (
              <Trans>The customer gets the whole amount back.</Trans>
            ) : terms?.free ? (
              <Trans>You cancel at least {hours} hours before the start: the whole {back} goes back to your wallet.</Trans>
            ) : (
              <Trans>Cancelling free is possible until {hours} hours before the start. Now {charge} is charged and {back} goes back to your wallet.</Trans>
            )}
          </Text>
          <Box>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)}>
                <Trans>Keep it</Trans>
              </Button>
              <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate()} data-testid="confirm-cancel-booking">
                <Trans>Cancel booking</Trans>
              </Button>
            </Group>
          </Box>
        </Stack>
      </Modal>
    </>
  )
}

