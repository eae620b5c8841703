import { useEffect } from 'react'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Button, Card, Container, Grid, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconHistory, IconMessageCircle, IconWallet } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { clearChatContinuation, saveChatContinuation } from '../../../components/chat-continuation'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { parseRechargeRupees } from '../../../components/recharge-math'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { useFirstChatMinutes } from '../../../components/use-offers'
import { useServices } from '../../../services/services-context'
import { paymentAstrologerQueryOptions } from '../api/get-astrologer'
import { walletQueryOptions } from '../api/get-wallet'
import { RechargePanel } from './recharge-panel'
import { TransactionHistory } from './transaction-history'
import classes from './wallet.module.css'

function BalanceCard({ balance, loading }: { balance: number; loading: boolean }) {
  const freeMinutes = useFirstChatMinutes()
  const amount = formatRupees(balance, { decimals: 2 })
  return (
    <Card radius="lg" padding="xl" className={classes.balanceCard} data-testid="wallet-balance-card" data-balance={balance}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text size="sm" c="rgba(255,255,255,0.8)" tt="uppercase" fw={700} style={{ letterSpacing: '0.08em' }}>
            <Trans>Wallet balance</Trans>
          </Text>
          <Text className={classes.balanceAmount} mt={6} data-testid="wallet-page-balance" aria-busy={loading}>
            {amount}
          </Text>
        </div>
        <ThemeIcon size={52} radius="xl" color="saffron" variant="filled">
          <IconWallet size={28} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text size="sm" mt="md" c="rgba(255,255,255,0.85)" data-testid="wallet-chat-terms">
        <Trans>Chats are paid per minute from this balance.</Trans>{' '}
        {/* Said only while it holds for this account: the free minutes are the first consultation's. */}
        {freeMinutes > 0 && <Plural value={freeMinutes} one="Your first consultation starts with # free minute." other="Your first consultation starts with # free minutes." />}
      </Text>
      <Group mt="lg" gap="xs">
        <Button component={LocalLink} to="/astrologers" color="saffron" radius="xl" leftSection={<IconMessageCircle size={16} aria-hidden />}>
          <Trans>Talk to an astrologer</Trans>
        </Button>
        <Button component={LocalLink} to="/dashboard/chat" variant="white" color="cosmic" radius="xl" leftSection={<IconHistory size={16} aria-hidden />}>
          <Trans>Chat history</Trans>
        </Button>
      </Group>
    </Card>
  )
}

/** Shown when the customer came here to afford a chat: who it is with, and that it follows the payment. */
function ContinuationNote({ astrologerId, mode }: { astrologerId: string; mode: 'chat' | 'call' }) {
  const services = useServices()
  const { language } = useLanguage()
  const astrologer = useQuery(paymentAstrologerQueryOptions(services, astrologerId, language))
  useEffect(() => {
    if (astrologer.data)
      saveChatContinuation({ astrologerId: astrologer.data.id, astrologerName: astrologer.data.name, ratePerMinute: astrologer.data.ratePerMinute, mode })
  }, [astrologer.data, mode])
  if (!astrologer.data) return null
  const name = astrologer.data.name
  return (
    <Alert color="saffron" variant="light" radius="lg" icon={<IconMessageCircle size={18} aria-hidden />} data-testid="continuation-note">
      {mode === 'call' ? <Trans>After the payment you can start your call with {name} straight away.</Trans> : <Trans>After the payment you can start your chat with {name} straight away.</Trans>}
    </Alert>
  )
}

/** /wallet-recharge and /dashboard/wallet: balance, recharge packages and custom amount, and the history. */
export function WalletPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const services = useServices()
  const { user, updateBalance } = useAuth()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  const initialAmount = parseRechargeRupees(search.amount)
  const astrologerId = typeof search.astrologer === 'string' && search.astrologer ? search.astrologer : null
  const continuationMode = search.mode === 'call' ? 'call' : 'chat'
  const wallet = useInfiniteQuery({ ...walletQueryOptions(services, user?.id ?? ''), enabled: !!user })
  const balance = wallet.data?.pages[0]?.balance ?? user?.balance ?? 0

  // A recharge started here without a chat in view leads to no chat afterwards.
  useEffect(() => {
    if (!astrologerId) clearChatContinuation()
  }, [astrologerId])

  // The header shows the same balance as this page.
  useEffect(() => {
    const fresh = wallet.data?.pages[0]?.balance
    if (fresh !== undefined) updateBalance(fresh)
  }, [wallet.data, updateBalance])

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              {user && <BalanceCard balance={balance} loading={wallet.isPending} />}
              {astrologerId && <ContinuationNote astrologerId={astrologerId} mode={continuationMode} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <RechargePanel initialAmount={initialAmount} />
          </Grid.Col>
          {user && (
            <Grid.Col span={12} order={3}>
              <TransactionHistory query={wallet} />
            </Grid.Col>
          )}
        </Grid>
      </Container>
    </>
  )
}
