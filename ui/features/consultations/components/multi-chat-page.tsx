import { useEffect, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ActionIcon, Box, Button, Container, Group, SimpleGrid, Stack, Tabs, Text, ThemeIcon, Tooltip } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconLayoutColumns, IconMessageCircle, IconX } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ConsultationView } from '../../../../core/domain/consultation'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { PageHero } from '../../../components/page-hero'
import { useRealtimeClient, useRealtimeEvents } from '../../../components/realtime'
import { useAuth } from '../../../lib/auth'
import { useServices } from '../../../services/services-context'
import { consultationListQueryOptions } from '../api/consultation-queries'
import { useAstrologerDesk } from '../hooks/use-astrologer-desk'
import { ChatPanel } from './chat-panel'
import { IncomingRequests } from './incoming-requests'
import { consultationKeys } from '../api/keys'

/** Panes stay until closed, so a chat that ends keeps its summary on screen. */
export function mergePaneIds(current: readonly string[], open: readonly ConsultationView[]): string[] {
  const added = open.map((c) => c.id).filter((id) => !current.includes(id))
  return added.length ? [...current, ...added] : (current as string[])
}

function AstrologerRequests() {
  const desk = useAstrologerDesk()
  return <IncomingRequests query={desk.incoming} openIn="stay" />
}

/** /multi-chat: every open chat at once: side by side on wide screens, as tabs on narrow ones. */
export function MultiChatPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useLingui()
  const services = useServices()
  const queryClient = useQueryClient()
  const { user } = useAuth()
  const wide = useMediaQuery('(min-width: 62em)')
  const client = useRealtimeClient()
  const openQuery = useQuery(consultationListQueryOptions(services, { status: ['requested', 'active'] }))
  const [ids, setIds] = useState<string[]>([])
  const [tab, setTab] = useState<string | null>(null)

  useEffect(() => {
    if (openQuery.data) setIds((current) => mergePaneIds(current, openQuery.data))
  }, [openQuery.data])
  useEffect(() => {
    if (!tab && ids.length) setTab(ids[0])
  }, [ids, tab])

  // A new request or an accepted one adds a pane.
  useRealtimeEvents(client, (event) => {
    if (event.type === 'consultation' && (event.consultation.status === 'active' || event.consultation.status === 'requested') && !ids.includes(event.consultation.id)) {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.lists })
    }
  })

  const names = new Map((openQuery.data ?? []).map((c) => [c.id, user?.role === 'astrologer' ? c.customer.name : c.astrologer.name]))
  const close = (id: string) => {
    setIds((list) => list.filter((x) => x !== id))
    if (tab === id) setTab(null)
  }
  const closeButton = (id: string) => (
    <Tooltip label={<Trans>Close pane</Trans>}>
      <ActionIcon size="sm" variant="subtle" color="gray" onClick={() => close(id)} aria-label={t`Close pane`}>
        <IconX size={14} />
      </ActionIcon>
    </Tooltip>
  )

  return (
    <>
      <PageHero title={i18n._(entry.title)} subtitle={i18n._(entry.description)} />
      <Container py="lg" size={ids.length > 2 ? 'xl' : 'lg'} fluid={ids.length > 2 && wide === true}>
        <Stack gap="lg">
          {user?.role === 'astrologer' && <AstrologerRequests />}
          {openQuery.data && ids.length === 0 && (
            <Stack align="center" ta="center" py={48} gap="xs" data-testid="no-open-chats">
              <ThemeIcon size={64} radius="xl" variant="light" color="cosmic">
                <IconLayoutColumns size={34} aria-hidden />
              </ThemeIcon>
              <Text fw={700}>
                <Trans>No open chats</Trans>
              </Text>
              <Text size="sm" c="dimmed">
                <Trans>Chats in progress appear here side by side.</Trans>
              </Text>
              {user?.role !== 'astrologer' && (
                <Button component={LocalLink} to="/astrologers" color="saffron" radius="xl" leftSection={<IconMessageCircle size={16} aria-hidden />}>
                  <Trans>Talk to an astrologer</Trans>
                </Button>
              )}
            </Stack>
          )}
          {ids.length > 0 &&
            (wide ? (
              <SimpleGrid cols={Math.min(ids.length, 3)} spacing="md" data-testid="multi-chat-grid">
                {ids.map((id) => (
                  <Stack key={id} gap={4}>
                    <Group justify="flex-end">{closeButton(id)}</Group>
                    <ChatPanel consultationId={id} layout="pane" />
                  </Stack>
                ))}
              </SimpleGrid>
            ) : (
              <Tabs value={tab ?? ids[0]} onChange={setTab} keepMounted variant="pills" radius="xl" data-testid="multi-chat-tabs">
                <Tabs.List mb="sm">
                  {ids.map((id, index) => (
                    <Tabs.Tab key={id} value={id}>
                      {names.get(id) ?? t`Chat ${index + 1}`}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                {ids.map((id) => (
                  <Tabs.Panel key={id} value={id}>
                    <Box>
                      <Group justify="flex-end" mb={4}>
                        {closeButton(id)}
                      </Group>
                      <ChatPanel consultationId={id} layout="pane" visible={(tab ?? ids[0]) === id} />
                    </Box>
                  </Tabs.Panel>
                ))}
              </Tabs>
            ))}
        </Stack>
      </Container>
    </>
  )
}
