import type { ReactNode } from 'react'
import { Alert, Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertTriangle, IconGift, IconReceipt2 } from '@tabler/icons-react'
import { Plural, Trans } from '@lingui/react/macro'
import type { BalanceWarning, Bill, ConsultationView, ParticipantRole } from '../../../../core/domain/consultation'
import { formatRupees } from '../../../../core/wallet/money'
import { useLanguage } from '../../../i18n/language'
import { elapsedSecondsNow, formatClock, inFreeMinute, nextMinuteIsPaid, secondsUntil } from '../utils/chat-clock'
import classes from './chat.module.css'

interface BillProps {
  consultation: ConsultationView
  bill: Bill
  reportedAt: number
  now: number
  offsetMs: number
  me: ParticipantRole
}

/** Figures of the running bill, computed for the moment `now`. */
function useBillFigures({ consultation, bill, reportedAt, now, offsetMs }: BillProps) {
  const active = consultation.status === 'active'
  const elapsed = elapsedSecondsNow(consultation, reportedAt, now)
  const nextIn = active ? secondsUntil(bill.nextChargeAt, now, offsetMs) : null
  const free = inFreeMinute(bill)
  const freeSecondsLeft = free && nextIn !== null ? (bill.freeMinutesLeft - 1) * 60 + nextIn : 0
  return {
    active,
    elapsed,
    nextIn,
    free,
    freeSecondsLeft,
    nextPaid: active && nextMinuteIsPaid(bill),
    rate: formatRupees(bill.ratePaise, { decimals: 2 }),
    charged: formatRupees(bill.chargedPaise, { decimals: 2 }),
    balance: bill.balance !== null ? formatRupees(bill.balance, { decimals: 2 }) : null,
  }
}

function Figure({ label, value, testId, data }: { label: ReactNode; value: ReactNode; testId?: string; data?: Record<string, string | number | null> }) {
  const attributes = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v ?? '']))
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={800} size="lg" className={classes.billFigure} data-testid={testId} {...attributes}>
        {value}
      </Text>
    </div>
  )
}

/** The one-minute warning: the balance cannot pay the next minute, the chat ends at `endsAt` unless recharged. */
export function BalanceWarningAlert({ warning, now, offsetMs }: { warning: BalanceWarning; now: number; offsetMs: number }) {
  const { localize } = useLanguage()
  const left = formatClock(secondsUntil(warning.endsAt, now, offsetMs) ?? 0)
  return (
    <Alert color="orange" variant="filled" radius="md" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="balance-warning" title={<Trans>Your balance is running out</Trans>}>
      <Text size="sm">
        <Trans>The chat ends in {left} unless you recharge your wallet.</Trans>{' '}
        <Anchor href={localize('/wallet-recharge')} target="_blank" rel="noopener" c="white" fw={700} underline="always">
          <Trans>Recharge now</Trans>
        </Anchor>
      </Text>
    </Alert>
  )
}

