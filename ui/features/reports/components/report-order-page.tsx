import { useViewerOffers } from '../../../components/use-offers'
import { Badge, Button, Card, Container, Grid, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconBook2, IconClock, IconFileTypePdf, IconLanguage, IconShieldCheck } from '@tabler/icons-react'
import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { RouteEntry } from '../../../app/route-table'
import { formatRupees } from '../../../../core/wallet/money'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useLanguage } from '../../../i18n/language'
import { useAnalytics } from '../../../lib/analytics'
import { useServices } from '../../../services/services-context'
import { reportCatalogQueryOptions } from '../api/report-queries'
import { reportResultsHref, reportTypeOfPath, sampleId } from '../utils/report-order'
import { ReportOrderForm } from './report-order-form'

/** /reports/{type}: what the report holds, its price from the admins' settings, a free sample, and the order form. */
export function ReportOrderPage({ entry }: { entry: RouteEntry }) {
  const type = reportTypeOfPath(entry.path)!
  const services = useServices()
  const { language } = useLanguage()
  const catalog = useQuery(reportCatalogQueryOptions(services, language))
  const item = catalog.data?.find((c) => c.type === type)
  const analytics = useAnalytics()
  useEffect(() => void analytics.track('report_view', { report_type: type }), [analytics, type])
  const price = item ? formatRupees(item.price) : ''
  const free = useViewerOffers().firstReport?.reportType === type
  return (
    <>
      <PageHero
        title={item?.title ?? <Skeleton h={36} w={260} />}
        subtitle={item?.description}
        eyebrow={
          item && (
            <Group gap="xs">
              {free && (
                <Badge size="lg" color="teal" data-testid="report-free">
                  <Trans>Free for your first report</Trans>
                </Badge>
              )}
              <Badge size="lg" color="saffron" data-testid="report-price" td={free ? 'line-through' : undefined}>
                {price}
              </Badge>
              <Badge size="lg" variant="light" color="cosmic">
                <Trans>{item.sections} sections</Trans>
              </Badge>
            </Group>
          )
        }
      />
      <Container py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>{item ? <ReportOrderForm type={type} price={item.price} path={entry.path} /> : <Skeleton h={420} radius="lg" />}</Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Card withBorder radius="lg" padding="lg">
                <Stack gap="sm">
                  <Text fw={700}>
                    <Trans>See before you buy</Trans>
                  </Text>
                  <Text size="sm" c="dimmed">
                    <Trans>Read a complete sample, written from a demo birth chart, exactly as yours will be written from your own.</Trans>
                  </Text>
                  <Button component={LocalLink} to={reportResultsHref(type, sampleId(type))} variant="light" color="cosmic" radius="xl" data-testid="report-sample-link">
                    <Trans>Read the free sample</Trans>
                  </Button>
                </Stack>
              </Card>
              <Card withBorder radius="lg" padding="lg">
                <Stack gap="sm">
                  {[
                    { icon: IconBook2, text: <Trans>Computed from your exact chart: grahas, houses, yogas, dashas and transits</Trans> },
                    { icon: IconLanguage, text: <Trans>Written in English, Hindi, Tamil or Telugu</Trans> },
                    { icon: IconFileTypePdf, text: <Trans>Read online or download the PDF</Trans> },
                    { icon: IconClock, text: <Trans>Ready in a minute or two, with a mail when it is done</Trans> },
                    { icon: IconShieldCheck, text: <Trans>Private: only you can open it</Trans> },
                  ].map(({ icon: Icon, text }, i) => (
                    <Group key={i} wrap="nowrap" gap="sm" align="flex-start">
                      <ThemeIcon variant="light" color="saffron" radius="xl" size={30}>
                        <Icon size={16} aria-hidden />
                      </ThemeIcon>
                      <Text size="sm">{text}</Text>
                    </Group>
                  ))}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  )
}
