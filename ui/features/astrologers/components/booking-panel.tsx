import { useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Alert, Anchor, Box, Button, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { IconAlertCircle, IconCalendarEvent, IconCircleCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '../../../../core/shared/formatting'
import { formatRupees, toPaise } from '../../../../core/wallet/money'
import { CalendarFileButton } from '../../../components/calendar-file-button'
import { saveBookingContinuation } from '../../../components/booking-continuation'
import { newRandomId } from '../../../components/idempotency'
import { LocalLink } from '../../../components/local-link'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { BOOKING_DURATIONS, bookingPricePaise, clockIn, DEFAULT_BOOKING_ZONE, sameClock, slotsByDay, stripDay, useViewerTimeZone } from '../../../lib/booking-time'
import { notify } from '../../../lib/notify'
import { saveAuthRedirect } from '../../../lib/session-storage'
import { useLoadedComponent } from '../../../lib/use-loaded-component'
import { useCancelPolicy } from '../../../components/use-cancel-policy'
import type { Booking, BookingMode, Slot } from '../../../services/booking-service'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { slotsQueryOptions, SLOT_DAYS } from '../api/get-slots'
import { bookingKeys } from '../../consultations/api/keys'
import classes from './astrologers.module.css'

const noSubscription = () => () => undefined
/** True while rendering on the server and hydrating: a failed server fetch renders as loading there, as the browser's first render does. */
const useServerRender = () => useSyncExternalStore(noSubscription, () => false, () => true)

const loadRechargePrompt = async () => (await import('../../../components/recharge-prompt')).RechargePrompt

/** The astrologer a time is booked with (a profile). */
export interface BookableAstrologer {
  id: string
  name: string
  /** rupees a minute for a chat */
  ratePerMinute: number
  /** paise a minute for a call, when the astrologer takes calls */
  callRatePerMinute?: number
  /** what the astrologer offers now */
  modes?: ReadonlyArray<BookingMode>
}

type Duration = (typeof BOOKING_DURATIONS)[number]

/** The choice as the page's address keeps it (across sign-in and a recharge). */
interface Choice {
  mode: BookingMode
  duration: Duration
  slot: string | null
}

function choiceFrom(search: Record<string, unknown>): Choice {
  const duration = Number(search.duration)
  return {
    mode: search.mode === 'call' ? 'call' : 'chat',
    duration: (BOOKING_DURATIONS as readonly number[]).includes(duration) ? (duration as Duration) : 30,
    slot: typeof search.slot === 'string' && !Number.isNaN(Date.parse(search.slot)) ? search.slot : null,
  }
}

function choicePath(base: string, choice: Choice): string {
  const search = new URLSearchParams({ mode: choice.mode, duration: String(choice.duration) })
  if (choice.slot) search.set('slot', choice.slot)
  return `${base}?${search.toString()}`
}

/**
 * Book a time: mode, duration, a day of the strip and one of its free slots (shown in the viewer's zone,
 * the astrologer's noted), the price, Book. Signed out, the customer signs in and comes back with the same
 * choice; a short wallet opens the recharge prompt, which comes back here; a slot taken meanwhile is said
 * so and the slots refresh.
 */
export function BookingPanel({ astrologer, basePath, astrologerZone = DEFAULT_BOOKING_ZONE }: { astrologer: BookableAstrologer; basePath: string; astrologerZone?: string }) {
  const { t, i18n } = useLingui()
  const { language, localize } = useLanguage()
  const { user, updateBalance } = useAuth()
  const services = useServices()
  const router = useRouter()
  const queryClient = useQueryClient()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const [choice, setChoice] = useState<Choice>(() => choiceFrom(search))
  const [day, setDay] = useState<string | null>(null)
  const [booking, setBooking] = useState<Booking | null>(null)
  const [taken, setTaken] = useState(false)
  const [booking_, setBooking_] = useState(false)
  const [recharge, setRecharge] = useState<number | null>(null)
  const [RechargePrompt, requestRechargePrompt] = useLoadedComponent(loadRechargePrompt)
  const attemptKey = useRef<string | null>(null)
  const zone = useViewerTimeZone(astrologerZone)
  const offersCall = (astrologer.modes ?? ['chat']).includes('call') && (astrologer.callRatePerMinute ?? 0) > 0
  const mode: BookingMode = offersCall ? choice.mode : 'chat'

  const slots = useQuery(slotsQueryOptions(services, astrologer.id, choice.duration))
  const serverRender = useServerRender()
  const open = useMemo(() => (slots.data ?? []).filter((s) => s.modes.includes(mode)), [slots.data, mode])
  const days = useMemo(() => slotsByDay(open, zone), [open, zone])
  const chosenSlot: Slot | undefined = choice.slot ? open.find((s) => Date.parse(s.start) === Date.parse(choice.slot!)) : undefined
  const shownDay = days.find((d) => d.day === day) ?? (chosenSlot ? days.find((d) => d.slots.includes(chosenSlot)) : undefined) ?? days[0]

  const ratePaise = mode === 'call' ? (astrologer.callRatePerMinute ?? 0) : toPaise(astrologer.ratePerMinute)
  const pricePaise = bookingPricePaise(ratePaise, choice.duration)
  const price = formatRupees(pricePaise)
  const minutes = choice.duration
  const name = astrologer.name
  const freeHours = useCancelPolicy().freeCancelHours

  const choose = (next: Partial<Choice>) => {
    // Another choice is another booking: a new key, so a retry never books the old one.
    attemptKey.current = null
    setTaken(false)
    setChoice((c) => ({ ...c, ...next }))
  }

  async function book() {
    if (!chosenSlot) return
    const back = choicePath(basePath, { ...choice, mode, slot: chosenSlot.start })
    if (!user) {
      saveAuthRedirect(localize(back))
      void router.navigate({ to: localize('/login'), search: { redirect: localize(back) } })
      return
    }
    setBooking_(true)
    attemptKey.current ??= newRandomId()
    try {
      const made = await services.bookings.book({ astrologerId: astrologer.id, start: chosenSlot.start, durationMinutes: choice.duration, mode }, attemptKey.current)
      attemptKey.current = null
      setBooking(made)
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all })
      // The hold left the wallet: the header's balance follows the ledger.
      void services.wallet
        .wallet({ limit: 1 })
        .then((w) => updateBalance(w.balance))
        .catch(() => undefined)
    } catch (error) {
      attemptKey.current = null
      const status = error instanceof HttpError ? error.status : 0
      if (status === 402) {
        setRecharge(Math.max(1, Math.ceil((pricePaise - (user.balance ?? 0)) / 100)))
        requestRechargePrompt()
      } else if (status === 409) {
        choose({ slot: null })
        setTaken(true)
        void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsAll })
      } else if (status === 403) {
        notify({ variant: 'destructive', title: t`Bookings are for customer accounts`, message: t`Sign in with a customer account to book a consultation.` })
      } else {
        notify({ variant: 'destructive', title: t`The booking could not be made`, message: t`Please try again.` })
      }
    } finally {
      setBooking_(false)
    }
  }

  const toRecharge = (amount: number | null) => {
    saveBookingContinuation(choicePath(basePath, { ...choice, mode }))
    setRecharge(null)
    void router.navigate({ href: localize(amount ? `/wallet-recharge?amount=${amount}` : '/wallet-recharge') })
  }

  if (booking) return <BookingConfirmation booking={booking} zone={zone} />

  const zoneNote = !sameClock(zone, astrologerZone)
  const chosenWhen = chosenSlot ? formatDateTime(chosenSlot.start, language, zone) : null
  const durationLabel = (value: number) => t`${value} min`
  const needed = recharge ?? 0

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="booking-panel" aria-labelledby="booking-panel-title">
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
          <IconCalendarEvent size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3" id="booking-panel-title">
          <Trans>Book a time</Trans>
        </Title>
      </Group>
      <Stack gap="sm">
        {offersCall && (
          <SegmentedControl
            fullWidth
            value={mode}
            onChange={(value) => choose({ mode: value as BookingMode, slot: null })}
            data={[
              { value: 'chat', label: t`Chat` },
              { value: 'call', label: t`Call` },
            ]}
            aria-label={t`Consultation type`}
            data-testid="booking-mode"
          />
        )}
        <SegmentedControl
          fullWidth
          value={String(choice.duration)}
          onChange={(value) => choose({ duration: Number(value) as Duration, slot: null })}
          data={BOOKING_DURATIONS.map((d) => ({ value: String(d), label: durationLabel(d) }))}
          aria-label={t`Duration`}
          data-testid="booking-duration"
        />
        {taken && (
          <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="slot-taken">
            <Trans>This slot was just taken. Please choose another time.</Trans>
          </Alert>
        )}
        {/* A fixed height while the slots load or change, so nothing below moves. */}
        <Box className={classes.slotArea}>
          {slots.isPending || (slots.isError && serverRender) ? (
            <Group justify="center" h="100%">
              <Loader size="sm" aria-label={t`Loading free times`} />
            </Group>
          ) : slots.isError ? (
            <Text c="dimmed" size="sm" data-testid="slots-error">
              <Trans>The free times could not be loaded.</Trans>{' '}
              <Anchor component="button" type="button" onClick={() => void slots.refetch()}>
                <Trans>Try again</Trans>
              </Anchor>
            </Text>
          ) : days.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="no-slots">
              <Trans>No free times in the next {SLOT_DAYS} days. Please check again later or start a chat when {name} is online.</Trans>
            </Text>
          ) : (
            <Stack gap="xs">
              <div className={classes.dayStrip} role="tablist" aria-label={t`Days`} data-testid="booking-days">
                {days.map(({ day: d }) => {
                  const label = stripDay(d, i18n.locale)
                  const selected = d === shownDay?.day
                  return (
                    <UnstyledButton key={d} role="tab" aria-selected={selected} className={classes.dayChip} data-selected={selected || undefined} onClick={() => setDay(d)} data-day={d}>
                      <Text size="xs" fw={600}>
                        {label.weekday}
                      </Text>
                      <Text size="sm" fw={700}>
                        {label.date}
                      </Text>
                    </UnstyledButton>
                  )
                })}
              </div>
              <div className={classes.slotGrid}>
              <SimpleGrid cols={{ base: 3, xs: 4 }} spacing={6} data-testid="booking-slots">
                {(shownDay?.slots ?? []).map((slot) => {
                  const selected = chosenSlot?.start === slot.start
                  return (
                    <Button
                      key={slot.start}
                      size="xs"
                      radius="md"
                      px={4}
                      variant={selected ? 'filled' : 'default'}
                      color="cosmic"
                      aria-pressed={selected}
                      onClick={() => choose({ slot: slot.start })}
                      data-testid="booking-slot"
                      data-start={slot.start}
                    >
                      {clockIn(slot.start, i18n.locale, zone)}
                    </Button>
                  )
                })}
              </SimpleGrid>
              </div>
            </Stack>
          )}
        </Box>
        <Text size="xs" c="dimmed" data-testid="booking-zone">
          {zoneNote ? <Trans>Times are in your time zone ({zone}). {name} works in {astrologerZone}.</Trans> : <Trans>Times are in your time zone ({zone}).</Trans>}
        </Text>
        <Group justify="space-between" align="baseline">
          <Text size="sm" c="dimmed">
            {mode === 'call' ? <Trans>{minutes}-minute call</Trans> : <Trans>{minutes}-minute chat</Trans>}
          </Text>
          <Text fw={800} size="lg" c="saffron" data-testid="booking-price" data-amount={pricePaise}>
            {price}
          </Text>
        </Group>
        <Button color="saffron" radius="xl" fullWidth disabled={!chosenSlot} loading={booking_} onClick={() => void book()} data-testid="book-slot">
          {chosenWhen ? <Trans>Book {chosenWhen}</Trans> : <Trans>Choose a time</Trans>}
        </Button>
        <Text size="xs" c="dimmed">
          <Trans>The price is held from your wallet when you book and paid after the consultation. Cancel free until {freeHours} hours before the start.</Trans>
        </Text>
      </Stack>
      {RechargePrompt && (
        <RechargePrompt
          purpose="booking"
          opened={recharge !== null}
          onClose={() => setRecharge(null)}
          name={name}
          rate={price}
          balanceText={formatRupees(user?.balance ?? 0, { decimals: 2 })}
          needed={needed}
          neededText={formatRupees(needed * 100)}
          onRecharge={toRecharge}
        />
      )}
    </Card>
  )
}

/** The booking made: when, what, the hold, add to calendar and the way to the customer's bookings. */
function BookingConfirmation({ booking, zone }: { booking: Booking; zone: string }) {
  const { language } = useLanguage()
  const when = formatDateTime(booking.start, language, zone)
  const held = formatRupees(booking.hold.amount)
  const minutes = booking.durationMinutes
  const name = booking.astrologerName
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="booking-confirmation" data-booking-id={booking.id}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color="teal" radius="xl" size="lg">
            <IconCircleCheck size={22} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>Booked</Trans>
          </Title>
        </Group>
        <Text fw={700} data-testid="booking-when">
          {when}
        </Text>
        <Text size="sm">
          {booking.mode === 'call' ? <Trans>A {minutes}-minute call with {name}.</Trans> : <Trans>A {minutes}-minute chat with {name}.</Trans>}
        </Text>
        <Text size="sm" data-testid="booking-held" data-amount={booking.hold.amount}>
          <Trans>{held} is held from your wallet until the consultation.</Trans>
        </Text>
        <Group gap="xs" grow>
          <CalendarFileButton bookingId={booking.id} />
          <Button component={LocalLink} to="/dashboard/bookings" color="saffron" data-testid="to-my-bookings">
            <Trans>My bookings</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  )
}
