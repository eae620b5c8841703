import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Card, Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core'
import {
  IconArrowRight,
  IconBabyCarriage,
  IconCalendarEvent,
  IconCalendarStats,
  IconCards,
  IconClockExclamation,
  IconClockHour4,
  IconClover,
  IconDiamond,
  IconFileText,
  IconFlame,
  IconHeart,
  IconHeartHandshake,
  IconMoonStars,
  IconNumbers,
  IconPlanet,
  IconStars,
  IconSun,
  IconSunrise,
  IconTimeline,
  type IconProps,
} from '@tabler/icons-react'
import { LocalLink } from '../../../components/local-link'
import { SectionHeading } from './section-heading'
import classes from './home.module.css'

interface Tool {
  to: string
  icon: ComponentType<IconProps>
  color: string
  title: MessageDescriptor
  description: MessageDescriptor
}

/** The free tools, each linking its page. */
const TOOLS: Tool[] = [
  { to: '/kundli', icon: IconFileText, color: 'saffron', title: msg`Free Kundli`, description: msg`Complete birth chart` },
  { to: '/kundli-matching', icon: IconHeartHandshake, color: 'pink', title: msg`Kundli Matching`, description: msg`Guna milan for marriage` },
  { to: '/horoscopes', icon: IconSun, color: 'yellow', title: msg`Horoscopes`, description: msg`Daily, weekly, monthly` },
  { to: '/panchang', icon: IconCalendarStats, color: 'cosmic', title: msg`Panchang`, description: msg`Tithi, nakshatra, yoga` },
  { to: '/shubh-muhurat', icon: IconCalendarEvent, color: 'teal', title: msg`Shubh Muhurat`, description: msg`Auspicious dates` },
  { to: '/choghadiya', icon: IconClockHour4, color: 'cyan', title: msg`Choghadiya`, description: msg`Good times of the day` },
  { to: '/rahu-kaal', icon: IconClockExclamation, color: 'red', title: msg`Rahu Kaal`, description: msg`Times to avoid` },
  { to: '/numerology', icon: IconNumbers, color: 'indigo', title: msg`Numerology`, description: msg`Numbers of your name` },
  { to: '/moon-sign-checker', icon: IconMoonStars, color: 'violet', title: msg`Moon Sign`, description: msg`Find your rashi` },
  { to: '/nakshatra-finder', icon: IconStars, color: 'blue', title: msg`Nakshatra Finder`, description: msg`Your birth star` },
  { to: '/lagna-calculator', icon: IconSunrise, color: 'saffron', title: msg`Lagna Calculator`, description: msg`Your ascendant` },
  { to: '/dosham-detector', icon: IconFlame, color: 'red', title: msg`Dosham Detector`, description: msg`Manglik and other doshas` },
  { to: '/sade-sati', icon: IconPlanet, color: 'dark', title: msg`Sade Sati`, description: msg`Saturn's 7.5-year phase` },
  { to: '/lucky-numbers', icon: IconClover, color: 'green', title: msg`Lucky Numbers`, description: msg`Numbers that favour you` },
  { to: '/baby-naming', icon: IconBabyCarriage, color: 'pink', title: msg`Baby Names`, description: msg`Names by nakshatra` },
  { to: '/gemstones', icon: IconDiamond, color: 'cyan', title: msg`Gemstones`, description: msg`Stones for your chart` },
  { to: '/divination', icon: IconCards, color: 'cosmic', title: msg`Tarot Reading`, description: msg`Draw your cards` },
  { to: '/love-compatibility', icon: IconHeart, color: 'red', title: msg`Love Compatibility`, description: msg`How your signs match` },
  { to: '/dasha-calculator', icon: IconTimeline, color: 'violet', title: msg`Dasha Calculator`, description: msg`Your planetary periods` },
  { to: '/hindu-festivals', icon: IconCalendarEvent, color: 'saffron', title: msg`Hindu Festivals`, description: msg`Dates and muhurat` },
]

/** The grid of free tools on the home page. */
export function FreeToolsGrid() {
  const { i18n } = useLingui()
  return (
    <Box component="section" py={{ base: 48, md: 72 }} aria-labelledby="home-tools-title">
      <Container size="xl">
        <SectionHeading
          id="home-tools-title"
          eyebrow={<Trans>Free astrology tools</Trans>}
          title={<Trans>Everything you need, free</Trans>}
          lead={<Trans>Charts, calculators and timings computed with the Lahiri ayanamsa, the standard of Indian astrology.</Trans>}
        />
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
          {TOOLS.map((tool) => (
            <Card
              key={tool.to}
              component={LocalLink}
              to={tool.to}
              withBorder
              radius="lg"
              padding="md"
              className={classes.toolCard}
            >
              <ThemeIcon size={52} radius="xl" variant="light" color={tool.color}>
                <tool.icon size={28} stroke={1.6} />
              </ThemeIcon>
              <Text fw={700} size="sm" lh={1.25}>
                {i18n._(tool.title)}
              </Text>
              <Text size="xs" c="dimmed" lh={1.3}>
                {i18n._(tool.description)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Box ta="center" mt="xl">
          <Button
            component={LocalLink}
            to="/astrology-tools"
            variant="subtle"
            color="saffron"
            radius="xl"
            rightSection={<IconArrowRight size={16} />}
          >
            <Trans>See all free tools</Trans>
          </Button>
        </Box>
      </Container>
    </Box>
  )
}
