import { useState } from 'react'
import { Alert, Badge, Button, Card, Group, ScrollArea, Select, Skeleton, Table, Text, TextInput, ThemeIcon, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch, IconUsers } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Role } from '../../../../core/domain/user'
import { formatRupees } from '../../../../core/wallet/money'
import type { AdminUserView } from '../../../../core/administration/manage-users'
import { useAuth } from '../../../lib/auth'
import { HttpError } from '../../../services/http'
import { useServices } from '../../../services/services-context'
import { adminKeys } from '../api/keys'

/** One account: its role as a select, and suspend or restore (both end the user's sessions). */
function UserRow({ user, onError }: { user: AdminUserView; onError: (message: string) => void }) {
  const { t } = useLingui()
  const { admin } = useServices()
  const { user: me } = useAuth()
  const queryClient = useQueryClient()
  const done = () => queryClient.invalidateQueries({ queryKey: adminKeys.usersAll })
  const fail = (e: unknown) =>
    onError(
      e instanceof HttpError && e.status === 409
        ? t`You cannot change your own account here.`
        : e instanceof HttpError && e.status === 403
          ? t`The owner of the platform cannot be suspended or given another role.`
          : t`The change could not be saved.`,
    )
  const role = useMutation({ mutationFn: (r: Role) => admin.setUserRole(user.id, r), onSuccess: done, onError: fail })
  const suspend = useMutation({ mutationFn: (s: boolean) => admin.setUserSuspended(user.id, s), onSuccess: done, onError: fail })
  const self = me?.id === user.id
  // The owner's role and access are not for other admins to change (the server refuses it too).
  const locked = self || user.owner
  const roles: Record<Role, string> = { customer: t`Customer`, astrologer: t`Astrologer`, admin: t`Admin` }
  return (
    <Table.Tr data-testid="admin-user" data-email={user.email}>
      <Table.Td>
        <Text fw={600} size="sm">
          {user.name}
        </Text>
        <Text size="xs" c="dimmed">
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          w={140}
          value={user.role}
          allowDeselect={false}
          disabled={locked || role.isPending}
          data={(Object.keys(roles) as Role[]).map((r) => ({ value: r, label: roles[r] }))}
          onChange={(value) => value && value !== user.role && role.mutate(value as Role)}
          aria-label={t`Role of ${user.email}`}
        />
      </Table.Td>
      <Table.Td>{formatRupees(user.balance)}</Table.Td>
      <Table.Td>
        {user.owner && (
          <Badge color="grape" variant="light" mr={4} data-testid="owner-badge">
            {t`Owner`}
          </Badge>
        )}
        {user.suspended ? (
          <Badge color="red" variant="light">
            {t`Suspended`}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {t`Active`}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {!locked && (
          <Button size="xs" variant="light" color={user.suspended ? 'green' : 'red'} loading={suspend.isPending} onClick={() => suspend.mutate(!user.suspended)}>
            {user.suspended ? t`Restore` : t`Suspend`}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** Users and roles in the admin dashboard: search by email or name, change a role, suspend or restore. */
export function UsersPanel() {
  const { t } = useLingui()
  const { admin } = useServices()
  const [query, setQuery] = useState('')
  const [debounced] = useDebouncedValue(query.trim(), 300)
  const [error, setError] = useState<string | null>(null)
  const users = useQuery({ queryKey: adminKeys.users(debounced), queryFn: () => admin.users(debounced) })
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="admin-users">
      <Group gap="sm" mb="md">
        <ThemeIcon variant="light" color="cosmic" radius="md" size="lg">
          <IconUsers size={20} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          <Trans>Users and roles</Trans>
        </Title>
      </Group>
      <TextInput leftSection={<IconSearch size={16} />} placeholder={t`Search by email or name`} value={query} onChange={(e) => setQuery(e.currentTarget.value)} mb="md" aria-label={t`Search users`} />
      {error && (
        <Alert color="red" mb="sm" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {users.isPending ? (
        <Skeleton height={200} />
      ) : users.isError ? (
        <Alert color="red">
          <Trans>The users could not be loaded.</Trans>
        </Alert>
      ) : (
        <ScrollArea>
          <Table verticalSpacing={6} miw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>User</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Role</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Wallet</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Status</Trans>
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.map((u) => (
                <UserRow key={u.id} user={u} onError={setError} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Card>
  )
}
