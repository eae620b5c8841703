import { Group, Menu, SimpleGrid, Text } from '@mantine/core'
import { IconCheck, IconLogout, IconShieldLock, IconUserStar, IconWallet } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LANGUAGES } from '../../../core/shared/language'
import { formatRupees } from '../../../core/wallet/money'
import { ACCOUNT_LINKS, type NavMenu as NavMenuData } from '../../app/navigation'
import { useLanguage } from '../../i18n/language'
import { useAuth } from '../../lib/auth'
import { LocalLink } from '../local-link'
import { switchLanguage } from './language-switcher'
import { useTakenOverTrigger, type TakeOverProps } from '../on-demand'
import classes from './layout.module.css'

/**
 * The header's menus, fetched on demand (../on-demand.tsx): each renders
 * the trigger the page already showed as its target.
 */

/**
 * The list of languages (native name, English name, code) with a checkmark on the current one. No flags:
 * a flag stands for a country, not a language, and many browsers draw flag emoji as two letters in boxes.
 */
export function LanguageMenu({ trigger, initiallyOpened, focusTrigger }: TakeOverProps) {
  const target = useTakenOverTrigger(trigger, focusTrigger)
  const { language } = useLanguage()
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal defaultOpened={initiallyOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Trans>Choose language</Trans>
        </Menu.Label>
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.code}
            lang={l.code}
            onClick={() => switchLanguage(l.code)}
            rightSection={l.code === language ? <IconCheck size={16} aria-hidden /> : null}
            aria-current={l.code === language ? 'true' : undefined}
            data-language={l.code}
          >
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={l.code === language ? 700 : 500}>
                {l.nativeName}
              </Text>
              <Text size="xs" c="dimmed">
                {l.nativeName !== l.name ? `${l.name} · ` : ''}
                {l.code.toUpperCase()}
              </Text>
            </Group>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}

/** The signed-in user's menu: email, wallet balance (₹, 2 decimals), dashboard links, Profile, Admin Dashboard, Logout. */
export function AccountMenu({ trigger, initiallyOpened, focusTrigger }: TakeOverProps) {
  const target = useTakenOverTrigger(trigger, focusTrigger)
  const { user, isAdmin, logout } = useAuth()
  const { i18n } = useLingui()
  if (!user) return null
  const balance = formatRupees(user.balance, { decimals: 2 })
  return (
    <Menu position="bottom-end" shadow="md" width={290} withinPortal defaultOpened={initiallyOpened}>
      <Menu.Target>{target}</Menu.Target>
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

/** One dropdown of the desktop navigation. Long menus lay out in two columns. */
export function NavMenu({ menu, trigger, initiallyOpened, focusTrigger }: TakeOverProps & { menu: NavMenuData }) {
  const target = useTakenOverTrigger(trigger, focusTrigger)
  const { i18n } = useLingui()
  const twoColumns = menu.items.length > 8
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" shadow="lg" width={twoColumns ? 480 : 270} withinPortal defaultOpened={initiallyOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <SimpleGrid cols={twoColumns ? 2 : 1} spacing={0} verticalSpacing={0}>
          {menu.items.map((item) => (
            <Menu.Item key={item.path} component={LocalLink} to={item.path}>
              <Text size="sm" fw={600}>
                {i18n._(item.label)}
              </Text>
              {item.hint && <div className={classes.dropdownItemHint}>{i18n._(item.hint)}</div>}
            </Menu.Item>
          ))}
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  )
}
