import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge, Box, Button, Container, Grid, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconMessageCircle, IconPointFilled, IconSparkles, IconStarFilled, IconUsersGroup, IconUserStar } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { formatCountClaim, formatRating, usePlatformClaims } from '../../../components/platform-claims'
import { astrologersQueryOptions } from '../api/get-astrologers'
import { useHomeServices } from '../hooks/use-home-services'
import { BirthFormsCard } from './birth-forms-card'
import classes from './home.module.css'

/**
 * The hero's figures: the live ones the admins let show, and the astrologers online now (from the list the
 * page loads anyway; left out when nobody is online). Nothing is printed until the figures are known.
 */
function useHeroFigures(): Array<{ key: string; icon: ReactNode; value: string; label: ReactNode }> {
  const claims = usePlatformClaims()
  const { content } = useHomeServices()
  const online = useQuery(astrologersQueryOptions(content)).data?.filter((a) => a.isOnline).length ?? 0
  const figures: Array<{ key: string; icon: ReactNode; value: string; label: ReactNode }> = []
  if (claims?.astrologers) figures.push({ key: 'astrologers', icon: <IconUserStar size={18} />, value: formatCountClaim(claims.astrologers), label: <Trans>Expert astrologers</Trans> })
  if (claims?.rating != null) figures.push({ key: 'rating', icon: <IconStarFilled size={16} />, value: `${formatRating(claims.rating)}/5`, label: <Trans>Average rating</Trans> })
  if (claims?.users) figures.push({ key: 'users', icon: <IconUsersGroup size={18} />, value: formatCountClaim(claims.users), label: <Trans>Registered users</Trans> })
  if (online > 0) figures.push({ key: 'online', icon: <IconPointFilled size={18} />, value: String(online), label: <Trans>Astrologers online now</Trans> })
  return figures
}

/** Hero: promise, the two main actions, the platform's live figures and the tabbed birth-forms card. */
export function HeroSection() {
  const claims = useHeroFigures()
  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <div className={classes.mandala} aria-hidden />
      <Container size="xl" py={{ base: 40, md: 72 }} pos="relative">
        <Grid gap={{ base: 32, md: 48 }} align="center">
          <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
            <Stack gap="lg">
              <Badge
                size="lg"
                radius="xl"
                variant="light"
                color="saffron"
                leftSection={<IconSparkles size={14} />}
                styles={{ root: { background: 'rgba(255,153,51,0.18)', color: '#ffd27a', textTransform: 'none' } }}
                w="fit-content"
              >
                <Trans>First 5 minutes of chat free</Trans>
              </Badge>
              <Title order={1} id="home-hero-title" className={classes.heroTitle}>
                <Trans>
                  Discover what the <span className={classes.heroAccent}>stars</span> hold for you
                </Trans>
              </Title>
              <Text size="lg" c="rgba(255,255,255,0.82)" maw={560}>
                <Trans>
                  Authentic Vedic astrology for India: your free kundli, kundli matching, daily horoscopes and
                  panchang, and trusted astrologers a message away.
                </Trans>
              </Text>
              <Group gap="md">
                <Button
                  component={LocalLink}
                  to="/kundli"
                  size="lg"
                  radius="xl"
                  variant="gradient"
                  gradient={{ from: '#ff9933', to: '#f97316', deg: 135 }}
                  leftSection={<IconSparkles size={20} />}
                >
                  <Trans>Generate Free Kundli</Trans>
                </Button>
                <Button
                  component={LocalLink}
                  to="/astrologers"
                  size="lg"
                  radius="xl"
                  variant="white"
                  color="cosmic.9"
                  leftSection={<IconMessageCircle size={20} />}
                >
                  <Trans>Talk to Astrologer</Trans>
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="sm">
                {claims.map((claim) => (
                  <Box key={claim.key} data-testid={`hero-figure-${claim.key}`} className={classes.glass} p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
                    <Group gap={6} wrap="nowrap">
                      <ThemeIcon size="sm" radius="xl" variant="transparent" c="#ffd27a">
                        {claim.icon}
                      </ThemeIcon>
                      <Text fw={800} size="lg" c="white">
                        {claim.value}
                      </Text>
                    </Group>
                    <Text size="xs" c="rgba(255,255,255,0.75)">
                      {claim.label}
                    </Text>
                  </Box>
                ))}
              </SimpleGrid>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
            <BirthFormsCard />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  )
}
