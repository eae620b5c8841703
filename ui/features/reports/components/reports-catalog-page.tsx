import { Badge, Button, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RouteEntry } from '../../../app/route-table'
import { formatRupees } from '../../../../core/wallet/money'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { useServices } from '../../../services/services-context'
import { reportCatalogQueryOptions } from '../api/report-queries'
import { reportResultsHref, sampleId } from '../utils/report-order'

/** /report: every premium report with its price (from the admins' settings), a sample and the order page. */
export function ReportsCatalogPage({ entry }: { entry: RouteEntry }) {
  void entry
  const services = useServices()
  const { language } = useLanguage()
  const catalog = useQuery(reportCatalogQueryOptions(services, language))
  const lowest = catalog.data?.length ? formatRupees(Math.min(...catalog.data.map((c) => c.price))) : ''
  return (
    <>
      <PageHero
        title={<Trans>Premium Astrology Reports</Trans>}
        subtitle={lowest ? <Trans>Detailed reports written from your own birth chart, from {lowest}. Read a free sample of each before you buy.</Trans> : undefined}
      />
      <Container py="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="report-catalog">
          {catalog.data
            ? catalog.data.map((c) => (
                <Card key={c.type} withBorder radius="lg" padding="lg" shadow="xs" data-testid={`report-card-${c.type}`}>
                  <Stack gap="sm" h="100%">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      <Title order={2} size="h4">
                        {c.title}
                      </Title>
                      <Badge color="saffron" size="lg" data-testid="catalog-price">
                        {formatRupees(c.price)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                      {c.description}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Trans>{c.sections} sections</Trans>
                    </Text>
                    <Group gap="xs">
                      <Button component={LocalLink} to={`/reports/${c.type}`} color="saffron" radius="xl" rightSection={<IconArrowRight size={14} aria-hidden />}>
                        <Trans>Order</Trans>
                      </Button>
                      <Button component={LocalLink} to={reportResultsHref(c.type, sampleId(c.type))} variant="subtle" color="cosmic" radius="xl">
                        <Trans>Free sample</Trans>
                      </Button>
                    </Group>
                  </Stack>
                </Card>
              ))
            : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={220} radius="lg" />)}
        </SimpleGrid>
      </Container>
    </>
  )
}
