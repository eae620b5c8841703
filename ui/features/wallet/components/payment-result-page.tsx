import { useEffect, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Button, Card, Center, Container, Divider, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCalendarEvent, IconCheck, IconClockHour4, IconFileText, IconMessageCircle, IconRefresh, IconWallet, IconX } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { clearChatContinuation, readChatContinuation, type ChatContinuation } from '../../../components/chat-continuation'
import { readReportContinuation } from '../../../components/report-continuation'
import { clearBookingContinuation, readBookingContinuation } from '../../../components/booking-continuation'
import { LocalLink } from '../../../components/local-link'
import { chatPackageRetryHref } from '../../../components/payment-link'
import { StartChatButton } from '../../../components/start-chat-button'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import type { PaymentOrderStatus } from '../../../services/paid-service-types'
import { useServices } from '../../../services/services-context'
import { paymentAstrologerQueryOptions } from '../api/get-astrologer'
import { ORDER_WATCH_MS, paymentOrderQueryOptions } from '../api/get-payment-order'
import { creditedPaise } from '../utils/wallet-format'
import classes from './wallet.module.css'
import { walletKeys } from '../api/keys'

/** The chat or call the customer was heading for before the recharge. */
function ContinueToChat({ continuation }: { continuation: ChatContinuation }) {
  const call = continuation.mode === 'call'
  const services = useServices()
  const { language } = useLanguage()
  const astrologer = useQuery(paymentAstrologerQueryOptions(services, continuation.astrologerId, language))
  const name = astrologer.data?.name ?? continuation.astrologerName
  return (
    <Card withBorder radius="lg" padding="md" data-testid="continue-to-chat">
      <Stack gap="xs">
        <Text fw={700}>{call ? <Trans>Ready for your call with {name}</Trans> : <Trans>Ready for your chat with {name}</Trans>}</Text>
        {astrologer.data && !astrologer.data.isOnline && (
          <Text size="sm" c="dimmed">
            {call ? (
              <Trans>{name} is offline right now. Your balance is kept; start the call when they are back.</Trans>
            ) : (
              <Trans>{name} is offline right now. Your balance is kept; start the chat when they are back.</Trans>
            )}
          </Text>
        )}
        <StartChatButton
          astrologer={astrologer.data ?? { id: continuation.astrologerId, name, ratePerMinute: continuation.ratePerMinute, isOnline: true }}
          size="md"
          radius="xl"
          onStarted={clearChatContinuation}
          mode={continuation.mode}
        >
          {call ? <Trans>Start call with {name}</Trans> : <Trans>Start chat with {name}</Trans>}
        </StartChatButton>
      </Stack>
    </Card>
  )
}

/** The booking the recharge was for: back to the astrologer's page with the same time, length and mode chosen. */
function ContinueToBooking({ path }: { path: string }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="continue-to-booking">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>
          <Trans>Your balance now covers your booking.</Trans>
        </Text>
        <Button component={LocalLink} to={path} onClick={clearBookingContinuation} color="saffron" radius="xl" leftSection={<IconCalendarEvent size={16} aria-hidden />} data-testid="back-to-booking">
          <Trans>Back to your booking</Trans>
        </Button>
      </Group>
    </Card>
  )
}

/** The report order the recharge was for: back to its form, filled as it was left. */
function ContinueToReport({ path }: { path: string }) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid="continue-to-report">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>
          <Trans>Your balance now covers your report.</Trans>
        </Text>
        <Button component={LocalLink} to={path} color="saffron" radius="xl" leftSection={<IconFileText size={16} aria-hidden />}>
          <Trans>Back to your report order</Trans>
        </Button>
      </Group>
    </Card>
  )
}

