import { useState } from 'react'
import { Alert, Card, Code, Group, ScrollArea, Select, Skeleton, Table, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconHistory } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { useServices } from '../../../services/services-context'
import { adminKeys } from '../api/keys'
import { formatDateTime } from '../../../../core/shared/formatting'

const short = (value: unknown) => (value === null || value === undefined ? '–' : JSON.stringify(value).slice(0, 160))

/** The audit log in the admin dashboard: who did what, before and after, when; filtered by kind and admin. */
export function AuditLogPanel() {
  const { t, i18n } = useLingui()
  const { admin } = useServices()
  const [action, setAction] = useState<string | null>(null)
  const [actor, setActor] = useState('')
  const [actorFilter] = useDebouncedValue(actor.trim(), 400)
  const log = useQuery({ queryKey: adminKeys.auditLog(action, actorFilter), queryFn: () => admin.auditLog({ action: action ?? undefined, actor: actorFilter || undefined }) })
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-audit">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
          <IconHistory size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          <Trans>Audit log</Trans>
        </Title>
      </Group>
      <Group gap="sm" mb="md" align="flex-end">
        <Select
          label={t`Kind`}
          clearable
          placeholder={t`Everything`}
          value={action}
          onChange={setAction}
          data={[
            { value: 'article.', label: t`Articles` },
            { value: 'article-image.', label: t`Article images` },
            { value: 'user.', label: t`Users and roles` },
            { value: 'wallet.', label: t`Wallet adjustments` },
            { value: 'refund.', label: t`Refund decisions` },
            { value: 'astrologer.', label: t`Astrologer applications` },
            { value: 'horoscope.', label: t`Horoscopes` },
            { value: 'contact.', label: t`Replies to messages` },
            { value: 'settings.', label: t`Settings` },
          ]}
        />
        <TextInput label={t`Admin's email`} value={actor} onChange={(e) => setActor(e.currentTarget.value)} />
      </Group>
      {log.isPending ? (
        <Skeleton height={160} />
      ) : log.isError ? (
        <Alert color="red">
          <Trans>The audit log could not be loaded.</Trans>
        </Alert>
      ) : log.data.length === 0 ? (
        <Text c="dimmed">
          <Trans>No admin action matches.</Trans>
        </Text>
      ) : (
        <ScrollArea>
          <Table verticalSpacing={6} fz="sm" miw={720}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>When</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Who</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>What</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Before</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>After</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.map((e, i) => (
                <Table.Tr key={`${e.at}-${i}`}>
                  <Table.Td>{formatDateTime(e.at, i18n.locale)}</Table.Td>
                  <Table.Td>{e.actor}</Table.Td>
                  <Table.Td>
                    <Code>{e.action}</Code> {e.target}
                  </Table.Td>
                  <Table.Td>
                    <Code block={false}>{short(e.before)}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code block={false}>{short(e.after)}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  )
}
