import { expect, test, type Page } from './support/test'

/**
 * Spec §9: the main pages (home, blog, coming soon, tools, login) are fetched ahead of need after
 * 2 seconds, or at the first interaction, whichever comes first; never during the first load.
 */
const MAIN_PAGE_CHUNKS = ['home-page', 'blog-list-page', 'coming-soon-page', 'tools-hub-page', 'login-page']

/**
 * Opens a page and answers, on the page's own clock, when each main page's chunk was requested relative
 * to the moment the browser took over the server's HTML (<html data-hydrated>, observed as it is set).
 */
async function openAndWatch(page: Page, path: string) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement?.hasAttribute('data-hydrated')) return
      ;(window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now()
      observer.disconnect()
      // The init script runs before the document has its root element: watch the whole document.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  return () =>
    page.evaluate((chunks) => {
      const hydratedAt = (window as unknown as { __hydratedAt: number }).__hydratedAt
      const requested: Record<string, number> = {}
      for (const entry of performance.getEntriesByType('resource')) {
        const file = new URL(entry.name).pathname.split('/').pop() ?? ''
        const chunk = chunks.find((name) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file))
        if (chunk && !(chunk in requested)) requested[chunk] = Math.round(entry.startTime - hydratedAt)
      }
      return requested
    }, MAIN_PAGE_CHUNKS)
}

test('the main pages are fetched two seconds after the page is live, without any interaction', async ({ page }) => {
  const requested = await openAndWatch(page, '/kundli')
  await expect.poll(async () => Object.keys(await requested()).sort(), { timeout: 10_000 }).toEqual([...MAIN_PAGE_CHUNKS].sort())
  for (const [chunk, at] of Object.entries(await requested())) expect(at, chunk).toBeGreaterThanOrEqual(1990)
})

test('the first interaction fetches them at once', async ({ page }) => {
  const requested = await openAndWatch(page, '/panchang')
  await page.keyboard.press('Tab')
  await expect.poll(async () => Object.keys(await requested()).sort(), { timeout: 10_000 }).toEqual([...MAIN_PAGE_CHUNKS].sort())
  for (const [chunk, at] of Object.entries(await requested())) expect(at, chunk).toBeLessThan(1900)
})
