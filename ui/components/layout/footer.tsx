import { Box, Container, Divider, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCurrencyRupee, IconGift, IconLanguage, IconStar, IconUsers, IconUserStar } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { FREE_CHAT_MINUTES, PREMIUM_REPORT_FROM_RUPEES, formatRupees, toPaise } from '../../../core/wallet/money'
import { POLICY_LINKS, POPULAR_LINKS, SUPPORT_LINKS, type NavLinkItem } from '../../app/navigation'
import { useHydrated } from '../../lib/use-hydrated'
import { LocalLink } from '../local-link'
import { AstrologersClaim, RatingClaim, UsersClaim, usePlatformClaims } from '../platform-claims'
import { Brand, SITE_NAME } from './brand'
import classes from './layout.module.css'

function LinkColumn({ title, links }: { title: ReactNode; links: readonly NavLinkItem[] }) {
  const { i18n } = useLingui()
  return (
    <Stack gap={8}>
      <Title order={2} size="h6" c="saffron.3" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
        {title}
      </Title>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {links.map((link) => (
          <li key={link.path}>
            <LocalLink to={link.path} className={classes.footerLink}>
              {i18n._(link.label)}
            </LocalLink>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}

function Claim({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" className={classes.claim}>
      <ThemeIcon variant="light" color="saffron" radius="xl" size={34}>
        {icon}
      </ThemeIcon>
      <Text size="sm" fw={600} c="white" lh={1.25}>
        {children}
      </Text>
    </Group>
  )
}

/** The footer: the marketing claims (the live figures the admins let show), support and policy links. */
export function Footer() {
  // The footer hydrates late (when it scrolls near): by then a page may have fetched the figures its server
  // HTML did not have, so they are printed only after hydration, never in the server's markup.
  const hydrated = useHydrated()
  const live = usePlatformClaims({ fetch: false })
  const claims = hydrated ? live : undefined
  const minutes = FREE_CHAT_MINUTES
  const reportPrice = formatRupees(toPaise(PREMIUM_REPORT_FROM_RUPEES))
  const year = new Date().getFullYear()
  return (
    <Box component="footer" className={classes.footer} pt={40} pb="lg">
      <Container>
        <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }} spacing="sm" mb={36} data-testid="footer-claims">
          <Claim icon={<IconGift size={18} aria-hidden />}>
            <Trans>First {minutes} minutes of chat free</Trans>
          </Claim>
          {claims?.astrologers && (
            <Claim icon={<IconUserStar size={18} aria-hidden />}>
              <AstrologersClaim claim={claims.astrologers} />
            </Claim>
          )}
          {claims?.rating != null && (
            <Claim icon={<IconStar size={18} aria-hidden />}>
              <RatingClaim rating={claims.rating} />
            </Claim>
          )}
          {claims?.users && (
            <Claim icon={<IconUsers size={18} aria-hidden />}>
              <UsersClaim claim={claims.users} />
            </Claim>
          )}
          <Claim icon={<IconLanguage size={18} aria-hidden />}>
            <Trans>In English, Hindi, Tamil and Telugu</Trans>
          </Claim>
          <Claim icon={<IconCurrencyRupee size={18} aria-hidden />}>
            <Trans>Premium reports from {reportPrice}</Trans>
          </Claim>
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Brand />
            <Text size="sm" c="rgba(255,255,255,0.7)" maw={300}>
              <Trans>
                Free kundli, matching, horoscopes and panchang, premium reports and live chat with expert Vedic astrologers, in
                English, Hindi, Tamil and Telugu.
              </Trans>
            </Text>
          </Stack>
          <LinkColumn title={<Trans>Popular</Trans>} links={POPULAR_LINKS} />
          <LinkColumn title={<Trans>Support</Trans>} links={SUPPORT_LINKS} />
          <LinkColumn title={<Trans>Policies</Trans>} links={POLICY_LINKS} />
        </SimpleGrid>

        <Divider my="lg" color="rgba(255,255,255,0.12)" />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="rgba(255,255,255,0.6)">
            <Trans>© {year} {SITE_NAME}. All rights reserved.</Trans>
          </Text>
          <Text size="xs" c="rgba(255,255,255,0.6)">
            <Trans>Astrology offers guidance, not certainty. Consultations are for entertainment and self-reflection.</Trans>
          </Text>
        </Group>
      </Container>
    </Box>
  )
}
