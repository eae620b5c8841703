import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { Alert, Badge, Button, Card, Chip, Group, NumberInput, Radio, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconCheck, IconCoinRupee, IconLock, IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RechargePackage } from '../../../../core/domain/content'
import { formatRupees } from '../../../../core/wallet/money'
import { LocalLink } from '../../../components/local-link'
import { MAX_RECHARGE_RUPEES, MIN_RECHARGE_RUPEES, parseRechargeRupees } from '../../../components/recharge-math'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import type { RechargeRequest } from '../../../services/paid-service-types'
import { useServices } from '../../../services/services-context'
import { rechargePackagesQueryOptions } from '../api/get-recharge-packages'
import { useRecharge } from '../hooks/use-recharge'
import classes from './wallet.module.css'

const QUICK_AMOUNTS = [100, 250, 500, 1000] as const
const CUSTOM = 'custom'

function PackageOption({ pkg }: { pkg: RechargePackage }) {
  const amount = formatRupees(pkg.amount)
  const bonus = formatRupees(pkg.bonus)
  const total = formatRupees(pkg.amount + pkg.bonus)
  return (
    <Radio.Card value={pkg.id} radius="lg" className={classes.packageCard} data-testid="recharge-package" data-package-id={pkg.id} data-amount={pkg.amount} data-bonus={pkg.bonus}>
      {pkg.popular && (
        <Badge className={classes.popular} color="saffron" variant="filled" leftSection={<IconSparkles size={12} aria-hidden />}>
          <Trans>Popular</Trans>
        </Badge>
      )}
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={800} size="xl" lh={1.1}>
          {amount}
        </Text>
        <Radio.Indicator color="saffron" />
      </Group>
      {pkg.bonus > 0 ? (
        <>
          <Badge color="teal" variant="light" mt={6} tt="none">
            <Trans>+{bonus} bonus</Trans>
          </Badge>
          <Text size="xs" c="dimmed" mt={4}>
            <Trans>You get {total}</Trans>
          </Text>
        </>
      ) : (
        <Text size="xs" c="dimmed" mt={10}>
          <Trans>You get {total}</Trans>
        </Text>
      )}
    </Radio.Card>
  )
}

