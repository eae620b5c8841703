import { expect, test, type Page } from './support/test'

/**
 * Spec §9: the main pages (home, blog, coming soon, tools, login) are fetched ahead of need after
 * 2 seconds, or at the first interaction, whichever comes first; never during the first load.
 */
const MAIN_PAGE_CHUNKS = ['home-page', 'blog-list-page', 'coming-soon-page', 'tools-hub-page', 'login-page']

/**
 * Opens a page and answers, on the page's own clock, when each main page's chunk was requested relative
 * to the moment the browser took over the server's HTML (<html data-hydrated>, observed as it is set).
 * `fetches` gives every request of those chunks: what asked for it ('link' for a prefetch, 'script' for
 * a module the page ran) and how many bytes came over the network (0 from the cache).
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
  const requested = () =>
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
  const fetches = () =>
    page.evaluate(
      (chunks) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).flatMap((entry) => {
          const file = new URL(entry.name).pathname.split('/').pop() ?? ''
          const chunk = chunks.find((name) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(file))
          return chunk ? [{ chunk, initiator: entry.initiatorType, bytes: entry.transferSize }] : []
        }),
      MAIN_PAGE_CHUNKS,
    )
  return Object.assign(requested, { fetches })
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

test('they are fetched into the cache, not run, and a later visit takes them from there', async ({ page }) => {
  const requested = await openAndWatch(page, '/panchang')
  await page.keyboard.press('Tab')
  await expect.poll(async () => Object.keys(await requested()).length, { timeout: 10_000 }).toBe(MAIN_PAGE_CHUNKS.length)
  // A module the page imported would show as 'script' (and would have run); a prefetch is a 'link'.
  for (const f of await requested.fetches()) expect(f.initiator, f.chunk).toBe('link')
  await page.waitForFunction(() => performance.getEntriesByType('resource').every((e) => (e as PerformanceResourceTiming).responseEnd > 0))

  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const blog = (await requested.fetches()).filter((f) => f.chunk === 'blog-list-page')
  expect(blog.map((f) => f.initiator)).toEqual(['link', 'script'])
  expect(blog[1]!.bytes, 'the page chunk came from the cache').toBe(0)
})
