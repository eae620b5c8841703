import { test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'

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

/**
 * Every page starts with analytics declined, so the consent banner (fixed at the bottom) covers nothing a
 * test clicks; the analytics test opens a context of its own (`freshContext`) to meet the banner.
 */
const declineAnalytics = () => {
  try {
    if (!window.localStorage.getItem('analytics_consent')) window.localStorage.setItem('analytics_consent', 'denied')
  } catch {
    /* no storage on this page (about:blank) */
  }
}

/** A browser context without the declined consent: the visitor sees the banner as a first-time visitor does. */
export const FRESH_CONTEXT = Symbol('fresh-context')

/** Playwright's `test`, whose `page` waits for hydration after goto and reload. */
export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, use) => {
    await context.addInitScript(declineAnalytics)
    await use(context)
  },
  page: async ({ page }, use) => {
    await use(hydratingPage(page))
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options?: BrowserContextOptions & { [FRESH_CONTEXT]?: boolean }) => {
        const context = await newContext(options)
        if (!options?.[FRESH_CONTEXT]) await context.addInitScript(declineAnalytics)
        return context
      }
      browser.newPage = async (options?: BrowserContextOptions) => {
        const context = await browser.newContext(options)
        const page = await context.newPage()
        page.on('close', () => void context.close())
        return page
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
})
