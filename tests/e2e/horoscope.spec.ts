import { expect, test } from './support/test'

/** Horoscope pages: each reads GET /api/horoscope for its sign and period, in the page's language. */
test.describe('horoscopes', () => {
  test('a sign’s daily page shows the API’s reading, and the period tabs and sign tiles lead on', async ({ page, request }) => {
    const answer = (await (await request.get('/api/horoscope/daily/leo?lang=en')).json()) as { prediction: string; love: string; luckyNumber: number }
    // Rendered on the server: the reading is in the HTML before any script runs.
    const html = await (await request.get('/daily-horoscope/leo', { headers: { accept: 'text/html' } })).text()
    expect(html).toContain(answer.prediction.slice(0, 60).replace(/'/g, '&#x27;'))

    await page.goto('/daily-horoscope/leo')
    await expect(page.getByTestId('horoscope-prediction')).toHaveText(answer.prediction)
    await expect(page.getByTestId('area-love')).toContainText(answer.love)
    await expect(page.getByTestId('lucky-number')).toContainText(String(answer.luckyNumber))
    await expect(page.getByTestId('sky-facts').locator('tbody tr')).toHaveCount(7)

    await page.getByTestId('period-tabs').getByRole('link', { name: 'Weekly' }).click()
    await expect(page).toHaveURL(/\/weekly-horoscope\/leo$/)
    const week = (await (await request.get('/api/horoscope/weekly/leo?lang=en')).json()) as { prediction: string }
    await expect(page.getByTestId('horoscope-prediction')).toHaveText(week.prediction)

    await page.getByTestId('sign-grid').getByRole('link', { name: /Pisces/ }).click()
    await expect(page).toHaveURL(/\/weekly-horoscope\/pisces$/)
  })

  test('the Hindi rashi page and a Tamil sign page read in their language', async ({ page, request }) => {
    await page.goto('/hindi/rashi/simha')
    const hindi = (await (await request.get('/api/horoscope/daily/leo?lang=hi')).json()) as { prediction: string }
    await expect(page.getByTestId('horoscope-prediction')).toHaveText(hindi.prediction)
    await expect(page.getByTestId('page-title')).toContainText('सिंह')

    await page.goto('/tamil/mesham/monthly')
    const tamil = (await (await request.get('/api/horoscope/monthly/aries?lang=ta')).json()) as { prediction: string }
    await expect(page.getByTestId('horoscope-prediction')).toHaveText(tamil.prediction)
  })

  test('the next day shows the next day’s reading', async ({ page }) => {
    await page.goto('/daily-horoscope/virgo?date=2026-11-10')
    const first = await page.getByTestId('horoscope-prediction').textContent()
    await page.getByRole('button', { name: 'Next period' }).click()
    await expect(page).toHaveURL(/date=2026-11-11/)
    await expect(page.getByTestId('horoscope-prediction')).not.toHaveText(first!)
  })

  test('the home page’s prediction card shows today’s reading', async ({ page, request }) => {
    const answer = (await (await request.get('/api/horoscope/daily/aries?lang=en')).json()) as { prediction: string }
    await page.goto('/')
    await expect(page.getByText(answer.prediction)).toBeVisible()
  })
})

test('/planet-transits shows every planet’s place and next sign change from the engine', async ({ page, request }) => {
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10)
  const answer = (await (await request.get(`/api/transits?date=${today}&lang=en`)).json()) as { planets: Array<{ id: string }> }
  await page.goto('/planet-transits')
  await expect(page.getByTestId('transit-table').locator('tbody tr')).toHaveCount(answer.planets.length)
  await expect(page.getByTestId('retrograde-periods')).toContainText('Saturn')
})

test('/nakshatras/{slug} shows the nakshatra in the page’s language, with links to its neighbours', async ({ page, request }) => {
  const answer = (await (await request.get('/api/nakshatras/rohini?lang=ta')).json()) as { traits: string; compatible: unknown[] }
  await page.goto('/tamil/nakshatras/rohini')
  await expect(page.getByTestId('nakshatra-traits')).toHaveText(answer.traits)
  await expect(page.getByTestId('nakshatra-padas').locator('tbody tr')).toHaveCount(4)
  await expect(page.getByTestId('nakshatra-compatible').getByRole('link')).toHaveCount(answer.compatible.length)
  await page.goto('/nakshatras/not-a-star')
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Nakshatra')
})

// The reading pages arrive rendered and hydrate without a mismatch or a second fetch of their answer.
for (const path of ['/daily-horoscope/leo', '/hindi/rashi/simha', '/yearly-horoscope/pisces', '/planet-transits', '/telugu/nakshatras/revati']) {
  test(`${path} hydrates without fetching its reading again`, async ({ page }) => {
    const errors: string[] = []
    const reads: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text())
    })
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/analytics') && !url.pathname.startsWith('/api/auth')) reads.push(url.pathname)
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    expect(reads).toEqual([])
  })
}

test('/zodiac-signs describes the twelve rashis in the page’s language and links to their horoscopes', async ({ page, request }) => {
  const answer = (await (await request.get('/api/zodiac-signs?lang=te')).json()) as { signs: Array<{ id: string; nature: string }> }
  await page.goto('/telugu/zodiac-signs')
  for (const sign of answer.signs) await expect(page.getByTestId(`sign-${sign.id}`)).toContainText(sign.nature)
  await page.getByTestId('sign-leo').getByRole('link').first().click()
  await expect(page).toHaveURL(/\/telugu\/daily-horoscope\/leo$/)
})
