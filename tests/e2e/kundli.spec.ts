import { expect, test, type Page } from './support/test'
import { createCustomer, storeSessionInBrowser, choosePlace } from './support/helpers'

/** The 1972 Machilipatnam book chart as a shared /kundli link: Sun dasha, balance 4y 8m 27d. */
const QUERY = 'name=Test&date=1972-06-01&time=04:16&location=Machilipatnam&gender=male&latitude=16.25&longitude=81.2'
const PARAMS = Object.fromEntries(new URLSearchParams(QUERY))

function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams)
}

async function expectChartsRendered(page: Page) {
  for (const id of ['north-indian-chart', 'south-indian-chart']) {
    const chart = page.getByTestId(id)
    await expect(chart).toBeVisible()
    // Nine grahas, each drawn once.
    await expect(chart.locator('[data-planet]')).toHaveCount(9)
  }
}

test.describe('kundli from a shared link', () => {
  test('opens the computed chart: both charts, the planets, the dasha and the birth details', async ({ page }) => {
    await page.goto(`/kundli?${QUERY}`)

    const summary = page.getByTestId('birth-summary')
    await expect(summary).toContainText('Test')
    await expect(summary.getByTestId('fact-date')).toContainText('1 June 1972')
    await expect(summary.getByTestId('fact-time')).toContainText('4:16 AM')
    await expect(summary.getByTestId('fact-ut')).toContainText('1972-05-31 22:46 UT')
    await expect(summary.getByTestId('fact-clock')).toContainText('Asia/Kolkata +05:30')
    await expect(summary.getByTestId('fact-lagna')).toContainText('Aries')
    await expect(summary.getByTestId('fact-rasi')).toContainText('Sagittarius')

    await expectChartsRendered(page)
    const north = page.getByTestId('north-indian-chart')
    // North Indian: Aries rising, so house 1 (the top diamond) holds sign 1 and house 9 sign 9 with the Moon.
    await expect(north.locator('[data-house="1"]')).toHaveAttribute('data-sign', '1')
    await expect(north.locator('[data-house="9"] [data-planet="moon"]')).toContainText('Mo')
    await expect(north.locator('[data-planet="jupiter"]')).toContainText('Ju')
    await expect(north.locator('[data-planet="jupiter"]')).toContainText('R')
    // South Indian: the ascendant's sign is marked; the Sun sits in Taurus.
    const south = page.getByTestId('south-indian-chart')
    await expect(south.locator('[data-ascendant]')).toHaveAttribute('data-sign', '1')
    await expect(south.locator('[data-sign="2"] [data-planet="sun"]')).toContainText("17°04'")

    const table = page.getByTestId('planetary-table')
    await expect(table.locator('tbody tr')).toHaveCount(9)
    await expect(table.locator('tbody tr').first()).toContainText('Sun')
    await expect(table.locator('tbody tr').first()).toContainText('Taurus')

    const balance = page.getByTestId('dasha-balance')
    await expect(balance).toContainText('Sun')
    await expect(balance).toContainText('4y 8m')
  })

  test('every tab is a route that keeps the query string and shows the same chart', async ({ page }) => {
    await page.goto(`/kundli?${QUERY}`)
    const tabs = page.getByTestId('kundli-tabs')
    await expect(tabs).toBeVisible()

    const steps: Array<{ tab: string; path: string; check: () => Promise<void> }> = [
      { tab: 'North Indian', path: '/kundli/north-indian', check: () => expect(page.getByTestId('north-indian-chart')).toBeVisible() },
      { tab: 'South Indian', path: '/kundli/south-indian', check: () => expect(page.getByTestId('south-indian-chart')).toBeVisible() },
      { tab: 'Planetary positions', path: '/kundli/planetary', check: () => expect(page.getByTestId('planetary-table').locator('tbody tr')).toHaveCount(9) },
      {
        tab: 'Lagna & Rasi',
        path: '/kundli/lagna-rasi',
        check: async () => {
          await expect(page.getByTestId('lagna-chart')).toBeVisible()
          await expect(page.getByTestId('rasi-chart')).toBeVisible()
        },
      },
      {
        tab: 'Dasha',
        path: '/kundli/dasha',
        check: async () => {
          await expect(page.getByTestId('dasha-balance')).toContainText('4y 8m')
          // The yogini dasha beside the Vimshottari, one period marked as running now.
          await expect(page.getByTestId('yogini-balance')).toContainText('Sankata')
          await expect(page.getByTestId('yogini-table').locator('tbody tr[data-current]')).toHaveCount(1)
          // And the chara dasha: an Aries lagna's, from Aries forward, one sign running now with its twelve antardashas.
          const chara = page.getByTestId('chara-table').locator('tbody tr')
          await expect(chara.first()).toContainText('Aries')
          await expect(chara.nth(1)).toContainText('Taurus')
          await expect(page.getByTestId('chara-table').locator('tbody tr[data-current]')).toHaveCount(1)
          await expect(page.getByTestId('chara-antardashas').locator('tbody tr')).toHaveCount(12)
        },
      },
      {
        tab: 'Ashtakavarga',
        path: '/kundli/ashtakavarga',
        check: async () => {
          await expect(page.getByTestId('ashtakavarga-table').locator('tbody tr[data-graha]')).toHaveCount(7)
          const sav = (await page.getByTestId('sarvashtakavarga').locator('td').allTextContents()).filter(Boolean).map(Number)
          expect(sav.reduce((a, b) => a + b, 0)).toBe(337)
          // The same figures drawn on the chart, Aries's in the ascendant's house.
          const drawn = page.getByTestId('sav-chart')
          await expect(drawn.locator('[data-note]')).toHaveCount(12)
          await expect(drawn.locator('[data-house="1"] [data-note]')).toHaveAttribute('data-note', String(sav[0]))
        },
      },
      {
        tab: 'Shadbala',
        path: '/kundli/shadbala',
        check: async () => {
          await expect(page.getByTestId('shadbala-table').locator('tbody tr[data-graha]')).toHaveCount(7)
          await expect(page.getByTestId('bhava-bala-table').locator('tbody tr')).toHaveCount(12)
          await expect(page.getByTestId('shadbala-strongest')).toContainText('The strongest planet')
        },
      },
      {
        tab: 'Yogas',
        path: '/kundli/yogas',
        check: async () => {
          // Each formed yoga is a card with its rule; the ones not formed are named below.
          const formed = page.getByTestId('yogas-present').locator('[data-yoga]')
          expect(await formed.count()).toBeGreaterThan(0)
          await expect(formed.first()).toContainText('Formed by:')
          await expect(page.getByTestId('yogas-absent')).not.toBeEmpty()
        },
      },
      {
        tab: 'KP',
        path: '/kundli/kp',
        check: async () => {
          await expect(page.getByTestId('kp-cusps').locator('tbody tr')).toHaveCount(12)
          await expect(page.getByTestId('kp-planets').locator('tbody tr')).toHaveCount(9)
          await expect(page.getByTestId('kp-significators').locator('tbody tr')).toHaveCount(12)
          await expect(page.getByTestId('kp-ruling-planets')).toContainText('Day lord')
        },
      },
      { tab: 'Overview', path: '/kundli', check: () => expectChartsRendered(page) },
    ]
    for (const step of steps) {
      await tabs.getByRole('link', { name: step.tab, exact: true }).click()
      await page.waitForURL((u) => u.pathname === step.path)
      expect(searchOf(page)).toEqual(PARAMS)
      await expect(tabs.getByRole('link', { name: step.tab, exact: true })).toHaveAttribute('aria-current', 'page')
      await step.check()
    }

    // Each tab route also works as a shared link on its own.
    await page.goto(`/kundli/dasha?${QUERY}`)
    await expect(page.getByTestId('dasha-balance')).toContainText('Sun')
    await expect(page.getByTestId('dasha-tree').locator('[data-current="true"]').first()).toBeVisible()
    await expect(page.getByTestId('section-yogini')).toBeVisible()
    await page.goto(`/hindi/kundli/ashtakavarga?${QUERY}`)
    await expect(page.getByTestId('section-ashtakavarga')).toContainText('अष्टकवर्ग')
    await page.goto(`/telugu/kundli/shadbala?${QUERY}`)
    await expect(page.getByTestId('section-shadbala')).toContainText('షడ్బలం')
    await expect(page.getByTestId('shadbala-table').locator('tbody tr[data-graha="sun"]')).toContainText('సూర్యుడు')
    await page.goto(`/tamil/kundli/yogas?${QUERY}`)
    await expect(page.getByTestId('yogas-present').locator('[data-yoga="gaja-kesari"]')).toContainText('கஜகேசரி யோகம்')
  })

  test('/hindi/kundli shows the planets in Hindi', async ({ page }) => {
    await page.goto(`/hindi/kundli?${QUERY}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
    const north = page.getByTestId('north-indian-chart')
    await expect(north.locator('[data-planet="sun"]')).toContainText('सू')
    await expect(north.locator('[data-planet="moon"]')).toContainText('चं')
    const table = page.getByTestId('planetary-table')
    await expect(table.locator('tbody tr').first()).toContainText('सूर्य')
    await expect(table.locator('tbody tr').first()).toContainText('वृषभ')
  })

  test('/hindi-kundli forces Hindi chart contents and /tamil/jathagam Tamil', async ({ page }) => {
    await page.goto(`/hindi-kundli?${QUERY}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByTestId('north-indian-chart').locator('[data-planet="jupiter"]')).toContainText('गु')
    await expect(page.getByTestId('planetary-table').locator('tbody tr').first()).toContainText('सूर्य')

    await page.goto(`/tamil/jathagam?${QUERY}`)
    await expect(page.getByTestId('south-indian-chart').locator('[data-planet="sun"]')).toContainText('சூ')
  })
})

