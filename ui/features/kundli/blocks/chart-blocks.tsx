import { Stack } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { Kundli } from '../../../../core/kundli/generate-kundli'
import { AshtakavargaTable } from './ashtakavarga-table'
import { CharaTable } from './chara-table'
import { KpTables } from './kp-tables'
import { ShadbalaTable } from './shadbala-table'
import { YogasList } from './yogas-list'
import { KundliSection } from '../components/kundli-results'
import { YoginiTable } from './yogini-table'

/** The blocks of the chart a page asked for (`with=`), each in its section (a block the answer lacks is not drawn). */
export function ChartBlocks({ kundli }: { kundli: Kundli }) {
  return (
    <Stack gap={40}>
      {kundli.yogini && (
        <KundliSection id="yogini" title={<Trans>Yogini dasha</Trans>} testId="section-yogini" breakBefore>
          <YoginiTable dasha={kundli.yogini} timeZone={kundli.input.tz} />
        </KundliSection>
      )}
      {kundli.chara && (
        <KundliSection id="chara" title={<Trans>Chara dasha (Jaimini)</Trans>} testId="section-chara" breakBefore>
          <CharaTable dasha={kundli.chara} timeZone={kundli.input.tz} />
        </KundliSection>
      )}
      {kundli.ashtakavarga && (
        <KundliSection id="ashtakavarga" title={<Trans>Ashtakavarga</Trans>} testId="section-ashtakavarga" breakBefore>
          <AshtakavargaTable block={kundli.ashtakavarga} ascendantSign={kundli.ascendant.sign} />
        </KundliSection>
      )}
      {kundli.shadbala && (
        <KundliSection id="shadbala" title={<Trans>Shadbala: the six strengths</Trans>} testId="section-shadbala" breakBefore>
          <ShadbalaTable shadbala={kundli.shadbala} bhavaBala={kundli.bhavaBala} />
        </KundliSection>
      )}
      {kundli.yogas && (
        <KundliSection id="yogas" title={<Trans>Yogas in the chart</Trans>} testId="section-yogas" breakBefore>
          <YogasList yogas={kundli.yogas} />
        </KundliSection>
      )}
      {kundli.kp && (
        <KundliSection id="kp" title={<Trans>KP (Krishnamurti Paddhati)</Trans>} testId="section-kp" breakBefore>
          <KpTables kp={kundli.kp} />
        </KundliSection>
      )}
    </Stack>
  )
}

