import { Alert, Anchor, Badge, Button, Card, Container, Group, Progress, Skeleton, Stack, Text } from '@mantine/core'
import { IconFileText } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReportJson, ReportStatus } from '../../../../core/domain/report'
import { formatRupees } from '../../../../core/wallet/money'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { DISPLAY_LOCALES } from '../../../components/display-locale'
import { useLanguage } from '../../../i18n/language'
import { useAuth } from '../../../lib/auth'
import { PdfButton } from './pdf-button'
import { useServices } from '../../../services/services-context'
import { myReportsQueryOptions } from '../api/report-queries'
import { reportResultsHref } from '../utils/report-order'
import { formatShortDate } from '../../../../core/shared/formatting'

function StatusBadge({ status, refunded }: { status: ReportStatus; refunded: boolean }) {
  if (status === 'done')
    return (
      <Badge color="teal" variant="light">
        <Trans>Ready</Trans>
      </Badge>
    )
  if (status === 'failed')
    return (
      <Badge color="red" variant="light">
        {refunded ? <Trans>Failed, refunded</Trans> : <Trans>Failed</Trans>}
      </Badge>
    )
  return (
    <Badge color="yellow" variant="light">
      {status === 'queued' ? <Trans>Queued</Trans> : <Trans>Writing</Trans>}
    </Badge>
  )
}

function ReportRow({ report }: { report: ReportJson }) {
  const { language } = useLanguage()
  const { t } = useLingui()
  const when = formatShortDate(report.createdAt, DISPLAY_LOCALES[language])
  const who = report.partnerName ? `${report.name} & ${report.partnerName}` : report.name
  return (
    <Card withBorder radius="lg" padding="md" data-testid="my-report" data-status={report.status}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Group gap="xs">
            <IconFileText size={18} aria-hidden />
            <Anchor component={LocalLink} to={reportResultsHref(report.type, report.id)} fw={700}>
              {report.title ?? t`Report for ${who}`}
            </Anchor>
            <StatusBadge status={report.status} refunded={report.refunded} />
          </Group>
          <Text size="sm" c="dimmed">
            {who} · {when} · {report.offer ? t`Free (first report)` : formatRupees(report.price)}
          </Text>
        </div>
        {report.status === 'done' && (
          <PdfButton report={report} size="xs" variant="light" color="cosmic">
            <Trans>Download PDF</Trans>
          </PdfButton>
        )}
      </Group>
      {(report.status === 'queued' || report.status === 'running') && <Progress value={Math.max(3, report.progress)} mt="sm" color="saffron" animated striped aria-label={`${report.progress}%`} />}
    </Card>
  )
}

/** /dashboard/reports: every report the customer ordered, its state, and links to read and download it. */
export function MyReportsPage({ entry }: { entry: RouteEntry }) {
  void entry
  const services = useServices()
  const { user } = useAuth()
  const reports = useQuery({ ...myReportsQueryOptions(services, user?.id ?? ''), enabled: !!user })
  return (
    <>
      <PageHero title={<Trans>My Reports</Trans>} subtitle={<Trans>Every report you have ordered, ready to read or download.</Trans>} />
      <Container py="xl" size="md">
        {!reports.data ? (
          <Skeleton h={160} radius="lg" />
        ) : reports.data.length === 0 ? (
          <Alert color="cosmic" variant="light" data-testid="no-reports">
            <Stack gap="xs" align="flex-start">
              <Text>
                <Trans>You have not ordered a report yet.</Trans>
              </Text>
              <Button component={LocalLink} to="/report" size="xs" color="saffron">
                <Trans>See the reports</Trans>
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="sm">
            {reports.data.map((r) => (
              <ReportRow key={r.id} report={r} />
            ))}
          </Stack>
        )}
      </Container>
    </>
  )
}
