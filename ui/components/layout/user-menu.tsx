import { Avatar, Group, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { useLingui } from '@lingui/react/macro'
import type { PublicUser } from '../../../core/domain/user'
import { useAuth } from '../../lib/auth'
import { loadHeaderPopup } from './load-header-popups'
import { OnDemand } from '../on-demand'

/** Initials for the avatar ('Asha Rao' → 'AR'). */
export function initialsOf(user: Pick<PublicUser, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email
  const parts = source.split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : source.slice(0, 2)
  return letters.toUpperCase()
}

const loadAccountMenu = loadHeaderPopup('AccountMenu')

/** The signed-in user's avatar and name, opening the account menu (fetched on demand: ./header-popups.tsx). */
export function UserMenu() {
  const { user } = useAuth()
  const { t } = useLingui()
  if (!user) return null
  return (
    <OnDemand
      load={loadAccountMenu}
      opensOn={{ click: true }}
      menu
      trigger={
        <UnstyledButton aria-label={t`Account menu for ${user.email}`} data-testid="user-menu" c="white">
          <Group gap={8} wrap="nowrap">
            <Avatar color="saffron" variant="filled" radius="xl" size={34}>
              {initialsOf(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" maw={140} truncate="end">
              {user.name || user.email}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      }
    />
  )
}
