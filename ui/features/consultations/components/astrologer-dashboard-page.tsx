import type { ReactNode } from 'react'
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Anchor, Badge, Box, Button, Card, Container, Grid, Group, Paper, SimpleGrid, Skeleton, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowRight, IconCoinRupee, IconLayoutColumns, IconMessageQuestion, IconMessages, IconSettings } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ConsultationView, OwnAstrologerProfile } from '../../../../core/domain/consultation'
import { formatDate, formatTime } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { chatMinutes, CONSULTATION_STATUS_COLORS, CONSULTATION_STATUS_LABELS, ENTRY_TYPE_LABELS } from '../../../components/consultation-labels'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { notify } from '../../../lib/notify'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { consultationListQueryOptions, earningsQueryOptions, ownProfileQueryOptions } from '../api/consultation-queries'
import { useAstrologerDesk } from '../hooks/use-astrologer-desk'
import { AstrologerGate } from './astrologer-gate'
import { IncomingRequests } from './incoming-requests'
import { AstrologerSchedule } from './astrologer-schedule'
import { astrologerKeys } from '../../astrologers/api/keys'

/** Go online / offline (POST /api/astrologer/me/status). */
function OnlineSwitch({ profile }: { profile: OwnAstrologerProfile }) {
  const { t } = useLingui()
  const { consultations } = useServices()
  const queryClient = useQueryClient()
  const { language } = useLanguage()
  const status = useMutation({
    mutationFn: (online: boolean) => consultations.setOnline(online),
    onSuccess: ({ isOnline }) => {
      queryClient.setQueryData<OwnAstrologerProfile>(ownProfileQueryOptions({ consultations }, language).queryKey, (p) => (p ? { ...p, isOnline } : p))
      void queryClient.invalidateQueries({ queryKey: astrologerKeys.all })
    },
    onError: () => notify({ variant: 'destructive', title: t`Your status could not be changed`, message: t`Please try again.` }),
  })
  const online = status.isPending && status.variables !== undefined ? status.variables : profile.isOnline
  return (
    <Paper radius="xl" px="lg" py="sm" bg={online ? 'teal.9' : 'rgba(255,255,255,0.12)'} w="fit-content">
      <Switch
        size="lg"
        color="teal.4"
        checked={online}
        disabled={status.isPending}
        onChange={(e) => status.mutate(e.currentTarget.checked)}
        label={
          <Text c="white" fw={700}>
            {online ? <Trans>You are online: customers can start chats</Trans> : <Trans>You are offline</Trans>}
          </Text>
        }
        aria-label={t`Online`}
        data-testid="online-switch"
        data-online={online}
      />
    </Paper>
  )
}

function ActiveChats({ list }: { list: ConsultationView[] }) {
  const count = list.length
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="active-chats" data-count={count}>
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" color="teal" radius="md" size="lg">
            <IconMessages size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            <Trans>Active chats</Trans>
          </Title>
          {count > 0 && (
            <Badge color="teal" variant="filled">
              {count}
            </Badge>
          )}
        </Group>
        {count > 1 && (
          <Button component={LocalLink} to="/multi-chat" size="xs" variant="light" color="cosmic" leftSection={<IconLayoutColumns size={14} aria-hidden />}>
            <Trans>Multi-chat</Trans>
          </Button>
        )}
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          <Trans>No chat in progress.</Trans>
        </Text>
      ) : (
        <Stack gap="xs">
          {list.map((c) => {
            const name = c.customer.name
            const minutes = chatMinutes(c.elapsedSeconds)
            return (
              <Group key={c.id} justify="space-between" wrap="nowrap" data-testid="active-chat">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <AstrologerAvatar name={name} size={36} online />
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700} size="sm" truncate>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Plural value={minutes} one="# minute so far" other="# minutes so far" />
                    </Text>
                  </div>
                </Group>
                <Button component={LocalLink} to={`/${c.type === 'call' ? 'call' : 'chat'}/${c.id}`} size="xs" color="saffron" radius="xl" rightSection={<IconArrowRight size={14} aria-hidden />}>
                  <Trans>Open</Trans>
                </Button>
              </Group>
            )
          })}
        </Stack>
      )}
    </Card>
  )
}

