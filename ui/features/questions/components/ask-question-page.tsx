import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Alert, Button, Card, Chip, Container, Group, Skeleton, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core'
import { IconAlertCircle, IconMessageQuestion, IconSend } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import type { RouteEntry } from '../../../app/route-table'
import { QUESTION_TOPICS, type QuestionTopic } from '../../../../core/questions/request'
import type { QuestionBirth } from '../../../../core/questions/ports/question-store'
import { KUNDLI_FIRST_YEAR, KUNDLI_LAST_YEAR } from '../../../../core/kundli/years'
import { hasCoordinates } from '../../../../core/shared/birth-form-messages'
import { BirthDateField, BirthTimeField, NameField } from '../../../components/birth-fields'
import { loadBirthFormSchemas } from '../../../components/birth/birth-form-schemas'
import { useBirthForm, type BirthFormValues } from '../../../components/birth/use-birth-form'
import { newRandomId } from '../../../components/idempotency'
import { PageHero } from '../../../components/page-hero'
import { PlacePicker } from '../../../components/place-picker'
import { platformTermsQueryOptions } from '../../../components/platform-claims'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { myQuestionsQueryOptions } from '../api/question-queries'
import { clearQuestionDraft, readQuestionDraft, saveQuestionDraft } from '../utils/question-draft'
import { TOPIC_LABELS } from '../utils/topics'
import { QuestionCard } from './question-card'

interface Draft {
  topic: QuestionTopic
  text: string
  person: BirthFormValues
}

function isDraft(v: unknown): v is Draft {
  const d = v as Draft | null
  const p = d?.person
  return !!d && (QUESTION_TOPICS as readonly string[]).includes(d.topic) && typeof d.text === 'string' && !!p && typeof p.name === 'string' && typeof p.birthDate === 'string' && typeof p.place?.text === 'string'
}

function birthOf(p: BirthFormValues): QuestionBirth {
  return { name: p.name.trim(), date: p.birthDate, time: p.birthTime.slice(0, 5), lat: p.place.latitude!, lon: p.place.longitude!, place: p.place.text }
}

/**
 * The form of the free question: a topic, the question (up to the admins' length) and the birth the
 * astrologer reads it from. A visitor types it all, then signs up or signs in and comes back to it filled.
 */
