import { useState } from 'react'
import { Card, Tabs, Text } from '@mantine/core'
import { IconHeartHandshake, IconZodiacAries } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { KundliForm } from './kundli-form'
import { MatchingForm } from '../../../components/birth/matching-form'
import classes from './home.module.css'

/** The home page's birth-forms tab: generate or matching. */
type HomeTab = 'generate' | 'matching'

/**
 * The tabbed card of the hero: Generate Kundli and Kundli Matching (boy's and girl's details). Its padding
 * and the tabs' icons follow the screen's width in CSS (home.module.css), not through media-query hooks:
 * those render the server's narrow-screen values first and then re-render both forms after hydration.
 */
export function BirthFormsCard() {
  const [tab, setTab] = useState<HomeTab>('generate')
  return (
    <Card shadow="xl" radius="lg" withBorder className={classes.formCard} id="free-kundli">
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === 'matching' ? 'matching' : 'generate')}
        color="saffron"
        variant="pills"
        radius="xl"
        keepMounted
        classNames={{ tabSection: classes.formTabIcon }}
      >
        <Tabs.List grow mb="md" style={{ flexWrap: "nowrap" }}>
          <Tabs.Tab value="generate" leftSection={<IconZodiacAries size={16} aria-hidden />} fw={600} fz={{ base: 13, xs: 14 }} px={{ base: 6, xs: "md" }}>
            <Trans>Generate Kundli</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="matching" leftSection={<IconHeartHandshake size={16} aria-hidden />} fw={600} fz={{ base: 13, xs: 14 }} px={{ base: 6, xs: "md" }}>
            <Trans>Kundli Matching</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="generate">
          <Text size="sm" c="dimmed" mb="sm">
            <Trans>Your Vedic birth chart with planets, houses and dasha periods, free.</Trans>
          </Text>
          <KundliForm />
        </Tabs.Panel>
        <Tabs.Panel value="matching">
          <Text size="sm" c="dimmed" mb="sm">
            <Trans>Ashtakoota guna milan out of 36 points with manglik check, free.</Trans>
          </Text>
          <MatchingForm />
        </Tabs.Panel>
      </Tabs>
    </Card>
  )
}
