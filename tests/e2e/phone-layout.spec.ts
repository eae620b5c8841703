import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, FRESH_CONTEXT, test, waitForHydration } from './support/test'
import type { Locator, Page } from '@playwright/test'
import { MATCHING_BIRTHS } from './support/matching-births'

/** A phone, as the issue measured it: 390 × 844 CSS pixels. */
const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, hasTouch: true })

const SHOTS = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
mkdirSync(SHOTS, { recursive: true })

const BIRTHS = new URLSearchParams(MATCHING_BIRTHS).toString()

// Regional-indicator letters: two of them make a flag emoji, drawn as boxes where the font has none.
const FLAG = /[\u{1F1E6}-\u{1F1FF}]/u

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not laid out')
  return b
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The docs' screenshots are taken on request only (`npm run screenshots`), so a test run leaves the tree as it was. */
async function shot(page: Page, name: string) {
  if (process.env.UPDATE_SCREENSHOTS) await page.screenshot({ path: `${SHOTS}${name}.png`, animations: 'disabled' })
}

test('the consent banner takes at most 15 % of a phone screen and never covers the sign-up button', async ({ browser }) => {
  const context = await browser.newContext({ [FRESH_CONTEXT]: true, viewport: PHONE, hasTouch: true } as object)
  try {
    const page = await context.newPage()
    await page.goto('/signup')
    await waitForHydration(page)
    const banner = page.getByTestId('consent-banner')
    await expect(banner).toBeVisible()
    const b = await box(banner)
    expect(b.height / PHONE.height).toBeLessThanOrEqual(0.15)
    expect(b.y + b.height).toBeLessThanOrEqual(PHONE.height)

    // Where the page opens, and wherever the button is brought into view (scrolled to or tabbed to),
    // the banner is not on top of it.
    const submit = page.getByTestId('signup-submit')
    const visibleAtStart = await submit.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)
    if (visibleAtStart) expect(overlaps(await box(submit), await box(banner))).toBe(false)
    await submit.evaluate((el) => el.scrollIntoView({ block: 'nearest' }))
    expect(overlaps(await box(submit), await box(banner))).toBe(false)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    expect(overlaps(await box(submit), await box(banner))).toBe(false)
    // The page ends above the banner: its last content is not hidden under it.
    const footerBottom = await page.locator('footer').last().evaluate((el) => el.getBoundingClientRect().bottom)
    expect(footerBottom).toBeLessThanOrEqual(b.y + 1)

    await page.goto('/')
    await waitForHydration(page)
    await expect(banner).toBeVisible()
    await shot(page, 'home-390')

    // Answered, it goes and takes its room with it.
    await page.getByTestId('consent-decline').click()
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')
  } finally {
    await context.close()
  }
})

test('the Tamil porutham and koota tables fit a phone: every cell inside the screen, the result shown', async ({ page }) => {
  await page.goto(`/tamil/kundli-matching?${BIRTHS}`)
  await page.getByRole('tab').nth(1).click()
  const table = page.getByTestId('porutham-table')
  await expect(table.locator('tbody tr')).toHaveCount(10)
  await table.scrollIntoViewIfNeeded()
  // The header row is only for screen readers on a phone (clipped to nothing): the cards carry the labels.
  const head = await box(table.locator('thead'))
  expect(head.width * head.height).toBeLessThanOrEqual(1)
  const cells = await table.locator('tbody td, tfoot th').evaluateAll((els) =>
    els.filter((el) => el.getClientRects().length > 0 && (el as HTMLElement).offsetParent !== null).map((el) => {
      const r = el.getBoundingClientRect()
      return { left: r.left, right: r.right, text: el.textContent?.slice(0, 30) ?? '' }
    }),
  )
  expect(cells.length).toBeGreaterThan(40)
  for (const c of cells) {
    expect(c.left, c.text).toBeGreaterThanOrEqual(0)
    expect(c.right, c.text).toBeLessThanOrEqual(PHONE.width)
  }
  // The result of every porutham (its matched / not matched mark) is on screen horizontally.
  const marks = table.locator('tbody tr [aria-label]')
  await expect(marks).toHaveCount(10)
  for (const mark of await marks.all()) {
    const m = await box(mark)
    expect(m.x + m.width).toBeLessThanOrEqual(PHONE.width)
  }
  // No page-wide sideways scroll either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await table.locator('tbody tr').first().evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.evaluate(() => window.scrollBy(0, -140))
  await shot(page, 'matching-ta-390')

  await page.getByRole('tab').nth(0).click()
  const kootas = page.getByTestId('koota-table')
  await expect(kootas.locator('tbody tr')).toHaveCount(8)
  const right = await kootas.locator('td').evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)))
  expect(right).toBeLessThanOrEqual(PHONE.width)
})

test('a table too wide for a phone scrolls sideways with its first column held in view', async ({ page }) => {
  await page.goto('/kundli?name=Ravi&date=1990-01-15&time=10:30&location=New%20Delhi&gender=male&latitude=28.6139&longitude=77.209')
  // Mantine's Table.ScrollContainer: a scroll area whose viewport scrolls sideways.
  const containers = page.locator('.mantine-TableScrollContainer-scrollContainer .mantine-ScrollArea-viewport')
  await expect(containers.first()).toBeVisible()
  // The first one that is wider than the screen.
  const index = await containers.evaluateAll((els) => els.findIndex((el) => el.scrollWidth > el.clientWidth + 4))
  expect(index).toBeGreaterThanOrEqual(0)
  const container = containers.nth(index)
  await container.scrollIntoViewIfNeeded()
  const before = await container.locator('tbody tr').first().locator('td, th').first().boundingBox()
  await container.evaluate((el) => {
    el.scrollLeft = el.scrollWidth
  })
  await page.waitForTimeout(100)
  const firstCell = container.locator('tbody tr').first().locator('td, th').first()
  const after = await box(firstCell)
  expect(Math.abs(after.x - (before?.x ?? 0))).toBeLessThan(2)
  expect(after.x).toBeGreaterThanOrEqual(0)
  // And the scrolled-to last column is on screen beside it.
  const last = await box(container.locator('tbody tr').first().locator('td').last())
  expect(last.x + last.width).toBeLessThanOrEqual(PHONE.width + 1)
})

test('the phone menu names the languages without flag emoji', async ({ page }) => {
  await page.goto('/panchang')
  await page.getByTestId('burger').tap()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'தமிழ்' })).toBeVisible()
  const texts = await drawer.locator('*').evaluateAll((els) => els.map((el) => el.textContent ?? ''))
  expect(texts.filter((t) => FLAG.test(t))).toEqual([])
  expect(FLAG.test(await page.locator('body').innerText())).toBe(false)
})

test('the Tamil panchang and a report read on a phone (screenshots)', async ({ page }) => {
  await page.goto('/tamil/panchang')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  // The day as a Tamil reader looks for it: the Tamil month and day first.
  await page.getByTestId('day-headline').scrollIntoViewIfNeeded()
  await shot(page, 'panchang-ta-390')

  // The sample life report at its old address moves to the address that names it.
  await page.goto('/reports/super-horoscope/results/sample-life')
  await expect(page).toHaveURL(/\/reports\/life\/results\/sample-life$/)
  await expect(page.getByTestId('sample-note')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await shot(page, 'report-life-390')
})