/** The running bill as a card (the chat page's side column). */
export function BillCard(props: BillProps) {
  const f = useBillFigures(props)
  const { bill, consultation, me } = props
  const minute = bill.minute
  const freeMinutes = bill.freeMinutes
  const freeLeft = bill.freeMinutesLeft
  const freeUsed = Math.min(freeMinutes, minute)
  const billed = bill.billedMinutes
  const affordable = bill.minutesAffordable ?? 0
  const elapsed = formatClock(f.elapsed)
  const nextIn = formatClock(f.nextIn ?? 0)
  const freeClock = formatClock(f.freeSecondsLeft)
  const rate = f.rate
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      className={classes.billCard}
      data-testid="chat-bill"
      data-minute={minute}
      data-free-minutes={freeMinutes}
      data-free-left={freeLeft}
      data-billed-minutes={billed}
      data-charged={bill.chargedPaise}
      data-balance={bill.balance ?? ''}
      data-rate={bill.ratePaise}
      data-status={consultation.status}
    >
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconReceipt2 size={18} aria-hidden />
          <Title order={2} size="h5">
            {f.active ? <Trans>Running bill</Trans> : <Trans>Bill</Trans>}
          </Title>
        </Group>
        <Badge variant="light" color="cosmic" className={classes.billFigure} data-testid="chat-elapsed">
          {elapsed}
        </Badge>
      </Group>

      {freeMinutes > 0 && (
        <Stack gap={4} mb="md" data-testid="free-minutes">
          <Group justify="space-between" gap="xs">
            <Group gap={6}>
              <IconGift size={16} color="var(--mantine-color-teal-6)" aria-hidden />
              <Text size="sm" fw={700}>
                {f.active || minute === 0 ? (
                  <Plural value={freeLeft} one="# free minute left" other="# free minutes left" />
                ) : (
                  <Plural value={freeUsed} one="# free minute used" other="# free minutes used" />
                )}
              </Text>
            </Group>
            {f.active && f.free && (
              <Text size="xs" c="dimmed" className={classes.billFigure}>
                <Trans>paid from {freeClock}</Trans>
              </Text>
            )}
          </Group>
          {f.active && <Progress value={(freeLeft / freeMinutes) * 100} color="teal" size="sm" radius="xl" aria-hidden />}
        </Stack>
      )}

      <SimpleGrid cols={2} spacing="md" verticalSpacing="sm">
        <Figure label={<Trans>Minute</Trans>} value={minute > 0 ? minute : '–'} />
        <Figure label={<Trans>Rate</Trans>} value={<Trans>{rate}/min</Trans>} />
        <Figure label={<Trans>Charged so far</Trans>} value={f.charged} testId="bill-charged" data={{ paise: bill.chargedPaise }} />
        {me === 'customer' && f.balance !== null && f.active ? (
          <Figure label={<Trans>Wallet balance</Trans>} value={f.balance} testId="bill-balance" data={{ paise: bill.balance }} />
        ) : (
          <Figure label={<Trans>Paid minutes</Trans>} value={billed} />
        )}
      </SimpleGrid>

      {f.active && f.nextIn !== null && (
        <Text size="sm" mt="md" c="dimmed" data-testid="next-minute">
          {f.nextPaid ? (
            me === 'customer' ? (
              <Trans>
                Next minute in <b>{nextIn}</b>: {rate} will be charged.
              </Trans>
            ) : (
              <Trans>
                Next paid minute starts in <b>{nextIn}</b>.
              </Trans>
            )
          ) : (
            <Trans>
              Next minute in <b>{nextIn}</b> (free).
            </Trans>
          )}
        </Text>
      )}
      {f.active && me === 'customer' && bill.minutesAffordable !== null && (
        <Text size="xs" mt={4} c={affordable <= 1 ? 'orange.7' : 'dimmed'} data-testid="minutes-affordable">
          <Plural value={affordable} one="Your balance covers # more paid minute." other="Your balance covers # more paid minutes." />
        </Text>
      )}
    </Card>
  )
}

/** The running bill as one line above the messages (narrow screens, multi-chat panes). */
export function BillStrip(props: BillProps) {
  const f = useBillFigures(props)
  const { bill, me } = props
  const freeLeft = bill.freeMinutesLeft
  const elapsed = formatClock(f.elapsed)
  const nextIn = formatClock(f.nextIn ?? 0)
  const rate = f.rate
  return (
    <Group className={classes.billStrip} gap="xs" justify="space-between" wrap="wrap" data-testid="chat-bill-strip" data-charged={bill.chargedPaise} data-free-left={freeLeft} data-balance={bill.balance ?? ''}>
      <Group gap={6} wrap="wrap">
        <Badge variant="light" color="cosmic" className={classes.billFigure}>
          {elapsed}
        </Badge>
        {bill.freeMinutes > 0 && freeLeft > 0 && (
          <Badge variant="light" color="teal" leftSection={<IconGift size={12} aria-hidden />}>
            <Plural value={freeLeft} one="# free min" other="# free min" />
          </Badge>
        )}
        {f.active && f.nextIn !== null && (
          <Text size="xs" c="dimmed" className={classes.billFigure}>
            {f.nextPaid ? <Trans>next {rate} in {nextIn}</Trans> : <Trans>next free minute in {nextIn}</Trans>}
          </Text>
        )}
      </Group>
      <Group gap="sm">
        <Text size="xs">
          <Trans>Charged</Trans>{' '}
          <Text span fw={800} className={classes.billFigure}>
            {f.charged}
          </Text>
        </Text>
        {me === 'customer' && f.balance !== null && f.active && (
          <Text size="xs">
            <Trans>Balance</Trans>{' '}
            <Text span fw={800} className={classes.billFigure}>
              {f.balance}
            </Text>
          </Text>
        )}
      </Group>
    </Group>
  )
}
