import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Alert, Badge, Button, Card, Collapse, Group, Rating, SimpleGrid, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core'
import { IconCircleCheck, IconHeartHandshake, IconMessageCircle, IconReceiptRefund, IconStar } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ConsultationView, ParticipantRole } from '../../../../core/domain/consultation'
import { REVIEW_TEXT_MAX_CHARS } from '../../../../core/consultations/rules'
import { formatDuration } from '../../../../core/shared/formatting'
import { formatRupees } from '../../../../core/wallet/money'
import { chatMinutes, END_REASON_LABELS, REFUND_STATUS_COLORS, REFUND_STATUS_LABELS } from '../../../components/consultation-labels'
import { LocalLink } from '../../../components/local-link'
import { StarRating } from '../../../components/star-rating'
import { notify } from '../../../lib/notify'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { formatClock, netChargedPaise } from '../utils/chat-clock'
import { consultationKeys } from '../api/keys'
import { astrologerKeys } from '../../astrologers/api/keys'

/** Duration text, translated: 'N minutes' under an hour, else 'Xh Ym'. */
function DurationText({ minutes }: { minutes: number }) {
  if (minutes < 60) return <Plural value={minutes} one="# minute" other="# minutes" />
  return <>{formatDuration(minutes)}</>
}

function ReviewForm({ consultation, onDone }: { consultation: ConsultationView; onDone: () => void }) {
  const { t } = useLingui()
  const { consultations } = useServices()
  const [rating, setRating] = useState(0)
  const [text, setText] = useState('')
  const [touched, setTouched] = useState(false)
  const name = consultation.astrologer.name
  const review = useMutation({
    mutationFn: () => consultations.review(consultation.id, { rating, text: text.trim() }),
    onSuccess: () => {
      notify({ variant: 'success', title: t`Thank you!`, message: t`Your review helps others choose.` })
      onDone()
    },
    onError: (error) => {
      if (error instanceof HttpError && error.code === 'CONSULTATION.ALREADY_REVIEWED') onDone()
      else notify({ variant: 'destructive', title: t`The review could not be saved`, message: t`Please try again.` })
    },
  })
  const invalidRating = touched && rating < 1
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        setTouched(true)
        if (rating >= 1 && text.length <= REVIEW_TEXT_MAX_CHARS) review.mutate()
      }}
      aria-label={t`Rate your chat`}
      data-testid="review-form"
      data-rating={rating}
    >
      <Stack gap="sm">
        <Text fw={700}>
          <Trans>How was your chat with {name}?</Trans>
        </Text>
        <div>
          <Rating value={rating} onChange={setRating} size="xl" color="saffron" aria-label={t`Your rating`} data-testid="review-rating" />
          {invalidRating && (
            <Text size="xs" c="red" mt={4} role="alert">
              <Trans>Give a rating from 1 to 5 stars</Trans>
            </Text>
          )}
        </div>
        <Textarea
          label={<Trans>Your review (optional)</Trans>}
          placeholder={t`What did you like? What could be better?`}
          autosize
          minRows={3}
          maxLength={REVIEW_TEXT_MAX_CHARS}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-testid="review-text"
        />
        <Button type="submit" color="saffron" radius="xl" loading={review.isPending} leftSection={<IconStar size={16} aria-hidden />} w="fit-content" data-testid="review-submit">
          <Trans>Submit review</Trans>
        </Button>
      </Stack>
    </form>
  )
}

