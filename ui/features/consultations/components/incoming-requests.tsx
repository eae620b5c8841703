import { Badge, Button, Card, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBellRinging, IconCheck, IconPhone, IconX } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ConsultationView } from '../../../../core/domain/consultation'
import { REQUEST_TIMEOUT_MS } from '../../../../core/consultations/rules'
import { formatRupees } from '../../../../core/wallet/money'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { useLanguage } from '../../../i18n/language'
import { notify } from '../../../lib/notify'
import { HttpError } from '../../../services/http'
import { useConsultationActions } from '../hooks/use-consultation-actions'
import { useNow } from '../hooks/use-now'
import { formatClock, secondsUntil } from '../utils/chat-clock'
import { liveRequests } from '../utils/history'
import classes from './chat.module.css'

function RequestCard({ request, now, openAfterAccept }: { request: ConsultationView; now: number; openAfterAccept: (request: ConsultationView) => void }) {
  const { t } = useLingui()
  const { accept, decline } = useConsultationActions()
  const left = secondsUntil(request.expiresAt, now) ?? 0
  const clock = formatClock(left)
  const name = request.customer.name
  const rate = formatRupees(request.ratePaise)
  const failed = (error: unknown) =>
    notify({
      variant: 'destructive',
      title: t`This request is no longer open`,
      message: error instanceof HttpError && error.code === 'CONSULTATION.EXPIRED' ? t`It expired before you answered.` : t`It was withdrawn or already answered.`,
    })
  return (
    <Card withBorder radius="md" padding="md" className={classes.requestCard} data-testid="incoming-request" data-consultation-id={request.id} data-type={request.type}>
      <Group wrap="wrap" gap="sm" justify="space-between">
        <Group wrap="nowrap" gap="sm" style={{ flex: '1 1 220px', minWidth: 0 }}>
          <AstrologerAvatar name={name} size={44} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={700} truncate>
                {name}
              </Text>
              {request.type === 'call' && (
                <Badge size="xs" color="cosmic" variant="light" leftSection={<IconPhone size={10} aria-hidden />} style={{ flexShrink: 0 }} data-testid="incoming-call">
                  <Trans>voice call</Trans>
                </Badge>
              )}
              {request.freeMinutes > 0 && (
                <Badge size="xs" color="teal" variant="light" style={{ flexShrink: 0 }}>
                  <Trans>first chat</Trans>
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              <Trans>
                {rate}/min · answer within {clock}
              </Trans>
            </Text>
            <Progress value={Math.min(100, (left * 100_000) / REQUEST_TIMEOUT_MS)} size="xs" color={left < 30 ? 'orange' : 'saffron'} aria-hidden />
          </Stack>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flex: '0 0 auto', marginInlineStart: 'auto' }}>
          <Button
            size="xs"
            variant="default"
            radius="xl"
            leftSection={<IconX size={14} aria-hidden />}
            loading={decline.isPending}
            onClick={() => {
              decline.mutateAsync(request.id).catch(failed)
            }}
            data-testid="decline-request"
          >
            <Trans>Decline</Trans>
          </Button>
          <Button
            size="xs"
            color="teal"
            radius="xl"
            leftSection={<IconCheck size={14} aria-hidden />}
            loading={accept.isPending}
            onClick={() => {
              // The card leaves the list as soon as the request is accepted: await here, not in mutate's callbacks.
              accept.mutateAsync(request.id).then(() => openAfterAccept(request), failed)
            }}
            data-testid="accept-request"
          >
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </Group>
    </Card>
  )
}

/** Requests waiting for this astrologer, each with its countdown, Accept (then the chat) and Decline. */
export function IncomingRequests({ query, openIn = 'chat' }: { query: UseQueryResult<ConsultationView[]>; openIn?: 'chat' | 'stay' }) {
  const now = useNow(1_000)
  const router = useRouter()
  const { localize } = useLanguage()
  const requests = liveRequests(query.data ?? [], now)
  const count = requests.length
  const openAfterAccept = (request: ConsultationView) => {
    // A call opens the call page whatever the desk: it needs the microphone and the page's media.
    if (request.type === 'call') void router.navigate({ href: localize(`/call/${request.id}`) })
    else if (openIn === 'chat') void router.navigate({ href: localize(`/chat/${request.id}`) })
  }
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="incoming-requests" data-count={count}>
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" color={count ? 'orange' : 'gray'} radius="md" size="lg">
            <IconBellRinging size={20} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h4">
            <Trans>Incoming requests</Trans>
          </Title>
        </Group>
        {count > 0 && (
          <Badge color="orange" variant="filled">
            {count}
          </Badge>
        )}
      </Group>
      {query.isPending ? (
        <Skeleton h={70} />
      ) : count === 0 ? (
        <Text size="sm" c="dimmed" py="sm" data-testid="no-requests">
          <Trans>No requests right now. New ones appear here instantly while you are online.</Trans>
        </Text>
      ) : (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            <Plural value={count} one="# customer is waiting." other="# customers are waiting." />
          </Text>
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} now={now} openAfterAccept={openAfterAccept} />
          ))}
        </Stack>
      )}
    </Card>
  )
}
