import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Badge, Button, Card, Container, Divider, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconClockHour4, IconInfoCircle, IconLock, IconMessageCircle } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CHAT_DEFAULT_MINUTES, chatPackagePrice, formatRupees, toPaise } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { saveChatContinuation } from '../../../components/chat-continuation'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { discountPercent, parseChatPackagePayment } from '../../../components/payment-link'
import { usePackageDiscount } from '../../../components/use-package-discount'
import { rechargeNeededRupees } from '../../../components/recharge-math'
import { StartChatButton } from '../../../components/start-chat-button'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { paymentAstrologerQueryOptions } from '../api/get-astrologer'
import { useRecharge } from '../hooks/use-recharge'
import classes from './wallet.module.css'
import { walletKeys } from '../api/keys'

function BadLink() {
  return (
    <Stack align="center" ta="center" gap="sm" py="xl">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconInfoCircle size={34} aria-hidden />
      </ThemeIcon>
      <Title order={2} size="h3">
        <Trans>Choose a package first</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>This payment link is incomplete. Pick an astrologer's chat package or recharge your wallet.</Trans>
      </Text>
      <Group>
        <Button component={LocalLink} to="/packages" color="saffron">
          <Trans>Chat packages</Trans>
        </Button>
        <Button component={LocalLink} to="/wallet-recharge" variant="light" color="cosmic">
          <Trans>Recharge wallet</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** The package's pay button, worded like the packages page's. */
function BuyPackageLabel({ price }: { price: string }) {
  return <Trans>Buy package for {price}</Trans>
}

/** What the package's bonus adds, worded like the checkout page's. */
function PackageBonusNote({ bonus }: { bonus: string }) {
  return <Trans>Includes a bonus of {bonus}, credited with the payment.</Trans>
}

/**
 * /payment?astrologer=…&service=chat&duration=20&price=…&originalPrice=…&type=consultation:
 * the package summary with its 15% discount and the wallet balance. A 20-minute package is bought: a
 * recharge naming the chat package, which the server prices from the astrologer's current rate (the
 * customer pays `price`, the discount is credited as bonus, so the wallet holds the full 20 minutes), then
 * the chat. Other durations keep the older flow: a recharge of exactly what is missing (then the chat), or
 * the chat straight away when the balance covers the package.
 */
export function PaymentPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  const { language } = useLanguage()
  const { user, updateBalance } = useAuth()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const payment = parseChatPackagePayment(search)
  const discount = usePackageDiscount()
  const astrologer = useQuery({ ...paymentAstrologerQueryOptions(services, payment?.astrologer ?? '', language), enabled: !!payment })
  const balanceQuery = useQuery({ queryKey: walletKeys.balance(user?.id), queryFn: () => services.wallet.wallet({ limit: 1 }), enabled: !!user, staleTime: 0 })
  const { recharge, pending, error } = useRecharge()

  useEffect(() => {
    if (balanceQuery.data) updateBalance(balanceQuery.data.balance)
  }, [balanceQuery.data, updateBalance])

  if (!payment) {
    return (
      <>
        <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
        <Container py="xl" size="sm">
          <BadLink />
        </Container>
      </>
    )
  }

  // The astrologer's current rate decides what the package costs; the link's figures are only shown until it loads.
  const current = astrologer.data ? chatPackagePrice(astrologer.data.ratePerMinute, payment.duration, discount) : null
  const price = current?.price ?? payment.price
  const originalPrice = current?.originalPrice ?? payment.originalPrice
  const changed = current !== null && payment.price > 0 && (current.price !== payment.price || current.originalPrice !== payment.originalPrice)
  const percent = discountPercent(price, originalPrice)
  const balance = balanceQuery.data?.balance ?? user?.balance ?? 0
  const neededRupees = rechargeNeededRupees(toPaise(price), balance)
  const minutes = payment.duration
  const priceText = formatRupees(toPaise(price))
  const originalText = formatRupees(toPaise(originalPrice))
  const savedText = formatRupees(toPaise(originalPrice - price))
  const balanceText = formatRupees(balance, { decimals: 2 })
  const neededText = formatRupees(neededRupees * 100)
  const name = astrologer.data?.name ?? ''
  // The server sells exactly this package (docs/wallet.md); other durations recharge what is missing.
  const isPackage = minutes === CHAT_DEFAULT_MINUTES

  function continueToChatAfterPayment() {
    if (astrologer.data) saveChatContinuation({ astrologerId: astrologer.data.id, astrologerName: astrologer.data.name, ratePerMinute: astrologer.data.ratePerMinute, mode: 'chat' })
  }

  function buyPackage() {
    if (!astrologer.data) return
    continueToChatAfterPayment()
    void recharge({ chatPackage: { astrologerId: astrologer.data.id, minutes } })
  }

  function payShortfall() {
    if (!astrologer.data || neededRupees <= 0) return
    saveChatContinuation({ astrologerId: astrologer.data.id, astrologerName: astrologer.data.name, ratePerMinute: astrologer.data.ratePerMinute, mode: 'chat' })
    void recharge({ amount: neededRupees * 100 })
  }

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl" size="sm">
        <Card withBorder radius="lg" padding="xl" shadow="sm" data-testid="package-payment" data-price={price} data-original-price={originalPrice} data-needed={neededRupees}>
          {astrologer.isPending ? (
            <Skeleton h={64} radius="md" />
          ) : astrologer.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {astrologer.error instanceof HttpError && astrologer.error.status === 404 ? (
                <Trans>This astrologer was not found.</Trans>
              ) : (
                <Trans>The astrologer could not be loaded.</Trans>
              )}
            </Alert>
          ) : (
            <Group wrap="nowrap" gap="md">
              <AstrologerAvatar name={astrologer.data.name} image={astrologer.data.image} size={60} online={astrologer.data.isOnline} />
              <div style={{ minWidth: 0 }}>
                <Text fw={800} size="lg">
                  {astrologer.data.name}
                </Text>
                <Group gap={6} c="dimmed">
                  <IconClockHour4 size={14} aria-hidden />
                  <Text size="sm">
                    <Trans>{minutes}-minute chat consultation</Trans>
                  </Text>
                </Group>
              </div>
            </Group>
          )}

          <Divider my="lg" />
          <Stack gap={8}>
            <Group justify="space-between">
              <Text c="dimmed">
                <Trans>Regular price</Trans>
              </Text>
              <Text className={classes.strike} c="dimmed">
                {originalText}
              </Text>
            </Group>
            <Group justify="space-between">
              <Group gap={6}>
                <Text c="dimmed">
                  <Trans>Package discount</Trans>
                </Text>
                <Badge color="teal" variant="light">
                  {percent}%
                </Badge>
              </Group>
              <Text c="teal" fw={600}>
                −{savedText}
              </Text>
            </Group>
            <Group justify="space-between">
              <Text fw={800} size="lg">
                <Trans>Package price</Trans>
              </Text>
              <Text fw={800} size="xl" c="saffron" data-testid="payment-price">
                {priceText}
              </Text>
            </Group>
            <Divider my={4} variant="dashed" />
            <Group justify="space-between">
              <Text c="dimmed">
                <Trans>Your wallet balance</Trans>
              </Text>
              <Text fw={700} data-testid="payment-balance">
                {balanceText}
              </Text>
            </Group>
            {!isPackage && neededRupees > 0 && (
              <Group justify="space-between">
                <Text fw={700}>
                  <Trans>To recharge now</Trans>
                </Text>
                <Text fw={800} c="saffron" data-testid="payment-needed">
                  {neededText}
                </Text>
              </Group>
            )}
          </Stack>

          {changed && (
            <Alert color="yellow" variant="light" mt="lg" icon={<IconInfoCircle size={18} aria-hidden />}>
              <Trans>The astrologer's rate has changed since this link was made; the price shown is the current one.</Trans>
            </Alert>
          )}
          {error !== null && (
            <Alert color="red" variant="light" mt="lg" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              <Trans>The payment could not be started. Please try again.</Trans>
            </Alert>
          )}

          {astrologer.data && isPackage && (
            <Stack gap="xs" mt="xl">
              <Button
                size="lg"
                radius="xl"
                color="saffron"
                fullWidth
                loading={pending}
                onClick={buyPackage}
                leftSection={<IconLock size={18} aria-hidden />}
                data-testid="buy-package"
              >
                <BuyPackageLabel price={priceText} />
              </Button>
              {originalPrice > price && (
                <Text size="sm" c="dimmed" ta="center">
                  <PackageBonusNote bonus={savedText} />
                </Text>
              )}
              {neededRupees === 0 && (
                <StartChatButton astrologer={astrologer.data} size="md" radius="xl" fullWidth variant="light">
                  <Trans>Or pay per minute</Trans>
                </StartChatButton>
              )}
            </Stack>
          )}
          {astrologer.data &&
            !isPackage &&
            (neededRupees > 0 ? (
              <Button
                mt="xl"
                size="lg"
                radius="xl"
                color="saffron"
                fullWidth
                loading={pending}
                onClick={payShortfall}
                leftSection={<IconLock size={18} aria-hidden />}
                data-testid="pay-shortfall"
              >
                <Trans>Recharge {neededText} and continue</Trans>
              </Button>
            ) : (
              <Stack gap="xs" mt="xl">
                <Alert color="teal" variant="light" icon={<IconMessageCircle size={18} aria-hidden />}>
                  <Trans>Your balance covers this package. Start the chat with {name} when you are ready.</Trans>
                </Alert>
                <StartChatButton astrologer={astrologer.data} size="lg" radius="xl" fullWidth>
                  <Trans>Start chat now</Trans>
                </StartChatButton>
              </Stack>
            ))}
          <Text size="xs" c="dimmed" ta="center" mt="md">
            <Trans>Chats are billed per minute from your wallet; whatever you do not use stays in your wallet.</Trans>
          </Text>
        </Card>
      </Container>
    </>
  )
}
