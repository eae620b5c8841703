import { useState } from 'react'
import { Alert, Anchor, Button, Container, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconMessageQuestion, IconSend } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MIN_ANSWER_CHARS } from '../../../../core/questions/request'
import type { QuestionJson } from '../../../../core/questions/question-json'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { openQuestionsQueryOptions } from '../api/question-queries'
import { QuestionCard } from './question-card'

/** The answer box of a question the astrologer holds. */
function AnswerBox({ question, onDone }: { question: QuestionJson; onDone: (problem: string | null) => void }) {
  const { t } = useLingui()
  const services = useServices()
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const count = answer.trim().length
  const until = question.heldUntil ? new Date(question.heldUntil).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) : ''
  const send = async () => {
    if (count < MIN_ANSWER_CHARS) {
      setError(t`Please write at least ${MIN_ANSWER_CHARS} characters.`)
      return
    }
    setBusy(true)
    try {
      await services.questions.answer(question.id, answer.trim())
      onDone(null)
    } catch (e) {
      if (e instanceof HttpError && e.status === 409) onDone(e.code === 'QUESTION.ANSWERED' ? t`This question has already been answered.` : t`Another astrologer took this question meanwhile.`)
      else setError(t`The answer could not be sent. Please try again.`)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="xs">
      {until && (
        <Text size="xs" c="dimmed">
          <Trans>This question is yours to answer until {until}; after that it returns to the list.</Trans>
        </Text>
      )}
      <Textarea
        label={<Trans>Your answer</Trans>}
        value={answer}
        onChange={(e) => {
          setAnswer(e.currentTarget.value)
          setError(null)
        }}
        autosize
        minRows={6}
        maxLength={5000}
        error={error}
        description={<Trans>{count} characters (at least {MIN_ANSWER_CHARS})</Trans>}
        data-testid="answer-input"
      />
      <Group>
        <Button color="saffron" radius="xl" leftSection={<IconSend size={16} />} loading={busy} onClick={() => void send()} data-testid="answer-send">
          <Trans>Send the answer</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/**
 * /astrologer-dashboard/questions: the customers' free questions waiting for an answer, oldest first.
 * "Answer" holds one for this astrologer for 30 minutes (no one else can answer it meanwhile) and opens
 * the answer box beside the question, its topic and a link to the chart.
 */
export function AstrologerQuestionsPage(_props: { entry: RouteEntry }) {
  const { t } = useLingui()
  const services = useServices()
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const isAstrologer = user?.role === 'astrologer'
  const open = useQuery({ ...openQuestionsQueryOptions(services, user?.id ?? ''), enabled: isAstrologer })
  const [notice, setNotice] = useState<{ color: string; text: string } | null>(null)
  const [taking, setTaking] = useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: openQuestionsQueryOptions(services, user?.id ?? '').queryKey })

  const take = async (id: string) => {
    setTaking(id)
    setNotice(null)
    try {
      const held = await services.questions.take(id)
      queryClient.setQueryData(openQuestionsQueryOptions(services, user?.id ?? '').queryKey, (list) => list?.map((q) => (q.id === id ? held : q)))
    } catch (e) {
      setNotice({ color: 'orange', text: e instanceof HttpError && e.status === 409 ? t`Another astrologer is answering this question.` : t`The question could not be opened. Please try again.` })
      await refresh()
    } finally {
      setTaking(null)
    }
  }

  const done = async (problem: string | null) => {
    setNotice(problem ? { color: 'orange', text: problem } : { color: 'teal', text: t`Thank you: your answer was sent, and the customer is told by mail.` })
    await refresh()
  }

  return (
    <>
      <PageHero title={<Trans>Customers' questions</Trans>} subtitle={<Trans>Free first questions waiting for an astrologer's written answer, oldest first.</Trans>} />
      <Container py="xl" size="md">
        <Stack gap="md">
          <Anchor component={LocalLink} to="/astrologer-dashboard" size="sm">
            <Group gap={4}>
              <IconArrowLeft size={14} aria-hidden />
              <Trans>Astrologer Dashboard</Trans>
            </Group>
          </Anchor>
          {!isAstrologer && user && (
            <Alert color="gray" icon={<IconAlertCircle size={18} />}>
              <Trans>Only astrologers answer questions.</Trans>
            </Alert>
          )}
          {notice && (
            <Alert color={notice.color} data-testid="questions-notice">
              {notice.text}
            </Alert>
          )}
          {isAstrologer && open.isPending && <Skeleton h={200} radius="lg" />}
          {open.data?.length === 0 && (
            <Alert color="gray" icon={<IconMessageQuestion size={18} />} data-testid="no-open-questions">
              <Trans>No question is waiting right now.</Trans>
            </Alert>
          )}
          {open.data && open.data.length > 0 && (
            <Title order={2} size="h4">
              <Trans>Waiting for an answer</Trans>
            </Title>
          )}
          {open.data?.map((q) => (
            <QuestionCard key={q.id} question={q}>
              {q.heldUntil ? (
                <AnswerBox question={q} onDone={done} />
              ) : (
                <Group>
                  <Button color="saffron" radius="xl" variant="light" loading={taking === q.id} onClick={() => void take(q.id)} data-testid="question-take">
                    <Trans>Answer</Trans>
                  </Button>
                </Group>
              )}
            </QuestionCard>
          ))}
        </Stack>
      </Container>
    </>
  )
}
