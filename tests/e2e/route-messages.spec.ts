import type { Page } from '@playwright/test'
import { builtChunkUrl } from './support/built-chunks'
import { firstLoadScripts } from './support/first-load'
import { expect, test } from './support/test'

/**
 * The route table's titles, descriptions and keywords are a catalog of their own (ui/app/locales). A page
 * hydrates with the few the server handed over and without the catalog; the first page the browser
 * navigates to fetches it, so the new page's heading and head are in its language too.
 */
const routeCatalog = (language: string) => builtChunkUrl(`app/locales/${language}/messages.ts`)

const shown = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
    keywords: document.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '',
    heading: document.querySelector('h1')?.textContent ?? '',
  }))

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)

/** What the server's HTML says, before any script runs. */
async function served(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  const attribute = (name: string) => new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? ''
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(attribute('description')),
    keywords: decode(attribute('keywords')),
    heading: decode((/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')),
  }
}

/** Lingui's warning for a message missing from the loaded catalogs (React keeps the server's text on hydration, so only this tells). */
const collectMissingMessages = (page: Page) => {
  const missing: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Uncompiled message detected')) missing.push(message.text().split('\n').slice(0, 3).join(' '))
  })
  return missing
}

test('a page hydrates without the route catalog and keeps the title, head and heading the server wrote', async ({ page }) => {
  const missing = collectMissingMessages(page)
  for (const [path, language] of [['/tamil/panchang', 'ta'], ['/hindi/kundli', 'hi'], ['/telugu/no-such-page', 'te']] as const) {
    const scripts = await firstLoadScripts(page, path)
    expect(scripts.map((s) => s.url), path).not.toContain(routeCatalog(language))
    const server = await served(page, path)
    expect(server.title, path).not.toBe('')
    expect(server.keywords, path).not.toBe('')
    expect(await shown(page), path).toEqual(server)
  }
  expect(missing).toEqual([])
})

test('the first client-side navigation fetches the route catalog and shows the new page in its language', async ({ page }) => {
  const missing = collectMissingMessages(page)
  await page.goto('/hindi/kundli')
  await page.locator('a[href="/hindi/panchang"]').first().click()
  await expect(page).toHaveURL(/\/hindi\/panchang$/)
  const server = await served(page, '/hindi/panchang')
  await expect(page.locator('h1')).toHaveText(server.heading)
  await expect(page).toHaveTitle(server.title)
  expect(await shown(page)).toEqual(server)
  expect(missing).toEqual([])
  // Fetched by the navigation, or before it by the prefetch (after two seconds or the first interaction).
  const fetched = await page.evaluate((url) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === url), routeCatalog('hi'))
  expect(fetched, 'the route catalog was fetched').toBe(true)
})
