import { expect, test, type Page } from './support/test'
import { header } from './support/helpers'

/**
 * The site lives in the current year: the header's year menu names the year the server rendered the page
 * in (its clock: the e2e server runs on the real one, so the test reads the same date in India) and, from
 * 1 October, offers next year's pages too; the year pages answer for any year, the 2025 addresses included.
 */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
const year = Number(today.slice(0, 4))
const nextYearOffered = Number(today.slice(5, 7)) >= 10

/** Console errors (a hydration mismatch shows as one), gathered from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

test(`the header's year menu is "Year ${year}" and leads to this year's pages`, async ({ page }) => {
  const errors = consoleErrors(page)
  await page.goto('/')
  const trigger = header(page).getByTestId('nav-menu-year')
  await expect(trigger).toHaveText(`Year ${year}`)
  await trigger.hover()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const horoscope = menu.getByRole('menuitem', { name: new RegExp(`^Horoscope ${year}`) })
  await expect(horoscope).toHaveAttribute('href', `/year-${year}/horoscope`)
  await expect(menu.getByRole('menuitem', { name: new RegExp(`^Festivals ${year}`) })).toHaveAttribute('href', `/year-${year}/festivals`)
  if (nextYearOffered) {
    await expect(menu.getByRole('menuitem', { name: new RegExp(`^Horoscope ${year + 1}`) })).toHaveAttribute('href', `/year-${year + 1}/horoscope`)
    await expect(menu.getByRole('menuitem')).toHaveCount(8)
  } else {
    await expect(menu.getByRole('menuitem')).toHaveCount(4)
  }
  await horoscope.click()
  await expect(page).toHaveURL(new RegExp(`/year-${year}/horoscope$`))
  await expect(page.getByTestId('page-title')).toHaveText(`Horoscope ${year}`)
  await expect(page).toHaveTitle(new RegExp(`^Horoscope ${year} \\|`))
  expect(errors).toEqual([])
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test(`the drawer mirrors the year menu: "Year ${year}"`, async ({ page }) => {
    await page.goto('/hindi')
    await page.getByTestId('burger').tap()
    const nav = page.getByRole('dialog').getByRole('navigation')
    // In Hindi: "वर्ष 2026", linking to the Hindi year pages.
    await nav.getByRole('button', { name: `वर्ष ${year}` }).tap()
    await expect(nav.getByRole('link', { name: `राशिफल ${year}` })).toHaveAttribute('href', `/hindi/year-${year}/horoscope`)
  })
})

test('the year pages compute their year; the 2025 addresses stay; a year the engine cannot compute is not found', async ({ page, request }) => {
  await page.goto(`/year-${year}/numerology`)
  await expect(page.getByTestId('page-title')).toHaveText(`Numerology ${year}`)
  await expect(page.getByTestId('universal-year')).toContainText(`The universal year of ${year}`)

  await page.goto('/horoscope-2025')
  await expect(page).toHaveURL(/\/year-2025\/horoscope$/)
  await expect(page.getByTestId('page-title')).toHaveText('Horoscope 2025')
  await page.goto('/tarot-2025')
  await expect(page).toHaveURL(/\/year-2025\/tarot$/)
  await expect(page.getByTestId('page-title')).toHaveText('Tarot 2025')

  expect((await request.get('/year-1700/horoscope', { headers: { accept: 'text/html' } })).status()).toBe(404)
})

test('/year-2026/festivals arrives with 2026’s Diwali, as the festival calendar computes it', async ({ request }) => {
  const festivals = (await (await request.get('/api/festivals?year=2026')).json()) as Array<{ id: string; date: string }>
  const diwali = festivals.find((f) => f.id === 'diwali')!.date
  expect(diwali).toMatch(/^2026-1[01]-/)
  const response = await request.get('/year-2026/festivals', { headers: { accept: 'text/html' } })
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(`data-id="diwali" data-date="${diwali}"`)
  expect(html).toMatch(/<title>Festivals 2026 \|/)

  // The festival topic of that year gives the same date.
  const topic = await (await request.get('/topics/diwali-2026-muhurat', { headers: { accept: 'text/html' } })).text()
  expect(topic).toContain(`data-id="diwali" data-date="${diwali}"`)
  expect(topic).toMatch(/<title>Diwali 2026 Muhurat \|/)
})

test('the sitemap lists the years offered', async ({ request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const origin = new URL(baseURL!).origin
  for (const path of ['/year-2025/horoscope', `/year-${year}/horoscope`, `/hindi/year-${year}/festivals`, `/topics/diwali-${year}-muhurat`, `/topics/navratri-${year}`])
    expect(xml, path).toContain(`<loc>${origin}${path}</loc>`)
  const next = `<loc>${origin}/year-${year + 1}/horoscope</loc>`
  if (nextYearOffered) expect(xml).toContain(next)
  else expect(xml).not.toContain(next)
  expect(xml).not.toContain(`<loc>${origin}/year-${year + 2}/horoscope</loc>`)
})
