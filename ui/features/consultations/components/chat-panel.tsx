import { useState } from 'react'
import { Alert, Badge, Box, Button, Card, Grid, Group, Loader, Modal, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconMessageOff, IconPlugConnectedX, IconPower, IconUserSearch } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ConsultationView, ParticipantRole } from '../../../../core/domain/consultation'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { CONSULTATION_STATUS_COLORS, CONSULTATION_STATUS_LABELS } from '../../../components/consultation-labels'
import { LocalLink } from '../../../components/local-link'
import { notify } from '../../../lib/notify'
import type { RealtimeStatus } from '../../../services/realtime'
import { HttpError } from '../../../services/http'
import { useChatSession, type ChatSession } from '../hooks/use-chat-session'
import { useConsultationActions } from '../hooks/use-consultation-actions'
import { useNow } from '../hooks/use-now'
import { elapsedSecondsNow, formatClock } from '../utils/chat-clock'
import { BalanceWarningAlert, BillCard, BillStrip } from './bill-panel'
import { ChatComposer } from './chat-composer'
import { ChatSummary } from './chat-summary'
import { MessageList } from './message-list'
import { WaitingScreen } from './waiting-screen'
import classes from './chat.module.css'

type ChatLayout = 'page' | 'clean' | 'pane'

function otherParty(consultation: ConsultationView, me: ParticipantRole) {
  return me === 'customer'
    ? { name: consultation.astrologer.name, image: consultation.astrologer.image }
    : { name: consultation.customer.name, image: null as string | null }
}

function ConnectionNote({ socket }: { socket: RealtimeStatus }) {
  if (socket === 'open') return null
  return (
    <Group gap={6} px="md" py={4} bg="var(--mantine-color-yellow-light)" data-testid="connection-note" data-socket={socket}>
      {socket === 'connecting' || socket === 'reconnecting' ? <Loader size={12} color="yellow" /> : <IconPlugConnectedX size={14} aria-hidden />}
      <Text size="xs">
        {socket === 'unauthorized' ? (
          <Trans>Your session has expired. Please sign in again.</Trans>
        ) : socket === 'connecting' ? (
          <Trans>Connecting…</Trans>
        ) : (
          <Trans>Connection lost. Reconnecting… your messages will be sent when it is back.</Trans>
        )}
      </Text>
    </Group>
  )
}

function ChatHeader({ session, now, onEnd, ending, compact }: { session: ChatSession; now: number; onEnd: () => void; ending: boolean; compact: boolean }) {
  const { i18n } = useLingui()
  const consultation = session.state.consultation!
  const other = otherParty(consultation, session.me)
  const active = consultation.status === 'active'
  const online = session.state.otherOnline
  const clock = formatClock(elapsedSecondsNow(consultation, session.state.reportedAt, now))
  return (
    <Group className={classes.chatHeader} justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <AstrologerAvatar name={other.name} image={other.image} size={compact ? 36 : 44} online={active ? online !== false : undefined} />
        <Box style={{ minWidth: 0 }}>
          <Text fw={800} c="white" truncate data-testid="chat-other-name">
            {other.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge size="xs" color={CONSULTATION_STATUS_COLORS[consultation.status]} variant="filled" data-testid="chat-status" data-status={consultation.status}>
              {i18n._(CONSULTATION_STATUS_LABELS[consultation.status])}
            </Badge>
            {active && (
              <Text size="xs" c="rgba(255,255,255,0.8)" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {clock}
              </Text>
            )}
            {active && online === false && (
              <Text size="xs" c="saffron.2">
                <Trans>away</Trans>
              </Text>
            )}
          </Group>
        </Box>
      </Group>
      {active && (
        <Button size={compact ? 'xs' : 'sm'} color="red" variant="filled" radius="xl" leftSection={<IconPower size={14} aria-hidden />} onClick={onEnd} loading={ending} style={{ flexShrink: 0 }} data-testid="end-chat">
          <Trans>End Chat</Trans>
        </Button>
      )}
    </Group>
  )
}

function ClosedNotice({ consultation, me }: { consultation: ConsultationView; me: ParticipantRole }) {
  const astrologer = consultation.astrologer.name
  const customer = consultation.customer.name
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="chat-closed" data-status={consultation.status}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color="gray">
          <IconMessageOff size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h3">
          {consultation.status === 'declined' ? (
            me === 'customer' ? (
              <Trans>{astrologer} could not take your chat</Trans>
            ) : (
              <Trans>You declined {customer}'s request</Trans>
            )
          ) : consultation.status === 'expired' ? (
            me === 'customer' ? (
              <Trans>{astrologer} did not answer in time</Trans>
            ) : (
              <Trans>This request expired</Trans>
            )
          ) : (
            <Trans>The request was cancelled</Trans>
          )}
        </Title>
        {me === 'customer' && (
          <>
            <Text c="dimmed">
              <Trans>Nothing was charged. Try again later or choose an astrologer who is online now.</Trans>
            </Text>
            <Group>
              <Button component={LocalLink} to="/astrologers?online=1" color="saffron" radius="xl" leftSection={<IconUserSearch size={16} aria-hidden />}>
                <Trans>Astrologers online now</Trans>
              </Button>
              <Button component={LocalLink} to={`/astrologer/${consultation.astrologer.slug || consultation.astrologer.id}`} variant="light" color="cosmic" radius="xl">
                <Trans>Back to {astrologer}</Trans>
              </Button>
            </Group>
          </>
        )}
        {me === 'astrologer' && (
          <Button component={LocalLink} to="/astrologer-dashboard" variant="light" color="cosmic" radius="xl">
            <Trans>Back to dashboard</Trans>
          </Button>
        )}
      </Stack>
    </Card>
  )
}

