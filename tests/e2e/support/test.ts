import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Pages are rendered on the server and then hydrated. Until the browser has taken over, a click or a
 * keystroke can land on inert HTML: tests act once <html data-hydrated> is set (ui/app/root-layout.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 20_000 })
}

/** Wraps goto and reload of a page so that they resolve once the page is hydrated. */
export function hydratingPage(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await waitForHydration(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await waitForHydration(page)
    return response
  }
  return page
}

/** Playwright's `test`, whose `page` waits for hydration after goto and reload. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(hydratingPage(page))
  },
})
