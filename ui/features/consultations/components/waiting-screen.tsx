import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { IconCheck, IconX } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import type { ConsultationView, ParticipantRole } from '../../../../core/domain/consultation'
import { REQUEST_TIMEOUT_MS } from '../../../../core/consultations/rules'
import { formatRupees } from '../../../../core/wallet/money'
import { AstrologerAvatar } from '../../../components/astrologer-avatar'
import { formatClock, secondsUntil } from '../utils/chat-clock'
import classes from './chat.module.css'

/**
 * A requested chat. The customer waits for the astrologer (with the time left to accept and Cancel); the
 * astrologer sees who asks, with Accept and Decline.
 */
export function WaitingScreen({
  consultation,
  me,
  now,
  offsetMs,
  onCancel,
  onAccept,
  onDecline,
  busy,
}: {
  consultation: ConsultationView
  me: ParticipantRole
  now: number
  offsetMs: number
  onCancel: () => void
  onAccept: () => void
  onDecline: () => void
  busy: 'cancel' | 'accept' | 'decline' | null
}) {
  const left = secondsUntil(consultation.expiresAt, now, offsetMs) ?? 0
  const clock = formatClock(left)
  const astrologer = consultation.astrologer.name
  const customer = consultation.customer.name
  const rate = formatRupees(consultation.ratePaise)
  const share = Math.min(100, (left * 1000 * 100) / REQUEST_TIMEOUT_MS)
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" data-testid="chat-waiting" data-status="requested">
      <Stack align="center" ta="center" gap="md" py="md">
        <span className={classes.waitingRing}>
          <AstrologerAvatar name={me === 'customer' ? astrologer : customer} image={me === 'customer' ? consultation.astrologer.image : null} size={112} />
        </span>
        {me === 'customer' ? (
          <>
            <Title order={1} size="h3">
              <Trans>Waiting for {astrologer} to accept…</Trans>
            </Title>
            <Text c="dimmed" maw={460}>
              <Trans>Your request has been sent. The chat starts as soon as the astrologer accepts; nothing is charged before that.</Trans>
            </Text>
          </>
        ) : (
          <>
            <Title order={1} size="h3">
              <Trans>{customer} wants to chat with you</Trans>
            </Title>
            <Text c="dimmed">
              <Trans>At {rate} a minute. Accept before the time runs out.</Trans>
            </Text>
          </>
        )}
        <Stack gap={4} w="100%" maw={360}>
          <Progress value={share} color={left < 30 ? 'orange' : 'saffron'} radius="xl" size="md" aria-hidden />
          <Text size="sm" c="dimmed" data-testid="request-countdown" data-seconds={left}>
            <Trans>Time left to accept: {clock}</Trans>
          </Text>
        </Stack>
        {me === 'customer' ? (
          <Button variant="default" radius="xl" leftSection={<IconX size={16} aria-hidden />} loading={busy === 'cancel'} onClick={onCancel} data-testid="cancel-request">
            <Trans>Cancel request</Trans>
          </Button>
        ) : (
          <Group>
            <Button variant="default" radius="xl" leftSection={<IconX size={16} aria-hidden />} loading={busy === 'decline'} onClick={onDecline} data-testid="decline-request">
              <Trans>Decline</Trans>
            </Button>
            <Button color="teal" radius="xl" leftSection={<IconCheck size={16} aria-hidden />} loading={busy === 'accept'} onClick={onAccept} data-testid="accept-request">
              <Trans>Accept</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}
