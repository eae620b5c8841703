import { Alert, Button, Card, Container, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconReceiptRefund } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useParams, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { ReportJson, ReportType } from '../../../../core/domain/report'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { useHydrated } from '../../../lib/use-hydrated'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { reportQueryOptions, reportSampleQueryOptions } from '../api/report-queries'
import { reportResultsHref, reportTypeOfResultsPath, sampleTypeOf } from '../utils/report-order'
import { ReportView } from './report-view'

function Writing({ report }: { report: ReportJson }) {
  const percent = report.status === 'queued' ? 0 : report.progress
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="report-progress" data-status={report.status} data-progress={percent}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {report.status === 'queued' ? <Trans>Your report is in the queue…</Trans> : <Trans>Writing your report… {percent}%</Trans>}
        </Title>
        <Progress value={Math.max(3, percent)} size="xl" radius="xl" color="saffron" animated striped aria-label={`${percent}%`} />
        {report.currentSection && (
          <Text c="dimmed" data-testid="report-current-section">
            <Trans>Now writing: {report.currentSection}</Trans>
          </Text>
        )}
        <Text size="sm" c="dimmed">
          <Trans>You may leave this page: the report is saved under My Reports and we mail you when it is ready.</Trans>
        </Text>
      </Stack>
    </Card>
  )
}

function Failed({ offer }: { offer: boolean }) {
  return (
    <Alert color="red" icon={<IconReceiptRefund size={20} />} title={<Trans>The report could not be written</Trans>} data-testid="report-failed">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {offer ? (
            <Trans>Something went wrong while writing it. Your free report offer is still yours: please order it again, or contact support.</Trans>
          ) : (
            <Trans>Something went wrong while writing it. Its price has been returned to your wallet. Please try again or contact support.</Trans>
          )}
        </Text>
        <Button component={LocalLink} to="/report" size="xs" variant="light" color="red">
          <Trans>Back to reports</Trans>
        </Button>
      </Stack>
    </Alert>
  )
}

/**
 * Moves the reader to the address that names the report's type when the one in the bar names another
 * (the super horoscope's address, which every report once had and old mails still carry).
 */
function useTypedAddress(type: ReportType | undefined, id: string) {
  const router = useRouter()
  const { localize } = useLanguage()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const shown = reportTypeOfResultsPath(pathname)
  useEffect(() => {
    if (type && shown && shown !== type) void router.navigate({ href: localize(reportResultsHref(type, id)), replace: true })
  }, [type, shown, id, router, localize])
}

function OwnReport({ id }: { id: string }) {
  const services = useServices()
  const report = useQuery(reportQueryOptions(services, id))
  useTypedAddress(report.data?.type, id)
  if (report.isPending) return <Skeleton h={240} radius="lg" />
  if (report.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="report-missing">
        {report.error instanceof HttpError && report.error.status === 404 ? <Trans>There is no such report in your account.</Trans> : <Trans>The report could not be loaded. Please try again.</Trans>}
      </Alert>
    )
  const r = report.data
  if (r.status === 'failed') return <Failed offer={r.offer !== null} />
  if (r.status !== 'done') return <Writing report={r} />
  return <ReportView report={r} />
}

function Sample({ type }: { type: NonNullable<ReturnType<typeof sampleTypeOf>> }) {
  const services = useServices()
  const { language } = useLanguage()
  const sample = useQuery(reportSampleQueryOptions(services, type, language))
  useTypedAddress(type, `sample-${type}`)
  if (sample.isPending) return <Skeleton h={240} radius="lg" />
  if (sample.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />}>
        <Trans>The sample could not be loaded. Please try again.</Trans>
      </Alert>
    )
  return (
    <Stack gap="lg">
      <Alert color="cosmic" variant="light" data-testid="sample-note">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            <Trans>This is a free sample written from a demo birth chart. Yours is written from your own chart.</Trans>
          </Text>
          <Button component={LocalLink} to={`/reports/${type}`} size="xs" color="saffron" radius="xl">
            <Trans>Order yours</Trans>
          </Button>
        </Group>
      </Alert>
      <ReportView report={sample.data} />
    </Stack>
  )
}

/** /reports/{type}/results/{reportId}: a report as it is written (live progress) and once done; `sample-<type>` shows a sample. */
export function ReportResultPage({ entry }: { entry: RouteEntry }) {
  void entry
  const { reportId } = useParams({ strict: false }) as { reportId?: string }
  const id = reportId ?? ''
  const sampleType = sampleTypeOf(id)
  const { user, loading } = useAuth()
  const hydrated = useHydrated()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  let body
  if (sampleType) body = <Sample type={sampleType} />
  else if (!hydrated || loading) body = <Skeleton h={240} radius="lg" />
  else if (!user)
    body = (
      <Alert color="cosmic" variant="light">
        <Group justify="space-between">
          <Text>
            <Trans>Sign in to read your report.</Trans>
          </Text>
          <Button component={LocalLink} to={`/login?redirect=${encodeURIComponent(reportResultsHref(reportTypeOfResultsPath(pathname) ?? 'super-horoscope', id))}`} size="xs" color="saffron">
            <Trans>Sign in</Trans>
          </Button>
        </Group>
      </Alert>
    )
  else body = <OwnReport id={id} />
  return (
    <Container py="xl" size="lg">
      {body}
    </Container>
  )
}
