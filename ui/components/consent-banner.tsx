import { startTransition, useEffect, useRef, useState } from 'react'
import { Anchor, Button, Group, Paper, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { readConsent, saveConsent } from '../lib/analytics-consent'
import { LocalLink } from './local-link'
import classes from './consent-banner.module.css'

/**
 * Asks once for consent to analytics (India's DPDP Act 2023). Shown only in the browser, after hydration,
 * while no choice is stored; until the visitor agrees nothing is reported and no third-party script loads.
 *
 * It stays small (one short sentence and two buttons: under a tenth of a phone's screen) and, while it
 * shows, the page gets room beneath it: the body is padded by its height and the scroll padding keeps
 * anything scrolled or tabbed to (a form's submit button) above it rather than under it.
 */
export function ConsentBanner() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  // As a transition: an urgent update while the page is still hydrating makes React finish hydrating
  // everything at once, in one long task.
  useEffect(() => {
    if (readConsent() === null) startTransition(() => setOpen(true))
  }, [])
  useEffect(() => {
    const banner = ref.current
    if (!open || !banner) return
    const root = document.documentElement
    const reserve = () => root.style.setProperty('--consent-banner-room', `${Math.ceil(banner.getBoundingClientRect().height) + 16}px`)
    reserve()
    root.dataset.consentBanner = 'open'
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null
    observer?.observe(banner)
    return () => {
      observer?.disconnect()
      delete root.dataset.consentBanner
      root.style.removeProperty('--consent-banner-room')
    }
  }, [open])
  if (!open) return null
  const choose = (consent: 'granted' | 'denied') => {
    saveConsent(consent)
    setOpen(false)
  }
  return (
    <Paper ref={ref} role="region" aria-label={t`Analytics consent`} shadow="lg" radius="md" withBorder data-testid="consent-banner" className={classes.banner}>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="xs" className={classes.text}>
          <Trans>
            We count page visits only if you agree; no advertising cookies.{' '}
            <Anchor component={LocalLink} to="/privacy-policy" size="xs" underline="always">
              Privacy
            </Anchor>
          </Trans>
        </Text>
        <Group gap="xs" wrap="nowrap" className={classes.buttons}>
          <Button size="compact-sm" variant="default" onClick={() => choose('denied')} data-testid="consent-decline">
            <Trans>Decline</Trans>
          </Button>
          <Button size="compact-sm" color="saffron" onClick={() => choose('granted')} data-testid="consent-accept">
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
