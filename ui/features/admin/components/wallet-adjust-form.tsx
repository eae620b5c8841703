import { useEffect, useRef, useState } from 'react'
import { Alert, Box, Button, Card, Group, NumberInput, SegmentedControl, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core'
import { IconAdjustmentsDollar, IconAlertCircle, IconCheck } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { WalletAdjustment } from '../../../../core/domain/wallet'
import { formatRupees } from '../../../../core/wallet/money'
import { newRandomId } from '../../../components/idempotency'
import { HttpError } from '../../../services/http'
import { useAdjustWallet } from '../api/adjust-wallet'

/** ±₹1,00,000 at most per adjustment (docs/wallet.md). */
const MAX_ADJUST_RUPEES = 100_000

/**
 * POST /api/admin/wallet/adjust: credit or debit a customer's wallet with a reason. Each attempt carries
 * its own Idempotency-Key, kept while the same figures are retried, so a double click never moves twice.
 */
export function WalletAdjustForm({ userId: preset }: { userId: string }) {
  const { t } = useLingui()
  const adjust = useAdjustWallet()
  const [userId, setUserId] = useState(preset)
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit')
  const [rupees, setRupees] = useState<number | string>('')
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const [result, setResult] = useState<WalletAdjustment | null>(null)
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)
  useEffect(() => setUserId(preset), [preset])

  const amount = typeof rupees === 'number' ? Math.round(rupees * 100) : Math.round(Number(rupees) * 100)
  const signed = direction === 'credit' ? amount : -amount
  const amountInvalid = !Number.isFinite(amount) || amount <= 0 || amount > MAX_ADJUST_RUPEES * 100
  const reasonInvalid = reason.trim().length < 3 || reason.trim().length > 500
  const userInvalid = userId.trim() === ''
  const max = formatRupees(MAX_ADJUST_RUPEES * 100)
  const movedText = result ? `${result.amount > 0 ? '+' : '−'}${formatRupees(Math.abs(result.amount), { decimals: 2 })}` : ''
  const balanceText = result ? formatRupees(result.balanceAfter, { decimals: 2 }) : ''

  const submit = () => {
    setTouched(true)
    setResult(null)
    if (amountInvalid || reasonInvalid || userInvalid) return
    const fingerprint = `${userId.trim()}|${signed}|${reason.trim()}`
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newRandomId() }
    adjust.mutate(
      { userId: userId.trim(), amount: signed, reason: reason.trim(), key: attempt.current.key },
      {
        onSuccess: (entry) => {
          attempt.current = null
          setResult(entry)
          setRupees('')
          setReason('')
          setTouched(false)
        },
      },
    )
  }

  const error = adjust.error
  const errorText =
    error instanceof HttpError
      ? error.status === 404
        ? t`No user with this id.`
        : error.status === 402
          ? t`The wallet cannot go below zero.`
          : (error.serverMessage ?? t`The adjustment failed.`)
      : error
        ? t`The adjustment failed.`
        : null

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-wallet-adjust">
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
          <IconAdjustmentsDollar size={20} aria-hidden />
        </ThemeIcon>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4">
            <Trans>Adjust a wallet</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Credit or debit a customer's balance; every change is a ledger entry with your reason.</Trans>
          </Text>
        </Box>
      </Group>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        aria-label={t`Adjust a wallet`}
      >
        <Stack gap="sm">
          <TextInput
            label={<Trans>User id</Trans>}
            value={userId}
            onChange={(e) => setUserId(e.currentTarget.value)}
            error={touched && userInvalid ? t`Enter the customer's user id` : undefined}
            data-testid="adjust-user"
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              value={direction}
              onChange={(v) => setDirection(v as 'credit' | 'debit')}
              data={[
                { value: 'credit', label: t`Credit` },
                { value: 'debit', label: t`Debit` },
              ]}
              color={direction === 'credit' ? 'teal' : 'red'}
            />
            <NumberInput
              style={{ flex: '1 1 160px' }}
              label={<Trans>Amount</Trans>}
              leftSection="₹"
              min={0.01}
              max={MAX_ADJUST_RUPEES}
              decimalScale={2}
              allowNegative={false}
              value={rupees}
              onChange={setRupees}
              error={touched && amountInvalid ? t`From ₹0.01 to ${max}` : undefined}
              data-testid="adjust-amount"
            />
          </Group>
          <Textarea
            label={<Trans>Reason</Trans>}
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={touched && reasonInvalid ? t`Give a reason of 3 to 500 characters` : undefined}
            data-testid="adjust-reason"
          />
          {errorText && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {errorText}
            </Alert>
          )}
          {result && (
            <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} data-testid="adjust-result" data-balance={result.balanceAfter}>
              <Trans>
                Done: {movedText}. New balance {balanceText}.
              </Trans>
            </Alert>
          )}
          <Button type="submit" color={direction === 'credit' ? 'teal' : 'red'} loading={adjust.isPending} w="fit-content" data-testid="adjust-submit">
            {direction === 'credit' ? <Trans>Credit wallet</Trans> : <Trans>Debit wallet</Trans>}
          </Button>
        </Stack>
      </form>
    </Card>
  )
}
