import { expect, test } from './support/test'

/**
 * Work the browser is spared while a page loads (docs/performance.md, "Rendering work"): on a phone each
 * of these was a long task of its own.
 */
test.use({ viewport: { width: 412, height: 823 }, hasTouch: true })

test('hydration leaves <html lang> alone when it is already right, so no page-wide style recalculation', async ({ page }) => {
  await page.addInitScript(() => {
    const writes: string[] = []
    ;(window as unknown as { __langWrites: string[] }).__langWrites = writes
    // Every write counts, even of the same value: that is what makes the browser recheck :lang() everywhere.
    new MutationObserver((records) => records.forEach((r) => writes.push(`${r.oldValue} -> ${(r.target as Element).getAttribute('lang')}`))).observe(document, {
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['lang'],
      subtree: true,
    })
  })
  for (const [path, lang] of [['/', 'en'], ['/hindi', 'hi'], ['/tamil/panchang', 'ta']] as const) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    expect(await page.evaluate(() => (window as unknown as { __langWrites: string[] }).__langWrites), path).toEqual([])
  }
})

test('the sections below the first screen are drawn only when they come near', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })
  const lifeReport = page.getByText('Complete Life Report', { exact: true })
  // checkVisibility with contentVisibilityAuto is false inside an element whose rendering is skipped.
  const drawn = (locator: typeof faq) => locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))
  expect(await drawn(faq)).toBe(false)
  expect(await drawn(lifeReport)).toBe(false)
  // The hero, on the first screen, is drawn at once.
  expect(await drawn(page.getByRole('heading', { level: 1 }))).toBe(true)

  // Nothing is lost to the skipping: the content is in the page, found by role, and drawn on the way down.
  await expect(faq).toHaveCount(1)
  await faq.scrollIntoViewIfNeeded()
  await expect.poll(() => drawn(faq)).toBe(true)
  await expect(faq).toBeVisible()
})

test("ICU's data loads in a worker of its own, which the page's policy allows and which ends once it has", async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  // The page ends the worker once ICU is loaded: nothing keeps running.
  const ended = new Promise<void>((resolve) => page.on('worker', (w) => void (/icu-warm-up/.test(w.url()) && w.once('close', () => resolve()))))
  await page.goto('/panchang')
  await ended
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
  // The page hydrates and shows its day as before.
  await expect(page.getByTestId('panchang-day')).toBeVisible()
  expect(violations).toEqual([])
})

test("a Tamil or Telugu page downloads its own script's faces only, though its text has joiners every face claims", async ({ browser, baseURL }) => {
  for (const [path, script] of [['/telugu', 'telugu'], ['/tamil/panchang', 'tamil'], ['/hindi', 'devanagari']] as const) {
    // A visit of its own each: nothing cached or remembered from another language's page.
    const context = await browser.newContext({ baseURL })
    const page = await context.newPage()
    const fonts: string[] = []
    page.on('request', (request) => void (/\.woff2?$/.test(request.url()) && fonts.push(request.url().replace(/.*\/noto-sans-([a-z]+)-.*/, '$1'))))
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '')
    // The zero-width non-joiner is in Telugu text (the home page has a score of them).
    if (script === 'telugu') expect(await page.evaluate(() => document.body.textContent!.includes('\u200c'))).toBe(true)
    await page.evaluate(() => document.fonts.ready)
    expect(new Set(fonts), path).toEqual(new Set([script]))
    await context.close()
  }
})
