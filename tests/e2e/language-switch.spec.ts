import { expect, test, type Page } from './support/test'
import { header } from './support/helpers'

/** The header's language switcher. Its accessible name is translated, so it is found by its test id. */
async function openLanguageMenu(page: Page) {
  await header(page).getByTestId('language-switcher').click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  return menu
}

/** The option of one language and whether it carries the checkmark. */
async function expectCurrent(page: Page, current: 'en' | 'hi') {
  const menu = page.getByRole('menu')
  const items = menu.getByRole('menuitem')
  await expect(items).toHaveCount(4)
  for (const code of ['en', 'hi', 'ta', 'te']) {
    const item = items.and(page.locator(`[data-language="${code}"]`))
    const check = item.locator('svg.tabler-icon-check')
    if (code === current) {
      await expect(item).toHaveAttribute('aria-current', 'true')
      await expect(check).toBeVisible()
    } else {
      await expect(item).not.toHaveAttribute('aria-current')
      await expect(check).toHaveCount(0)
    }
  }
}

test('switching language keeps the path, reloads, and marks the current language', async ({ page }) => {
  await page.goto('/kundli')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  const menu = await openLanguageMenu(page)
  await expectCurrent(page, 'en')

  // Choosing Hindi is a full reload at the prefixed URL.
  const reload = page.waitForEvent('load')
  await menu.getByRole('menuitem', { name: /Hindi/ }).click()
  await reload
  await expect(page).toHaveURL(/\/hindi\/kundli$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(header(page).getByTestId('language-switcher')).toContainText('हिन्दी')

  const hindiMenu = await openLanguageMenu(page)
  await expectCurrent(page, 'hi')

  const backReload = page.waitForEvent('load')
  await hindiMenu.getByRole('menuitem', { name: /English/ }).click()
  await backReload
  await expect(page).toHaveURL(/\/kundli$/)
  expect(new URL(page.url()).pathname).toBe('/kundli')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(header(page).getByTestId('language-switcher')).toContainText('English')
})
