import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { expect, test, type Locator, type Page } from './support/test'
import { adminCredentials, apiLogin, choosePlace, createCustomer, storeSessionInBrowser } from './support/helpers'

/**
 * Premium reports as a customer meets them: the catalog and free samples, the order form, the 402 that
 * sends them to recharge and back, the report written live, read on the page and downloaded as a PDF.
 */

/** Records whether the live progress ever showed, however briefly (the writing takes well under a second here). */
async function watchProgress(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => {
      const el = document.querySelector('[data-testid="report-progress"]')
      if (el) (window as unknown as { __progress: string[] }).__progress.push(el.getAttribute('data-status') ?? '')
    }
    ;(window as unknown as { __progress: string[] }).__progress = []
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true })
  })
}

async function fillPerson(page: Page, form: Locator, index: number, p: { name: string; date: string; time: string; place: string }) {
  await form.locator('input[autocomplete="name"]').nth(index).fill(p.name)
  await form.locator('input[type="date"]').nth(index).fill(p.date)
  await form.locator('input[type="time"]').nth(index).fill(p.time)
  await choosePlace(page, form.locator('input[role="combobox"]').nth(index), p.place)
}

async function rechargeByApi(request: import('@playwright/test').APIRequestContext, token: string, amount: number) {
  const order = await request.post('/api/wallet/recharge', { data: { amount }, headers: { Authorization: `Bearer ${token}` } })
  expect(order.status()).toBe(201)
  const { orderId } = await order.json()
  expect((await request.post('/api/payments/sandbox/confirm', { data: { orderId, outcome: 'success' } })).status()).toBe(200)
}

test('a customer recharges in the sandbox, buys a life report in Hindi, watches it being written, reads it and downloads its PDF', async ({ page, request }) => {
  const { session } = await createCustomer(request, 'life-report')
  await storeSessionInBrowser(page, session)
  await watchProgress(page)

  await page.goto('/reports/life')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.getByTestId('report-price')).toHaveText('₹999')
  const form = page.getByTestId('report-order-form')
  await fillPerson(page, form, 0, { name: 'Ravi Kumar', date: '1985-03-14', time: '09:20', place: 'Mumbai' })
  // The report's language is chosen apart from the site's.
  await expect(page.getByTestId('report-language')).toHaveValue('English')
  await page.getByTestId('report-language').click()
  await page.getByRole('option', { name: 'हिन्दी' }).click()
  await expect(page.getByTestId('report-language')).toHaveValue('हिन्दी')
  await page.getByTestId('report-order').click()

  // The wallet is empty: the form says what is missing and offers the recharge.
  await expect(page.getByTestId('report-shortfall')).toContainText('₹999')
  await page.getByTestId('report-recharge').click()
  await page.waitForURL(/\/wallet-recharge\?amount=999/)
  await expect(page.getByTestId('recharge-summary')).toHaveAttribute('data-pay', '99900')
  await page.getByTestId('pay-button').click()
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//)
  await page.locator('button[data-outcome="success"]').click()
  await page.waitForURL(/\/payment-success\?orderId=/)
  await expect(page.getByTestId('new-balance')).toHaveAttribute('data-balance', '99900')

  // Back to the order, the details as they were typed; this time the wallet pays.
  await page.getByTestId('continue-to-report').getByRole('link').click()
  await page.waitForURL(/\/reports\/life$/)
  await expect(form.locator('input[autocomplete="name"]')).toHaveValue('Ravi Kumar')
  await expect(form.getByRole('combobox', { name: 'Birth place' })).toHaveValue(/Mumbai/)
  await expect(page.getByTestId('report-language')).toHaveValue('हिन्दी')
  await page.getByTestId('report-order').click()
  await page.waitForURL(/\/reports\/life\/results\/[0-9a-f-]{36}$/)

  const view = page.getByTestId('report-view')
  await expect(view).toBeVisible({ timeout: 30_000 })
  expect(await page.evaluate(() => (window as unknown as { __progress: string[] }).__progress.length)).toBeGreaterThan(0)
  await expect(page.getByTestId('report-title')).toHaveText('जीवन रिपोर्ट')
  await expect(page.getByTestId('report-section')).toHaveCount(82)
  await expect(page.getByTestId('report-section').first()).toContainText('लग्न')

  const download = page.waitForEvent('download')
  await page.getByTestId('report-pdf').click()
  const file = await (await download).path()
  expect(statSync(file).size).toBeGreaterThan(100_000)
  expect(execFileSync('pdffonts', [file], { encoding: 'utf8' })).toMatch(/Devanagari/)

  await page.goto('/hindi/dashboard/reports')
  await expect(page.getByTestId('my-report')).toHaveCount(1)
  await expect(page.getByTestId('my-report')).toHaveAttribute('data-status', 'done')
})

