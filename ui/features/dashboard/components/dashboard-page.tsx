import { useEffect, useState } from 'react'
import { ActionIcon, Alert, Badge, Button, Card, Container, Group, Modal, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, Tooltip } from '@mantine/core'
import {
  IconAlertCircle,
  IconArrowRight,
  IconCalendarEvent,
  IconChartDonut3,
  IconFileText,
  IconMapPin,
  IconMessageQuestion,
  IconMessages,
  IconPlus,
  IconTrash,
  IconWallet,
} from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { SavedChart } from '../../../../core/domain/saved-chart'
import { formatDate, formatTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { CHART_RELATION_LABELS } from '../../../components/chart-relations'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { notify } from '../../../lib/notify'
import { useServices } from '../../../services/services-context'
import { useDeleteSavedChart } from '../api/delete-saved-chart'
import { savedChartsQueryOptions } from '../api/get-saved-charts'
import { bookingKeys } from '../../consultations/api/keys'
import { clockIn, startsWithin, useViewerTimeZone } from '../../../lib/booking-time'

/** The /kundli link of a saved chart: the shareable query string (and its zone when one was given). */
export function savedChartHref(chart: SavedChart): string {
  const params = new URLSearchParams()
  params.set('name', chart.name)
  params.set('date', chart.birthDate)
  params.set('time', chart.birthTime.slice(0, 5))
  params.set('location', chart.birthPlace)
  params.set('gender', chart.gender)
  params.set('latitude', String(chart.latitude))
  params.set('longitude', String(chart.longitude))
  if (chart.tz) params.set('tz', chart.tz)
  return `/kundli?${params.toString()}`
}

/** The in-app reminder: a booked consultation starting within 30 minutes, with the way to join it. */
function BookingSoon() {
  const { bookings } = useServices()
  const { i18n } = useLingui()
  const zone = useViewerTimeZone()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  const upcoming = useQuery({ queryKey: bookingKeys.upcoming, queryFn: () => bookings.mine({ upcoming: true }), staleTime: 0, refetchInterval: 60_000 })
  const soon = (upcoming.data ?? []).filter((b) => startsWithin(b, now, 30)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0]
  if (!soon) return null
  const other = soon.role === 'astrologer' ? soon.customerName : soon.astrologerName
  const time = clockIn(soon.start, i18n.locale, zone)
  return (
    <Alert color="saffron" variant="light" radius="lg" icon={<IconCalendarEvent size={20} aria-hidden />} data-testid="booking-reminder">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={700}>
          <Trans>
            Your consultation with {other} starts at {time}.
          </Trans>
        </Text>
        <Button component={LocalLink} to="/dashboard/bookings" size="xs" color="saffron" radius="xl">
          <Trans>Open my bookings</Trans>
        </Button>
      </Group>
    </Alert>
  )
}

/** The shortcuts to the account's other pages. */
function Shortcuts() {
  const { user } = useAuth()
  const balance = formatRupees(user?.balance ?? 0, { decimals: 2 })
  const { questions } = useServices()
  // The free question's state, so an answer shows here too (its own key: the questions feature keeps its own).
  const asked = useQuery({ queryKey: ['dashboard', 'my-questions', user?.id ?? ''], queryFn: () => questions.mine(), enabled: user?.role === 'customer', staleTime: 30_000 }).data
  const question = asked?.[0]
  const questionHint = !question ? <Trans>Ask one question free</Trans> : question.status === 'answered' ? <Trans>Answered: read the answer</Trans> : <Trans>Waiting for the answer</Trans>
  const cards = [
    { to: '/dashboard/wallet', icon: IconWallet, title: <Trans>Wallet</Trans>, hint: <Trans>Balance {balance}</Trans>, color: 'saffron' },
    { to: '/dashboard/reports', icon: IconFileText, title: <Trans>My Reports</Trans>, hint: <Trans>Reports you have ordered</Trans>, color: 'cosmic' },
    { to: '/dashboard/bookings', icon: IconCalendarEvent, title: <Trans>My Bookings</Trans>, hint: <Trans>Upcoming and past consultations</Trans>, color: 'teal' },
    { to: '/dashboard/chat', icon: IconMessages, title: <Trans>Chat History</Trans>, hint: <Trans>Your chats with astrologers</Trans>, color: 'blue' },
    ...(user?.role === 'customer' ? [{ to: '/ask-a-question', icon: IconMessageQuestion, title: <Trans>My Question</Trans>, hint: questionHint, color: 'grape' }] : []),
  ]
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: cards.length }} spacing="md">
      {cards.map(({ to, icon: Icon, title, hint, color }) => (
        <Card key={to} component={LocalLink} to={to} withBorder radius="lg" padding="md" shadow="xs" style={{ textDecoration: 'none' }}>
          <Group wrap="nowrap" gap="sm">
            <ThemeIcon variant="light" color={color} radius="xl" size={42}>
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <div style={{ flex: 1, minWidth: 0 }}>
              <Text fw={700}>{title}</Text>
              <Text size="xs" c="dimmed" truncate>
                {hint}
              </Text>
            </div>
            <IconArrowRight size={16} aria-hidden style={{ opacity: 0.5 }} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  )
}

function SavedChartCard({ chart, onDelete }: { chart: SavedChart; onDelete: (chart: SavedChart) => void }) {
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const name = chart.name
  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" data-testid="saved-chart">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" color={chart.gender === 'female' ? 'pink' : 'blue'} radius="xl" size={40}>
            <IconChartDonut3 size={22} aria-hidden />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {chart.name}
            </Text>
            <Badge size="xs" variant="light" color="cosmic" radius="sm">
              {i18n._(CHART_RELATION_LABELS[chart.relation])}
            </Badge>
          </div>
        </Group>
        <Tooltip label={t`Delete ${name}'s chart`}>
          <ActionIcon variant="subtle" color="red" aria-label={t`Delete ${name}'s chart`} onClick={() => onDelete(chart)}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack gap={4} mt="sm">
        <Text size="sm">
          {formatDate(chart.birthDate, locale)} · {formatTime(chart.birthTime.slice(0, 5), locale)}
        </Text>
        <Text size="sm" c="dimmed" style={{ display: 'flex', gap: 4, alignItems: 'center' }} truncate>
          <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
          {chart.birthPlace}
        </Text>
      </Stack>
      <Button component={LocalLink} to={savedChartHref(chart)} variant="light" color="saffron" mt="md" fullWidth rightSection={<IconArrowRight size={16} />}>
        <Trans>Open chart</Trans>
      </Button>
    </Card>
  )
}