function AskForm({ maxChars, path, onAsked }: { maxChars: number; path: string; onAsked: () => void }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const router = useRouter()
  const { language, localize } = useLanguage()
  const { user } = useAuth()
  const person = useBirthForm()
  const [topic, setTopic] = useState<QuestionTopic>('career')
  const [text, setText] = useState('')
  const [textError, setTextError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [ready, setReady] = useState(false)
  // One key per question as typed: a double click or a retry asks once.
  const key = useRef(newRandomId())

  useEffect(() => {
    setReady(true)
    const draft = readQuestionDraft()
    if (isDraft(draft)) {
      setTopic(draft.topic)
      setText(draft.text)
      person.setValues(draft.person)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, [])

  useEffect(() => {
    key.current = newRandomId()
  }, [person.values, topic, text])

  const leaveFor = (target: '/signup' | '/login') => {
    saveQuestionDraft({ topic, text, person: person.values } satisfies Draft)
    void router.navigate({ href: localize(`${target}?redirect=${encodeURIComponent(localize(path))}`) })
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = text.trim()
    const tooShort = trimmed.length < 10
    setTextError(tooShort ? t`Please write your question (at least 10 characters).` : trimmed.length > maxChars ? t`Your question can be at most ${maxChars} characters.` : null)
    const { reportBirthFormSchema } = await loadBirthFormSchemas()
    const parsed = person.show(reportBirthFormSchema.safeParse(person.input))
    if (tooShort || trimmed.length > maxChars || !parsed) return
    if (!hasCoordinates(person.values.place.latitude, person.values.place.longitude)) {
      setProblem(t`Please choose the birth place from the list, so the chart can be cast.`)
      return
    }
    setProblem(null)
    setBusy(true)
    try {
      await services.questions.ask({ topic, text: trimmed, birth: birthOf(person.values), lang: language }, key.current)
      clearQuestionDraft()
      onAsked()
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setProblem(t`You have already used your free question, for this account or for this birth chart.`)
      else if (error instanceof HttpError && error.status === 403) setProblem(t`The free question is not offered right now.`)
      else if (error instanceof HttpError && error.status === 400) setProblem(error.issues.length ? error.issues.map((i) => i.message).join(' ') : t`Please check the question and the birth details.`)
      else setProblem(t`Your question could not be sent. Please try again.`)
    } finally {
      setBusy(false)
    }
  }

  const count = text.trim().length
  return (
    <Card withBorder radius="lg" padding="lg" component="form" onSubmit={submit} onFocus={() => void loadBirthFormSchemas()} noValidate aria-label={t`Ask your free question`} data-testid="question-form">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>Your question</Trans>
        </Title>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            <Trans>What is it about?</Trans>
          </Text>
          <Chip.Group multiple={false} value={topic} onChange={(v) => setTopic(v as QuestionTopic)}>
            <Group gap="xs" data-testid="question-topics">
              {QUESTION_TOPICS.map((value) => (
                <Chip key={value} value={value} color="saffron" size="sm" data-testid={`topic-${value}`}>
                  {i18n._(TOPIC_LABELS[value])}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Textarea
          label={<Trans>Your question</Trans>}
          placeholder={t`For example: When is a good time for me to change jobs?`}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value)
            setTextError(null)
          }}
          maxLength={maxChars}
          autosize
          minRows={4}
          required
          error={textError}
          description={<Trans>{count} of {maxChars} characters</Trans>}
          data-testid="question-text-input"
        />
        <Stack gap="sm">
          <Text fw={700}>
            <Trans>Birth details</Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>The astrologer reads your answer from this birth chart.</Trans>
          </Text>
          <NameField placeholder={t`Enter the name`} {...person.field('name')} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <BirthDateField min={`${KUNDLI_FIRST_YEAR}-01-01`} max={`${KUNDLI_LAST_YEAR}-12-31`} {...person.field('birthDate')} />
            <BirthTimeField {...person.field('birthTime')} />
          </SimpleGrid>
          <PlacePicker label={<Trans>Birth place</Trans>} {...person.place} search={(query) => services.content.searchLocations(query)} required />
        </Stack>
        {problem && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="question-error">
            {problem}
          </Alert>
        )}
        {user ? (
          <Group>
            <Button type="submit" size="md" radius="xl" color="saffron" leftSection={<IconSend size={18} />} loading={busy} disabled={!ready} data-testid="question-submit">
              <Trans>Send my free question</Trans>
            </Button>
          </Group>
        ) : (
          <Alert color="saffron" variant="light" icon={<IconMessageQuestion size={18} />} data-testid="question-sign-in">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <Trans>Create a free account or sign in to send your question. What you typed is kept.</Trans>
              </Text>
              <Group gap="xs">
                <Button size="sm" radius="xl" color="saffron" onClick={() => leaveFor('/signup')} disabled={!ready} data-testid="question-signup">
                  <Trans>Sign up and send</Trans>
                </Button>
                <Button size="sm" radius="xl" variant="light" color="cosmic" onClick={() => leaveFor('/login')} disabled={!ready} data-testid="question-login">
                  <Trans>Sign in</Trans>
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  )
}

/**
 * /ask-a-question: the free first question. A customer who has asked sees their question, its state and
 * the astrologer's answer; one who has not (and a visitor) sees the form while the offer is on.
 */
export function AskQuestionPage({ entry }: { entry: RouteEntry }) {
  const services = useServices()
  const { user, loading } = useAuth()
  const queryClient = useQueryClient()
  const terms = useQuery(platformTermsQueryOptions(services.content))
  const mine = useQuery({ ...myQuestionsQueryOptions(services, user?.id ?? ''), enabled: !!user })
  const offer = terms.data?.offers.firstQuestion
  const asked = mine.data ?? []
  const onAsked = () => void queryClient.invalidateQueries({ queryKey: myQuestionsQueryOptions(services, user?.id ?? '').queryKey })
  const canAsk = offer?.enabled && user?.role !== 'astrologer' && user?.role !== 'admin' && (!user || (mine.isSuccess && asked.length === 0))
  const settling = !terms.data || loading || (!!user && mine.isPending)
  return (
    <>
      <PageHero
        title={<Trans>Ask a Free Question</Trans>}
        subtitle={<Trans>Write one question about love, marriage, career, health or money. One of our astrologers reads your birth chart and answers you in writing, free for your first question.</Trans>}
      />
      <Container py="xl" size="md">
        <Stack gap="lg">
          {asked.length > 0 && (
            <Stack gap="sm" data-testid="my-questions">
              <Title order={2} size="h3">
                <Trans>Your question</Trans>
              </Title>
              {asked.map((q) => (
                <QuestionCard key={q.id} question={q} />
              ))}
              {asked.some((q) => q.status !== 'answered') && (
                <Text size="sm" c="dimmed">
                  <Trans>The answer appears here, and we mail you when it is written.</Trans>
                </Text>
              )}
            </Stack>
          )}
          {settling && asked.length === 0 ? (
            <Skeleton h={420} radius="lg" />
          ) : canAsk && offer ? (
            <AskForm maxChars={offer.maxChars} path={entry.path} onAsked={onAsked} />
          ) : (
            asked.length === 0 && (
              <Alert color="gray" icon={<IconMessageQuestion size={18} />} data-testid="question-unavailable">
                {offer?.enabled ? <Trans>The free question is for customers' accounts.</Trans> : <Trans>The free question is not offered right now.</Trans>}
              </Alert>
            )
          )}
        </Stack>
      </Container>
    </>
  )
}