test('a marriage report is written from both partners’ charts', async ({ page, request }) => {
  const { session } = await createCustomer(request, 'marriage-report')
  await rechargeByApi(request, session.token, 70_000)
  await storeSessionInBrowser(page, session)
  await page.goto('/reports/marriage')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  const form = page.getByTestId('report-order-form')
  await fillPerson(page, form, 0, { name: 'Arjun Rao', date: '1990-06-21', time: '07:45', place: 'Hyderabad' })
  await fillPerson(page, form, 1, { name: 'Lakshmi Iyer', date: '1992-11-05', time: '18:30', place: 'Chennai' })
  await page.getByTestId('report-order').click()
  await page.waitForURL(/\/reports\/marriage\/results\/[0-9a-f-]{36}$/)
  await expect(page.getByTestId('report-view')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('report-title')).toHaveText('Marriage Report')
  await expect(page.getByText('A Vedic marriage report for Arjun Rao and Lakshmi Iyer')).toBeVisible()
  await expect(page.locator('#section-match-total')).toContainText(/of 36 points/)
  await expect(page.getByTestId('report-section')).toHaveCount(22)
})

test('the order form checks each partner’s details on their own fields and wants places chosen from the suggestions', async ({ page, request }) => {
  const { session } = await createCustomer(request, 'report-form-checks')
  await storeSessionInBrowser(page, session)
  await page.goto('/reports/marriage')
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  const form = page.getByTestId('report-order-form')
  await fillPerson(page, form, 0, { name: 'Arjun Rao', date: '1990-06-21', time: '07:45', place: 'Hyderabad' })
  await page.getByTestId('report-order').click()
  // The groom's side is complete; only the bride's fields say what is missing.
  const names = form.locator('input[autocomplete="name"]')
  await expect(names.nth(1)).toHaveAttribute('aria-invalid', 'true')
  await expect(names.nth(0)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(1)
  await expect(form.getByText('Birth date is required')).toHaveCount(1)
  await expect(form.getByText('Birth time is required')).toHaveCount(1)
  await expect(form.getByText('Birth place is required')).toHaveCount(1)

  // Typing clears a field's message; a place typed but not chosen stops the order with the notice.
  await names.nth(1).fill('Lakshmi Iyer')
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0)
  await form.locator('input[type="date"]').nth(1).fill('1992-11-05')
  await form.locator('input[type="time"]').nth(1).fill('18:30')
  await form.locator('input[role="combobox"]').nth(1).fill('Somewhere not chosen')
  await page.keyboard.press('Escape')
  await page.getByTestId('report-order').click()
  await expect(page.getByText('Please select birth places for both partners')).toBeVisible()
  await expect(page).toHaveURL(/\/reports\/marriage$/)
  await expect(page.getByTestId('report-shortfall')).toHaveCount(0)
})

test('visitors read the catalog and a free sample; an admin’s new price shows on the catalog at once', async ({ page, request, browser }) => {
  await page.goto('/report')
  await expect(page.locator('[data-testid^="report-card-"]')).toHaveCount(7)
  await expect(page.getByTestId('report-card-premium').getByTestId('catalog-price')).toHaveText('₹499')
  await page.getByTestId('report-card-premium').getByRole('link', { name: 'Free sample' }).click()
  await page.waitForURL(/\/reports\/premium\/results\/sample-premium$/)
  await expect(page.getByTestId('sample-note')).toBeVisible()
  await expect(page.getByTestId('report-section')).toHaveCount(18)

  const admin = adminCredentials()
  const adminPage = await browser.newPage()
  try {
    await storeSessionInBrowser(adminPage, await apiLogin(request, admin.email, admin.password))
    await adminPage.goto('/admin/settings')
    const price = adminPage.getByTestId('price-yearly')
    await price.fill('849')
    await adminPage.getByTestId('settings-save').click()
    await expect(adminPage.getByTestId('settings-saved')).toBeVisible()
    await page.goto('/tamil/report')
    await expect(page.getByTestId('report-card-yearly').getByTestId('catalog-price')).toHaveText('₹849')
    await page.goto('/tamil/reports/yearly')
    await expect(page.getByTestId('report-price')).toHaveText('₹849')
  } finally {
    await adminPage.getByTestId('price-yearly').fill('799')
    await adminPage.getByTestId('settings-save').click()
    await expect(adminPage.getByTestId('settings-saved')).toBeVisible()
    await adminPage.close()
  }
})
