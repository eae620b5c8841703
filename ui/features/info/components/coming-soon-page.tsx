import { Badge, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconHourglass, IconMessageCircle, IconSparkles } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useParams } from '@tanstack/react-router'
import { ACCOUNT_LINKS, MENUS, POPULAR_LINKS, type NavLinkItem } from '../../../app/navigation'
import type { RouteEntry, RouteSection } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { humanizeSlug } from '../../../lib/page-metadata'
import { LinkCards } from './link-cards'

const menu = (id: string) => MENUS.find((m) => m.id === id)?.items ?? []

const RELATED: Partial<Record<RouteSection, readonly NavLinkItem[]>> = {
  horoscope: menu('horoscope'),
  kundli: menu('kundli'),
  panchang: menu('panchang'),
  tools: menu('tools'),
  reports: menu('reports'),
  learn: menu('learn'),
  topics: menu('learn'),
  dashboard: ACCOUNT_LINKS,
  consultation: ACCOUNT_LINKS,
  payment: ACCOUNT_LINKS,
}

/**
 * The page a later issue builds: its translated title, what is coming (the route's description) and
 * links to what already works. Never a 404, never blank.
 */
export function ComingSoonPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  const params = useParams({ strict: false }) as Record<string, string | undefined>
  const subjectParam = params.sign ?? params.rashi ?? params.slug
  const subject = entry.subject ? i18n._(entry.subject) : subjectParam ? humanizeSlug(subjectParam) : null
  const title = i18n._(entry.title)
  const related = (RELATED[entry.section] ?? POPULAR_LINKS).filter((l) => l.path !== entry.path).slice(0, 6)

  return (
    <>
      <PageHero
        eyebrow={
          <Badge color="saffron" variant="filled" size="lg" leftSection={<IconHourglass size={14} aria-hidden />} w="fit-content">
            <Trans>Coming soon</Trans>
          </Badge>
        }
        title={subject ? `${title}: ${subject}` : title}
        subtitle={i18n._(entry.description)}
      />
      <Container py="xl">
        <Stack gap="xl">
          <Paper withBorder radius="lg" p="lg" shadow="xs" data-testid="coming-soon">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <ThemeIcon size={44} radius="xl" variant="light" color="cosmic">
                <IconSparkles size={24} aria-hidden />
              </ThemeIcon>
              <Stack gap={6}>
                <Title order={2} size="h4">
                  <Trans>We are preparing this page</Trans>
                </Title>
                <Text c="dimmed">
                  <Trans>
                    Our astrologers and engineers are putting the finishing touches on it. Meanwhile, any astrologer who is
                    online now is a message away, and the first 5 minutes of chat are free.
                  </Trans>
                </Text>
                <Group mt="xs">
                  <Button component={LocalLink} to="/astrologers" color="saffron" leftSection={<IconMessageCircle size={18} aria-hidden />}>
                    <Trans>Talk to Astrologer</Trans>
                  </Button>
                  <Button component={LocalLink} to="/kundli" variant="light">
                    <Trans>Generate Free Kundli</Trans>
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Paper>
          {related.length > 0 && (
            <Stack gap="sm">
              <Title order={2} size="h4">
                <Trans>Explore related pages</Trans>
              </Title>
              <LinkCards links={related} />
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  )
}
