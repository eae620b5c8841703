import type { ReactNode } from 'react'
import { Alert, Anchor, Box, Card, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../app/route-table'
import { MarkdownContent } from '../markdown/markdown-content'
import { PageHero } from '../page-hero'
import { useServices } from '../../services/services-context'
import { guideQueryOptions } from './guide-queries'

interface GuidePageProps {
  entry: RouteEntry
  /** a slug of core/content/ports/guide-library.ts */
  slug: string
  illustration: ReactNode
  /** shown after the text (a learn page's link into its free tool) */
  callToAction?: ReactNode
}

/**
 * A written guide (palmistry, vastu, the learn pages) in the page's language, with its illustration beside
 * the text and a table of contents; the text comes from GET /api/guides/:slug (prose is data per language).
 */
export function GuidePage({ entry, slug, illustration, callToAction }: GuidePageProps) {
  const { i18n } = useLingui()
  const services = useServices()
  // The route's parameters fill its texts (`Diwali {year} Muhurat`).
  const params = useParams({ strict: false }) as Record<string, string>
  const result = useQuery(guideQueryOptions(services, slug, i18n.locale))
  const guide = result.data

  return (
    <>
      <PageHero title={guide?.title ?? i18n._({ ...entry.title, values: params })} subtitle={guide?.description ?? i18n._({ ...entry.description, values: params })} />
      <Container py="xl">
        {result.isPending ? (
          <Skeleton height={800} radius="lg" />
        ) : result.isError || !guide ? (
          <Alert color="red" role="alert">
            <Trans>This guide could not be loaded. Please try again.</Trans>
          </Alert>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <Stack gap="xl" data-testid="guide-sections">
                {guide.sections.map((section) => (
                  <Box component="section" key={section.id} id={section.id} style={{ scrollMarginTop: 80 }}>
                    <Title order={2} size="h3" mb="sm">
                      {section.heading}
                    </Title>
                    <MarkdownContent source={section.body} />
                  </Box>
                ))}
                {callToAction}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
                <Card withBorder radius="lg" padding="md">
                  {illustration}
                </Card>
                <Card withBorder radius="lg" padding="md" component="nav" aria-label={i18n._({ ...entry.title, values: params })}>
                  <Text fw={700} mb={6}>
                    <Trans>In this guide</Trans>
                  </Text>
                  <Stack gap={4}>
                    {guide.sections.map((section) => (
                      <Anchor key={section.id} href={`#${section.id}`} size="sm">
                        {section.heading}
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Container>
    </>
  )
}
