import { expect, test } from './support/test'

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  expect(new URL(page.url()).pathname).toBe('/no-such-page')
  // The page shell (header) is still there.
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible()
})

test('an unknown path under a language prefix shows the not-found page in that language', async ({ page }) => {
  await page.goto('/hindi/no-such-page')
  // The title is translated; the page is recognised by its heading's test id and the 404 mark.
  const title = page.getByTestId('not-found')
  await expect(title).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', '/hindi')
  expect(new URL(page.url()).pathname).toBe('/hindi/no-such-page')
})