test.describe('kundli form', () => {
  test('finds a place with the picker and shows the chart, with the query in the URL', async ({ page }) => {
    await page.goto('/kundli')
    const form = page.getByRole('form', { name: 'Kundli birth details' })
    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByRole('radio', { name: 'Female', exact: true }).check()
    await form.getByLabel('Birth date').fill('1990-05-15')
    await form.getByLabel('Birth time').fill('10:30')
    await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Chennai')
    await form.getByRole('button', { name: 'Generate Kundli' }).click()

    await page.waitForURL((u) => u.pathname === '/kundli' && u.searchParams.has('latitude'))
    const search = searchOf(page)
    expect(search).toMatchObject({ name: 'Asha Rao', date: '1990-05-15', time: '10:30', gender: 'female' })
    expect(search.location).toContain('Chennai')
    expect(Number(search.latitude)).toBeCloseTo(13.08, 1)
    expect(Number(search.longitude)).toBeCloseTo(80.27, 1)
    await expectChartsRendered(page)
    await expect(page.getByTestId('birth-summary')).toContainText('15 May 1990')
  })

  test('shows the spec messages, and "Location Required" for a place typed but not chosen', async ({ page }) => {
    await page.goto('/kundli')
    const form = page.getByRole('form', { name: 'Kundli birth details' })
    await form.getByRole('button', { name: 'Generate Kundli' }).click()
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
    await expect(form.getByText('Birth date is required')).toBeVisible()
    await expect(form.getByText('Birth time is required')).toBeVisible()
    await expect(form.getByText('Birth place is required')).toBeVisible()

    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByRole('radio', { name: 'Male', exact: true }).check()
    await form.getByLabel('Birth date').fill('1990-05-15')
    await form.getByLabel('Birth time').fill('10:30')
    const place = form.getByRole('combobox', { name: 'Birth place' })
    await place.fill('Nowhere in particular')
    await place.press('Escape')
    await form.getByRole('button', { name: 'Generate Kundli' }).click()
    const toast = page.getByRole('alert').filter({ hasText: 'Location Required' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Please select your birth place from the suggestions')
    expect(new URL(page.url()).search).toBe('')
  })

  test('a local time that happened twice asks which reading, and the choice opens the chart', async ({ page }) => {
    await page.goto('/kundli?name=Dawn&date=2021-11-07&time=01:30&location=New+York&gender=female&latitude=40.7128&longitude=-74.006')
    const choice = page.getByTestId('time-choice')
    await expect(choice).toContainText('This local time happened twice')
    await expect(choice.getByTestId('choose-earlier')).toContainText('-04:00')
    await expect(choice.getByTestId('choose-later')).toContainText('-05:00')
    await choice.getByTestId('choose-later').click()
    await page.waitForURL((u) => u.searchParams.get('disambiguation') === 'later')
    await expect(page.getByTestId('fact-clock')).toContainText('-05:00')
    await expect(page.getByTestId('fact-ut')).toContainText('2021-11-07 06:30 UT')
    await expectChartsRendered(page)
  })

  test('the home page Generate Kundli tab opens the computed chart', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Generate Kundli' })
    await form.getByLabel('Full name').fill('Ravi Kumar')
    await form.getByRole('radio', { name: 'Male', exact: true }).check()
    await form.getByLabel('Birth date').fill('1985-08-20')
    await form.getByLabel('Birth time').fill('06:45')
    // The home page moves under the pointer (rotating testimonials, live stats): choose with the keyboard.
    const place = form.getByRole('combobox', { name: 'Birth place' })
    await place.fill('Chennai')
    await expect(page.getByRole('listbox', { name: 'Place suggestions' }).getByRole('option').filter({ hasText: 'Chennai' }).first()).toBeVisible()
    await place.press('ArrowDown')
    await place.press('Enter')
    await expect(place).toHaveValue(/Chennai/)
    await form.getByRole('button', { name: 'Generate Kundli' }).click()
    await page.waitForURL((u) => u.pathname === '/kundli' && u.searchParams.get('name') === 'Ravi Kumar')
    await expectChartsRendered(page)
  })

  test('the home page quick form without a birth time opens a chart cast for noon', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('form', { name: 'Your birth details' })
    await form.getByLabel('Full name').fill('Meera Iyer')
    await form.getByRole('radio', { name: 'Female', exact: true }).check()
    await form.getByLabel('Birth date').fill('1995-03-10')
    const place = form.getByRole('combobox', { name: 'Birth place' })
    await place.fill('Chennai')
    await expect(page.getByRole('listbox', { name: 'Place suggestions' }).getByRole('option').filter({ hasText: 'Chennai' }).first()).toBeVisible()
    await place.press('ArrowDown')
    await place.press('Enter')
    await expect(place).toHaveValue(/Chennai/)
    await form.getByRole('button', { name: 'Show my kundli' }).click()
    await page.waitForURL((u) => u.pathname === '/kundli' && u.searchParams.get('name') === 'Meera Iyer')
    await expect(page.getByTestId('time-assumed')).toContainText('12:00 PM')
    await expectChartsRendered(page)
  })
})

