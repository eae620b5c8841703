import { ActionIcon, Box, Burger, Button, Container, Group, Menu, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { HEADER_MENUS, type NavMenu } from '../../app/navigation'
import { useAuth } from '../../lib/auth'
import { LocalLink } from '../local-link'
import { Brand } from './brand'
import { LanguageSwitcher } from './language-switcher'
import { MobileNav } from './mobile-nav'
import { ThemeToggle } from './theme-toggle'
import { UserMenu } from './user-menu'
import classes from './layout.module.css'

/** One dropdown of the desktop navigation. Long menus lay out in two columns. */
function NavDropdown({ menu }: { menu: NavMenu }) {
  const { i18n } = useLingui()
  const twoColumns = menu.items.length > 8
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" shadow="lg" width={twoColumns ? 480 : 270} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navTrigger} data-testid={`nav-menu-${menu.id}`}>
          {i18n._(menu.label)}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
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

/**
 * Spec §2 header: the seven dropdown menus, Blog, Admin (admins), language switcher, theme toggle and the
 * account area (Sign In / Sign Up, or the user menu). Below the `lg` breakpoint a burger opens the drawer.
 */
export function Header() {
  const [drawerOpened, drawer] = useDisclosure(false)
  const { user, isAdmin } = useAuth()
  const { t } = useLingui()

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.topBar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="lg"
              color="white"
              size="sm"
              aria-label={drawerOpened ? t`Close navigation menu` : t`Open navigation menu`}
              aria-expanded={drawerOpened}
              aria-controls="mobile-navigation"
              data-testid="burger"
            />
            <Brand />
          </Group>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitcher />
            <Box visibleFrom="xs">
              <ThemeToggle className={classes.headerAction} />
            </Box>
            {user ? (
              <UserMenu />
            ) : (
              <>
                <Group gap="xs" visibleFrom="sm" wrap="nowrap" ml="xs">
                  <Button component={LocalLink} to="/login" variant="outline" color="gray.0" c="white" size="sm" data-testid="sign-in">
                    <Trans>Sign In</Trans>
                  </Button>
                  <Button component={LocalLink} to="/signup" color="saffron" size="sm" data-testid="sign-up">
                    <Trans>Sign Up</Trans>
                  </Button>
                </Group>
                <ActionIcon
                  component={LocalLink}
                  to="/login"
                  hiddenFrom="sm"
                  variant="subtle"
                  color="gray"
                  size="lg"
                  className={classes.headerAction}
                  aria-label={t`Sign In`}
                  data-testid="sign-in-icon"
                >
                  <IconUserCircle size={26} aria-hidden />
                </ActionIcon>
              </>
            )}
          </Group>
        </Group>
      </Container>
      <Box className={classes.navBar} visibleFrom="lg">
        <Container>
          <Group component="nav" gap={0} wrap="wrap" aria-label={t`Main navigation`}>
            {HEADER_MENUS.map((menu) => (
              <NavDropdown key={menu.id} menu={menu} />
            ))}
            <LocalLink to="/blog" className={classes.navTrigger} data-testid="nav-blog">
              <Trans>Blog</Trans>
            </LocalLink>
            {isAdmin && (
              <LocalLink to="/admin-dashboard" className={classes.navTrigger} data-testid="nav-admin">
                <Trans>Admin</Trans>
              </LocalLink>
            )}
          </Group>
        </Container>
      </Box>
      <MobileNav opened={drawerOpened} onClose={drawer.close} />
    </Box>
  )
}
