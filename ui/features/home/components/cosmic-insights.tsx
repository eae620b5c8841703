import type { ComponentType } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClockExclamation, IconHourglass, IconMoon, IconSparkles, type IconProps } from '@tabler/icons-react'
import classes from './home.module.css'

/** Evergreen guidance: true on any day, so it never goes stale. */
const INSIGHTS: Array<{ icon: ComponentType<IconProps>; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: IconMoon,
    title: msg`Know your moon sign`,
    text: msg`In Vedic astrology your rashi, the sign of the Moon at birth, describes your mind and moods more closely than your sun sign.`,
  },
  {
    icon: IconSparkles,
    title: msg`Start well, in a good muhurat`,
    text: msg`Weddings, housewarmings and new ventures are traditionally begun in an auspicious muhurat. Abhijit muhurta around midday suits most beginnings.`,
  },
  {
    icon: IconClockExclamation,
    title: msg`Step around Rahu Kaal`,
    text: msg`About an hour and a half each day is ruled by Rahu. Avoid starting important work then; routine tasks are fine.`,
  },
  {
    icon: IconHourglass,
    title: msg`Saturn rewards patience`,
    text: msg`Sade Sati and Saturn's periods ask for discipline and steady effort. What you build slowly under Saturn tends to last.`,
  },
]

/** The cosmic insights panel of the home page. */
export function CosmicInsights() {
  const { i18n } = useLingui()
  return (
    <Card radius="lg" padding="lg" className={classes.sectionCosmic} h="100%">
      <Text className={classes.eyebrowLight}>
        <Trans>Cosmic insights</Trans>
      </Text>
      <Title order={3} fz="xl" c="white" mb="md">
        <Trans>Wisdom for every day</Trans>
      </Title>
      <Stack gap="md">
        {INSIGHTS.map((insight) => (
          <Group key={insight.title.id} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={40} radius="xl" variant="light" style={{ background: 'rgba(255,153,51,0.18)', color: '#ffd27a', flexShrink: 0 }}>
              <insight.icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700} c="white">
                {i18n._(insight.title)}
              </Text>
              <Text size="sm" c="rgba(255,255,255,0.78)" lh={1.55}>
                {i18n._(insight.text)}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  )
}
