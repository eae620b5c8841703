import { startTransition, useEffect, useState } from 'react'
import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { readConsent, saveConsent } from '../lib/analytics-consent'
import { LocalLink } from './local-link'

/**
 * Asks once for consent to analytics (India's DPDP Act 2023). Shown only in the browser, after hydration,
 * while no choice is stored; until the visitor agrees nothing is reported and no third-party script loads.
 */
export function ConsentBanner() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // As a transition: an urgent update while the page is still hydrating makes React finish hydrating
  // everything at once, in one long task.
  useEffect(() => {
    if (readConsent() === null) startTransition(() => setOpen(true))
  }, [])
  if (!open) return null
  const choose = (consent: 'granted' | 'denied') => {
    saveConsent(consent)
    setOpen(false)
  }
  return (
    <Paper
      role="region"
      aria-label={t`Analytics consent`}
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      data-testid="consent-banner"
      style={{ position: 'fixed', insetInline: 16, bottom: 16, zIndex: 300, maxWidth: 720, marginInline: 'auto' }}
    >
      <Text size="sm">
        <Trans>
          With your permission we count page visits to learn which pages help you; we use no advertising cookies. Nothing is collected until you agree.{' '}
          <Anchor component={LocalLink} to="/privacy-policy" size="sm" underline="always">
            Privacy Policy
          </Anchor>
        </Trans>
      </Text>
      <Group gap="xs" mt="sm" justify="flex-end">
        <Button size="xs" variant="default" onClick={() => choose('denied')} data-testid="consent-decline">
          <Trans>Decline</Trans>
        </Button>
        <Button size="xs" color="saffron" onClick={() => choose('granted')} data-testid="consent-accept">
          <Trans>Accept</Trans>
        </Button>
      </Group>
    </Paper>
  )
}
