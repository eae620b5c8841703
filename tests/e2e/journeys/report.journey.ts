import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { choosePlace, headerBalance, newEmail, openBrowser, rechargeThroughCheckout, signUp } from './person'

test('a customer recharges, buys a premium report from the wallet, reads it and downloads its PDF', async ({ browser }) => {
  test.setTimeout(180_000)
  const { context, page } = await openBrowser(browser)
  const email = newEmail('report')
  await signUp(page, { name: 'Arjun Mehta', email, password: 'arjun reads reports 4' })
  await rechargeThroughCheckout(page, 'pkg-500', 'success')

  await page.goto('/reports/premium')
  await expect(page.getByTestId('report-price')).toHaveText('₹499')
  const form = page.getByTestId('report-order-form')
  await form.locator('input[autocomplete="name"]').fill('Arjun Mehta')
  await form.locator('input[type="date"]').fill('1988-02-20')
  await form.locator('input[type="time"]').fill('23:10')
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Pune')
  await page.getByTestId('report-order').click()

  await page.waitForURL(/\/reports\/.+\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('report-view')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Arjun Mehta').first()).toBeVisible()
  expect(await headerBalance(page, email)).toBe('₹26.00')

  const download = page.waitForEvent('download')
  await page.getByTestId('report-pdf').click()
  const pdf = readFileSync(await (await download).path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(50_000)

  await page.goto('/dashboard/reports')
  await expect(page.getByTestId('my-report')).toHaveCount(1)
  await context.close()
})
