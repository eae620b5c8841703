import type { ReactNode } from 'react'
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconUserStar } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from '../../../components/local-link'
import { useAuth } from '../../../lib/auth'

/** The astrologer's pages are for astrologer accounts; anyone else is told so (the server refuses them too). */
export function AstrologerGate({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  if (user?.role === 'astrologer') return <>{children}</>
  return (
    <Center py={80} px="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%" shadow="sm">
        <Stack align="center" ta="center" gap="sm" data-testid="astrologers-only">
          <ThemeIcon size={56} radius="xl" variant="light" color="cosmic">
            <IconUserStar size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} size="h3">
            <Trans>For astrologers only</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>This page is where our astrologers take chats. Sign in with an astrologer account to use it.</Trans>
          </Text>
          <Button component={LocalLink} to="/astrologers" variant="light" color="saffron">
            <Trans>Talk to an astrologer instead</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}
