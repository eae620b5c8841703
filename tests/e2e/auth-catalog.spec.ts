import { builtChunkUrl } from './support/built-chunks'
import { firstLoadScripts } from './support/first-load'
import { expect, test } from './support/test'

/**
 * The sign-in, sign-up and reset pages keep their messages in a catalog of their own
 * (ui/features/auth/locales), left out of every other page's first load: the route fetches it with
 * those pages, and the sign-in form shown in place of an admin page fetches it with its code.
 */
const authCatalog = (language: string) => builtChunkUrl(`features/auth/locales/${language}/messages.ts`)

test('the home page loads without the auth catalog, and the sign-in page comes in Hindi from the server and after a client-side visit', async ({ page }) => {
  const scripts = await firstLoadScripts(page, '/hindi')
  expect(scripts.map((s) => s.url)).not.toContain(authCatalog('hi'))

  const html = await (await page.request.get('/hindi/login')).text()
  expect(html).toContain('लॉग इन फ़ॉर्म')

  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/hindi')
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === authCatalog('hi'))
  await page.getByRole('banner').getByRole('link', { name: 'लॉग इन' }).first().click()
  await fetched
  await expect(page).toHaveURL(/\/hindi\/login/)
  const form = page.getByRole('form', { name: 'लॉग इन फ़ॉर्म' })
  await expect(form.getByLabel('ईमेल')).toBeVisible()
})

test('a signed-out visitor of a Hindi admin page gets the sign-in form in Hindi', async ({ page }) => {
  await page.goto('/hindi/admin-dashboard')
  const form = page.getByRole('form', { name: 'लॉग इन फ़ॉर्म' })
  await expect(form.getByLabel('ईमेल')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'पासवर्ड', exact: true })).toBeVisible()
})
