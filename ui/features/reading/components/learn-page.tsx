import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconBook } from '@tabler/icons-react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LearnSlug } from '../../../../core/content/ports/guide-library'
import type { RouteEntry } from '../../../app/route-table'
import { GuidePage } from '../../../components/guide/guide-page'
import { LocalLink } from '../../../components/local-link'
import { LearnDiagram } from './learn-diagrams'

/** The free tool each lesson leads into, and the next lesson to read. */
const NEXT: Record<LearnSlug, { tool: string; toolLabel: MessageDescriptor; next?: string; nextLabel?: MessageDescriptor }> = {
  'learn-basics': { tool: '/kundli', toolLabel: msg`Make your free kundli`, next: '/learn-astrology/birth-chart', nextLabel: msg`Reading a Birth Chart` },
  'learn-birth-chart': { tool: '/kundli', toolLabel: msg`Make your free kundli`, next: '/learn-astrology/planets', nextLabel: msg`The Nine Planets` },
  'learn-planets': { tool: '/planet-transits', toolLabel: msg`See where the planets are today`, next: '/learn-astrology/nakshatras', nextLabel: msg`The 27 Nakshatras` },
  'learn-nakshatras': { tool: '/nakshatra-finder', toolLabel: msg`Find your birth nakshatra`, next: '/learn-astrology/doshas', nextLabel: msg`Doshas Explained` },
  'learn-doshas': { tool: '/dosham-detector', toolLabel: msg`Check your chart for doshas`, next: '/learn-astrology/muhurta', nextLabel: msg`Muhurta: Electional Astrology` },
  'learn-muhurta': { tool: '/shubh-muhurat', toolLabel: msg`Find a shubh muhurat`, next: '/learn-astrology/advanced', nextLabel: msg`Advanced Astrology` },
  'learn-advanced': { tool: '/brihat-kundli', toolLabel: msg`Open your Brihat kundli with all 16 vargas`, next: '/articles/dasha-periods-guide', nextLabel: msg`A Guide to Dasha Periods` },
  'dasha-periods-guide': { tool: '/dasha-calculator', toolLabel: msg`Calculate your dashas`, next: '/learn-astrology/basics', nextLabel: msg`Astrology Basics` },
}

/** A learn page (/learn-astrology/{topic}, /articles/dasha-periods-guide): the lesson, its diagram, its tool. */
export function LearnPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const slug = (entry.guide ?? 'learn-basics') as LearnSlug
  const next = NEXT[slug]
  const callToAction = (
    <Card withBorder radius="lg" padding="lg" bg="var(--mantine-color-saffron-light)" data-testid="learn-next">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Put it into practice</Trans>
        </Title>
        <Text>
          <Trans>Every idea on this page can be seen in your own chart. Our free tools do the calculation for you.</Trans>
        </Text>
        <Group gap="sm">
          <Button component={LocalLink} to={next.tool} color="saffron" radius="xl" rightSection={<IconArrowRight size={16} />} data-testid="learn-tool-link">
            {i18n._(next.toolLabel)}
          </Button>
          {next.next && next.nextLabel && (
            <Button component={LocalLink} to={next.next} variant="light" radius="xl" leftSection={<IconBook size={16} />}>
              <Trans>Next lesson: {i18n._(next.nextLabel)}</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  )
  return <GuidePage entry={entry} slug={slug} illustration={<LearnDiagram slug={slug} />} callToAction={callToAction} />
}
