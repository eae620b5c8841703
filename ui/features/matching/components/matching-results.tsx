import { useState } from 'react'
import { Alert, Badge, Button, Card, Collapse, Group, List, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconAlertTriangle, IconEdit, IconLink, IconPrinter } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ScoreRing } from '../../../components/score-ring'
import { MatchingForm } from '../../../components/birth/matching-form'
import type { MatchingDetails } from '../../../components/birth/matching-search'
import { translateValidationMessage } from '../../../i18n/validation-messages'
import { notify } from '../../../lib/notify'
import type { MatchAnswer } from '../../../services/calculator-service'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { matchingQueryOptions } from '../api/get-matching'
import { KootaTable } from './koota-table'
import { ManglikPanel } from './manglik-panel'
import classes from './matching.module.css'
import { PartnerCharts } from './partner-charts'
import { PoruthamTable } from './porutham-table'

/** Ring colour of a verdict. */
const VERDICT_COLOR: Record<MatchAnswer['verdictKey'], string> = {
  excellent: 'teal',
  good: 'green',
  average: 'yellow',
  withCaution: 'orange',
  notRecommended: 'red',
}

function ResultsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton height={180} radius="lg" />
      <Skeleton height={360} radius="lg" />
    </Stack>
  )
}

/** The two partners, the score rings and the verdict. */
function Summary({ answer }: { answer: MatchAnswer }) {
  const { t } = useLingui()
  const color = VERDICT_COLOR[answer.verdictKey]
  const boyName = answer.boy.name ?? t`Boy`
  const girlName = answer.girl.name ?? t`Girl`
  const total = answer.total
  const porutham = answer.porutham.total
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm" data-testid="matching-summary">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>
            {boyName} and {girlName}
          </Trans>
        </Title>
        <Group gap="xl" align="center" wrap="wrap">
          <ScoreRing
            className={classes.scoreRing}
            size={150}
            thickness={14}
            percent={(total / 36) * 100}
            color={color}
            label={
              <Stack gap={0} align="center">
                <Text fw={800} size="xl" data-testid="guna-total">
                  {total}
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>of 36 gunas</Trans>
                </Text>
              </Stack>
            }
          />
          <ScoreRing
            className={classes.scoreRing}
            size={110}
            thickness={10}
            percent={porutham * 10}
            color="grape"
            label={
              <Stack gap={0} align="center">
                <Text fw={700} size="lg" data-testid="porutham-total">
                  {porutham}/10
                </Text>
                <Text size="xs" c="dimmed">
                  <Trans>porutham</Trans>
                </Text>
              </Stack>
            }
          />
          <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
            <Badge size="lg" color={color} variant="light" w="fit-content" data-testid="guna-band">
              {answer.bandLabel}
            </Badge>
            <Text fw={600} data-testid="matching-verdict">
              {answer.verdict}
            </Text>
            <Text size="sm">{answer.manglik.couple.text}</Text>
          </Stack>
        </Group>
        {answer.cautions.length > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={<Trans>Weigh these before deciding</Trans>}>
            <List size="sm" spacing={4}>
              {answer.cautions.map((c) => (
                <List.Item key={c.id}>{c.text}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {(['boy', 'girl'] as const).map((p) => {
            const partner = answer[p]
            return (
              <Card key={p} withBorder radius="md" padding="sm" className={classes.partnerCard} data-partner={p} data-testid={`${p}-moon`}>
                <Text fw={700}>{partner.name ?? (p === 'boy' ? boyName : girlName)}</Text>
                <Text size="sm">
                  <Trans>Moon sign</Trans>: <b>{partner.moonSignLabel}</b>
                </Text>
                <Text size="sm">
                  <Trans>Nakshatra</Trans>: <b>{partner.nakshatraLabel}</b> · <Trans>pada {partner.pada}</Trans>
                </Text>
              </Card>
            )
          })}
        </SimpleGrid>
      </Stack>
    </Card>
  )
}

/** Copies the page's address, the link that shows this match to anyone. */
function useCopyLink() {
  const { t } = useLingui()
  return async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      notify({ title: t`Link copied`, message: t`Anyone with this link sees this match.` })
    } catch {
      notify({ variant: 'destructive', title: t`Could not copy the link`, message: t`Copy the address from your browser's address bar.` })
    }
  }
}

/**
 * The match of a link's births: summary, then the Ashtakoota, porutham, manglik and charts tabs (all of
 * them on paper). A 400 shows its problems with the form to correct them.
 */
export function MatchingResults({ details, query }: { details: MatchingDetails; query: Record<string, string> }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const result = useQuery(matchingQueryOptions(services, query))
  const [editing, setEditing] = useState(false)
  const [tab, setTab] = useState<string | null>('ashtakoota')
  const copyLink = useCopyLink()

  if (result.isPending) return <ResultsSkeleton />

  if (result.isError) {
    const error = result.error
    const issues = error instanceof HttpError && error.status === 400 ? error.issues : []
    const message = error instanceof HttpError && error.status === 409 ? error.serverMessage : undefined
    return (
      <Stack gap="lg">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} title={<Trans>We could not match these charts</Trans>} role="alert" data-testid="matching-error">
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
          <MatchingForm initial={details} />
        </Card>
      </Stack>
    )
  }

  const answer = result.data
  return (
    <Stack gap="lg">
      <Group gap="xs" className={classes.noPrint} justify="flex-end">
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
      <Collapse expanded={editing}>
        <Card withBorder radius="lg" padding="lg" className={classes.noPrint}>
          <MatchingForm key={JSON.stringify(details)} initial={details} />
        </Card>
      </Collapse>
      <Summary answer={answer} />
      <Tabs value={tab} onChange={setTab} keepMounted radius="md" variant="outline">
        <Tabs.List className={classes.noPrint}>
          <Tabs.Tab value="ashtakoota">{t`Ashtakoota (36 gunas)`}</Tabs.Tab>
          <Tabs.Tab value="porutham">{t`10 Porutham`}</Tabs.Tab>
          <Tabs.Tab value="manglik">{t`Manglik dosha`}</Tabs.Tab>
          <Tabs.Tab value="charts">{t`Birth charts`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="ashtakoota" pt="md" className={classes.panel}>
          <KootaTable answer={answer} />
        </Tabs.Panel>
        <Tabs.Panel value="porutham" pt="md" className={classes.panel}>
          <PoruthamTable answer={answer} />
        </Tabs.Panel>
        <Tabs.Panel value="manglik" pt="md" className={classes.panel}>
          <ManglikPanel answer={answer} />
        </Tabs.Panel>
        <Tabs.Panel value="charts" pt="md" className={classes.panel}>
          <PartnerCharts details={details} answer={answer} />
        </Tabs.Panel>
      </Tabs>
      <Card withBorder radius="lg" padding="lg">
        <Title order={2} size="h4" mb="xs">
          <Trans>How this match was computed</Trans>
        </Title>
        <List size="sm" spacing={6}>
          {answer.notes.map((note) => (
            <List.Item key={note.id}>{note.text}</List.Item>
          ))}
        </List>
      </Card>
    </Stack>
  )
}
