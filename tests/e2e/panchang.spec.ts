import { expect, test, type APIRequestContext } from './support/test'
import { choosePlace } from './support/helpers'
import { formatLocalClock } from '../../ui/components/panchang-time'

/**
 * The panchang pages against the real API. Checks use data (dates, times) and the jyotish names of
 * ui/components/panchang-labels.ts, which do not depend on the Lingui catalogs.
 */

const MUMBAI = { name: 'Mumbai, Maharashtra, India', lat: 19.0728, lon: 72.8826, tz: 'Asia/Kolkata' }

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as T
}

interface DayAnswer {
  date: string
  sunrise: string
  sunset: string
  tithi: Array<{ index: number; name: string; paksha: string; end: string }>
  nakshatra: Array<{ name: string }>
  yoga: Array<{ name: string }>
  karana: Array<{ name: string }>
  vara: { english: string }
}

test.describe('panchang', () => {
  test('shows the five limbs and sunrise for a chosen date and place', async ({ page, request }) => {
    const query = `date=2025-10-20&lat=${MUMBAI.lat}&lon=${MUMBAI.lon}&tz=${MUMBAI.tz}`
    const day = await apiJson<DayAnswer>(request, `/api/panchang?${query}`)
    await page.goto(`/panchang?${query}&place=${encodeURIComponent(MUMBAI.name)}`)

    const panchang = page.getByTestId('panchang-day')
    await expect(panchang).toHaveAttribute('data-date', '2025-10-20')
    await expect(page.getByTestId('hero-place')).toContainText('Mumbai')
    await expect(page.getByTestId('day-date')).toContainText('Monday, 20 October 2025')
    await expect(page.getByTestId('sunrise-time')).toHaveText(formatLocalClock(day.sunrise))
    await expect(page.getByTestId('sunset-time')).toHaveText(formatLocalClock(day.sunset))

    await expect(page.getByTestId('limb-vara')).toContainText(day.vara.english)
    // Every tithi of the day with its paksha and its end on Mumbai's clock.
    const tithi = page.getByTestId('limb-tithi')
    await expect(tithi.getByTestId('limb-element')).toHaveCount(day.tithi.length)
    await expect(tithi).toContainText('Krishna Chaturdashi')
    await expect(tithi).toContainText(formatLocalClock(day.tithi[0].end))
    for (const n of day.nakshatra) await expect(page.getByTestId('limb-nakshatra')).toContainText(n.name)
    for (const y of day.yoga) await expect(page.getByTestId('limb-yoga')).toContainText(y.name)
    for (const k of day.karana) await expect(page.getByTestId('limb-karana')).toContainText(k.name)

    await expect(page.getByTestId('timing-rahu-kaal')).toContainText('AM')
    await expect(page.getByTestId('choghadiya-day').getByTestId('choghadiya-period')).toHaveCount(8)
    await expect(page.getByTestId('hora').getByTestId('hora-period')).toHaveCount(24)
  })

  test("prints times on the place's clock, not the browser's", async ({ page, request }) => {
    // The browser runs in Asia/Kolkata (playwright.config.ts); New York's sunrise must still read as New York's.
    const query = 'date=2025-06-21&lat=40.7128&lon=-74.006&tz=America/New_York'
    const day = await apiJson<DayAnswer>(request, `/api/panchang?${query}`)
    expect(day.sunrise).toMatch(/-04:00$/)
    await page.goto(`/panchang?${query}&place=New+York`)
    await expect(page.getByTestId('panchang-day')).toHaveAttribute('data-date', '2025-06-21')
    await expect(page.getByTestId('sunrise-time')).toHaveText(formatLocalClock(day.sunrise))
    await expect(page.getByTestId('sunrise-time')).toHaveText(/^5:\d\d AM$/)
  })

  test('moves by day and finds a place by search', async ({ page }) => {
    await page.goto('/panchang?date=2025-10-20')
    await expect(page.getByTestId('panchang-day')).toHaveAttribute('data-date', '2025-10-20')
    await page.getByTestId('date-next').click()
    await expect(page).toHaveURL(/date=2025-10-21/)
    await expect(page.getByTestId('panchang-day')).toHaveAttribute('data-date', '2025-10-21')
    // A route change scrolls smoothly to the top: let it finish before typing, or the scroll can
    // carry the field under the sticky header while its suggestions open, and they hide with it.
    await page.waitForFunction(() => window.scrollY === 0)

    await choosePlace(page, page.getByRole('combobox'), 'Chennai')
    await expect(page).toHaveURL(/lat=13\.\d+/)
    await expect(page.getByTestId('hero-place')).toContainText('Chennai')
    await expect(page.getByTestId('panchang-day')).toHaveAttribute('data-date', '2025-10-21')

    // The place is remembered: a plain link to another panchang page uses it.
    await page.goto('/rahu-kaal')
    await expect(page.getByTestId('hero-place')).toContainText('Chennai')
  })

  test('/hindi/panchang names the limbs in Hindi', async ({ page }) => {
    await page.goto('/hindi/panchang?date=2025-10-20')
    await expect(page.getByTestId('panchang-day')).toHaveAttribute('data-date', '2025-10-20')
    await expect(page.getByTestId('limb-vara')).toContainText('सोमवार')
    await expect(page.getByTestId('limb-tithi')).toContainText('कृष्ण चतुर्दशी')
    await expect(page.getByTestId('limb-tithi')).toContainText('अमावस्या')
    await expect(page.getByTestId('limb-nakshatra')).toContainText('हस्त')
    await expect(page.getByTestId('limb-yoga')).toContainText('वैधृति')
    await expect(page.getByTestId('limb-karana')).toContainText('शकुनि')
    await expect(page.getByTestId('sunrise')).toContainText('सूर्योदय')
    await expect(page.getByTestId('timing-rahu-kaal')).toContainText('राहु काल')
    await expect(page.getByTestId('masa-purnimanta')).toContainText('कार्तिक')
  })

  test('/choghadiya lists 8 day and 8 night periods', async ({ page }) => {
    await page.goto('/choghadiya?date=2025-10-20')
    const day = page.getByTestId('choghadiya-day').getByTestId('choghadiya-period')
    const night = page.getByTestId('choghadiya-night').getByTestId('choghadiya-period')
    await expect(day).toHaveCount(8)
    await expect(night).toHaveCount(8)
    // Monday's day starts with Amrit and its night with Chal (New Delhi, 20 October 2025).
    await expect(day.first()).toContainText('Amrit')
    await expect(day.first()).toContainText('6:28 AM')
    await expect(night.first()).toContainText('Chal')
  })

  test('the timing pages show their windows', async ({ page }) => {
    await page.goto('/rahu-kaal?date=2025-10-20')
    await expect(page.getByTestId('rahu-kaal-time')).toHaveText('7:53 AM – 9:17 AM')
    await page.goto('/abhijit-muhurat?date=2025-10-22')
    await expect(page.getByTestId('abhijit-none')).toBeVisible()
    await page.goto('/brahma-muhurat?date=2025-10-20')
    await expect(page.getByTestId('brahma-time')).toHaveText('4:46 AM – 5:37 AM')
    await page.goto('/hora-timings?date=2025-10-20')
    await expect(page.getByTestId('hora-day').getByTestId('hora-period')).toHaveCount(12)
    await expect(page.getByTestId('hora-night').getByTestId('hora-period')).toHaveCount(12)
  })

  test('/hindu-festivals for 2025 lists Diwali on 20 October 2025', async ({ page }) => {
    await page.goto('/hindu-festivals?year=2025')
    await expect(page.getByTestId('festival-calendar')).toHaveAttribute('data-year', '2025')
    const diwali = page.locator('[data-testid="festival-entry"][data-id="diwali"]')
    await expect(diwali).toHaveAttribute('data-date', '2025-10-20')
    await expect(diwali.getByTestId('festival-name')).toHaveText('Diwali (Lakshmi Puja)')
    await expect(diwali.getByTestId('festival-date')).toContainText('20 October 2025')
    await expect(diwali.getByTestId('festival-muhurat')).toContainText('PM')
    await expect(page.locator('[data-testid="festival-entry"][data-id="karva-chauth"]')).toHaveAttribute('data-date', '2025-10-10')
    await expect(page.getByTestId('festival-month')).toHaveCount(12)
  })

  test('year routes: /year-2025/festivals, /festivals-2026 and /year-2027/festivals', async ({ page }) => {
    await page.goto('/year-2025/festivals')
    await expect(page.locator('[data-testid="festival-entry"][data-id="diwali"]')).toHaveAttribute('data-date', '2025-10-20')
    await page.goto('/festivals-2025')
    await expect(page).toHaveURL(/\/year-2025\/festivals$/)

    await page.goto('/festivals-2026')
    await expect(page).toHaveURL(/\/year-2026\/festivals$/)
    await expect(page.getByTestId('festival-calendar')).toHaveAttribute('data-year', '2026')
    await expect(page.locator('[data-testid="festival-entry"][data-id="maha-shivaratri"]')).toHaveAttribute('data-date', '2026-02-15')

    await page.goto('/hindi/year-2027/festivals')
    await expect(page.getByTestId('festival-calendar')).toHaveAttribute('data-year', '2027')
    await expect(page.locator('[data-testid="festival-entry"][data-id="diwali"] [data-testid="festival-name"]')).toHaveText('दीपावली (लक्ष्मी पूजा)')
    await page.getByTestId('year-next').click()
    await expect(page).toHaveURL(/\/hindi\/year-2028\/festivals$/)
    await expect(page.getByTestId('festival-calendar')).toHaveAttribute('data-year', '2028')

    await page.goto('/year-1899/festivals')
    await expect(page.getByTestId('not-found')).toBeVisible()
  })

  test('/shubh-muhurat/marriage lists the good dates of a month', async ({ page, request }) => {
    const answer = await apiJson<{ days: Array<{ date: string; windows: unknown[] }> }>(request, '/api/muhurat?category=marriage&year=2026&month=2')
    expect(answer.days.length).toBeGreaterThan(0)
    await page.goto('/shubh-muhurat/marriage?month=2026-02')
    const days = page.getByTestId('muhurat-day')
    await expect(days).toHaveCount(answer.days.length)
    await expect(days.first()).toHaveAttribute('data-date', answer.days[0].date)
    await expect(days.first().getByTestId('muhurat-window')).toHaveCount(answer.days[0].windows.length)
    await expect(page.getByTestId('rule-nakshatras')).toContainText('Rohini')

    await page.goto('/shubh-muhurat')
    await expect(page.getByTestId('muhurat-categories').getByRole('link')).toHaveCount(6)
  })

  test('the month calendar shows every day with its festivals', async ({ page }) => {
    await page.goto('/panchang/month?month=2025-10')
    await expect(page.getByTestId('wall-calendar')).toHaveAttribute('data-month', '2025-10')
    await expect(page.getByTestId('month-grid').getByTestId('month-cell')).toHaveCount(31)
    const diwali = page.locator('[data-testid="month-cell"][data-date="2025-10-20"]')
    await expect(diwali).toContainText('Diwali')
    await expect(diwali).toContainText('Krishna Chaturdashi')
    await expect(page.locator('[data-testid="month-cell"][data-date="2025-10-03"] [data-mark="ekadashi"]')).toHaveCount(1)
  })

  test("the home page's panchang card shows today's data for Delhi", async ({ page, request }) => {
    const today = await apiJson<{ data: { sunrise: string; date: string } }>(request, '/api/panchang/today')
    await page.goto('/')
    const card = page.getByTestId('today-panchang')
    await expect(card).toContainText('Delhi, IST')
    await expect(card.getByTestId('today-sunrise')).toHaveText(formatLocalClock(today.data.sunrise))
  })
})
