import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { IconChevronDown, IconLogout, IconShieldLock, IconUserStar, IconWallet } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatRupees } from '../../../core/rules/money'
import type { PublicUser } from '../../../core/domain/user'
import { ACCOUNT_LINKS } from '../../app/navigation'
import { useAuth } from '../../lib/auth'
import { LocalLink } from '../local-link'

/** Initials for the avatar ('Asha Rao' → 'AR'). */
export function initialsOf(user: Pick<PublicUser, 'name' | 'email'>): string {
  const source = user.name?.trim() || user.email
  const parts = source.split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : source.slice(0, 2)
  return letters.toUpperCase()
}

/** Spec §2: the signed-in user's menu: email, wallet balance (₹, 2 decimals), dashboard links, Profile, Admin Dashboard, Logout. */
export function UserMenu() {
  const { user, isAdmin, logout } = useAuth()
  const { t, i18n } = useLingui()
  if (!user) return null
  const balance = formatRupees(user.balance, { decimals: 2 })
  return (
    <Menu position="bottom-end" shadow="md" width={290} withinPortal>
      <Menu.Target>
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
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="xs" c="dimmed">
            <Trans>Signed in as</Trans>
          </Text>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate="end" data-testid="user-email">
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Item component={LocalLink} to="/dashboard/wallet" leftSection={<IconWallet size={16} aria-hidden />}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Trans>Wallet balance</Trans>
            <Text span fw={700} c="saffron" data-testid="wallet-balance">
              {balance}
            </Text>
          </Group>
        </Menu.Item>
        <Menu.Divider />
        {ACCOUNT_LINKS.map((link) => (
          <Menu.Item key={link.path} component={LocalLink} to={link.path}>
            {i18n._(link.label)}
          </Menu.Item>
        ))}
        {user.role === 'astrologer' && (
          <Menu.Item component={LocalLink} to="/astrologer-dashboard" leftSection={<IconUserStar size={16} aria-hidden />} data-testid="astrologer-dashboard-link">
            <Trans>Astrologer Dashboard</Trans>
          </Menu.Item>
        )}
        {isAdmin && (
          <Menu.Item component={LocalLink} to="/admin-dashboard" leftSection={<IconShieldLock size={16} aria-hidden />}>
            <Trans>Admin Dashboard</Trans>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void logout()} data-testid="logout">
          <Trans>Logout</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
