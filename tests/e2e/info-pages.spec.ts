import { builtChunkUrl } from './support/built-chunks'
import { firstLoadScripts } from './support/first-load'
import { expect, test } from './support/test'

/**
 * The information pages (about, FAQ, support, policies, landing, tools hub, coming soon) keep their
 * messages in a catalog of their own (ui/features/info/locales), so that every other page's first load
 * leaves it out. The route fetches it before the page renders, on the server and on client-side navigation.
 */
const infoCatalog = (language: string) => builtChunkUrl(`features/info/locales/${language}/messages.ts`)

test('the home page loads without the info catalog, and a client-side visit to About fetches it and shows the page in Hindi', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/hindi')
  expect(scripts.map((s) => s.url)).not.toContain(infoCatalog('hi'))

  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === infoCatalog('hi'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'हमारे बारे में' }).click()
  await fetched
  await expect(page).toHaveURL(/\/hindi\/about$/)
  await expect(page.getByText('औसत रेटिंग')).toBeVisible()
})

test('an info page comes from the server in its language', async ({ page }) => {
  const response = await page.request.get('/telugu/faq')
  const html = await response.text()
  expect(html).toContain('తరచుగా అడిగే ప్రశ్నలు')
  expect(html).toContain('నేను ఎలా చెల్లించాలి?')
  await page.goto('/telugu/faq')
  await expect(page.getByText('నేను ఎలా చెల్లించాలి?')).toBeVisible()
})

test('the tools hub lists every group of free tools with their hints, in the page’s language', async ({ page }) => {
  await page.goto('/telugu/astrology-tools')
  await expect(page.locator('section[aria-labelledby^="tools-"]')).toHaveCount(4)
  await expect(page.getByRole('heading', { level: 2, name: 'కాలిక్యులేటర్లు' })).toBeVisible()
  const moonSign = page.locator('a[href="/telugu/moon-sign-checker"]').filter({ hasText: 'మీ రాశిని కనుగొనండి' })
  await expect(moonSign).toBeVisible()
  await moonSign.click()
  await expect(page).toHaveURL(/\/telugu\/moon-sign-checker$/)
})
