import { expect, test } from '@playwright/test'
import { choosePlace, newEmail, openBrowser, signUp } from './person'

test('a customer casts a kundli from the home page form, saves it and finds it on the dashboard', async ({ browser }) => {
  const { context, page } = await openBrowser(browser)
  await signUp(page, { name: 'Lakshmi Iyer', email: newEmail('chart'), password: 'lakshmi keeps charts 2' })

  await page.goto('/')
  const form = page.getByRole('form', { name: 'Generate Kundli' })
  await form.getByLabel('Full name').fill('Lakshmi Iyer')
  await form.getByRole('radio', { name: 'Female', exact: true }).check()
  await form.getByLabel('Birth date').fill('1990-05-15')
  await form.getByLabel('Birth time').fill('10:30')
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Chennai')
  await form.getByRole('button', { name: 'Generate Kundli' }).click()
  await page.waitForURL((u) => u.pathname === '/kundli' && u.searchParams.get('name') === 'Lakshmi Iyer')

  await page.getByTestId('save-chart').click()
  const dialog = page.getByRole('dialog', { name: 'Save this chart' })
  await dialog.getByLabel('Name').fill('Lakshmi (self)')
  await dialog.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Chart saved' })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page.getByTestId('saved-charts').getByTestId('saved-chart').filter({ hasText: 'Lakshmi (self)' })).toContainText('15 May 1990')
  await context.close()
})
