import { Accordion, Alert, Badge, Box, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertCircle, IconArticle, IconInbox, IconMessages, IconRefresh, IconSettings } from '@tabler/icons-react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '../../../../core/shared/formatting'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useAuth } from '../../../lib/auth'
import { useServices } from '../../../services/services-context'
import { outboxQueryOptions } from '../api/get-outbox'
import { PaidAdminPanels } from './paid-admin-panels'
import { BookingsPanel } from './bookings-panel'
import { AuditLogPanel } from './audit-log-panel'
import { AnalyticsFunnelPanel } from './analytics-funnel-panel'
import { ApplicationsPanel } from './applications-panel'
import { UsersPanel } from './users-panel'
import { DashboardFigures } from './dashboard-figures'

function AdminShortcuts() {
  const { t } = useLingui()
  const links = [
    { to: '/admin/articles', label: t`Manage Articles`, icon: IconArticle },
    { to: '/admin/settings', label: t`Platform Settings`, icon: IconSettings },
    { to: '/admin/responses', label: t`Form Responses`, icon: IconMessages },
  ]
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {links.map(({ to, label, icon: Icon }) => (
        <Card key={to} component={LocalLink} to={to} withBorder radius="md" padding="md">
          <Group gap="sm">
            <ThemeIcon variant="light" color="cosmic" radius="md">
              <Icon size={18} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{label}</Text>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** The mail outbox: every mail the platform sent, newest as the server lists them. */
function Outbox() {
  const { i18n } = useLingui()
  const services = useServices()
  const outbox = useQuery(outboxQueryOptions(services))
  const count = outbox.data?.length ?? 0

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-outbox">
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <ThemeIcon variant="light" color="saffron" radius="md" size="lg">
            <IconInbox size={20} aria-hidden />
          </ThemeIcon>
          <Box>
            <Title order={2} size="h4">
              <Trans>Mail outbox</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Mails sent by the platform, such as password reset PINs.</Trans>
            </Text>
          </Box>
        </Group>
        <Group gap="xs">
          {outbox.data && (
            <Badge variant="light" color="cosmic">
              <Plural value={count} one="# mail" other="# mails" />
            </Badge>
          )}
          <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
            <Trans>Refresh</Trans>
          </Button>
        </Group>
      </Group>

      {outbox.isPending && (
        <Stack gap="xs">
          <Skeleton h={48} />
          <Skeleton h={48} />
          <Skeleton h={48} />
        </Stack>
      )}
      {outbox.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          <Trans>The outbox could not be loaded.</Trans> <Text span size="xs" c="dimmed">{outbox.error.message}</Text>
        </Alert>
      )}
      {outbox.data && outbox.data.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          <Trans>No mails yet.</Trans>
        </Text>
      )}
      {outbox.data && outbox.data.length > 0 && (
        <Accordion variant="separated" radius="md">
          {outbox.data.map((mail) => (
            <Accordion.Item key={mail.id} value={mail.id} data-testid="outbox-mail">
              <Accordion.Control>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Box miw={0}>
                    <Text fw={600} size="sm" truncate="end">
                      {mail.subject}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end">
                      {mail.to}
                    </Text>
                  </Box>
                  <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(mail.createdAt, i18n.locale)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="outbox-mail-text">
                  {mail.text}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Card>
  )
}

/** /admin-dashboard and /admin (admins only; the access gate handles everyone else). */
export function AdminDashboardPage() {
  const { user } = useAuth()
  const email = user?.email ?? ''
  return (
    <>
      <PageHero title={<Trans>Admin Dashboard</Trans>} subtitle={<Trans>Signed in as {email}</Trans>} />
      <Container py="xl">
        <Stack gap="lg">
          <AdminShortcuts />
          <DashboardFigures />
          <AnalyticsFunnelPanel />
          <PaidAdminPanels />
          <BookingsPanel />
          <Outbox />
          <UsersPanel />
          <ApplicationsPanel />
          <AuditLogPanel />
        </Stack>
      </Container>
    </>
  )
}
