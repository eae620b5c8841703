import { expect, test, type Page } from './support/test'

/**
 * The forms' selects, the place picker's suggestions and the controls' tooltips fetch their popup code
 * (Mantine's Combobox, Popover and Tooltip with floating-ui) on demand (ui/components/on-demand-select.tsx,
 * place-suggestions.tsx, on-demand-tooltip.tsx): not part of the page's first load, yet each works on first use.
 */

const ON_DEMAND_CHUNKS = /\/assets\/(loaded-select|place-suggestions|label-tooltip|floating-ui[^/]*)-[^/]+\.js$/
const SELECT_CHUNK = /\/assets\/loaded-select-[^/]+\.js$/

/** Records which of the on-demand chunks the page has requested. */
function watchChunks(page: Page): () => string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (ON_DEMAND_CHUNKS.test(path)) requested.push(path)
  })
  return () => requested
}

/** Holds the select's code back, so that the gesture lands before it has arrived. */
async function slowSelectChunk(page: Page, ms: number) {
  await page.route(SELECT_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}

for (const path of ['/', '/kundli', '/panchang']) {
  test(`${path}: no select, suggestion or tooltip code before the page is used`, async ({ page }) => {
    const requested = watchChunks(page)
    await page.goto(path)
    await page.waitForTimeout(2500) // past the spec's prefetch of the main pages
    expect(requested()).toEqual([])
    // The first interaction anywhere fetches the code of the form's controls.
    await page.mouse.move(5, 300)
    await page.mouse.down()
    await page.mouse.up()
    await expect.poll(() => requested().some((p) => SELECT_CHUNK.test(p) || /place-suggestions/.test(p))).toBe(true)
  })
}

test('a click on the time zone field while its code loads opens the list, and a zone can be chosen', async ({ page }) => {
  await slowSelectChunk(page, 700)
  await page.goto('/kundli')
  const field = page.getByRole('combobox', { name: 'Time zone (optional)' })
  await expect(field).toHaveAttribute('aria-haspopup', 'listbox')
  await field.click()
  const list = page.getByRole('listbox')
  await expect(list).toBeVisible()
  await page.getByRole('combobox', { name: 'Time zone (optional)' }).fill('Dubai')
  await list.getByRole('option', { name: 'Asia/Dubai' }).click()
  await expect(page.getByRole('combobox', { name: 'Time zone (optional)' })).toHaveValue('Asia/Dubai')
  await expect(list).toBeHidden()
})

test('what is typed into the time zone field before its code arrives becomes the search, with the focus kept', async ({ page }) => {
  await slowSelectChunk(page, 1500)
  await page.goto('/kundli')
  const field = page.getByRole('combobox', { name: 'Time zone (optional)' })
  await field.focus()
  await page.keyboard.type('Dub')
  const list = page.getByRole('listbox')
  await expect(list.getByRole('option', { name: 'Asia/Dubai' })).toBeVisible()
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('Dub')
  await page.keyboard.type('ai')
  await expect(field).toHaveValue('Dubai')
})

test('the month select of the panchang month page takes a choice on first use, and the year field a year', async ({ page }) => {
  await page.goto('/panchang/month?month=2026-03')
  const month = page.getByTestId('month-select')
  await expect(month).toHaveValue('March')
  await month.click()
  await page.getByRole('option', { name: 'July' }).click()
  await expect(page).toHaveURL(/month=2026-07/)
  await expect(page.getByTestId('month-select')).toHaveValue('July')
  // The year field takes digits only, and a year the API answers for moves the page.
  const year = page.getByTestId('year-input')
  await year.fill('20x27')
  await expect(year).toHaveValue('2027')
  await expect(page).toHaveURL(/month=2027-07/)
})

test("the panchang's day buttons show their tooltip on hover", async ({ page }) => {
  await page.goto('/panchang')
  await page.getByTestId('date-previous').hover()
  await expect(page.getByRole('tooltip')).toHaveText('Previous day')
})
