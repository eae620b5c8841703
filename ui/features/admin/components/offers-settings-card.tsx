import { Card, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { REPORT_TYPES, type Offers, type ReportType } from '../../../../core/domain/settings'

/** The new customer's offers on /admin/settings: each on or off, with its limits. */
export function OffersSettingsCard({ offers, reportNames, errors, onChange }: { offers: Offers; reportNames: Record<ReportType, string>; errors: Record<string, string>; onChange: (offers: Offers) => void }) {
  const { t } = useLingui()
  const { firstReport, firstQuestion } = offers
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="offers-settings">
      <Title order={2} size="h4" mb={4}>
        <Trans>Offers to new customers</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Each offer is given once per person (per account and per birth chart); the free report is paid from the promotions account. Switched off, no page shows it and no order receives it.</Trans>
      </Text>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Switch
            label={t`A first report free`}
            checked={firstReport.enabled}
            onChange={(e) => onChange({ ...offers, firstReport: { ...firstReport, enabled: e.currentTarget.checked } })}
            data-testid="offer-first-report"
          />
          <NativeSelect
            label={t`The report given free`}
            value={firstReport.reportType}
            data={REPORT_TYPES.map((type) => ({ value: type, label: reportNames[type] }))}
            onChange={(e) => onChange({ ...offers, firstReport: { ...firstReport, reportType: e.currentTarget.value as ReportType } })}
            error={errors['offers.firstReport.reportType']}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Switch
            label={t`A first question free`}
            checked={firstQuestion.enabled}
            onChange={(e) => onChange({ ...offers, firstQuestion: { ...firstQuestion, enabled: e.currentTarget.checked } })}
            data-testid="offer-first-question"
          />
          <NumberInput
            label={t`Longest question (characters)`}
            value={firstQuestion.maxChars}
            min={100}
            max={2000}
            allowDecimal={false}
            onChange={(v) => onChange({ ...offers, firstQuestion: { ...firstQuestion, maxChars: Number(v) } })}
            error={errors['offers.firstQuestion.maxChars']}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  )
}
