import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconListNumbers } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReportChartPicture, ReportJson } from '../../../../core/domain/report'
import type { GrahaId } from '../../../../core/jyotish/zodiac'
import { useJyotishLabels } from '../../../components/jyotish-language'
import { NorthIndianChart } from '../../../components/north-indian-chart'
import type { ChartModel } from '../../../components/chart-model'
import { PdfButton } from './pdf-button'

function chartModel(picture: ReportChartPicture): ChartModel {
  return {
    ascendantSign: picture.ascendant,
    bodies: picture.planets.map((p) => ({ id: p.id as GrahaId, sign: p.sign, ...(p.degree >= 0 ? { degreeInSign: p.degree } : {}), retrograde: p.retrograde })),
  }
}

/** A finished report: title, the charts, the contents and every section, with the PDF to download. */
export function ReportView({ report }: { report: ReportJson }) {
  const { t } = useLingui()
  const labels = useJyotishLabels()
  const parts: Array<{ part: string; sections: Array<{ index: number; id: string; title: string }> }> = []
  report.sections.forEach((s, index) => {
    const last = parts.at(-1)
    if (last && last.part === s.part) last.sections.push({ index, id: s.id, title: s.title })
    else parts.push({ part: s.part, sections: [{ index, id: s.id, title: s.title }] })
  })
  return (
    <Stack gap="xl" data-testid="report-view" lang={report.lang}>
      <Card withBorder radius="lg" padding="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <div>
            <Title order={2} data-testid="report-title">
              {report.title}
            </Title>
            <Text c="dimmed">{report.subtitle}</Text>
            <Group gap="xs" mt="xs">
              <Badge color="cosmic" variant="light" leftSection={<IconListNumbers size={12} aria-hidden />}>
                <Trans>{report.sections.length} sections</Trans>
              </Badge>
              {report.sample && (
                <Badge color="saffron" variant="light">
                  <Trans>Free sample</Trans>
                </Badge>
              )}
            </Group>
          </div>
          <PdfButton report={report} color="saffron" radius="xl" data-testid="report-pdf">
            <Trans>Download PDF</Trans>
          </PdfButton>
        </Group>
      </Card>

      {report.charts.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: Math.min(3, report.charts.length) }} spacing="lg">
          {report.charts.map((c) => (
            <Card key={c.title} withBorder radius="lg" padding="md">
              <Text fw={600} ta="center" mb="xs">
                {c.title}
              </Text>
              <NorthIndianChart model={chartModel(c)} labels={labels} title={c.title} variant={c.planets.some((p) => p.degree >= 0) ? 'large' : 'small'} />
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Card withBorder radius="lg" padding="lg" component="nav" aria-label={t`Contents`}>
        <Title order={3} size="h4" mb="sm">
          <Trans>Contents</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {parts.map((p) => (
            <div key={p.part}>
              <Text fw={700} size="sm" c="saffron">
                {p.part}
              </Text>
              <List size="sm" spacing={2} listStyleType="none">
                {p.sections.map((s) => (
                  <List.Item key={s.id}>
                    <Anchor href={`#section-${s.id}`} size="sm">
                      {s.index + 1}. {s.title}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </div>
          ))}
        </SimpleGrid>
      </Card>

      <Stack gap="lg">
        {report.sections.map((s, index) => (
          <Card key={s.id} withBorder radius="lg" padding="lg" component="section" id={`section-${s.id}`} data-testid="report-section" aria-labelledby={`title-${s.id}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {s.part}
            </Text>
            <Title order={3} size="h4" id={`title-${s.id}`} mb="sm">
              {index + 1}. {s.title}
            </Title>
            <Stack gap="sm">
              {s.body.split(/\n\n+/).map((paragraph, i) => (
                <Text key={i} style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  )
}