/** The signed-in user's saved charts: open one at /kundli, delete one after confirming. */
function SavedCharts({ userId }: { userId: string }) {
  const services = useServices()
  const charts = useQuery(savedChartsQueryOptions(services, userId))
  const remove = useDeleteSavedChart(userId)
  const { t } = useLingui()
  const [pending, setPending] = useState<SavedChart | null>(null)
  const pendingName = pending?.name ?? ''

  const confirmDelete = () => {
    if (!pending) return
    const chart = pending
    remove.mutate(chart.id, {
      onSuccess: () => {
        setPending(null)
        const who = chart.name
        notify({ variant: 'success', title: t`Chart deleted`, message: t`${who}'s chart was removed.` })
      },
      onError: () => notify({ variant: 'destructive', title: t`Could not delete the chart`, message: t`Please try again.` }),
    })
  }

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="saved-charts">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={2} size="h3">
            <Trans>Saved charts</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Your own chart and your family's, ready to open.</Trans>
          </Text>
        </div>
        <Button component={LocalLink} to="/kundli" leftSection={<IconPlus size={16} />} color="saffron" variant="light">
          <Trans>New kundli</Trans>
        </Button>
      </Group>

      {charts.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mih={200}>
          <Skeleton h={170} radius="lg" />
          <Skeleton h={170} radius="lg" />
          <Skeleton h={170} radius="lg" />
        </SimpleGrid>
      )}
      {charts.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Group justify="space-between">
            <Trans>Your saved charts could not be loaded.</Trans>
            <Button size="xs" variant="light" color="red" onClick={() => void charts.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </Group>
        </Alert>
      )}
      {charts.data && charts.data.length === 0 && (
        <Stack align="center" py="xl" gap="xs" ta="center" data-testid="no-saved-charts">
          <ThemeIcon size={56} radius="xl" variant="light" color="saffron">
            <IconChartDonut3 size={30} aria-hidden />
          </ThemeIcon>
          <Text fw={600}>
            <Trans>No saved charts yet</Trans>
          </Text>
          <Text size="sm" c="dimmed" maw={420}>
            <Trans>Generate a kundli and press "Save chart" on its page to keep it here, for yourself or a family member.</Trans>
          </Text>
        </Stack>
      )}
      {charts.data && charts.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {charts.data.map((chart) => (
            <SavedChartCard key={chart.id} chart={chart} onDelete={setPending} />
          ))}
        </SimpleGrid>
      )}

      <Modal opened={pending !== null} onClose={() => setPending(null)} title={<Trans>Delete this chart?</Trans>} centered radius="lg">
        <Text size="sm">
          <Trans>{pendingName}'s birth details will be removed from your saved charts. This cannot be undone.</Trans>
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(null)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirmDelete} data-testid="confirm-delete">
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Modal>
    </Card>
  )
}

/** /dashboard: greeting, shortcuts to wallet, reports, bookings and chat history, and the saved charts. */
export function DashboardPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const { user } = useAuth()
  const name = user?.name || user?.email || ''
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={user ? <Trans>Namaste, {name}</Trans> : i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="xl">
          {user && <BookingSoon />}
          <Shortcuts />
          {user && <SavedCharts userId={user.id} />}
        </Stack>
      </Container>
    </>
  )
}
