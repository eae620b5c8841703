import { useState } from 'react'
import { Alert, Badge, Button, Card, Container, Group, SegmentedControl, Skeleton, Stack, Text, Textarea } from '@mantine/core'
import { IconMail, IconSend } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ContactMessage } from '../../../../core/administration/ports/contact-messages'
import { LANGUAGES } from '../../../../core/shared/language'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { ADMIN_MESSAGES } from '../utils/admin-messages'
import { translateValidationMessage } from '../../../i18n/validation-messages'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { adminKeys } from '../api/keys'
import { formatDateTime } from '../../../../core/shared/formatting'


function when(iso: string, locale: string): string {
  return formatDateTime(iso, locale)
}

/** One message with its reply, or a box to write one (mailed to the sender). */
function Response({ message }: { message: ContactMessage }) {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const queryClient = useQueryClient()
  const [reply, setReply] = useState('')
  const [error, setError] = useState<string | null>(null)
  const send = useMutation({
    mutationFn: () => admin.replyToContactMessage(message.id, reply),
    onSuccess: async () => {
      setError(null)
      await queryClient.invalidateQueries({ queryKey: adminKeys.responses })
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 409) setError(t`Another admin has already answered this message.`)
      else if (e instanceof HttpError && e.issues.length) setError(translateValidationMessage(i18n, e.issues[0]!.message, ADMIN_MESSAGES))
      else setError(t`The reply could not be sent. Please try again.`)
    },
  })
  return (
    <Card withBorder radius="md" padding="md" data-testid="response" data-status={message.status}>
      {/* With the language of the page it was sent from: the mail around the reply is written in it. */}
      <Group justify="space-between" align="flex-start" mb={6}>
        <div>
          <Text fw={700}>{message.name}</Text>
          <Text size="sm" c="dimmed">
            {message.email} · <span data-testid="response-language">{LANGUAGES.find((l) => l.code === message.lang)?.nativeName}</span> · {when(message.createdAt, i18n.locale)}
          </Text>
        </div>
        <Badge color={message.status === 'new' ? 'saffron' : 'green'} variant="light">
          {message.status === 'new' ? t`New` : t`Answered`}
        </Badge>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{message.message}</Text>
      {message.reply ? (
        <Alert mt="sm" color="green" variant="light" icon={<IconMail size={16} />} title={t`Reply by ${message.reply.by}, ${when(message.reply.at, i18n.locale)}`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.reply.text}
          </Text>
        </Alert>
      ) : (
        <Stack gap="xs" mt="sm">
          <Textarea placeholder={t`Write a reply; it is mailed to ${message.email}`} value={reply} onChange={(e) => setReply(e.currentTarget.value)} autosize minRows={2} error={error} aria-label={t`Reply`} />
          <Button size="xs" w="fit-content" leftSection={<IconSend size={14} />} onClick={() => send.mutate()} loading={send.isPending} data-testid="reply-send">
            <Trans>Send reply</Trans>
          </Button>
        </Stack>
      )}
    </Card>
  )
}

/** /admin/responses: the contact and support forms' messages, newest first, to read and answer. */
export function AdminResponsesPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const [filter, setFilter] = useState<'all' | 'new' | 'answered'>('new')
  const list = useQuery({ queryKey: adminKeys.responses, queryFn: () => admin.contactMessages() })
  const shown = (list.data ?? []).filter((m) => filter === 'all' || m.status === filter)
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container size="md" py="xl">
        <Stack gap="md">
          <SegmentedControl
            value={filter}
            onChange={(v) => setFilter(v as typeof filter)}
            data={[
              { value: 'new', label: t`New` },
              { value: 'answered', label: t`Answered` },
              { value: 'all', label: t`All` },
            ]}
            w="fit-content"
          />
          {list.isPending ? (
            <Skeleton height={300} />
          ) : list.isError ? (
            <Alert color="red" role="alert">
              <Trans>The messages could not be loaded.</Trans>
            </Alert>
          ) : shown.length === 0 ? (
            <Text c="dimmed">
              <Trans>No messages here.</Trans>
            </Text>
          ) : (
            shown.map((m) => <Response key={m.id} message={m} />)
          )}
        </Stack>
      </Container>
    </>
  )
}
