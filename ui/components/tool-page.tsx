import { useState, type ReactNode } from 'react'
import { Alert, Button, Card, Collapse, Container, Grid, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconEdit, IconLink, IconPrinter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { translateValidationMessage } from '../i18n/validation-messages'
import { HttpError } from '../services/http'
import type { AnswerQueryOptions } from './birth/birth-api-query'
import { PageHero } from './page-hero'
import { useCopyLink } from './use-copy-link'

function ResultSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton height={140} radius="lg" />
      <Skeleton height={420} radius="lg" />
    </Stack>
  )
}

/** A free tool's page before its input is given: the hero, the form in a card, and what the tool gives. */
export function ToolIntro({ title, description, formTitle, formHint, form, about }: { title: string; description: string; formTitle: ReactNode; formHint?: ReactNode; form: ReactNode; about: ReactNode }) {
  return (
    <>
      <PageHero title={title} subtitle={description} />
      <Container py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="lg" shadow="sm">
              <Title order={2} size="h3" mb="xs">
                {formTitle}
              </Title>
              {formHint ? (
                <Text size="sm" c="dimmed" mb="md">
                  {formHint}
                </Text>
              ) : null}
              {form}
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>{about}</Grid.Col>
        </Grid>
      </Container>
    </>
  )
}

/**
 * A free tool's answer for the input its URL carries: a skeleton while it loads; the problems with the
 * form when the input is refused (400 with issues, 409 with a message); else who it is for, the edit,
 * copy-link and print controls, and the answer.
 */
export function ToolResult<T>({
  options,
  form,
  summary,
  notice,
  children,
}: {
  options: AnswerQueryOptions<T>
  /** The form, pre-filled with the URL's input. */
  form: ReactNode
  /** Whose answer this is (name, date…). */
  summary: ReactNode
  notice?: ReactNode
  children: (answer: T) => ReactNode
}) {
  const { i18n } = useLingui()
  const result = useQuery(options)
  const [editing, setEditing] = useState(false)
  const copyLink = useCopyLink()

  if (result.isPending) return <ResultSkeleton />

  if (result.isError) {
    const error = result.error
    const issues = error instanceof HttpError && error.status === 400 ? error.issues : []
    const message = error instanceof HttpError && error.status === 409 ? error.serverMessage : undefined
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={<Trans>We could not compute this</Trans>} role="alert" data-testid="tool-error">
          {issues.length > 0 ? (
            <List size="sm">
              {issues.map((issue) => (
                <List.Item key={`${issue.path}:${issue.message}`}>{translateValidationMessage(i18n, issue.message)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">{message ?? <Trans>Please check the details and try again.</Trans>}</Text>
          )}
        </Alert>
        <Card withBorder radius="lg" padding="lg">
          {form}
        </Card>
      </Stack>
    )
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap" data-print="hide">
        {summary}
        <Group gap="xs">
          <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
            <Trans>Edit details</Trans>
          </Button>
          <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={() => void copyLink()}>
            <Trans>Copy link</Trans>
          </Button>
          <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        </Group>
      </Group>
      <Collapse expanded={editing}>
        <Card withBorder radius="lg" padding="lg">
          {form}
        </Card>
      </Collapse>
      {notice}
      {children(result.data)}
    </Stack>
  )
}

/** The "what this tool gives" card beside an empty form. */
export function AboutToolCard({ title, items, note, icon }: { title: ReactNode; items: ReactNode[]; note?: ReactNode; icon?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
        <List spacing="xs" size="sm">
          {items.map((item, i) => (
            <List.Item key={i}>{item}</List.Item>
          ))}
        </List>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