/**
 * One consultation, whatever its state: the waiting screen, the live chat (messages, typing, receipts,
 * the running bill and the one-minute warning, End Chat), the closed notice, or the transcript with the
 * summary, review and refund request. `page` puts the bill beside the chat, `pane` (multi-chat) and
 * `clean` (/clean-chat) keep everything in one column.
 */
export function ChatPanel({ consultationId, layout = 'page', visible = true }: { consultationId: string; layout?: ChatLayout; visible?: boolean }) {
  const { t } = useLingui()
  const session = useChatSession(consultationId, { visible })
  const { state, me } = session
  const consultation = state.consultation
  const live = consultation?.status === 'active' || consultation?.status === 'requested'
  const now = useNow(1_000, live)
  const actions = useConsultationActions(session.applyAnswer)
  const [confirmEnd, setConfirmEnd] = useState(false)
  const [busy, setBusy] = useState<'cancel' | 'accept' | 'decline' | null>(null)

  const fail = (error: unknown) => {
    const expired = error instanceof HttpError && (error.code === 'CONSULTATION.EXPIRED' || error.code === 'CONSULTATION.NOT_REQUESTED')
    notify({
      variant: 'destructive',
      title: expired ? t`This request is no longer open` : t`That did not work`,
      message: expired ? t`It expired or was withdrawn.` : t`Please try again.`,
    })
  }
  const run = (kind: 'cancel' | 'accept' | 'decline') => {
    setBusy(kind)
    const mutation = kind === 'accept' ? actions.accept : kind === 'decline' ? actions.decline : actions.end
    mutation.mutate(consultationId, { onError: fail, onSettled: () => setBusy(null) })
  }
  const endChat = () => {
    actions.end.mutate(consultationId, { onError: fail, onSettled: () => setConfirmEnd(false) })
  }

  if (session.loading) {
    return (
      <Card withBorder radius="lg" padding="lg" mih={200}>
        <Skeleton h={48} mb="md" />
        <Skeleton h={180} />
      </Card>
    )
  }
  if (!consultation) {
    const missing = session.error instanceof HttpError && (session.error.status === 404 || session.error.status === 403)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" data-testid="chat-missing">
        {missing ? <Trans>This chat was not found, or it is not yours.</Trans> : <Trans>The chat could not be loaded. Please refresh the page.</Trans>}
      </Alert>
    )
  }
  if (consultation.status === 'requested') {
    return (
      <WaitingScreen
        consultation={consultation}
        me={me}
        now={now}
        offsetMs={session.clockOffsetMs}
        busy={busy}
        onCancel={() => run('cancel')}
        onAccept={() => run('accept')}
        onDecline={() => run('decline')}
      />
    )
  }
  if (consultation.status === 'declined' || consultation.status === 'expired' || consultation.status === 'cancelled') {
    return <ClosedNotice consultation={consultation} me={me} />
  }

  const active = consultation.status === 'active'
  const other = otherParty(consultation, me)
  const bill = state.bill
  const billProps = bill ? { consultation, bill, reportedAt: state.reportedAt, now, offsetMs: session.clockOffsetMs, me } : null
  const compact = layout !== 'page'
  const otherName = other.name

  const chat = (
    <Card withBorder radius="lg" className={layout === 'clean' && active ? classes.cleanCard : layout === 'page' ? classes.chatCard : classes.compactCard} data-testid="chat-panel" data-consultation-id={consultation.id} data-status={consultation.status} data-me={me}>
      <ChatHeader session={session} now={now} onEnd={() => setConfirmEnd(true)} ending={actions.end.isPending} compact={compact} />
      <ConnectionNote socket={active ? session.socket : 'open'} />
      {billProps &&
        (compact ? (
          <BillStrip {...billProps} />
        ) : active ? (
          <Box hiddenFrom="md">
            <BillStrip {...billProps} />
          </Box>
        ) : null)}
      {active && state.warning && me === 'customer' && (
        <Box p="xs">
          <BalanceWarningAlert warning={state.warning} now={now} offsetMs={session.clockOffsetMs} />
        </Box>
      )}
      <MessageList
        messages={state.messages}
        pending={state.pending}
        me={me}
        otherName={otherName}
        otherTyping={active && state.otherTypingUntil > now}
        onRetry={session.retry}
        onDiscard={session.discard}
        emptyHint={active ? (me === 'customer' ? <Trans>Say hello and ask your question. {otherName} is here.</Trans> : <Trans>Greet {otherName} and ask for their birth details.</Trans>) : <Trans>No messages in this chat.</Trans>}
      />
      <ChatComposer disabled={!active} onSend={session.send} onTyping={session.sendTyping} disabledHint={<Trans>This chat has ended.</Trans>} />
    </Card>
  )

  const summary = !active ? <ChatSummary consultation={consultation} me={me} onChanged={() => session.applyAnswer(consultation)} /> : null
  const endModal = (
    <Modal opened={confirmEnd} onClose={() => setConfirmEnd(false)} title={<Trans>End this chat?</Trans>} centered radius="lg">
      <Text size="sm">
        {me === 'customer' ? (
          <Trans>You pay only for the minutes that have started. You can rate the chat afterwards.</Trans>
        ) : (
          <Trans>The customer is charged only for the minutes that have started.</Trans>
        )}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => setConfirmEnd(false)}>
          <Trans>Keep chatting</Trans>
        </Button>
        <Button color="red" loading={actions.end.isPending} onClick={endChat} data-testid="confirm-end-chat">
          <Trans>End Chat</Trans>
        </Button>
      </Group>
    </Modal>
  )

  if (layout !== 'page') {
    return (
      <>
        {summary ? (
          <Stack gap="md" style={layout === 'clean' ? { overflowY: 'auto', height: '100%', padding: 12 } : undefined}>
            <Box style={{ flexShrink: 0 }}>{summary}</Box>
            <Box style={{ flexShrink: 0 }}>{chat}</Box>
          </Stack>
        ) : (
          chat
        )}
        {endModal}
      </>
    )
  }
  return (
    <>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: active ? 1 : 2, md: 1 }}>
          {chat}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: active ? 2 : 1, md: 2 }}>
          <Stack gap="lg">
            {summary}
            {billProps && (
              <Box visibleFrom={active ? 'md' : undefined}>
                <BillCard {...billProps} />
              </Box>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {endModal}
    </>
  )
}
