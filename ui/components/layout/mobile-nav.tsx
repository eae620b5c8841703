import { Accordion, Avatar, Box, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core'
import { IconLanguage, IconLogout, IconShieldLock } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { LANGUAGES } from '../../../core/shared/language'
import { formatRupees } from '../../../core/wallet/money'
import { ACCOUNT_LINKS, useHeaderMenus } from '../../app/navigation'
import { useLanguage } from '../../i18n/language'
import { useAuth } from '../../lib/auth'
import { LocalLink } from '../local-link'
import { Brand } from './brand'
import { switchLanguage } from './language-switcher'
import { ThemeToggle } from './theme-toggle'
import { initialsOf } from './user-menu'

/** The mobile menu mirrors the navigation (menus, Blog, Admin, account, language). */
export function MobileNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, isAdmin, logout } = useAuth()
  const { language } = useLanguage()
  const { t, i18n } = useLingui()
  const menus = useHeaderMenus()

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size="min(360px, 90vw)"
      padding="md"
      id="mobile-navigation"
      title={<Brand compact />}
      closeButtonProps={{ 'aria-label': t`Close navigation menu` }}
      styles={{ header: { background: '#2a0f55' }, close: { color: 'white' } }}
      hiddenFrom="lg"
    >
      <Stack gap="sm" component="nav" aria-label={t`Main navigation`} pt="sm">
        {user ? (
          <Group wrap="nowrap" gap="sm" p="sm" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Avatar color="saffron" variant="filled" radius="xl">
              {initialsOf(user)}
            </Avatar>
            <Box miw={0}>
              <Text size="sm" fw={600} truncate="end">
                {user.email}
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>Wallet balance</Trans>: <b>{formatRupees(user.balance, { decimals: 2 })}</b>
              </Text>
            </Box>
          </Group>
        ) : (
          <Group grow>
            <Button component={LocalLink} to="/login" variant="outline" onClick={onClose}>
              <Trans>Sign In</Trans>
            </Button>
            <Button component={LocalLink} to="/signup" color="saffron" onClick={onClose}>
              <Trans>Sign Up</Trans>
            </Button>
          </Group>
        )}

        <Accordion variant="filled" chevronPosition="right" radius="md">
          {menus.map((menu) => (
            <Accordion.Item key={menu.id} value={menu.id}>
              <Accordion.Control>
                <Text fw={600} size="sm">
                  {i18n._(menu.label)}
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                {menu.items.map((item) => (
                  <NavLink key={item.path} component={LocalLink} to={item.path} label={i18n._(item.label)} onClick={onClose} />
                ))}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <NavLink component={LocalLink} to="/blog" label={<Text fw={600} size="sm"><Trans>Blog</Trans></Text>} onClick={onClose} />
        {isAdmin && (
          <NavLink
            component={LocalLink}
            to="/admin-dashboard"
            label={<Text fw={600} size="sm"><Trans>Admin</Trans></Text>}
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={onClose}
          />
        )}

        {user && (
          <>
            <Divider label={<Trans>My account</Trans>} labelPosition="left" />
            {ACCOUNT_LINKS.map((link) => (
              <NavLink key={link.path} component={LocalLink} to={link.path} label={i18n._(link.label)} onClick={onClose} />
            ))}
            {isAdmin && <NavLink component={LocalLink} to="/admin-dashboard" label={<Trans>Admin Dashboard</Trans>} onClick={onClose} />}
            <NavLink
              component="button"
              label={<Trans>Logout</Trans>}
              c="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => {
                onClose()
                void logout()
              }}
            />
          </>
        )}

        <Divider label={<Group gap={4}><IconLanguage size={14} aria-hidden /><Trans>Language</Trans></Group>} labelPosition="left" />
        <Group gap="xs">
          {LANGUAGES.map((l) => (
            <Button
              key={l.code}
              size="xs"
              variant={l.code === language ? 'filled' : 'default'}
              onClick={() => switchLanguage(l.code)}
              aria-current={l.code === language ? 'true' : undefined}
              lang={l.code}
            >
              {l.nativeName}
            </Button>
          ))}
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            <Trans>Theme</Trans>
          </Text>
          <ThemeToggle />
        </Group>
      </Stack>
    </Drawer>
  )
}
