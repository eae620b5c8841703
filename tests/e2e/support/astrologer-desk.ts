import { expect, type Page } from '@playwright/test'

/**
 * The astrologer opens their dashboard, turns the online switch on if it is off (the way they do, a tap),
 * and waits there for requests: the browser tests' and the journeys' astrologer alike.
 */
export async function openDesk(page: Page): Promise<void> {
  await page.goto('/astrologer-dashboard')
  const online = page.getByTestId('online-switch')
  await expect(online).toBeVisible()
  if ((await online.getAttribute('data-online')) !== 'true') {
    await online.click({ force: true })
    await expect(online).toHaveAttribute('data-online', 'true')
  }
  await expect(page.getByTestId('incoming-requests')).toBeVisible()
}
