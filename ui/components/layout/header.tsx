import { ActionIcon, Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useHeaderMenus, type NavMenu } from '../../app/navigation'
import { useAuth } from '../../lib/auth'
import { HydrateOnVisible } from '../hydrate-on-visible'
import { LocalLink } from '../local-link'
import { Brand } from './brand'
import { LanguageSwitcher } from './language-switcher'
import { loadHeaderPopup } from './load-header-popups'
import { OnDemand } from '../on-demand'
import { ThemeToggle } from './theme-toggle'
import { UserMenu } from './user-menu'
import classes from './layout.module.css'

// The drawer (Drawer, Accordion, NavLink, scroll locking: about 12 KB gzipped) is not part of the first
// load: it is fetched with the main pages' prefetch on small screens, or when the burger is first pointed
// at, focused or pressed.
const loadMobileNav = () => import('./mobile-nav')
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }))
const preloadMobileNav = () => void loadMobileNav().catch(() => undefined)

/** With the spec's prefetch of the main pages: the drawer too, where the burger shows (below `lg`, 75em). */
export function prefetchMobileNav(): void {
  if (window.matchMedia('(max-width: 74.99em)').matches) preloadMobileNav()
}

const loadNavMenu = loadHeaderPopup('NavMenu')

/** One dropdown of the desktop navigation: it opens on hover or press, its list fetched on demand (./header-popups.tsx). */
function NavDropdown({ menu }: { menu: NavMenu }) {
  const { i18n } = useLingui()
  return (
    <OnDemand
      load={loadNavMenu}
      opensOn={{ click: true, hover: true }}
      menu
      props={{ menu }}
      trigger={
        <UnstyledButton className={classes.navTrigger} data-testid={`nav-menu-${menu.id}`}>
          {i18n._(menu.label)}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      }
    />
  )
}

/**
 * The header: the seven dropdown menus, Blog, Admin (admins), language switcher, theme toggle and the
 * account area (Sign In / Sign Up, or the user menu). Below the `lg` breakpoint a burger opens the drawer.
 */
export function Header() {
  const [drawerOpened, setDrawerOpened] = useState(false)
  // Mounted from the first opening on, so that the drawer can animate its closing.
  const [drawerUsed, setDrawerUsed] = useState(false)
  const { user, isAdmin } = useAuth()
  const { t } = useLingui()
  const menus = useHeaderMenus()

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.topBar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={() => {
                setDrawerUsed(true)
                setDrawerOpened((opened) => !opened)
              }}
              onPointerEnter={preloadMobileNav}
              onFocus={preloadMobileNav}
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
            {/* Hidden on phones, where it is never hydrated. */}
            <HydrateOnVisible>
              <Box visibleFrom="xs">
                <ThemeToggle className={classes.headerAction} />
              </Box>
            </HydrateOnVisible>
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
      {/* Hidden below lg: there its seven menus (popovers, portals) are never hydrated. */}
      <HydrateOnVisible>
        <Box className={classes.navBar} visibleFrom="lg">
          <Container>
            <Group component="nav" gap={0} wrap="wrap" aria-label={t`Main navigation`}>
              {menus.map((menu) => (
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
      </HydrateOnVisible>
      {drawerUsed && (
        <Suspense>
          <MobileNav opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
        </Suspense>
      )}
    </Box>
  )
}
