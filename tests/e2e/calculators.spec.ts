import { choosePlace } from './support/helpers'
import { expect, test, type Page } from './support/test'

/**
 * The free calculators end to end: a visitor fills the form, lands on the shareable result,
 * and what the page shows is the API's answer for the same birth; shared links render on the server.
 */
const BIRTH = { name: 'Asha Rao', date: '1990-05-15', time: '10:30', location: 'Chennai', gender: 'female', latitude: '13.0827', longitude: '80.2707' }
const LINK = new URLSearchParams(BIRTH).toString()
const API = new URLSearchParams({ date: BIRTH.date, time: BIRTH.time, lat: BIRTH.latitude, lon: BIRTH.longitude }).toString()

async function fillBirthForm(page: Page, formName: string) {
  const form = page.getByRole('form', { name: formName })
  await form.getByLabel('Full name').fill(BIRTH.name)
  await form.getByRole('radio', { name: 'Female', exact: true }).check()
  await form.getByLabel('Birth date').fill(BIRTH.date)
  await form.getByLabel('Birth time').fill(BIRTH.time)
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Chennai')
  return form
}

test.describe('calculators', () => {
  test('dosham detector: the form leads to a shareable result with every dosha the API finds', async ({ page, request }) => {
    await page.goto('/dosham-detector')
    const form = await fillBirthForm(page, 'Dosham Detector')
    await form.getByRole('button', { name: 'Check doshas' }).click()
    await expect(page).toHaveURL(/\/dosham-detector\?name=Asha(\+|%20)Rao&date=1990-05-15&time=10:30/)

    const url = new URL(page.url())
    const answer = (await (await request.get(`/api/doshas?date=1990-05-15&time=10:30&lat=${url.searchParams.get('latitude')}&lon=${url.searchParams.get('longitude')}`)).json()) as {
      activeCount: number
      doshas: Array<{ id: string; name: string; present: boolean; cancelled: boolean }>
    }
    for (const dosha of answer.doshas) {
      const item = page.getByTestId(`dosha-${dosha.id}`)
      await expect(item).toContainText(dosha.name)
      await expect(item).toContainText(!dosha.present ? 'Not present' : dosha.cancelled ? 'Present, cancelled' : 'Present')
    }
    await expect(page.getByTestId('dosha-summary')).toContainText(answer.activeCount === 0 ? 'No dosha stands' : `${answer.activeCount} of ${answer.doshas.length} doshas stand`)
    await expect(page.getByTestId('birth-line')).toContainText('Asha Rao')
  })

  test('sade sati: a shared link shows every period of the API, and says whether one runs now', async ({ page, request }) => {
    const answer = (await (await request.get(`/api/sade-sati?${API}`)).json()) as {
      periods: Array<{ bindus: { saturn: number; sarva: number } }>
      current: { kind: string; bindus: { saturn: number } } | null
    }
    // The server's HTML already carries the table (no JavaScript needed to read it).
    const html = await (await request.get(`/sade-sati?${LINK}`, { headers: { accept: 'text/html' } })).text()
    expect(html).toContain('data-testid="sade-sati-periods"')

    await page.goto(`/sade-sati-calculator?${LINK}`)
    await expect(page.getByTestId('sade-sati-periods').locator('tbody tr')).toHaveCount(answer.periods.length)
    const status = page.getByTestId('sade-sati-status')
    await expect(status).toContainText(answer.current?.kind === 'sadeSati' ? 'Sade sati is running now' : answer.current ? 'Dhaiya is running now' : 'No sade sati is running now')
    if (answer.current) await expect(page.locator('tr[data-current]')).toHaveCount(1)
    // Each stay shows Saturn's bindus in that sign (the sarvashtakavarga's beside), the running one in words.
    const bindus = page.getByTestId('saturn-bindus')
    await expect(bindus).toHaveCount(answer.periods.length)
    await expect(bindus.first()).toHaveAttribute('data-saturn', String(answer.periods[0]!.bindus.saturn))
    await expect(bindus.first()).toHaveAttribute('data-sarva', String(answer.periods[0]!.bindus.sarva))
    if (answer.current) await expect(page.getByTestId('current-bindus')).toContainText(`${answer.current.bindus.saturn} of its 8 bindus`)
  })

  test('numerology: name and date give the API’s numbers, and a name without Latin letters is refused', async ({ page, request }) => {
    await page.goto('/numerology')
    await page.getByLabel('Full name').fill('१२३')
    await page.getByLabel('Birth date').fill('1869-10-02')
    await page.getByRole('button', { name: 'Calculate my numbers' }).click()
    await expect(page.getByText('Name must contain letters A–Z (write it in English letters)')).toBeVisible()
    await expect(page).toHaveURL(/\/numerology$/)

    await page.getByLabel('Full name').fill('Mahatma Gandhi')
    await page.getByRole('button', { name: 'Calculate my numbers' }).click()
    await expect(page).toHaveURL(/\/numerology\?name=Mahatma(\+|%20)Gandhi&date=1869-10-02/)
    const answer = (await (await request.get('/api/numerology?name=Mahatma%20Gandhi&date=1869-10-02')).json()) as { mulank: number; bhagyank: number; meanings: { name: { number: number } } }
    await expect(page.getByTestId('mulank-number')).toHaveText(String(answer.mulank))
    await expect(page.getByTestId('bhagyank-number')).toHaveText(String(answer.bhagyank))
    await expect(page.getByTestId('name-number-number')).toHaveText(String(answer.meanings.name.number))
  })

  test('love compatibility: two signs give the pair’s reading, in Hindi on the Hindi page', async ({ page, request }) => {
    await page.goto('/hindi/love-compatibility')
    await page.getByTestId('sign1-select').click()
    await page.getByRole('option', { name: 'सिंह' }).click()
    await page.getByTestId('sign2-select').click()
    await page.getByRole('option', { name: 'मेष' }).click()
    await page.getByTestId('love-form').locator('button[type=submit]').click()
    await expect(page).toHaveURL(/\/hindi\/love-compatibility\?sign1=leo&sign2=aries/)
    const answer = (await (await request.get('/api/love-compatibility?sign1=leo&sign2=aries&lang=hi')).json()) as { score: number; text: { headline: string } }
    await expect(page.getByTestId('love-score')).toHaveText(`${answer.score}%`)
    await expect(page.getByTestId('love-headline')).toHaveText(answer.text.headline)
  })

  test('baby names: a rashi or a nakshatra syllable lists the API’s names, filtered by gender', async ({ page, request }) => {
    await page.goto('/baby-naming')
    await page.getByTestId('rashi-select').click()
    await page.getByRole('option', { name: 'Taurus' }).click()
    await expect(page).toHaveURL(/\/baby-naming\?rashi=2/)
    const byRashi = (await (await request.get('/api/baby-names?rashi=2&limit=60')).json()) as { total: number }
    await expect(page.getByTestId('names-total')).toHaveText(`${byRashi.total} names`)

    await page.getByTestId('syllable-chakra').getByRole('link', { name: /^Rohini 2 / }).click()
    await expect(page).toHaveURL(/nakshatra=4&pada=2/)
    await page.locator('label').filter({ hasText: /^Girl$/ }).click()
    await expect(page).toHaveURL(/gender=female/)
    const girls = (await (await request.get('/api/baby-names?nakshatra=4&pada=2&gender=girl&limit=60')).json()) as { total: number; names: Array<{ name: string }> }
    await expect(page.getByTestId('names-total')).toHaveText(`${girls.total} names`)
    await expect(page.getByTestId('baby-names').locator('tbody tr').first()).toContainText(girls.names[0]!.name)
  })

  test('baby names: a rare syllable (Shravana 4, kho) still lists 20 names, its own first, the filling ones marked', async ({ page, request }) => {
    const answer = (await (await request.get('/api/baby-names?nakshatra=22&pada=4&gender=girl&limit=60')).json()) as { total: number; exact: number; names: Array<{ name: string; match: string }> }
    expect(answer.total).toBeGreaterThanOrEqual(20)
    expect(answer.exact).toBeLessThan(answer.total)
    await page.goto('/baby-naming?nakshatra=22&pada=4&gender=girl')
    await expect(page.getByTestId('names-total')).toHaveText(`${answer.total} names`)
    await expect(page.getByTestId('names-filled')).toContainText(`Only ${answer.exact} names begin with this syllable`)
    const rows = page.getByTestId('baby-names').locator('tbody tr')
    await expect(rows).toHaveCount(Math.min(answer.total, 60))
    const firstFilled = answer.names.findIndex((n) => n.match !== 'syllable')
    await expect(rows.nth(firstFilled).getByTestId('name-fit')).toHaveText(answer.names[firstFilled]!.match === 'letter' ? 'same first letter' : 'another pada of the nakshatra')
    if (firstFilled > 0) await expect(rows.first().getByTestId('name-fit')).toHaveCount(0)
  })

  test('tarot: a draw is a link that shows the same cards to whoever opens it', async ({ page }) => {
    await page.goto('/divination')
    await page.getByRole('button', { name: 'Draw cards' }).click()
    await expect(page).toHaveURL(/\/divination\?spread=three&seed=[a-z0-9]+/)
    const names = page.getByTestId('tarot-card-name')
    await expect(names).toHaveCount(3)
    const drawn = await names.allTextContents()
    await page.reload()
    await expect(names).toHaveCount(3)
    expect(await names.allTextContents()).toEqual(drawn)
  })

  test('palmistry and vastu: the guides and their drawings in the page’s language', async ({ page }) => {
    await page.goto('/hindi/palmistry')
    await expect(page.getByTestId('palm-diagram').locator('svg')).toBeVisible()
    await expect(page.locator('#heart-line')).toBeVisible()
    await expect(page.getByTestId('page-title')).toHaveText(/[\u0900-\u097F]/)
    await page.goto('/vastu')
    await expect(page.getByTestId('vastu-grid')).toContainText('North-east')
    await expect(page.getByRole('navigation', { name: 'Vastu Shastra' }).getByRole('link')).toHaveCount(await page.getByTestId('guide-sections').locator('section').count())
  })
})

// Shared links of every calculator render on the server and hydrate without a mismatch or a second fetch.
const SHARED = [
  `/dosham-detector?${LINK}`,
  `/lal-kitab?${LINK}`,
  `/marriage-astrology?${LINK}`,
  `/gemstones?${LINK}`,
  '/numerology?name=Asha%20Rao&date=1990-05-15',
  '/lucky-numbers?name=Asha%20Rao&date=1990-05-15&moonSign=4',
  '/year-2025/numerology?year=2026',
  `/baby-naming?${LINK}`,
  '/love-compatibility?sign1=cancer&sign2=pisces',
  '/divination?spread=one&seed=e2e',
  '/year-2025/tarot',
  '/tamil/palmistry',
]
for (const path of SHARED) {
  test(`${path} arrives rendered and hydrates without fetching its answer again`, async ({ page }) => {
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
