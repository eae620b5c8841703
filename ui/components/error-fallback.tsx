import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'

/** The rendering-failure screen. */
export function ErrorFallback() {
  return (
    <Center mih={320} p="md">
      <Paper withBorder shadow="sm" radius="lg" p="xl" maw={440} w="100%" role="alert">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            <Trans>Something went wrong</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Please refresh the page to try again</Trans>
          </Text>
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            <Trans>Refresh Page</Trans>
          </Button>
        </Stack>
      </Paper>
    </Center>
  )
}

/** Catches rendering failures outside the router's own boundaries. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Rendering failed', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children
  }
}
