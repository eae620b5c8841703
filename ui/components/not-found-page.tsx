import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { IconCompass, IconHome } from '@tabler/icons-react'
import { Trans } from '@lingui/react/macro'
import { LocalLink } from './local-link'

/** An unknown path shows this page (its metadata is the home page's). */
export function NotFoundPage() {
  return (
    <Center py={{ base: 60, md: 100 }} px="md">
      <Stack align="center" ta="center" gap="md" maw={520}>
        <Text
          fz={{ base: 72, md: 110 }}
          fw={800}
          lh={1}
          variant="gradient"
          gradient={{ from: 'saffron.6', to: 'cosmic.6', deg: 120 }}
          aria-hidden
        >
          404
        </Text>
        <Title order={1} size="h2" data-testid="not-found">
          <Trans>Page not found</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>The page you are looking for does not exist or has moved. The stars can still guide you home.</Trans>
        </Text>
        <Group justify="center">
          <Button component={LocalLink} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            <Trans>Back to home</Trans>
          </Button>
          <Button component={LocalLink} to="/astrology-tools" variant="light" color="saffron" leftSection={<IconCompass size={18} aria-hidden />}>
            <Trans>Explore free tools</Trans>
          </Button>
        </Group>
      </Stack>
    </Center>
  )
}