test.describe('Brihat kundli, focused tools and print', () => {
  test('/brihat-kundli-results shows the sixteen vargas and the bhava chalit', async ({ page }) => {
    await page.goto(`/brihat-kundli-results?${QUERY}`)
    const grid = page.getByTestId('varga-grid')
    await expect(grid.locator('svg')).toHaveCount(16)
    for (const v of ['D1', 'D9', 'D60']) await expect(page.getByTestId(`varga-${v}`)).toBeVisible()
    await expect(page.getByTestId('varga-D9')).toContainText('Navamsha')
    await expect(page.getByTestId('bhava-chalit-table').locator('tbody tr')).toHaveCount(12)
    await expectChartsRendered(page)
  })

  test('/brihat-kundli-results shows the ashtakavarga (seven rows adding up to 337) and the yogini dasha in the server’s HTML', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/kundli') requests.push(r.url())
    })
    await page.goto(`/tamil/brihat-kundli-results?${QUERY}`)
    const table = page.getByTestId('ashtakavarga-table')
    await expect(table.locator('tbody tr[data-graha]')).toHaveCount(7)
    await expect(page.getByTestId('section-ashtakavarga')).toContainText('அஷ்டகவர்க்கம்')
    const sav = (await page.getByTestId('sarvashtakavarga').locator('td').allTextContents()).filter(Boolean).map(Number)
    expect(sav).toHaveLength(12)
    expect(sav.reduce((a, b) => a + b, 0)).toBe(337)
    // Each graha's row adds up to its classical total.
    for (const [graha, total] of Object.entries({ sun: 48, moon: 49, mars: 39, mercury: 54, jupiter: 56, venus: 52, saturn: 39 })) {
      const cells = (await table.locator(`tr[data-graha="${graha}"] td`).allTextContents()).slice(0, 12).map(Number)
      expect(cells.reduce((a, b) => a + b, 0), graha).toBe(total)
    }
    // The yogini dasha beside it: this Moon in Uttara Ashadha starts in Sankata (Rahu), and one period runs now.
    await expect(page.getByTestId('section-yogini')).toContainText('யோகினி தசை')
    await expect(page.getByTestId('yogini-balance')).toContainText('சங்கடா')
    await expect(page.getByTestId('yogini-table').locator('tbody tr').first()).toContainText('சங்கடா')
    await expect(page.getByTestId('yogini-table').locator('tbody tr[data-current]')).toHaveCount(1)
    await expect(page.getByTestId('yogini-antardashas').locator('tbody tr')).toHaveCount(8)
    // Rendered on the server with the chart it asked for: the browser fetched nothing more.
    await page.waitForLoadState('networkidle')
    expect(requests).toEqual([])
  })

  test('/brihat-kundli leads to the results page', async ({ page }) => {
    await page.goto(`/brihat-kundli?${QUERY}`)
    await page.getByRole('form', { name: 'Brihat Kundli birth details' }).getByRole('button', { name: 'Generate Brihat Kundli' }).click()
    await page.waitForURL((u) => u.pathname === '/brihat-kundli-results')
    expect(searchOf(page)).toEqual(PARAMS)
    await expect(page.getByTestId('varga-grid').locator('svg')).toHaveCount(16)
  })

  test('the lagna, moon sign, nakshatra and dasha tools answer from the same chart', async ({ page }) => {
    // The running dasha depends on today: fix the browser's clock inside the Jupiter mahadasha (2012–2028).
    await page.clock.setFixedTime(new Date('2026-11-22T12:00:00+05:30'))
    const answers: Array<[string, string[]]> = [
      ['/lagna-calculator', ['Aries', "26°32'"]],
      ['/moon-sign-checker', ['Sagittarius']],
      ['/nakshatra-finder', ['Uttara Ashadha', 'pada 1']],
      ['/dasha-calculator', ['Jupiter']],
    ]
    for (const [path, texts] of answers) {
      await page.goto(`${path}?${QUERY}`)
      const answer = page.getByTestId('tool-answer')
      for (const text of texts) await expect(answer).toContainText(text)
    }
    await expect(page.getByTestId('tool-result')).toContainText('Sun')
  })

  test('Print prints the whole report, and print media hides the navigation', async ({ page }) => {
    await page.goto(`/kundli/north-indian?${QUERY}`)
    await expect(page.getByTestId('north-indian-chart')).toBeVisible()
    await page.evaluate(() => {
      const w = window as unknown as { printed: number; sectionsWhilePrinting: number }
      w.printed = 0
      window.print = () => {
        w.printed += 1
        w.sectionsWhilePrinting = document.querySelectorAll('[data-testid="section-planets"], [data-testid="section-dasha"], [data-testid="section-lagna-rasi"]').length
      }
    })
    await page.getByTestId('print-chart').click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    expect(await page.evaluate(() => (window as unknown as { sectionsWhilePrinting: number }).sectionsWhilePrinting)).toBe(3)

    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('banner')).toBeHidden()
    await expect(page.getByTestId('kundli-tabs')).toBeHidden()
    await expect(page.getByTestId('north-indian-chart')).toBeVisible()
  })
})

