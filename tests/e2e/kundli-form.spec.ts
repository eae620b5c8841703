import { expect, test, type Page } from './support/test'

function kundliForm(page: Page) {
  return page.getByRole('form', { name: 'Generate Kundli' })
}

test('home kundli form shows the spec validation messages for empty fields', async ({ page }) => {
  await page.goto('/')
  const form = kundliForm(page)
  await form.getByRole('button', { name: 'Generate Kundli' }).click()

  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(form.getByText('Birth date is required')).toBeVisible()
  await expect(form.getByText('Birth time is required')).toBeVisible()
  await expect(form.getByText('Birth place is required')).toBeVisible()
  await expect(form.getByText('Please select a gender')).toBeVisible()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  // Typing into a field clears its message; a one-letter name is still too short.
  await form.getByLabel('Full name').fill('A')
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0)
  await form.getByRole('button', { name: 'Generate Kundli' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
})

test('home kundli form: a typed place not chosen from the suggestions gives the "Location Required" toast', async ({ page }) => {
  await page.goto('/')
  const form = kundliForm(page)
  await form.getByLabel('Full name').fill('Asha Rao')
  await form.getByRole('radio', { name: 'Female', exact: true }).check()
  await form.getByLabel('Birth date').fill('1990-05-15')
  await form.getByLabel('Birth time').fill('10:30')

  const place = form.getByRole('combobox', { name: 'Birth place' })
  await place.fill('Varanasi')
  // The suggestions do appear, but none is chosen.
  await expect(page.getByRole('listbox', { name: 'Place suggestions' }).or(page.getByText('No locations found. Try a different search term.'))).toBeVisible()
  await place.press('Escape')
  await expect(place).toHaveValue('Varanasi')

  await form.getByRole('button', { name: 'Generate Kundli' }).click()

  const toast = page.getByRole('alert').filter({ hasText: 'Location Required' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Please select your birth place from the suggestions')
  // The field validation passed, and the visitor stays on the home page.
  await expect(form.getByText('Birth place is required')).toHaveCount(0)
  await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0)
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
})

test('Escape pressed before the suggestions arrive keeps them closed; typing again brings them back', async ({ page }) => {
  await page.goto('/')
  const place = kundliForm(page).getByRole('combobox', { name: 'Birth place' })
  const suggestions = page.getByRole('listbox', { name: 'Place suggestions' })
  // Slow the search down so that Escape lands while it is on its way.
  await page.route('**/api/locations/search**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  const requested = page.waitForRequest('**/api/locations/search**')
  await place.fill('Pune')
  await requested
  const answered = page.waitForResponse('**/api/locations/search**')
  await place.press('Escape')
  await answered
  await page.waitForTimeout(300)
  await expect(suggestions).toBeHidden()
  await expect(place).toHaveValue('Pune')

  await place.press('Backspace')
  await expect(suggestions).toBeVisible()
})