function Paid({ order }: { order: PaymentOrderStatus }) {
  const services = useServices()
  const { user, updateBalance } = useAuth()
  const queryClient = useQueryClient()
  const [continuation] = useState(() => readChatContinuation())
  const [reportOrder] = useState(() => readReportContinuation())
  const [bookingChoice] = useState(() => readBookingContinuation())
  // The new balance straight from the ledger; the header follows it.
  const balance = useQuery({
    queryKey: walletKeys.balanceAfter(order.orderId),
    queryFn: () => services.wallet.wallet({ limit: 1 }),
    enabled: !!user,
    staleTime: 0,
  })
  useEffect(() => {
    if (balance.data) {
      updateBalance(balance.data.balance)
      void queryClient.invalidateQueries({ queryKey: walletKeys.all })
    }
  }, [balance.data, updateBalance, queryClient])

  const amount = formatRupees(order.amount)
  const bonus = formatRupees(order.bonus)
  const credited = formatRupees(creditedPaise(order))
  const newBalance = balance.data ? formatRupees(balance.data.balance, { decimals: 2 }) : null
  return (
    <Stack gap="lg" align="stretch">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius={76} color="teal" className={classes.resultIcon}>
          <IconCheck size={44} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" data-testid="page-title">
          <Trans>Payment successful</Trans>
        </Title>
        <Text size="lg">
          <Trans>
            <b>{credited}</b> was added to your wallet.
          </Trans>
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg" data-testid="payment-result" data-status="paid" data-amount={order.amount} data-bonus={order.bonus}>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text c="dimmed">
              <Trans>Paid</Trans>
            </Text>
            <Text fw={700}>{amount}</Text>
          </Group>
          {order.bonus > 0 && (
            <Group justify="space-between">
              <Text c="dimmed">
                <Trans>Bonus</Trans>
              </Text>
              <Text fw={700} c="teal">
                +{bonus}
              </Text>
            </Group>
          )}
          <Divider my={4} />
          <Group justify="space-between">
            <Text fw={700}>
              <Trans>New balance</Trans>
            </Text>
            <Text fw={800} size="lg" c="saffron" data-testid="new-balance" data-balance={balance.data?.balance}>
              {newBalance ?? <Loader size="xs" />}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            <Trans>Order {order.orderId}</Trans>
          </Text>
        </Stack>
      </Card>
      {bookingChoice && <ContinueToBooking path={bookingChoice.path} />}
      {reportOrder && !bookingChoice && <ContinueToReport path={reportOrder.path} />}
      {continuation && !reportOrder && !bookingChoice && <ContinueToChat continuation={continuation} />}
      <Group justify="center">
        <Button component={LocalLink} to="/astrologers" color="saffron" radius="xl" leftSection={<IconMessageCircle size={16} aria-hidden />}>
          <Trans>Talk to an astrologer</Trans>
        </Button>
        <Button component={LocalLink} to="/dashboard/wallet" variant="light" color="cosmic" radius="xl" leftSection={<IconWallet size={16} aria-hidden />}>
          <Trans>Go to wallet</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function Failed({ order }: { order: PaymentOrderStatus | null }) {
  const [continuation] = useState(() => readChatContinuation())
  const retry = new URLSearchParams()
  if (order && !order.packageId) retry.set('amount', String(Math.round(order.amount / 100)))
  if (continuation) retry.set('astrologer', continuation.astrologerId)
  if (continuation?.mode === 'call') retry.set('mode', 'call')
  const retryHref = chatPackageRetryHref(order?.packageId) ?? `/wallet-recharge${retry.size ? `?${retry.toString()}` : ''}`
  const reason = order?.failureReason
  return (
    <Stack gap="lg">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={76} radius={76} color="red" className={classes.resultIconFailed}>
          <IconX size={44} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2" data-testid="page-title">
          <Trans>Payment failed</Trans>
        </Title>
        <Text c="dimmed" maw={480}>
          <Trans>The payment did not go through and your wallet was not charged. You can try again.</Trans>
        </Text>
        {reason && (
          <Text size="sm" c="red.7" data-testid="failure-reason">
            {reason}
          </Text>
        )}
      </Stack>
      {order && (
        <Card withBorder radius="lg" padding="lg" data-testid="payment-result" data-status={order.status}>
          <Group justify="space-between">
            <Text c="dimmed">
              <Trans>Amount</Trans>
            </Text>
            <Text fw={700}>{formatRupees(order.amount)}</Text>
          </Group>
        </Card>
      )}
      <Group justify="center">
        <Button component={LocalLink} to={retryHref} color="saffron" radius="xl" leftSection={<IconRefresh size={16} aria-hidden />} data-testid="retry-payment">
          <Trans>Try again</Trans>
        </Button>
        <Button component={LocalLink} to="/dashboard/wallet" variant="light" color="cosmic" radius="xl">
          <Trans>Go to wallet</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

function Waiting({ gaveUp }: { gaveUp: boolean }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" data-testid="payment-result" data-status="created">
      <ThemeIcon size={76} radius={76} color="yellow" variant="light">
        {gaveUp ? <IconClockHour4 size={44} aria-hidden /> : <Loader color="yellow" />}
      </ThemeIcon>
      <Title order={1} size="h2" data-testid="page-title">
        <Trans>Confirming your payment</Trans>
      </Title>
      <Text c="dimmed" maw={480}>
        {gaveUp ? (
          <Trans>The bank has not confirmed the payment yet. Your wallet is credited automatically as soon as it does; you can safely leave this page.</Trans>
        ) : (
          <Trans>Waiting for the payment provider's confirmation…</Trans>
        )}
      </Text>
      <Button component={LocalLink} to="/dashboard/wallet" variant="light" color="cosmic" radius="xl">
        <Trans>Go to wallet</Trans>
      </Button>
    </Stack>
  )
}

/**
 * /payment-success, /payment-failure, /payment/success and /payment/failure (?orderId=…): the order's
 * real status from the server (the path only says what the gateway reported), the credit and the new balance.
 */
export function PaymentResultPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  const { user, refresh } = useAuth()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const orderId = typeof search.orderId === 'string' ? search.orderId : ''
  const reportedSuccess = entry.path.endsWith('success')
  const [since] = useState(() => Date.now())
  const order = useQuery({ ...paymentOrderQueryOptions(services, orderId, since), enabled: orderId !== '' && !!user })
  const [now, setNow] = useState(() => Date.now())
  const refreshed = useRef(false)

  useEffect(() => {
    if (order.data?.status !== 'created') return
    const timer = setInterval(() => setNow(Date.now()), 2_000)
    return () => clearInterval(timer)
  }, [order.data?.status])

  // Header balance: re-read the session once the order is settled as paid.
  useEffect(() => {
    if (order.data?.status === 'paid' && !refreshed.current) {
      refreshed.current = true
      void refresh()
    }
  }, [order.data?.status, refresh])

  let body
  if (!orderId || !user) body = reportedSuccess ? <GenericSuccess signedIn={!!user} /> : <Failed order={null} />
  else if (order.isPending)
    body = (
      <Center py="xl" mih={200}>
        <Loader color="saffron" />
      </Center>
    )
  else if (order.isError) body = reportedSuccess ? <GenericSuccess signedIn /> : <Failed order={null} />
  else if (order.data.status === 'paid') body = <Paid order={order.data} />
  else if (order.data.status === 'failed') body = <Failed order={order.data} />
  else body = <Waiting gaveUp={now - since > ORDER_WATCH_MS} />

  return (
    <Container py={{ base: 'xl', md: 56 }} size="sm">
      {body}
    </Container>
  )
}

/** Without an order to show (signed out, or no order id): the gateway's word only. */
function GenericSuccess({ signedIn }: { signedIn: boolean }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <ThemeIcon size={76} radius={76} color="teal" className={classes.resultIcon}>
        <IconCheck size={44} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2" data-testid="page-title">
        <Trans>Payment received</Trans>
      </Title>
      <Text c="dimmed" maw={480}>
        <Trans>Your wallet is credited as soon as the payment is confirmed.</Trans>
      </Text>
      <Button component={LocalLink} to={signedIn ? '/dashboard/wallet' : '/login?redirect=/dashboard/wallet'} color="saffron" radius="xl">
        {signedIn ? <Trans>Go to wallet</Trans> : <Trans>Sign in to see your wallet</Trans>}
      </Button>
    </Stack>
  )
}