test.describe('saved charts', () => {
  test('a signed-in user saves a family member\'s chart, finds it in the dashboard, opens and deletes it', async ({ page, request }) => {
    const { session } = await createCustomer(request, 'charts')
    await storeSessionInBrowser(page, session)

    await page.goto(`/kundli?${QUERY}`)
    await page.getByTestId('save-chart').click()
    const dialog = page.getByRole('dialog', { name: 'Save this chart' })
    await dialog.getByLabel('Name').fill('Test Father')
    await dialog.getByLabel('Whose chart is this?').click()
    await page.getByRole('option', { name: 'Parent' }).click()
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Chart saved' })).toBeVisible()

    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
    const saved = page.getByTestId('saved-charts')
    const card = saved.getByTestId('saved-chart').filter({ hasText: 'Test Father' })
    await expect(card).toContainText('Parent')
    await expect(card).toContainText('1 June 1972')
    const main = page.getByRole('main')
    for (const name of ['Wallet', 'My Reports', 'My Bookings', 'Chat History']) await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible()

    await card.getByRole('link', { name: 'Open chart' }).click()
    await page.waitForURL((u) => u.pathname === '/kundli')
    expect(searchOf(page)).toMatchObject({ ...PARAMS, name: 'Test Father' })
    await expectChartsRendered(page)

    await page.goto('/dashboard')
    await page.getByTestId('saved-charts').getByRole('button', { name: "Delete Test Father's chart" }).click()
    await page.getByTestId('confirm-delete').click()
    await expect(page.getByTestId('saved-charts').getByTestId('saved-chart')).toHaveCount(0)
    await expect(page.getByTestId('no-saved-charts')).toBeVisible()
  })

  test('signed out, the results offer to sign in and come back', async ({ page }) => {
    await page.goto(`/kundli?${QUERY}`)
    const link = page.getByRole('link', { name: 'Sign in to save' })
    await expect(link).toBeVisible()
    const href = new URL((await link.getAttribute('href'))!, 'http://x')
    expect(href.pathname).toBe('/login')
    expect(href.searchParams.get('redirect')).toBe(`/kundli?${QUERY}`)
  })
})

