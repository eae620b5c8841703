import { expect, test, type Page } from './support/test'
import { createCustomer, header, storeSessionInBrowser, userMenuButton } from './support/helpers'

/**
 * Wallet recharge through the sandbox gateway: the customer picks a package, pays on the gateway's own
 * checkout page, lands on /payment-success and sees the balance grow by amount + bonus, in the page and
 * in the header. Checks use data values and test ids, not texts (new texts wait for their translations).
 */

/** The balance the header's account menu shows (₹, 2 decimals). */
async function headerBalance(page: Page, email: string): Promise<string> {
  await userMenuButton(page, email).click()
  const balance = page.getByTestId('wallet-balance')
  await expect(balance).toBeVisible()
  const text = (await balance.textContent()) ?? ''
  await page.keyboard.press('Escape')
  return text.trim()
}

test('a sandbox recharge with a package credits amount + bonus and the header shows it', async ({ page, request }) => {
  const { email, session } = await createCustomer(request, 'wallet')
  await storeSessionInBrowser(page, session)

  await page.goto('/dashboard/wallet')
  await expect(page.getByTestId('wallet-balance-card')).toHaveAttribute('data-balance', '0')
  expect(await headerBalance(page, email)).toBe('₹0.00')
  await expect(page.getByTestId('no-transactions')).toBeVisible()

  // ₹500 with a ₹25 bonus (GET /api/wallet/packages).
  const pkg = page.locator('[data-testid="recharge-package"][data-package-id="pkg-500"]')
  await expect(pkg).toHaveAttribute('data-amount', '50000')
  await expect(pkg).toHaveAttribute('data-bonus', '2500')
  await pkg.click()
  await expect(page.getByTestId('recharge-summary')).toHaveAttribute('data-pay', '50000')
  await expect(page.getByTestId('recharge-summary')).toHaveAttribute('data-credit', '52500')
  await page.getByTestId('pay-button').click()

  // The sandbox gateway's own page; choose success.
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/ord_[^?]+\?lang=en/)
  await page.locator('button[data-outcome="success"]').click()

  await page.waitForURL(/\/payment-success\?orderId=ord_/)
  const result = page.getByTestId('payment-result')
  await expect(result).toHaveAttribute('data-status', 'paid')
  await expect(result).toHaveAttribute('data-amount', '50000')
  await expect(result).toHaveAttribute('data-bonus', '2500')
  await expect(page.getByTestId('new-balance')).toHaveAttribute('data-balance', '52500')
  await expect(page.getByTestId('new-balance')).toHaveText('₹525.00')
  expect(await headerBalance(page, email)).toBe('₹525.00')

  // The history shows the recharge and its bonus, newest first.
  await page.goto('/dashboard/wallet')
  await expect(page.getByTestId('wallet-balance-card')).toHaveAttribute('data-balance', '52500')
  const lines = page.getByTestId('wallet-transaction')
  await expect(lines).toHaveCount(2)
  await expect(lines.nth(0)).toHaveAttribute('data-type', 'bonus')
  await expect(lines.nth(0)).toHaveAttribute('data-amount', '2500')
  await expect(lines.nth(1)).toHaveAttribute('data-type', 'recharge')
  await expect(lines.nth(1)).toHaveAttribute('data-amount', '50000')
})

test('a failed sandbox payment lands on /payment-failure and credits nothing', async ({ page, request }) => {
  const { email, session } = await createCustomer(request, 'walletfail')
  await storeSessionInBrowser(page, session)

  await page.goto('/wallet-recharge?amount=150')
  await expect(page.getByTestId('custom-amount')).toHaveValue('150')
  await expect(page.getByTestId('recharge-summary')).toHaveAttribute('data-pay', '15000')
  await page.getByTestId('pay-button').click()
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//)
  await page.locator('button[data-outcome="failure"]').click()

  await page.waitForURL(/\/payment-failure\?orderId=ord_/)
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'failed')
  await expect(page.getByTestId('retry-payment')).toHaveAttribute('href', '/wallet-recharge?amount=150')
  expect(await headerBalance(page, email)).toBe('₹0.00')
  await expect(header(page)).toBeVisible()
})

test('signed out, /wallet-recharge shows the packages and asks to sign in to pay', async ({ page }) => {
  await page.goto('/wallet-recharge')
  await expect(page.getByTestId('recharge-package')).toHaveCount(8)
  await expect(page.getByTestId('sign-in-to-recharge')).toHaveAttribute('href', /^\/login\?redirect=/)
  await expect(page.getByTestId('pay-button')).toHaveCount(0)
})