/** The recharge form: a package or a custom whole-rupee amount, a summary, and Pay (then the gateway). */
export function RechargePanel({ initialAmount }: { initialAmount: number | null }) {
  const { t } = useLingui()
  const services = useServices()
  const { user } = useAuth()
  const here = useRouterState({ select: (s) => s.location.pathname + s.location.searchStr })
  const packages = useQuery(rechargePackagesQueryOptions(services))
  const [choice, setChoice] = useState<string | null>(initialAmount ? CUSTOM : null)
  const [custom, setCustom] = useState<string | number>(initialAmount ?? '')
  const { recharge, pending, error } = useRecharge()

  const chosen = choice && choice !== CUSTOM ? packages.data?.find((p) => p.id === choice) : undefined
  // Until the customer picks, the popular package is suggested.
  const suggested = choice === null ? packages.data?.find((p) => p.popular) : undefined
  const selected = chosen ?? suggested
  const customRupees = choice === CUSTOM ? parseRechargeRupees(custom) : null
  const request: RechargeRequest | null = selected ? { packageId: selected.id } : customRupees !== null ? { amount: customRupees * 100 } : null
  const payPaise = selected ? selected.amount : customRupees !== null ? customRupees * 100 : 0
  const bonusPaise = selected ? selected.bonus : 0
  const pay = formatRupees(payPaise)
  const bonus = formatRupees(bonusPaise)
  const credited = formatRupees(payPaise + bonusPaise)
  const min = MIN_RECHARGE_RUPEES
  const max = formatRupees(MAX_RECHARGE_RUPEES * 100)
  const customInvalid = choice === CUSTOM && custom !== '' && customRupees === null

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" data-testid="recharge-panel">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="saffron" radius="md" size="lg">
          <IconCoinRupee size={20} aria-hidden />
        </ThemeIcon>
        <div>
          <Title order={2} size="h3">
            <Trans>Add money</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Bigger packages come with bonus credit.</Trans>
          </Text>
        </div>
      </Group>

      {packages.isPending && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} h={92} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      {packages.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Trans>The recharge packages could not be loaded. You can still enter an amount below.</Trans>
        </Alert>
      )}

      <Radio.Group value={selected?.id ?? choice} onChange={(value) => setChoice(value)} label={<Trans>Recharge packages</Trans>} labelProps={{ mb: 'xs' }}>
        {packages.data && (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="md" pt={6}>
            {packages.data.map((pkg) => (
              <PackageOption key={pkg.id} pkg={pkg} />
            ))}
          </SimpleGrid>
        )}
        <Radio.Card value={CUSTOM} radius="lg" className={classes.packageCard} mt="md" data-testid="custom-amount-option">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>
                <Trans>Another amount</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>
                  Any whole amount from ₹{min} to {max}
                </Trans>
              </Text>
            </div>
            <Radio.Indicator color="saffron" />
          </Group>
        </Radio.Card>
      </Radio.Group>

      {choice === CUSTOM && (
        <Stack gap="xs" mt="sm">
          <NumberInput
            label={<Trans>Amount in rupees</Trans>}
            leftSection="₹"
            min={MIN_RECHARGE_RUPEES}
            max={MAX_RECHARGE_RUPEES}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            value={custom}
            onChange={setCustom}
            error={customInvalid ? t`Enter a whole amount from ₹${min} to ${max}` : undefined}
            data-testid="custom-amount"
            autoFocus
          />
          <Group gap="xs">
            {QUICK_AMOUNTS.map((amount) => (
              <Chip key={amount} size="xs" color="saffron" checked={customRupees === amount} onChange={() => setCustom(amount)}>
                {formatRupees(amount * 100)}
              </Chip>
            ))}
          </Group>
        </Stack>
      )}

      {request && (
        <Stack gap={4} mt="lg" p="md" className={classes.summary} style={{ borderRadius: 'var(--mantine-radius-md)' }} data-testid="recharge-summary" data-pay={payPaise} data-credit={payPaise + bonusPaise}>
          <Group justify="space-between">
            <Text size="sm">
              <Trans>You pay</Trans>
            </Text>
            <Text fw={700}>{pay}</Text>
          </Group>
          {bonusPaise > 0 && (
            <Group justify="space-between">
              <Text size="sm">
                <Trans>Bonus</Trans>
              </Text>
              <Text fw={700} c="teal">
                +{bonus}
              </Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text size="sm" fw={700}>
              <Trans>Added to your wallet</Trans>
            </Text>
            <Text fw={800} c="saffron">
              {credited}
            </Text>
          </Group>
        </Stack>
      )}

      {error !== null && (
        <Alert color="red" variant="light" mt="md" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {error instanceof HttpError && error.status === 400 && error.serverMessage ? error.serverMessage : <Trans>The payment could not be started. Please try again.</Trans>}
        </Alert>
      )}

      {user ? (
        <Button
          mt="lg"
          size="lg"
          radius="xl"
          color="saffron"
          fullWidth
          disabled={!request}
          loading={pending}
          onClick={() => request && void recharge(request)}
          leftSection={<IconLock size={18} aria-hidden />}
          data-testid="pay-button"
        >
          {request ? <Trans>Pay {pay}</Trans> : <Trans>Choose an amount</Trans>}
        </Button>
      ) : (
        <Button component={LocalLink} to={`/login?redirect=${encodeURIComponent(here)}`} mt="lg" size="lg" radius="xl" color="cosmic" fullWidth data-testid="sign-in-to-recharge">
          <Trans>Sign in to recharge</Trans>
        </Button>
      )}
      <Group gap={6} justify="center" mt="sm" c="dimmed">
        <IconCheck size={14} aria-hidden />
        <Text size="xs">
          <Trans>Secure payment. Your wallet is credited once the payment is confirmed.</Trans>
        </Text>
      </Group>
    </Card>
  )
}
