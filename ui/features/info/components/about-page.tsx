import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { formatCountClaim, formatRating, usePlatformClaims } from '../../../components/platform-claims'

function Stat({ value, label }: { value: string; label: React.ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" ta="center">
      <Text fz={32} fw={800} variant="gradient" gradient={{ from: 'saffron.7', to: 'cosmic.6', deg: 120 }}>
        {value}
      </Text>
      <Text c="dimmed" size="sm">
        {label}
      </Text>
    </Paper>
  )
}

/** /about: the live figures the admins let show, and what we are for. */
export function AboutPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const claims = usePlatformClaims()
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 2, md: 4 }} data-testid="about-figures">
            {claims?.astrologers && <Stat value={formatCountClaim(claims.astrologers)} label={<Trans>Expert astrologers</Trans>} />}
            {claims?.users && <Stat value={formatCountClaim(claims.users)} label={<Trans>Registered users</Trans>} />}
            {claims?.rating != null && <Stat value={`${formatRating(claims.rating)}/5`} label={<Trans>Average rating</Trans>} />}
            <Stat value="4" label={<Trans>Languages: English, Hindi, Tamil and Telugu</Trans>} />
          </SimpleGrid>
          <Stack gap="sm" maw={760}>
            <Title order={2} size="h3">
              <Trans>Our mission</Trans>
            </Title>
            <Text>
              <Trans>
                We make Vedic astrology accurate, understandable and within everyone's reach. Our free tools compute charts and
                panchang with astronomical precision, and our astrologers turn them into practical guidance, in your language.
              </Trans>
            </Text>
            <Title order={2} size="h3" mt="md">
              <Trans>What we offer</Trans>
            </Title>
            <Text>
              <Trans>
                Free kundli and matching, horoscopes for every sign, daily panchang and muhurat, calculators, premium reports, and
                live chat with verified astrologers, billed by the minute with the first minutes free.
              </Trans>
            </Text>
          </Stack>
        </Stack>
      </Container>
    </>
  )
}
