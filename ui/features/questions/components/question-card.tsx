import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { QuestionJson } from '../../../../core/questions/question-json'
import { birthSearchString, EMPTY_BIRTH_DETAILS } from '../../../components/birth/birth-search'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { LocalLink } from '../../../components/local-link'
import { useLanguage } from '../../../i18n/language'
import { TOPIC_LABELS } from '../utils/topics'
import { formatShortDate } from '../../../../core/shared/formatting'

export function StatusBadge({ status }: { status: QuestionJson['status'] }) {
  if (status === 'answered')
    return (
      <Badge color="teal" variant="light" data-testid="question-status">
        <Trans>Answered</Trans>
      </Badge>
    )
  if (status === 'answering')
    return (
      <Badge color="cosmic" variant="light" data-testid="question-status">
        <Trans>An astrologer is answering</Trans>
      </Badge>
    )
  return (
    <Badge color="yellow" variant="light" data-testid="question-status">
      <Trans>Waiting for an astrologer</Trans>
    </Badge>
  )
}

/** The kundli page with this question's birth filled in. */
export function kundliHrefOf(q: QuestionJson): string {
  return `/kundli?${birthSearchString({ ...EMPTY_BIRTH_DETAILS, name: q.birth.name, date: q.birth.date, time: q.birth.time, location: q.birth.place ?? '', latitude: q.birth.lat, longitude: q.birth.lon, tz: q.birth.tz ?? '' })}`
}

/** One question: its topic, the text, the birth it is about, its state, and the answer once given. */
export function QuestionCard({ question: q, children }: { question: QuestionJson; children?: ReactNode }) {
  const { t, i18n } = useLingui()
  const { language } = useLanguage()
  const date = (iso: string) => formatShortDate(iso, DISPLAY_LOCALES[language])
  const asked = date(q.createdAt)
  const topic = i18n._(TOPIC_LABELS[q.topic])
  const place = q.birth.place ? `, ${q.birth.place}` : ''
  const astrologer = q.astrologerName ?? t`Our astrologer`
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="question" data-status={q.status}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Badge variant="outline" color="saffron">
              {topic}
            </Badge>
            <StatusBadge status={q.status} />
          </Group>
          <Text size="xs" c="dimmed">
            <Trans>Asked on {asked}</Trans>
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="question-text">
          {q.text}
        </Text>
        <Text size="sm" c="dimmed">
          {q.birth.name} · {q.birth.date} {q.birth.time}
          {place} ·{' '}
          <Anchor component={LocalLink} to={kundliHrefOf(q)} size="sm" data-testid="question-kundli">
            <Trans>Birth chart</Trans>
          </Anchor>
        </Text>
        {q.answer && (
          <Card radius="md" padding="md" bg="var(--mantine-color-teal-light)" data-testid="question-answer">
            <Stack gap={6}>
              <Text fw={700} size="sm">
                {q.answeredAt ? <Trans>{astrologer} answered on {date(q.answeredAt)}</Trans> : <Trans>{astrologer} answered</Trans>}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{q.answer}</Text>
            </Stack>
          </Card>
        )}
        {children}
      </Stack>
    </Card>
  )
}
