import { expect, test } from '@playwright/test'
import { headerBalance, newEmail, openBrowser, rechargeThroughCheckout, signUp } from './person'

test('a new customer recharges ₹500 on the gateway page and gets ₹525; a failed payment credits nothing', async ({ browser }) => {
  const { context, page } = await openBrowser(browser)
  const email = newEmail('recharge')
  await signUp(page, { name: 'Ravi Kumar', email, password: 'ravi pays in rupees 5' })
  expect(await headerBalance(page, email)).toBe('₹0.00')

  await rechargeThroughCheckout(page, 'pkg-500', 'success')
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'paid')
  await expect(page.getByTestId('new-balance')).toHaveText('₹525.00')
  expect(await headerBalance(page, email)).toBe('₹525.00')

  await rechargeThroughCheckout(page, 'pkg-500', 'failure')
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'failed')
  expect(await headerBalance(page, email)).toBe('₹525.00')
  await page.goto('/dashboard/wallet')
  await expect(page.getByTestId('wallet-balance-card')).toHaveAttribute('data-balance', '52500')
  await context.close()
})

test('the checkout in Tamil pays too, and lands on the Tamil result page', async ({ browser }) => {
  const { context, page } = await openBrowser(browser)
  const email = newEmail('tamil')
  await signUp(page, { name: 'Kavya Raman', email, password: 'kavya pays in tamil 9' })
  await page.goto('/tamil/dashboard/wallet')
  await page.locator('[data-testid="recharge-package"][data-package-id="pkg-500"]').click()
  await page.getByTestId('pay-button').click()
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\/.*lang=ta/)
  await page.getByRole('button', { name: '₹500 செலுத்துங்கள்' }).click()
  await page.waitForURL(/\/tamil\/payment-success\?orderId=/)
  await expect(page.getByTestId('new-balance')).toHaveAttribute('data-balance', '52500')
  await context.close()
})
