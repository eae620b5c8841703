import type { ReactNode } from 'react'
import { Button, Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBook, IconCalendarStats, IconHeartHandshake, IconLanguage, IconLock, IconMessageCircle, IconStars, IconSun, IconTarget, IconZodiacAries } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'

function Feature({ icon, title, text, to, action }: { icon: ReactNode; title: ReactNode; text: ReactNode; to: string; action: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="sm" h="100%">
        <ThemeIcon size={44} radius="xl" variant="light" color="saffron">
          {icon}
        </ThemeIcon>
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text c="dimmed" style={{ flex: 1 }}>
          {text}
        </Text>
        <Button component={LocalLink} to={to} variant="light" color="cosmic" radius="xl" w="fit-content">
          {action}
        </Button>
      </Stack>
    </Card>
  )
}

/** /landing: a guided introduction for a first visit: what the site does, how to begin, why to trust it. */
export function LandingPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap={48}>
          <Stack gap="md" component="section" data-testid="landing-features">
            <Title order={2}>
              <Trans>Everything Vedic astrology offers, in one place</Trans>
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              <Feature
                icon={<IconZodiacAries size={24} />}
                title={<Trans>Your birth chart</Trans>}
                text={<Trans>A free kundli in North or South Indian style with the planets, the sixteen divisional charts and your Vimshottari dashas.</Trans>}
                to="/kundli"
                action={<Trans>Make my kundli</Trans>}
              />
              <Feature
                icon={<IconStars size={24} />}
                title={<Trans>Horoscopes from the real sky</Trans>}
                text={<Trans>Daily, weekly, monthly and yearly readings for your moon sign, written from the actual transits of the period.</Trans>}
                to="/horoscopes"
                action={<Trans>Read my horoscope</Trans>}
              />
              <Feature
                icon={<IconHeartHandshake size={24} />}
                title={<Trans>Kundli matching</Trans>}
                text={<Trans>The 36-guna ashtakoota score with every koota explained, and the manglik check for both partners.</Trans>}
                to="/kundli-matching"
                action={<Trans>Match two charts</Trans>}
              />
              <Feature
                icon={<IconCalendarStats size={24} />}
                title={<Trans>Panchang and muhurat</Trans>}
                text={<Trans>Tithi, nakshatra, rahu kaal, choghadiya and auspicious times for your city, and every festival of the year.</Trans>}
                to="/panchang"
                action={<Trans>See today's panchang</Trans>}
              />
              <Feature
                icon={<IconMessageCircle size={24} />}
                title={<Trans>Talk to an astrologer</Trans>}
                text={<Trans>Chat with verified astrologers by the minute, paid from your wallet. The first five minutes of your first chat are free.</Trans>}
                to="/astrologers"
                action={<Trans>Choose an astrologer</Trans>}
              />
              <Feature
                icon={<IconBook size={24} />}
                title={<Trans>Learn astrology</Trans>}
                text={<Trans>Lessons from the basics to divisional charts, yogas and dashas, with diagrams and links into the tools.</Trans>}
                to="/learn-astrology/basics"
                action={<Trans>Start the first lesson</Trans>}
              />
            </SimpleGrid>
          </Stack>

          <Stack gap="md" component="section">
            <Title order={2}>
              <Trans>How to begin</Trans>
            </Title>
            <List type="ordered" spacing="sm" size="lg">
              <List.Item>
                <Trans>Enter your date, time and place of birth once; we keep them for every tool.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Read your kundli: your ascendant, your moon sign and nakshatra, and the dasha you are running now.</Trans>
              </List.Item>
              <List.Item>
                <Trans>Follow your moon sign's horoscope and the panchang for the days that matter to you.</Trans>
              </List.Item>
              <List.Item>
                <Trans>When a question needs a person, ask an astrologer, or order a detailed report.</Trans>
              </List.Item>
            </List>
            <Group>
              <Button component={LocalLink} to="/birth-details" color="saffron" radius="xl" size="md">
                <Trans>Enter my birth details</Trans>
              </Button>
              <Button component={LocalLink} to="/signup" variant="default" radius="xl" size="md">
                <Trans>Create a free account</Trans>
              </Button>
            </Group>
          </Stack>

          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" component="section">
            <Stack gap={6}>
              <IconTarget size={28} color="var(--mantine-color-saffron-6)" aria-hidden />
              <Text fw={700}>
                <Trans>Precise calculations</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Planet positions agree with the Swiss Ephemeris to within seconds of arc, with the Lahiri ayanamsa and India's historical time zones.</Trans>
              </Text>
            </Stack>
            <Stack gap={6}>
              <IconSun size={28} color="var(--mantine-color-saffron-6)" aria-hidden />
              <Text fw={700}>
                <Trans>Classical methods</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Rules from Parashara, Phaladeepika and Muhurta Chintamani, explained on every page.</Trans>
              </Text>
            </Stack>
            <Stack gap={6}>
              <IconLanguage size={28} color="var(--mantine-color-saffron-6)" aria-hidden />
              <Text fw={700}>
                <Trans>Your language</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Every page in English, Hindi, Tamil and Telugu.</Trans>
              </Text>
            </Stack>
            <Stack gap={6}>
              <IconLock size={28} color="var(--mantine-color-saffron-6)" aria-hidden />
              <Text fw={700}>
                <Trans>Private by design</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Your birth details and chats stay yours; payments go through a secure gateway.</Trans>
              </Text>
            </Stack>
          </SimpleGrid>
        </Stack>
      </Container>
    </>
  )
}
