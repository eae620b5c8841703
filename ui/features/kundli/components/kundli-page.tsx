import type { ReactNode } from 'react'
import { Badge, Container } from '@mantine/core'
import { IconLanguage, IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LanguageCode } from '../../../../core/shared/language'
import type { RouteEntry } from '../../../app/route-table'
import { ChartLanguage } from '../../../components/jyotish-language'
import { PageHero } from '../../../components/page-hero'
import { useBirthDetails, useOpenChart } from '../../../components/birth/use-birth-details'
import { kundliRequestOf } from '../../../components/birth/birth-search'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import type { ChartStyle } from './chart-views'
import classes from './kundli.module.css'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { KUNDLI_TABS, blocksOfTab, type KundliView } from '../utils/kundli-tabs'
import { ChartFormIntro, ContentsCard } from './chart-form-intro'
import { KundliResults } from './kundli-results'

interface Variant {
  view: KundliView
  /** Show the /kundli tab routes. */
  tabs: boolean
  /** Chart contents in this language whatever the page's language. */
  chartLanguage: LanguageCode | null
  preferredStyle: ChartStyle
}

/** The page's variant from its route: a /kundli tab, /hindi-kundli or /tamil/jathagam (the route table sets their chart language). */
function variantOf(entry: RouteEntry): Variant {
  const chartLanguage = entry.chartLanguage ?? null
  if (entry.path === '/hindi-kundli') return { view: 'report', tabs: false, chartLanguage, preferredStyle: 'north' }
  if (entry.path === '/jathagam') return { view: 'report', tabs: false, chartLanguage, preferredStyle: 'south' }
  const tab = KUNDLI_TABS.find((t) => t.path === entry.path)
  return { view: tab?.view ?? 'overview', tabs: true, chartLanguage, preferredStyle: 'north' }
}

/** What a kundli shows, next to the empty form. */
function WhatYouGet() {
  return (
    <ContentsCard
      icon={<IconSparkles size={24} aria-hidden />}
      title={<Trans>Your free kundli includes</Trans>}
      items={[
        <Trans key="1">North Indian and South Indian birth charts</Trans>,
        <Trans key="2">Planetary positions with nakshatra, pada, house and dignity</Trans>,
        <Trans key="3">Lagna and Moon (rasi) charts side by side</Trans>,
        <Trans key="4">Vimshottari dasha to the pratyantardasha, with the periods running now</Trans>,
        <Trans key="5">India's historical clocks handled for old birth times</Trans>,
      ]}
      note={<Trans>Sidereal zodiac with the Lahiri ayanamsa, whole-sign houses, mean nodes.</Trans>}
    />
  )
}

/**
 * /kundli and its tab routes (/kundli/north-indian, /kundli/south-indian, /kundli/planetary,
 * /kundli/lagna-rasi), /hindi-kundli and /tamil/jathagam. Without birth details in the query string it
 * shows the form; with them, the computed chart. The tabs that draw a block of the chart (dasha,
 * ashtakavarga) are KundliBlocksPage, which passes their drawing as the `appendix`.
 */
export function KundliPage({ entry, appendix }: { entry: RouteEntry; appendix?: (kundli: Kundli) => ReactNode }) {
  const { t, i18n } = useLingui()
  const details = useBirthDetails()
  const openChart = useOpenChart()
  const variant = variantOf(entry)
  const chart = kundliRequestOf(details)
  const blocks = blocksOfTab(entry.path)
  const request = chart && (blocks.length ? { ...chart, with: blocks } : chart)
  const title = i18n._(entry.title)

  const eyebrow = variant.chartLanguage === 'hi' && (
    <Badge color="saffron" variant="filled" size="lg" w="fit-content" leftSection={<IconLanguage size={14} aria-hidden />}>
      <Trans>Chart in Hindi</Trans>
    </Badge>
  )

  if (!request) {
    // The form: also where a link with incomplete details lands, pre-filled with what it carried.
    return (
      <ChartLanguage language={variant.chartLanguage}>
        <div className={classes.noPrint}>
          <PageHero title={title} subtitle={i18n._(entry.description)} eyebrow={eyebrow} />
        </div>
        <Container py="xl">
          <ChartFormIntro
            hint={<Trans>Choose the birth place from the suggestions, or enter its coordinates. The exact birth time gives the exact ascendant.</Trans>}
            form={<BirthDetailsForm initial={details} label={t`Kundli birth details`} onSubmit={(next) => openChart(entry.path, next)} />}
            aside={<WhatYouGet />}
          />
        </Container>
      </ChartLanguage>
    )
  }

  return (
    <ChartLanguage language={variant.chartLanguage}>
      <div className={classes.noPrint}>
        <PageHero title={title} eyebrow={eyebrow} />
      </div>
      <Container py="xl">
        <KundliResults details={details} request={request} view={variant.view} tabs={variant.tabs} preferredStyle={variant.preferredStyle} appendix={appendix} />
      </Container>
    </ChartLanguage>
  )
}
