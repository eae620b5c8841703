import { Center, Loader, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'

/** Shown while a page's code loads. Dynamic blocks keep a 200px minimum height. */
export function PageLoading() {
  return (
    <Center mih={200} py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader color="saffron" type="dots" />
        <Text c="dimmed" size="sm">
          <Trans>Loading page...</Trans>
        </Text>
      </Stack>
    </Center>
  )
}

/** A centred spinner while the session is being checked. */
export function SessionCheckSpinner() {
  const { t } = useLingui()
  return (
    <Center h="100vh" role="status" aria-live="polite" aria-busy="true">
      <Loader color="cosmic" size="lg" aria-label={t`Checking your session`} />
    </Center>
  )
}
