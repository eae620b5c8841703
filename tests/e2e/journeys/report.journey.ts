import { readFileSync } from 'node:fs'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { choosePlace, headerBalance, newEmail, openBrowser, rechargeThroughCheckout, signUp } from './person'

/** The order form filled as a person fills it, place chosen from the suggestions. */
async function fillBirth(page: Page, form: Locator, birth: { name: string; date: string; time: string; place: string }) {
  await form.locator('input[autocomplete="name"]').fill(birth.name)
  await form.locator('input[type="date"]').fill(birth.date)
  await form.locator('input[type="time"]').fill(birth.time)
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), birth.place)
}

test('a new customer takes the free first report from the home banner, then recharges and buys the next one from the wallet', async ({ browser }) => {
  test.setTimeout(240_000)
  const { context, page } = await openBrowser(browser)
  const email = newEmail('report')
  await signUp(page, { name: 'Arjun Mehta', email, password: 'arjun reads reports 4' })

  // The banner's promise, kept: the first premium report costs nothing.
  await page.goto('/')
  await page.getByRole('link', { name: 'Free Premium Report' }).click()
  await page.waitForURL(/\/reports\/premium$/)
  await expect(page.getByTestId('report-free')).toBeVisible()
  const form = page.getByTestId('report-order-form')
  await fillBirth(page, form, { name: 'Arjun Mehta', date: '1988-02-20', time: '23:10', place: 'Pune' })
  await page.getByRole('button', { name: 'Get my free report' }).click()
  await page.waitForURL(/\/reports\/.+\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('report-view')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Arjun Mehta').first()).toBeVisible()
  expect(await headerBalance(page, email)).toBe('₹0.00')

  const download = page.waitForEvent('download')
  await page.getByTestId('report-pdf').click()
  const pdf = readFileSync(await (await download).path())
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdf.length).toBeGreaterThan(50_000)

  // The offer is taken: the next report is priced and paid from the wallet.
  await rechargeThroughCheckout(page, 'pkg-500', 'success')
  await page.goto('/reports/premium')
  await expect(page.getByTestId('report-price')).toHaveText('₹499')
  await expect(page.getByTestId('report-free')).toHaveCount(0)
  await fillBirth(page, page.getByTestId('report-order-form'), { name: 'Sunita Mehta', date: '1990-07-04', time: '06:45', place: 'Pune' })
  await page.getByRole('button', { name: 'Pay ₹499 and generate' }).click()
  await page.waitForURL(/\/reports\/.+\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('report-view')).toBeVisible({ timeout: 60_000 })
  expect(await headerBalance(page, email)).toBe('₹26.00')

  await page.goto('/dashboard/reports')
  await expect(page.getByTestId('my-report')).toHaveCount(2)
  await expect(page.getByTestId('my-report').filter({ hasText: 'Free (first report)' })).toHaveCount(1)
  await context.close()
})
