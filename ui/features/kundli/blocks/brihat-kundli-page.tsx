import { Container } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { VARGAS } from '../../../../core/jyotish/vargas'
import type { RouteEntry } from '../../../app/route-table'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { PageHero } from '../../../components/page-hero'
import { useBirthDetails, useOpenChart } from '../../../components/birth/use-birth-details'
import { kundliRequestOf } from '../../../components/birth/birth-search'
import { BirthDetailsForm } from '../../../components/birth/birth-details-form'
import classes from '../components/kundli.module.css'
import { ChartBlocks } from './chart-blocks'
import { ChartFormIntro, ContentsCard } from '../components/chart-form-intro'
import { KundliResults } from '../components/kundli-results'
import { BRIHAT_BLOCKS } from '../api/get-kundli'

const RESULTS_PATH = '/brihat-kundli-results'

function Contents() {
  const labels = useJyotishLabels()
  const vargas = VARGAS.map((v) => `${v} ${labels.vargas[v]}`).join(', ')
  return (
    <ContentsCard
      icon={<IconListDetails size={24} aria-hidden />}
      color="cosmic"
      title={<Trans>What the Brihat Kundli contains</Trans>}
      items={[
        <Trans key="charts">Birth chart in North and South Indian styles, planetary positions</Trans>,
        <Trans key="vargas">All sixteen divisional charts (Shodashavarga): {vargas}</Trans>,
        <Trans key="chalit">Bhava Chalit with the beginning and middle of every bhava</Trans>,
        <Trans key="dasha">Lagna and Moon charts, and the Vimshottari dasha to three levels</Trans>,
        <Trans key="ashtakavarga">Ashtakavarga: each planet's points by sign, the Sarvashtakavarga and the pindas</Trans>,
        <Trans key="yogini">The yogini dasha beside the Vimshottari, with the period running now</Trans>,
        <Trans key="chara">Jaimini's chara dasha, sign by sign</Trans>,
        <Trans key="shadbala">Shadbala: each planet's six strengths against its need, and the strength of the houses</Trans>,
        <Trans key="yogas">The classical yogas the chart forms, explained</Trans>,
        <Trans key="kp">The KP chart: cusps, sub lords, significators and ruling planets</Trans>,
      ]}
    />
  )
}

/**
 * /brihat-kundli (the form) and /brihat-kundli-results (every varga D1–D60, the Bhava Chalit and the
 * basic kundli). The results page without details in its query string shows the form too.
 */
export function BrihatKundliPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const details = useBirthDetails()
  const openChart = useOpenChart()
  const chart = entry.path === RESULTS_PATH ? kundliRequestOf(details) : null
  const request = chart && { ...chart, with: BRIHAT_BLOCKS }

  return (
    <>
      <div className={classes.noPrint}>
        <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      </div>
      <Container py="xl">
        {request ? (
          <KundliResults
            details={details}
            request={request}
            view="brihat"
            appendix={(kundli) => <ChartBlocks kundli={kundli} />}
          />
        ) : (
          <ChartFormIntro
            hint={<Trans>The divisional charts change every few minutes of birth time: enter it as exactly as you know it.</Trans>}
            form={
              <BirthDetailsForm
                initial={details}
                label={t`Brihat Kundli birth details`}
                submitLabel={<Trans>Generate Brihat Kundli</Trans>}
                onSubmit={(next) => openChart(RESULTS_PATH, next)}
              />
            }
            aside={<Contents />}
          />
        )}
      </Container>
    </>
  )
}
