import { choosePlace } from './support/helpers'
import { expect, test } from './support/test'

test.describe('birth details entered once', () => {
  test('saved on /birth-details, they fill the kundli form and open every tool', async ({ page }) => {
    await page.goto('/birth-details')
    const form = page.getByRole('form', { name: 'Your birth details' })
    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByRole('radio', { name: 'Female', exact: true }).check()
    await form.getByLabel('Birth date').fill('1990-05-15')
    await form.getByLabel('Birth time').fill('10:30')
    await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Chennai')
    await form.getByRole('button', { name: 'Save birth details' }).click()

    const saved = page.getByTestId('saved-birth-details')
    await expect(saved).toContainText('Asha Rao')
    await expect(saved).toContainText('1990-05-15')
    await expect(page.getByTestId('tool-link-sade-sati')).toHaveAttribute('href', /\/sade-sati\?name=Asha(\+|%20)Rao&date=1990-05-15&time=10:30/)

    // Another page's birth form offers them (after hydration: the server cannot see this browser's store).
    await page.goto('/kundli')
    const kundli = page.getByRole('form', { name: 'Kundli birth details' })
    await expect(page.getByTestId('saved-birth-note')).toBeVisible()
    await expect(kundli.getByLabel('Full name')).toHaveValue('Asha Rao')
    await expect(kundli.getByLabel('Birth date')).toHaveValue('1990-05-15')
    await kundli.getByRole('button', { name: 'Generate Kundli' }).click()
    await expect(page).toHaveURL(/\/kundli\?name=Asha/)
    await expect(page.getByTestId('north-indian-chart').first()).toBeVisible()

    // The numerology tools take the name and date from them too.
    await page.goto('/numerology')
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao')
    await expect(page.getByLabel('Birth date')).toHaveValue('1990-05-15')
    await expect(page.getByTestId('saved-birth-note')).toBeVisible()

    // Forgetting them leaves the forms empty again.
    await page.goto('/birth-details')
    await page.getByRole('button', { name: 'Forget these details' }).click()
    await page.goto('/kundli')
    await expect(page.getByRole('form', { name: 'Kundli birth details' }).getByLabel('Full name')).toHaveValue('')
    await expect(page.getByTestId('saved-birth-note')).toHaveCount(0)
  })

  test('/chart-test previews a sample chart in both styles, and a linked birth', async ({ page }) => {
    await page.goto('/chart-test')
    for (const id of ['preview-north', 'preview-south', 'preview-navamsha']) {
      await expect(page.getByTestId(id).locator('[data-planet]')).toHaveCount(9)
    }
    await page.goto('/tamil/chart-test?name=Test&date=1972-06-01&time=04:16&location=Machilipatnam&latitude=16.25&longitude=81.2')
    await expect(page.getByTestId('chart-test-subject')).toContainText('1972-06-01')
    // Aries rising (the kundli page's reference chart): house 1 of the North Indian drawing holds sign 1.
    await expect(page.getByTestId('preview-north').locator('[data-house="1"]')).toHaveAttribute('data-sign', '1')
  })
})
