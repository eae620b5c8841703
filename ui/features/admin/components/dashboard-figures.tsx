import '@mantine/charts/styles.css'
import type { ReactNode } from 'react'
import { AreaChart, BarChart } from '@mantine/charts'
import { Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCurrencyRupee, IconMessages, IconReceiptRefund, IconReport, IconUserCheck, IconUsers } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatRupees } from '../../../../core/wallet/money'
import { useServices } from '../../../services/services-context'
import { adminKeys } from '../api/keys'
import { dateLocale, formatDateTime } from '../../../../core/shared/formatting'

function Figure({ icon, label, value, testId }: { icon: ReactNode; label: ReactNode; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" color="saffron" radius="md" size="lg">
          {icon}
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={800} fz="lg">
            {value}
          </Text>
        </div>
      </Group>
    </Card>
  )
}

/** The live figures, two weeks of sign-ups and revenue as charts, and the latest sign-ups and payments. */
export function DashboardFigures() {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const data = useQuery({ queryKey: adminKeys.dashboard, queryFn: () => admin.dashboard(), refetchInterval: 30_000 })
  if (!data.data) return <Skeleton height={420} radius="lg" />
  const d = data.data
  const day = (date: string) => new Intl.DateTimeFormat(dateLocale(i18n.locale), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
  const when = (iso: string) => formatDateTime(iso, i18n.locale)
  const n = (value: number) => value.toLocaleString(i18n.locale)
  return (
    <Stack gap="lg" data-testid="admin-figures">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        <Figure testId="figure-consultations" icon={<IconMessages size={20} />} label={<Trans>Consultations today</Trans>} value={n(d.consultationsToday)} />
        <Figure testId="figure-online" icon={<IconUsers size={20} />} label={<Trans>Users online</Trans>} value={n(d.usersOnline)} />
        <Figure testId="figure-astrologers" icon={<IconUserCheck size={20} />} label={<Trans>Astrologers online</Trans>} value={n(d.astrologersOnline)} />
        <Figure testId="figure-reports" icon={<IconReport size={20} />} label={<Trans>Reports generated</Trans>} value={n(d.reportsGenerated)} />
        <Figure testId="figure-revenue-today" icon={<IconCurrencyRupee size={20} />} label={<Trans>Revenue today</Trans>} value={formatRupees(d.revenueToday)} />
        <Figure testId="figure-revenue-month" icon={<IconCurrencyRupee size={20} />} label={<Trans>Revenue this month</Trans>} value={formatRupees(d.revenueThisMonth)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h5" mb="sm">
            <Trans>Sign-ups, last 14 days</Trans>
          </Title>
          <BarChart h={200} data={d.signupsByDay.map((f) => ({ day: day(f.date), value: f.value }))} dataKey="day" series={[{ name: 'value', label: t`Sign-ups`, color: 'cosmic.6' }]} tickLine="none" />
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h5" mb="sm">
            <Trans>Revenue, last 14 days</Trans>
          </Title>
          <AreaChart
            h={200}
            data={d.revenueByDay.map((f) => ({ day: day(f.date), value: f.value / 100 }))}
            dataKey="day"
            series={[{ name: 'value', label: '₹', color: 'saffron.6' }]}
            valueFormatter={(v) => `₹${Math.round(v).toLocaleString(i18n.locale)}`}
            tickLine="none"
          />
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h5" mb="sm">
            <Trans>Latest sign-ups</Trans>
          </Title>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Tbody>
              {d.recentSignups.map((s) => (
                <Table.Tr key={s.email}>
                  <Table.Td>{s.name}</Table.Td>
                  <Table.Td c="dimmed">{s.email}</Table.Td>
                  <Table.Td c="dimmed">{when(s.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h5">
              <Trans>Latest payments</Trans>
            </Title>
            <Group gap={6}>
              <IconReceiptRefund size={16} />
              <Text size="sm">
                <Trans>Refund requests waiting: {d.pendingRefunds}</Trans>
              </Text>
            </Group>
          </Group>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Tbody>
              {d.recentPayments.map((p, i) => (
                <Table.Tr key={`${p.at}-${i}`}>
                  <Table.Td>{p.email}</Table.Td>
                  <Table.Td fw={700}>{formatRupees(p.amount)}</Table.Td>
                  <Table.Td c="dimmed">{when(p.at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}