function RefundSection({ consultation, onDone }: { consultation: ConsultationView; onDone: () => void }) {
  const { t, i18n } = useLingui()
  const { consultations } = useServices()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const refund = consultation.refund
  const request = useMutation({
    mutationFn: () => consultations.requestRefund(consultation.id, reason.trim()),
    onSuccess: () => {
      notify({ variant: 'success', title: t`Refund requested`, message: t`Our support team will review your request.` })
      onDone()
    },
    onError: (error) => {
      if (error instanceof HttpError && error.status === 409) onDone()
      else notify({ variant: 'destructive', title: t`The refund request could not be sent`, message: t`Please try again.` })
    },
  })

  if (refund) {
    const refunded = formatRupees(refund.refundedPaise, { decimals: 2 })
    return (
      <Stack gap={6} data-testid="refund-status" data-status={refund.status}>
        <Group gap="xs">
          <Text fw={700}>
            <Trans>Refund</Trans>
          </Text>
          <Badge color={REFUND_STATUS_COLORS[refund.status]} variant="light">
            {i18n._(REFUND_STATUS_LABELS[refund.status])}
          </Badge>
        </Group>
        {refund.status === 'granted' && (
          <Text size="sm">
            <Trans>{refunded} was returned to your wallet.</Trans>
          </Text>
        )}
        {refund.note && (
          <Text size="sm" c="dimmed">
            {refund.note}
          </Text>
        )}
      </Stack>
    )
  }
  if (consultation.chargedPaise <= 0) return null
  const tooShort = touched && reason.trim().length < 10
  return (
    <Stack gap="xs">
      <Button variant="subtle" color="gray" leftSection={<IconReceiptRefund size={16} aria-hidden />} onClick={() => setOpen((o) => !o)} w="fit-content" px={0} data-testid="refund-toggle">
        <Trans>Not satisfied? Request a refund</Trans>
      </Button>
      <Collapse expanded={open}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            setTouched(true)
            if (reason.trim().length >= 10) request.mutate()
          }}
          aria-label={t`Request a refund`}
          data-testid="refund-form"
        >
          <Stack gap="sm">
            <Textarea
              label={<Trans>Why do you ask for a refund?</Trans>}
              description={<Trans>10 to 1000 characters. Our support team reviews every request.</Trans>}
              autosize
              minRows={3}
              maxLength={1000}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={tooShort ? t`Tell us in 10 to 1000 characters why you ask for a refund` : undefined}
              data-testid="refund-reason"
            />
            <Button type="submit" variant="light" color="red" radius="xl" loading={request.isPending} w="fit-content" data-testid="refund-submit">
              <Trans>Send refund request</Trans>
            </Button>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  )
}

/**
 * After the chat: how it ended, how long it lasted and what it cost; for the customer the rating and
 * review (once) and the refund request (when something was charged).
 */
export function ChatSummary({ consultation, me, onChanged }: { consultation: ConsultationView; me: ParticipantRole; onChanged: () => void }) {
  const { i18n } = useLingui()
  const queryClient = useQueryClient()
  const started = consultation.acceptedAt !== null
  const minutes = chatMinutes(consultation.elapsedSeconds)
  const clock = formatClock(consultation.elapsedSeconds)
  const charged = formatRupees(consultation.chargedPaise, { decimals: 2 })
  const net = formatRupees(netChargedPaise(consultation), { decimals: 2 })
  const refunded = formatRupees(consultation.refundedPaise, { decimals: 2 })
  const done = () => {
    onChanged()
    void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    void queryClient.invalidateQueries({ queryKey: astrologerKeys.reviewsAll })
  }
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="chat-summary" data-status={consultation.status} data-charged={consultation.chargedPaise} data-elapsed={consultation.elapsedSeconds}>
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color="cosmic" variant="light">
          <IconCircleCheck size={26} aria-hidden />
        </ThemeIcon>
        <div>
          <Title order={2} size="h4">
            <Trans>Chat ended</Trans>
          </Title>
          {consultation.endReason && (
            <Text size="sm" c="dimmed" data-testid="end-reason" data-reason={consultation.endReason}>
              {i18n._(END_REASON_LABELS[consultation.endReason])}
            </Text>
          )}
        </div>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" mb="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            <Trans>Duration</Trans>
          </Text>
          <Text fw={800} title={clock}>
            <DurationText minutes={minutes} />
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            <Trans>Charged</Trans>
          </Text>
          <Text fw={800} data-testid="summary-charged">
            {charged}
          </Text>
        </div>
        {consultation.refundedPaise > 0 && (
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              <Trans>Refunded</Trans>
            </Text>
            <Text fw={800} c="teal">
              {refunded}
            </Text>
            <Text size="xs" c="dimmed">
              <Trans>Net {net}</Trans>
            </Text>
          </div>
        )}
      </SimpleGrid>

      {me === 'customer' && started && (
        <Stack gap="lg">
          {consultation.review ? (
            <Alert color="teal" variant="light" icon={<IconHeartHandshake size={18} aria-hidden />} data-testid="review-done">
              <Group gap="xs">
                <Trans>Thank you for your review</Trans>
                <StarRating value={consultation.review.rating} size="sm" />
              </Group>
              {consultation.review.text && (
                <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                  {consultation.review.text}
                </Text>
              )}
            </Alert>
          ) : (
            <ReviewForm consultation={consultation} onDone={done} />
          )}
          <RefundSection consultation={consultation} onDone={done} />
        </Stack>
      )}
      {me === 'customer' && (
        <Group mt="lg" gap="xs">
          <Button component={LocalLink} to={`/astrologer/${consultation.astrologer.slug || consultation.astrologer.id}`} variant="light" color="saffron" radius="xl" leftSection={<IconMessageCircle size={16} aria-hidden />}>
            <Trans>Chat again</Trans>
          </Button>
          <Button component={LocalLink} to="/dashboard/chat" variant="subtle" color="cosmic" radius="xl">
            <Trans>All my chats</Trans>
          </Button>
        </Group>
      )}
    </Card>
  )
}
