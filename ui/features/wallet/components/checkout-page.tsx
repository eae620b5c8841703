import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { Alert, Button, Card, Center, Container, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconCreditCard, IconLock, IconShoppingCartOff } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { WALLET_PATHS } from '../../../../core/wallet/paths'
import { pathTo } from '../../../../core/shared/read-endpoint'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import type { PaymentOrderStatus } from '../../../services/paid-service-types'
import { useServices } from '../../../services/services-context'
import { paymentOrderQueryOptions } from '../api/get-payment-order'
import { clearPendingCheckout, openRazorpayCheckout, readPendingCheckout } from '../utils/razorpay'

type Phase = { kind: 'idle' } | { kind: 'opening' } | { kind: 'verifying' } | { kind: 'dismissed' } | { kind: 'error'; message: string }

/** Razorpay: opens Checkout with the order's options, then verifies the payment with the server. */
function RazorpayCheckout({ order }: { order: PaymentOrderStatus }) {
  const { user } = useAuth()
  const { payments } = useServices()
  const { localize } = useLanguage()
  const { t } = useLingui()
  const router = useRouter()
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' })
  const checkout = readPendingCheckout(order.orderId)
  const opened = useRef(false)
  const amount = formatRupees(order.amount)

  async function pay() {
    if (!checkout) return
    setPhase({ kind: 'opening' })
    try {
      const outcome = await openRazorpayCheckout(checkout, { name: user?.name, email: user?.email })
      if (outcome.kind === 'dismissed') return setPhase({ kind: 'dismissed' })
      if (outcome.kind === 'failed') {
        clearPendingCheckout(order.orderId)
        return void router.navigate({ href: localize(`/payment-failure?orderId=${encodeURIComponent(order.orderId)}`) })
      }
      setPhase({ kind: 'verifying' })
      await payments.verifyRazorpay(outcome.response)
      clearPendingCheckout(order.orderId)
      void router.navigate({ href: localize(`/payment-success?orderId=${encodeURIComponent(order.orderId)}`) })
    } catch (error) {
      console.warn('Razorpay checkout failed', error)
      setPhase({ kind: 'error', message: t`The payment window could not be opened or the payment could not be confirmed. If money was taken, your wallet is credited automatically once Razorpay confirms it.` })
    }
  }

  useEffect(() => {
    if (opened.current || !checkout) return
    opened.current = true
    void pay()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!checkout) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
        <Stack gap="xs">
          <Text size="sm">
            <Trans>This payment can no longer be opened here. Please start a new recharge.</Trans>
          </Text>
          <Button component={LocalLink} to="/wallet-recharge" size="xs" variant="light" color="orange" w="fit-content">
            <Trans>Recharge wallet</Trans>
          </Button>
        </Stack>
      </Alert>
    )
  }
  return (
    <Stack gap="md">
      {phase.kind === 'dismissed' && (
        <Alert color="yellow" variant="light">
          <Trans>The payment was not completed. No money was taken.</Trans>
        </Alert>
      )}
      {phase.kind === 'error' && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {phase.message}
        </Alert>
      )}
      <Button
        size="lg"
        radius="xl"
        color="saffron"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        loading={phase.kind === 'opening' || phase.kind === 'verifying'}
        onClick={() => void pay()}
        data-testid="razorpay-pay"
      >
        <Trans>Pay {amount} with Razorpay</Trans>
      </Button>
    </Stack>
  )
}

/** The sandbox gateway has its own page: go there (the tester chooses success or failure on it). */
function SandboxCheckout({ order }: { order: PaymentOrderStatus }) {
  const { language } = useLanguage()
  const href = `${pathTo(WALLET_PATHS.sandboxCheckout, { orderId: order.orderId })}?lang=${language}`
  useEffect(() => {
    window.location.assign(href)
  }, [href])
  return (
    <Button component="a" href={href} size="lg" radius="xl" color="saffron" leftSection={<IconLock size={18} aria-hidden />}>
      <Trans>Continue to the payment page</Trans>
    </Button>
  )
}

/** /checkout?orderId=…: pays a recharge order with its gateway. */
export function CheckoutPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  const { localize } = useLanguage()
  const router = useRouter()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const orderId = typeof search.orderId === 'string' ? search.orderId : ''
  const [since] = useState(() => Date.now())
  const order = useQuery({ ...paymentOrderQueryOptions(services, orderId, since), enabled: orderId !== '', refetchInterval: false })

  useEffect(() => {
    if (order.data?.status === 'paid') void router.navigate({ href: localize(`/payment-success?orderId=${encodeURIComponent(orderId)}`), replace: true })
  }, [order.data?.status, orderId, router, localize])

  const amount = order.data ? formatRupees(order.data.amount) : ''
  const bonus = order.data ? formatRupees(order.data.bonus) : ''

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl" size="sm">
        {!orderId ? (
          <Stack align="center" ta="center" gap="sm" py="xl">
            <ThemeIcon size={64} radius="xl" variant="light" color="gray">
              <IconShoppingCartOff size={34} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              <Trans>Nothing to pay</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>Choose a recharge amount or a chat package first.</Trans>
            </Text>
            <Group>
              <Button component={LocalLink} to="/wallet-recharge" color="saffron">
                <Trans>Recharge wallet</Trans>
              </Button>
              <Button component={LocalLink} to="/packages" variant="light" color="cosmic">
                <Trans>Chat packages</Trans>
              </Button>
            </Group>
          </Stack>
        ) : order.isPending ? (
          <Center py="xl" mih={200}>
            <Loader color="saffron" />
          </Center>
        ) : order.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            <Trans>This payment was not found.</Trans>
          </Alert>
        ) : (
          <Card withBorder radius="lg" padding="xl" shadow="sm" data-testid="checkout" data-provider={order.data.provider} data-status={order.data.status}>
            <Stack gap="md">
              <Group justify="space-between">
                <Text fw={700}>
                  <Trans>Wallet recharge</Trans>
                </Text>
                <Text fw={800} size="xl" c="saffron">
                  {amount}
                </Text>
              </Group>
              {order.data.bonus > 0 && (
                <Text size="sm" c="teal">
                  <Trans>Includes a bonus of {bonus}, credited with the payment.</Trans>
                </Text>
              )}
              {order.data.status === 'failed' && (
                <Alert color="orange" variant="light">
                  <Trans>An earlier attempt to pay this order failed. You can try again.</Trans>
                </Alert>
              )}
              {order.data.provider === 'razorpay' ? <RazorpayCheckout order={order.data} /> : <SandboxCheckout order={order.data} />}
            </Stack>
          </Card>
        )}
      </Container>
    </>
  )
}