test.describe('varshaphal', () => {
  test('the form opens this year’s annual chart; the next year’s is a click away, each starting at the Sun’s return', async ({ page, request }) => {
    await page.goto('/varshaphal')
    const form = page.getByRole('form', { name: 'Varshaphal birth details' })
    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByRole('radio', { name: 'Female', exact: true }).check()
    await form.getByLabel('Birth date').fill('1990-05-15')
    await form.getByLabel('Birth time').fill('10:30')
    await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Chennai')
    await form.getByRole('button', { name: 'Show the annual chart' }).click()
    await page.waitForURL((u) => u.pathname === '/varshaphal' && u.searchParams.has('latitude'))

    const year = new Date().getUTCFullYear()
    await expect(page.getByTestId('varshaphal-years')).toContainText(`Varshaphal ${year}`)
    const search = searchOf(page)
    const api = (await (await request.get(`/api/kundli?date=1990-05-15&time=10:30&lat=${search.latitude}&lon=${search.longitude}&with=varshaphal&year=${year}`)).json()) as {
      varshaphal: { yearLord: string; muntha: { sign: number }; returnAt: string; muddaDasha: unknown[]; sahams: unknown[] }
    }
    // The page shows the API's year: its lord, its muntha (the lagna moved one sign a year), the Sun's return in May.
    await expect(page.getByTestId('varshaphal-year-lord')).toHaveAttribute('data-planet', api.varshaphal.yearLord)
    await expect(page.getByTestId('varshaphal-muntha')).toHaveAttribute('data-sign', String(api.varshaphal.muntha.sign))
    await expect(page.getByTestId('varshaphal-return')).toContainText(`May`)
    await expect(page.getByTestId('varshaphal-return')).toContainText(`Year ${year - 1990 + 1} of your life`)
    await expect(page.getByTestId('varshaphal-chart')).toBeVisible()
    await expect(page.getByTestId('mudda-dasha').locator('tbody tr')).toHaveCount(api.varshaphal.muddaDasha.length)
    await expect(page.getByTestId('sahams').locator('tbody tr')).toHaveCount(api.varshaphal.sahams.length)

    await page.getByTestId('varshaphal-years').getByRole('link', { name: String(year + 1) }).click()
    await page.waitForURL((u) => u.searchParams.get('year') === String(year + 1))
    await expect(page.getByTestId('varshaphal-years')).toContainText(`Varshaphal ${year + 1}`)
    await expect(page.getByTestId('varshaphal-return')).toContainText(`Year ${year - 1990 + 2} of your life`)
  })
})
