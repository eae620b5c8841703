import { Alert, Anchor, Badge, Box, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowDownLeft, IconArrowUpRight, IconReceipt } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { Wallet, WalletTransaction } from '../../../../core/domain/wallet'
import { formatDate, formatTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import { ENTRY_TYPE_LABELS } from '../../../components/consultation-labels'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { LocalLink } from '../../../components/local-link'
import { useLanguage } from '../../../i18n/language'
import { chargedMinuteOf, isCredit, transactionChatId } from '../utils/wallet-format'
import classes from './wallet.module.css'

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const credit = isCredit(transaction)
  const chatId = transactionChatId(transaction)
  const minute = chargedMinuteOf(transaction.description)
  const amount = `${credit ? '+' : '−'}${formatRupees(Math.abs(transaction.amount), { decimals: 2 })}`
  const after = formatRupees(transaction.balanceAfter, { decimals: 2 })
  const detail = minute !== null ? t`Chat minute ${minute}` : transaction.description
  return (
    <Group wrap="nowrap" gap="sm" py="sm" className={classes.txRow} data-testid="wallet-transaction" data-type={transaction.type} data-amount={transaction.amount}>
      <ThemeIcon variant="light" color={credit ? 'teal' : 'red'} radius="xl" size={38} className={classes.txIcon}>
        {credit ? <IconArrowDownLeft size={20} aria-hidden /> : <IconArrowUpRight size={20} aria-hidden />}
      </ThemeIcon>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={700} size="sm">
            {i18n._(ENTRY_TYPE_LABELS[transaction.type])}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed" truncate maw={260}>
              {detail}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDate(transaction.createdAt, locale)} · {formatTime(new Date(transaction.createdAt), locale)}
          {chatId && (
            <>
              {' · '}
              <Anchor component={LocalLink} to={`/chat/${chatId}`} size="xs">
                <Trans>View chat</Trans>
              </Anchor>
            </>
          )}
        </Text>
      </Box>
      <Box ta="right">
        <Text fw={800} size="sm" c={credit ? 'teal' : 'red'} style={{ whiteSpace: 'nowrap' }}>
          {amount}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          <Trans>Balance {after}</Trans>
        </Text>
      </Box>
    </Group>
  )
}

/** The wallet's history, newest first, with "Load more" (GET /api/wallet?before=). */
export function TransactionHistory({ query }: { query: UseInfiniteQueryResult<InfiniteData<Wallet>> }) {
  const transactions = query.data?.pages.flatMap((p) => p.transactions) ?? []
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="wallet-history">
      <Group gap="sm" mb="xs">
        <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
          <IconReceipt size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          <Trans>Transactions</Trans>
        </Title>
        {query.data && (
          <Badge variant="light" color="gray">
            {transactions.length}
            {query.hasNextPage ? '+' : ''}
          </Badge>
        )}
      </Group>
      {query.isPending && (
        <Stack gap="xs" mih={200}>
          <Skeleton h={52} />
          <Skeleton h={52} />
          <Skeleton h={52} />
        </Stack>
      )}
      {query.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Group justify="space-between">
            <Trans>Your transactions could not be loaded.</Trans>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {query.data && transactions.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-transactions">
          <Trans>No transactions yet. Your recharges and chat charges will appear here.</Trans>
        </Text>
      )}
      <div>
        {transactions.map((transaction) => (
          <TransactionRow key={transaction.id} transaction={transaction} />
        ))}
      </div>
      {query.hasNextPage && (
        <Button variant="light" color="cosmic" mt="md" fullWidth loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} data-testid="wallet-more">
          <Trans>Load more</Trans>
        </Button>
      )}
    </Card>
  )
}
