import { useEffect } from 'react'
import { useParams } from '@tanstack/react-router'
import { ActionIcon, Anchor, Container, Group, Text, Tooltip } from '@mantine/core'
import { IconArrowsMaximize, IconArrowsMinimize, IconChevronLeft } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RouteEntry } from '../../../app/route-table'
import { LocalLink } from '../../../components/local-link'
import { useAuth } from '../../../lib/auth'
import { ChatPanel } from './chat-panel'
import classes from './chat.module.css'

/** Hides the site's header and footer while mounted (/clean-chat). */
function useBareChrome() {
  useEffect(() => {
    const root = document.documentElement
    root.dataset.chrome = 'off'
    return () => {
      delete root.dataset.chrome
    }
  }, [])
}

function CleanChat({ id }: { id: string }) {
  const { t } = useLingui()
  useBareChrome()
  return (
    <div className={classes.cleanShell} data-testid="clean-chat">
      <Group justify="space-between" px="sm" py={6} w="100%" maw={1040} mx="auto">
        <Anchor component={LocalLink} to="/dashboard/chat" size="sm" c="cosmic.7">
          <Group gap={2}>
            <IconChevronLeft size={16} aria-hidden />
            <Trans>My chats</Trans>
          </Group>
        </Anchor>
        <Tooltip label={<Trans>Show the full page</Trans>}>
          <ActionIcon component={LocalLink} to={`/chat/${id}`} variant="subtle" color="cosmic" aria-label={t`Show the full page`}>
            <IconArrowsMinimize size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <div style={{ flex: 1, minHeight: 0, width: '100%', maxWidth: 1040, margin: '0 auto' }}>
        <ChatPanel consultationId={id} layout="clean" />
      </div>
    </div>
  )
}

/** /chat/{id} (with the site around it) and /clean-chat/{id} (the chat alone, full screen). */
export function ChatPage({ entry }: { entry: RouteEntry }) {
  const { t } = useLingui()
  const { user } = useAuth()
  const params = useParams({ strict: false }) as { id?: string }
  const id = params.id ?? ''
  if (entry.path.startsWith('/clean-chat')) return <CleanChat key={id} id={id} />
  const back = user?.role === 'astrologer' ? '/astrologer-dashboard' : '/dashboard/chat'
  return (
    <Container py="md" size="xl">
      <Group justify="space-between" mb="sm">
        <Anchor component={LocalLink} to={back} size="sm">
          <Group gap={2}>
            <IconChevronLeft size={16} aria-hidden />
            {user?.role === 'astrologer' ? <Trans>Dashboard</Trans> : <Trans>My chats</Trans>}
          </Group>
        </Anchor>
        <Group gap="xs">
          <Text size="xs" c="dimmed" visibleFrom="sm">
            <Trans>Distraction-free view</Trans>
          </Text>
          <Tooltip label={<Trans>Distraction-free view</Trans>}>
            <ActionIcon component={LocalLink} to={`/clean-chat/${id}`} variant="light" color="cosmic" aria-label={t`Distraction-free view`} data-testid="open-clean-chat">
              <IconArrowsMaximize size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <ChatPanel key={id} consultationId={id} layout="page" />
    </Container>
  )
}