function Earnings() {
  const { i18n } = useLingui()
  const services = useServices()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const earnings = useInfiniteQuery(earningsQueryOptions(services))
  const first = earnings.data?.pages[0]
  const transactions = earnings.data?.pages.flatMap((p) => p.transactions) ?? []
  const stat = (label: ReactNode, value: ReactNode, testId?: string) => (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={800} size="lg" data-testid={testId}>
        {value}
      </Text>
    </div>
  )
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="earnings">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="saffron" radius="md" size="lg">
          <IconCoinRupee size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          <Trans>Earnings</Trans>
        </Title>
      </Group>
      {earnings.isPending && <Skeleton h={140} />}
      {earnings.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          <Trans>Your earnings could not be loaded.</Trans>
        </Alert>
      )}
      {first && (
        <>
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            {stat(<Trans>Today</Trans>, formatRupees(first.today, { decimals: 2 }), 'earnings-today')}
            {stat(<Trans>Last 30 days</Trans>, formatRupees(first.last30Days, { decimals: 2 }))}
            {stat(<Trans>Due to you</Trans>, formatRupees(first.balance, { decimals: 2 }), 'earnings-balance')}
            {stat(<Trans>All time</Trans>, formatRupees(first.totalEarned, { decimals: 2 }))}
            {stat(<Trans>Consultations</Trans>, first.consultations)}
            {stat(<Trans>Paid minutes</Trans>, first.paidMinutes)}
          </SimpleGrid>
          <Title order={3} size="h6" mt="lg" mb="xs">
            <Trans>Recent entries</Trans>
          </Title>
          {transactions.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>Your share of each paid chat minute appears here.</Trans>
            </Text>
          ) : (
            <Stack gap={6}>
              {transactions.map((tx) => (
                <Group key={tx.id} justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {i18n._(ENTRY_TYPE_LABELS[tx.type])}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(tx.createdAt, locale)} · {formatTime(new Date(tx.createdAt), locale)}
                    </Text>
                  </div>
                  <Text size="sm" fw={700} c={tx.amount >= 0 ? 'teal' : 'red'} style={{ whiteSpace: 'nowrap' }}>
                    {tx.amount >= 0 ? '+' : '−'}
                    {formatRupees(Math.abs(tx.amount), { decimals: 2 })}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          {earnings.hasNextPage && (
            <Button variant="subtle" color="cosmic" size="xs" mt="sm" loading={earnings.isFetchingNextPage} onClick={() => void earnings.fetchNextPage()}>
              <Trans>Load more</Trans>
            </Button>
          )}
        </>
      )}
    </Card>
  )
}

function RecentHistory() {
  const { i18n } = useLingui()
  const services = useServices()
  const { language } = useLanguage()
  const locale = DISPLAY_LOCALES[language]
  const history = useQuery(consultationListQueryOptions(services, { role: 'astrologer', limit: 10 }))
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="astrologer-history">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          <Trans>Recent consultations</Trans>
        </Title>
        <Anchor component={LocalLink} to="/consultations" size="sm">
          <Trans>See all</Trans>
        </Anchor>
      </Group>
      {history.isPending && <Skeleton h={100} />}
      {history.data && history.data.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No consultations yet.</Trans>
        </Text>
      )}
      <Stack gap={6}>
        {history.data?.map((c) => (
          <Group key={c.id} justify="space-between" wrap="nowrap" gap="xs">
            <Box style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Anchor component={LocalLink} to={`/${c.type === 'call' ? 'call' : 'chat'}/${c.id}`} size="sm" fw={600} truncate>
                  {c.customer.name}
                </Anchor>
                <Badge size="xs" variant="light" color={CONSULTATION_STATUS_COLORS[c.status]}>
                  {i18n._(CONSULTATION_STATUS_LABELS[c.status])}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(c.requestedAt, locale)} · {formatTime(new Date(c.requestedAt), locale)}
              </Text>
            </Box>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatRupees(c.chargedPaise - c.refundedPaise, { decimals: 2 })}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}

/** The customers' free questions waiting for an answer: how many, and the way to their list. */
function OpenQuestions() {
  const services = useServices()
  // Its own key: the questions page keeps its list under the questions feature's keys.
  const open = useQuery({ queryKey: ['astrologer-desk', 'open-questions'], queryFn: () => services.questions.open(), refetchInterval: 60_000 })
  const count = open.data?.length ?? 0
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="open-questions-card">
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" color="saffron" radius="xl">
            <IconMessageQuestion size={18} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            <Trans>Customers' questions</Trans>
          </Title>
        </Group>
        {open.isPending ? (
          <Skeleton h={20} w={200} />
        ) : (
          <Text size="sm" c="dimmed" data-testid="open-questions-count">
            <Plural value={count} _0="No free question is waiting for an answer." one="# free question is waiting for an answer." other="# free questions are waiting for an answer." />
          </Text>
        )}
        <Button component={LocalLink} to="/astrologer-dashboard/questions" variant="light" color="saffron" radius="xl" rightSection={<IconArrowRight size={16} aria-hidden />} data-testid="open-questions-link">
          <Trans>See the questions</Trans>
        </Button>
      </Stack>
    </Card>
  )
}

function Dashboard() {
  const services = useServices()
  const { language } = useLanguage()
  const profile = useQuery(ownProfileQueryOptions(services, language))
  const desk = useAstrologerDesk()

  if (profile.isError) {
    const missing = profile.error instanceof HttpError && profile.error.status === 404
    return (
      <Container py="xl">
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
          {missing ? <Trans>Your account has no astrologer profile yet. Please contact support.</Trans> : <Trans>Your profile could not be loaded.</Trans>}
        </Alert>
      </Container>
    )
  }
  const name = profile.data?.name ?? ''
  return (
    <>
      <PageHero title={<Trans>Namaste, {name}</Trans>} subtitle={<Trans>Your chats, requests and earnings in one place.</Trans>}>
        {profile.data ? (
          <Group gap="sm" mt="xs">
            <OnlineSwitch profile={profile.data} />
            <Button component={LocalLink} to="/astrologer-profile" variant="white" color="cosmic" radius="xl" leftSection={<IconSettings size={16} aria-hidden />}>
              <Trans>Edit profile</Trans>
            </Button>
          </Group>
        ) : (
          <Skeleton h={44} w={280} radius="xl" />
        )}
      </PageHero>
      <Container py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              <IncomingRequests query={desk.incoming} />
              <ActiveChats list={desk.active.data ?? []} />
              <AstrologerSchedule />
              <RecentHistory />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <OpenQuestions />
              <Earnings />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}

/** /astrologer-dashboard: online switch, incoming requests with countdown, active chats, earnings and history. */
export function AstrologerDashboardPage(_: { entry: RouteEntry }) {
  return (
    <AstrologerGate>
      <Dashboard />
    </AstrologerGate>
  )
}
