import { useEffect, useRef, useState } from 'react'
import { useParams, useRouter, useRouterState } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Anchor, Badge, Button, Card, Container, Group, Loader, Select, Stack, Text, Title } from '@mantine/core'
import { IconChevronLeft, IconMessageCircle, IconMicrophone, IconMicrophoneOff, IconPhoneOff } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { formatRupees } from '../../../../core/wallet/money'
import { LocalLink } from '../../../components/local-link'
import { newRandomId } from '../../../components/idempotency'
import { useHoldRealtimeWhileActive, useRealtimeClient, useRealtimeEvents } from '../../../components/realtime'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { notify } from '../../../lib/notify'
import { useServices } from '../../../services/services-context'
import { consultationQueryOptions } from '../api/consultation-queries'
import { consultationKeys } from '../api/keys'
import { useCall, type Quality } from '../hooks/use-call'
import { useNow } from '../hooks/use-now'

function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`
}

function QualityBadge({ quality }: { quality: Quality }) {
  if (!quality) return null
  const color = quality === 'good' ? 'teal' : quality === 'fair' ? 'yellow' : 'red'
  return (
    <Badge color={color} variant="light" data-testid="call-quality" data-quality={quality}>
      {quality === 'good' ? <Trans>Connection: good</Trans> : quality === 'fair' ? <Trans>Connection: fair</Trans> : <Trans>Connection: poor</Trans>}
    </Badge>
  )
}

function Call({ id }: { id: string }) {
  const { t } = useLingui()
  const { user, updateBalance } = useAuth()
  const services = useServices()
  const { consultations } = services
  const { localize } = useLanguage()
  const router = useRouter()
  const queryClient = useQueryClient()
  const client = useRealtimeClient()
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> })
  // Only the browser tests set this: it forces the TURN relay to prove that path.
  const relay = search.relay === 1 || search.relay === '1' || search.relay === true
  const query = useQuery(consultationQueryOptions(services, id))
  const consultation = query.data
  // The server answers this page's consultation to its two participants only: the one who is not the customer is its astrologer.
  const role = consultation && user ? (user.id === consultation.customer.id ? 'customer' : 'astrologer') : null
  const status = consultation?.status
  const active = status === 'active'
  useHoldRealtimeWhileActive(client, id, active)
  useRealtimeEvents(client, (event) => {
    if (event.type === 'consultation' && event.consultation.id === id) queryClient.setQueryData(consultationKeys.one(id), { ...event.consultation, bill: event.bill })
  })
  const call = useCall({ client, consultationId: id, role, active, loadIce: () => consultations.ice(id), relay })
  const now = useNow(1_000, active)
  const [ending, setEnding] = useState(false)
  const [switching, setSwitching] = useState(false)
  const statsRef = useRef<HTMLDivElement>(null)

  const connectedAt = call.connectedAt ?? consultation?.connectedAt ?? null
  const state = !consultation ? null : status === 'requested' ? 'ringing' : !active ? 'ended' : (call.callState ?? 'connecting')
  const seconds = connectedAt && active ? (now - Date.parse(connectedAt)) / 1000 : (consultation?.elapsedSeconds ?? 0)
  const bill = call.bill ?? consultation?.bill ?? null

  useEffect(() => {
    if (state === 'ended') void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
  }, [state, queryClient])
  // The customer's copy of the bill carries the wallet balance: the header follows each charge.
  const balance = bill?.balance
  useEffect(() => {
    if (typeof balance === 'number') updateBalance(balance)
  }, [balance, updateBalance])

  async function hangUp() {
    setEnding(true)
    try {
      const view = await consultations.end(id)
      queryClient.setQueryData(consultationKeys.one(id), (old: object | undefined) => ({ ...old, ...view }))
    } catch {
      notify({ variant: 'destructive', title: t`The call could not be ended`, message: t`Please try again.` })
    } finally {
      setEnding(false)
    }
  }

  // The microphone was refused: end this call (nothing was billed before the media connected) and open a chat.
  async function continueAsChat() {
    if (!consultation) return
    setSwitching(true)
    try {
      await consultations.end(id).catch(() => undefined)
      const chat = await consultations.request(consultation.astrologer.id, newRandomId(), 'chat')
      void router.navigate({ href: localize(`/chat/${chat.id}`) })
    } catch {
      notify({ variant: 'destructive', title: t`The chat could not be started`, message: t`Please try again.` })
      setSwitching(false)
    }
  }

  if (query.isPending) return <Loader />
  if (!consultation || consultation.type !== 'call') {
    return (
      <Alert color="orange" variant="light">
        <Trans>This call could not be found.</Trans>
      </Alert>
    )
  }
  const other = role === 'astrologer' ? consultation.customer.name : consultation.astrologer.name
  const rate = formatRupees(consultation.ratePaise)
  const charged = formatRupees(bill?.chargedPaise ?? consultation.chargedPaise, { decimals: 2 })

  return (
    <Card withBorder radius="lg" padding="xl" maw={560} mx="auto" data-testid="call-page" data-state={state ?? ''}>
      <audio ref={call.audioRef} autoPlay data-testid="call-audio" />
      <Stack gap="md" align="center">
        <Title order={2} size="h3">
          {other}
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Voice call · {rate} a minute</Trans>
        </Text>
        <Text fw={600} data-testid="call-status" role="status">
          {state === 'ringing' && (role === 'astrologer' ? <Trans>Incoming call</Trans> : <Trans>Ringing… waiting for {other} to accept</Trans>)}
          {state === 'connecting' && <Trans>Connecting…</Trans>}
          {state === 'connected' && <Trans>Connected</Trans>}
          {state === 'reconnecting' && <Trans>Reconnecting… the connection dropped, trying to restore it</Trans>}
          {state === 'ended' && <Trans>Call ended</Trans>}
        </Text>
        {(state === 'connected' || state === 'reconnecting' || state === 'ended') && connectedAt && (
          <Group gap="lg">
            <Text size="xl" ff="monospace" data-testid="call-timer">
              {clock(seconds)}
            </Text>
            <Text data-testid="call-charged">
              <Trans>Charged: {charged}</Trans>
            </Text>
          </Group>
        )}
        {state === 'ended' && !connectedAt && (
          <Text size="sm" c="dimmed">
            <Trans>The call did not connect. Nothing was charged.</Trans>
          </Text>
        )}
        {active && <QualityBadge quality={call.quality} />}

        {call.micProblem && active && (
          <Alert color="orange" variant="light" data-testid="call-mic-refused" w="100%">
            <Stack gap="xs">
              <Text size="sm">
                {call.micProblem === 'denied' ? (
                  <Trans>Your browser did not allow the microphone, so the call cannot start. Allow the microphone in the address bar and reload, or continue as a chat.</Trans>
                ) : (
                  <Trans>No microphone was found. Connect one and reload, or continue as a chat.</Trans>
                )}
              </Text>
              {role === 'customer' && (
                <Button leftSection={<IconMessageCircle size={16} aria-hidden />} loading={switching} onClick={() => void continueAsChat()} data-testid="call-continue-as-chat">
                  <Trans>Continue as chat</Trans>
                </Button>
              )}
            </Stack>
          </Alert>
        )}

        {active && (
          <Group>
            <Button
              variant={call.muted ? 'filled' : 'light'}
              color="cosmic"
              leftSection={call.muted ? <IconMicrophoneOff size={16} aria-hidden /> : <IconMicrophone size={16} aria-hidden />}
              onClick={call.toggleMute}
              aria-pressed={call.muted}
              data-testid="call-mute"
            >
              {call.muted ? <Trans>Unmute</Trans> : <Trans>Mute</Trans>}
            </Button>
          </Group>
        )}
        {active && call.devices.inputs.length > 1 && (
          <Select
            label={<Trans>Microphone</Trans>}
            data={call.devices.inputs.map((d, i) => ({ value: d.deviceId, label: d.label || t`Microphone ${i + 1}` }))}
            value={call.inputId}
            onChange={(v) => v && void call.chooseInput(v)}
            w="100%"
            data-testid="call-microphone"
          />
        )}
        {active && call.canChooseOutput && call.devices.outputs.length > 1 && (
          <Select
            label={<Trans>Speaker</Trans>}
            data={call.devices.outputs.map((d, i) => ({ value: d.deviceId, label: d.label || t`Speaker ${i + 1}` }))}
            value={call.outputId}
            onChange={(v) => v && void call.chooseOutput(v)}
            w="100%"
            data-testid="call-speaker"
          />
        )}
        {(active || status === 'requested') && (
          <Button color="red" size="md" radius="xl" leftSection={<IconPhoneOff size={18} aria-hidden />} loading={ending} onClick={() => void hangUp()} data-testid="call-hang-up">
            {status === 'requested' ? <Trans>Cancel call</Trans> : <Trans>Hang up</Trans>}
          </Button>
        )}
        {/* The media numbers, for support and the browser tests; nothing a person needs to read. */}
        <div
          ref={statsRef}
          hidden
          data-testid="call-stats"
          data-bytes-received={call.stats?.bytesReceived ?? 0}
          data-bytes-sent={call.stats?.bytesSent ?? 0}
          data-candidate-type={call.stats?.candidateType ?? ''}
          data-ice-ufrag={call.stats?.iceUfrag ?? ''}
          data-media-state={call.mediaState}
        />
      </Stack>
    </Card>
  )
}

/** /call/{id}: the voice call for the customer and the astrologer (docs/calls.md). */
export function CallPage({ entry: _entry }: { entry: RouteEntry }) {
  const { user } = useAuth()
  const params = useParams({ strict: false }) as { id?: string }
  const id = params.id ?? ''
  const back = user?.role === 'astrologer' ? '/astrologer-dashboard' : '/dashboard/chat'
  return (
    <Container py="md" size="md">
      <Group mb="sm">
        <Anchor component={LocalLink} to={back} size="sm">
          <Group gap={2}>
            <IconChevronLeft size={16} aria-hidden />
            <Trans>Back</Trans>
          </Group>
        </Anchor>
      </Group>
      <Call key={id} id={id} />
    </Container>
  )
}
