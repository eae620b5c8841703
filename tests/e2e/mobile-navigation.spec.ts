import { expect, test } from './support/test'
import { createCustomer, storeSessionInBrowser } from './support/helpers'

/** A phone: below the `lg` breakpoint the header shows the burger instead of the dropdown menus. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

test('on a phone the burger opens the navigation drawer, whose links lead on and close it', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/panchang')
  // The drawer's code is not part of the page's first load (it is fetched at the first interaction).
  expect(scripts.filter((s) => /mobile-nav/.test(s))).toEqual([])
  await expect(page.locator('#mobile-navigation')).toHaveCount(0)
  const burger = page.getByTestId('burger')
  await expect(burger).toBeVisible()
  await expect(page.getByTestId('nav-menu-kundli')).toBeHidden()
  await expect(burger).toHaveAttribute('aria-expanded', 'false')

  await burger.tap()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  expect(scripts.filter((s) => /mobile-nav/.test(s))).toHaveLength(1)
  await expect(burger).toHaveAttribute('aria-expanded', 'true')
  const nav = drawer.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('button', { name: 'Horoscope' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible()

  await nav.getByRole('button', { name: 'Kundli' }).tap()
  await nav.getByRole('link', { name: 'Kundli Matching' }).tap()
  await expect(page).toHaveURL(/\/kundli-matching$/)
  await expect(drawer).toBeHidden()
  await expect(burger).toHaveAttribute('aria-expanded', 'false')

  // Opened again (its code is loaded now) and closed with Escape.
  await burger.tap()
  await expect(drawer).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})

test('signed in, the drawer shows the account with its balance, the account links and Logout', async ({ page, request }) => {
  const { email, session } = await createCustomer(request, 'mobile-nav')
  await storeSessionInBrowser(page, session)
  await page.reload()
  await page.getByTestId('burger').tap()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toContainText(email)
  await expect(drawer).toContainText('₹0.00')
  await expect(drawer.getByRole('link', { name: 'Wallet' }).first()).toBeVisible()
  await drawer.getByRole('button', { name: 'Logout' }).tap()
  await expect(drawer).toBeHidden()
  await expect(page.getByTestId('sign-in-icon')).toBeVisible()
})
