import { expect, test } from './support/test'
import { userMenuButton } from './support/helpers'

/**
 * Google sign-in end to end against the stub OpenID provider the test server is configured with
 * (tests/support/stub-oidc-server.ts): the button, the provider's page, the return with the spec's
 * parameters, the welcome notice and the page the visitor was heading for.
 */
test('a visitor continues with Google from the sign-in page and lands, signed in, where they were going', async ({ page }) => {
  const email = `google-${Date.now()}@example.com`
  await page.goto('/login?redirect=/kundli')
  await page.getByTestId('google-sign-in').click()
  await page.waitForURL(/\/authorize\?/)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="name"]').fill('Gita Google')
  await page.locator('#continue').click()
  await expect(page.getByText(`Successfully signed in with Google as ${email}`)).toBeVisible()
  await page.waitForURL(/\/kundli$/)
  await expect(userMenuButton(page, email)).toBeVisible()
})

test('the Google button speaks the page’s language', async ({ page }) => {
  await page.goto('/telugu/login')
  await expect(page.getByTestId('google-sign-in')).toHaveText('Google తో కొనసాగండి')
  await page.goto('/hindi/signup')
  await expect(page.getByTestId('google-sign-in')).toHaveText('Google से जारी रखें')
})
