import { Container, Stack, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { PageHero } from '../../../components/page-hero'
import { FREE_TOOL_GROUPS } from './free-tool-groups'
import { LinkCards } from './link-cards'

/** The tools hub: lists the free tools (also the remedies, transits, signs, festivals and spirituality pages). */
export function ToolsHubPage({ entry }: { entry: RouteEntry }) {
  const { i18n } = useLingui()
  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="xl">
        <Stack gap={40}>
          {FREE_TOOL_GROUPS.map((group) => (
            <Stack key={group.id} gap="md" component="section" aria-labelledby={`tools-${group.id}`}>
              <Title order={2} size="h3" id={`tools-${group.id}`}>
                {i18n._(group.label)}
              </Title>
              <LinkCards links={group.items} cols={{ base: 1, xs: 2, md: 3, lg: 4 }} />
            </Stack>
          ))}
        </Stack>
      </Container>
    </>
  )
}
