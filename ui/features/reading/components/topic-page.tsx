import { Button, Card, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconMessageCircle } from '@tabler/icons-react'
import { useParams } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TopicSlug } from '../../../../core/content/ports/guide-library'
import type { RouteEntry } from '../../../app/route-table'
import { GuidePage } from '../../../components/guide/guide-page'
import { LocalLink } from '../../../components/local-link'
import { TopicFacts } from './topic-facts'

type Tool = { path: string; label: MessageDescriptor }
const KUNDLI: Tool = { path: '/kundli', label: msg`Free kundli` }
const MATCHING: Tool = { path: '/kundli-matching', label: msg`Kundli matching` }
const DOSHAS: Tool = { path: '/dosham-detector', label: msg`Dosha detector` }
const TRANSITS: Tool = { path: '/planet-transits', label: msg`Planet transits today` }
const FESTIVALS: Tool = { path: '/hindu-festivals', label: msg`Festival calendar` }
const MUHURAT: Tool = { path: '/shubh-muhurat', label: msg`Shubh muhurat` }
const PANCHANG: Tool = { path: '/panchang', label: msg`Today's panchang` }

/** The free tools each topic leads into. */
const TOOLS: Record<TopicSlug, Tool[]> = {
  'topic-marriage-prediction': [{ path: '/marriage-astrology', label: msg`Marriage astrology from your chart` }, MATCHING],
  'topic-career-astrology': [KUNDLI, { path: '/dasha-calculator', label: msg`Dasha calculator` }],
  'topic-health-astrology': [KUNDLI, PANCHANG],
  'topic-love-compatibility': [{ path: '/love-compatibility', label: msg`Love compatibility by moon sign` }, MATCHING],
  'topic-lucky-numbers': [{ path: '/lucky-numbers', label: msg`Your lucky numbers` }, { path: '/numerology', label: msg`Numerology` }],
  'topic-baby-names': [{ path: '/baby-naming', label: msg`Baby names by nakshatra` }, { path: '/nakshatra-finder', label: msg`Nakshatra finder` }],
  'topic-sade-sati': [{ path: '/sade-sati-calculator', label: msg`Sade sati calculator` }, TRANSITS],
  'topic-mangal-dosha': [DOSHAS, MATCHING],
  'topic-kaal-sarp-dosha': [DOSHAS, KUNDLI],
  'topic-pitra-dosha': [DOSHAS, FESTIVALS],
  'topic-shani-mahadasha': [{ path: '/dasha-calculator', label: msg`Dasha calculator` }, { path: '/sade-sati-calculator', label: msg`Sade sati calculator` }],
  'topic-jupiter-transit': [TRANSITS, { path: '/yearly-horoscope', label: msg`Yearly horoscope` }],
  'topic-rahu-ketu-transit': [TRANSITS, { path: '/yearly-horoscope', label: msg`Yearly horoscope` }],
  'topic-solar-eclipse-effects': [FESTIVALS, PANCHANG],
  'topic-lunar-eclipse-effects': [FESTIVALS, PANCHANG],
  'topic-retrograde-planets': [TRANSITS, KUNDLI],
  'topic-navratri': [FESTIVALS, MUHURAT],
  'topic-diwali-muhurat': [FESTIVALS, { path: '/choghadiya', label: msg`Choghadiya` }],
  'topic-holi': [FESTIVALS, PANCHANG],
  'topic-karva-chauth': [FESTIVALS, PANCHANG],
  'topic-love-marriage-astrology': [MATCHING, { path: '/love-compatibility', label: msg`Love compatibility by moon sign` }],
  'topic-career-business-astrology': [KUNDLI, MUHURAT],
  'topic-health-medical-astrology': [KUNDLI, PANCHANG],
  'topic-wealth-finance-astrology': [KUNDLI, { path: '/gemstones', label: msg`Gemstone advisor` }],
  'topic-spiritual-growth-astrology': [PANCHANG, { path: '/brahma-muhurat', label: msg`Brahma muhurat` }],
  'topic-children-progeny-astrology': [{ path: '/baby-naming', label: msg`Baby names by nakshatra` }, MUHURAT],
  remedies: [DOSHAS, { path: '/gemstones', label: msg`Gemstone advisor` }],
  spirituality: [PANCHANG, { path: '/brahma-muhurat', label: msg`Brahma muhurat` }],
}

/** The topic's tools and a word about consulting an astrologer. */
function ToolsCard({ slug }: { slug: TopicSlug }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="sm" data-testid="topic-tools">
      <Title order={2} size="h4">
        <Trans>Try it on your own chart</Trans>
      </Title>
      {TOOLS[slug].map((tool) => (
        <Button key={tool.path} component={LocalLink} to={tool.path} variant="light" color="saffron" radius="xl" justify="space-between" rightSection={<IconArrowRight size={16} />}>
          {i18n._(tool.label)}
        </Button>
      ))}
      <Text size="sm" c="dimmed">
        <Trans>Every chart is different. An astrologer can read these factors in yours.</Trans>
      </Text>
      <Button component={LocalLink} to="/astrologers" variant="subtle" leftSection={<IconMessageCircle size={16} />}>
        <Trans>Talk to an astrologer</Trans>
      </Button>
    </Stack>
  )
}

/**
 * A topic page (/topics/{topic}, the topic landings, /remedies, /spirituality): the written text, and beside
 * it the live facts where the topic has them (real ingresses, eclipses, retrogrades, festival muhurats).
 */
export function TopicPage({ entry }: { entry: RouteEntry }) {
  const params = useParams({ strict: false }) as Record<string, string>
  const slug = (entry.guide ?? 'remedies') as TopicSlug
  const tools = (
    <Card withBorder radius="lg" padding="lg">
      <ToolsCard slug={slug} />
    </Card>
  )
  return (
    <GuidePage
      entry={entry}
      slug={slug}
      illustration={entry.facts ? <TopicFacts facts={entry.facts} params={params} /> : <ToolsCard slug={slug} />}
      callToAction={entry.facts ? tools : undefined}
    />
  )
}
