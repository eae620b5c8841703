import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test'
import { hydratingPage } from './support/test'
import { apiLogin, createCustomer, loginForm, storeSessionInBrowser, submitLogin, type ApiSession } from './support/helpers'

/**
 * Booked appointments in the browser: the booking panel on the astrologer's page (served with its free
 * times), the answers the server can give to Book (a hold, 402, 409) and the signed-out round trip; the
 * availability editor's field messages from the server; the customer's list on a phone. Setting up (an
 * astrologer's hours, a wallet, a rival's booking) goes through the API; what is checked is what a person sees.
 * Joining at the start time needs the server's clock moved, which the server offers no test hook for: the
 * join window is covered by the unit tests (ui-booking-time) and the backend's tests.
 */

const PASSWORD = 'demo-astro-2026'
/** Seeded astrologers no other browser test books with (each test its own, so they can run side by side). */
const PANEL_ASTROLOGER = { slug: 'ananya-chatterjee', ratePaise: 3500 } as const
const RACE_ASTROLOGER = { slug: 'sowmya-reddy', ratePaise: 4000 } as const
const EDITOR_ASTROLOGER = { slug: 'raghavendra-bhat' } as const

const email = (slug: string) => `${slug}@astrovedic.local`
const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` })

/** Every day 09:00–21:00 in India. */
async function openEveryDay(request: APIRequestContext, slug: string): Promise<ApiSession> {
  const session = await apiLogin(request, email(slug), PASSWORD)
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '09:00', end: '21:00' }))
  const saved = await request.put('/api/astrologer/availability', { data: { timezone: 'Asia/Kolkata', weekly, blocked: [] }, headers: auth(session) })
  expect(saved.status(), await saved.text()).toBe(200)
  return session
}

async function recharge(request: APIRequestContext, session: ApiSession, amount: number): Promise<void> {
  const order = await request.post('/api/wallet/recharge', { data: { amount }, headers: { ...auth(session), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` } })
  expect(order.status(), await order.text()).toBe(201)
  const { orderId } = (await order.json()) as { orderId: string }
  expect((await request.post('/api/payments/sandbox/confirm', { data: { orderId, outcome: 'success' } })).status()).toBe(200)
}

async function signedInPage(browser: Browser, session: ApiSession, options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
  const context = await browser.newContext(options)
  const page = hydratingPage(await context.newPage())
  await storeSessionInBrowser(page, session)
  return page
}

async function astrologerId(request: APIRequestContext, slug: string): Promise<string> {
  const profile = await request.get(`/api/astrologers/${slug}`)
  return ((await profile.json()) as { id: string }).id
}

test('the astrologer’s page arrives with its booking panel and free times; a booking holds the price', async ({ browser, request }) => {
  await openEveryDay(request, PANEL_ASTROLOGER.slug)
  // The server's HTML carries the panel with its times, no placeholder.
  const html = await (await request.get(`/astrologer/${PANEL_ASTROLOGER.slug}`)).text()
  expect(html).toContain('data-testid="booking-panel"')
  expect(html).toContain('data-testid="booking-slot"')
  expect(html).not.toContain('mantine-Skeleton')

  const { session } = await createCustomer(request, 'book-panel')
  await recharge(request, session, 200_000)
  const balance = async () => ((await (await request.get('/api/wallet', { headers: auth(session) })).json()) as { balance: number }).balance
  const before = await balance()
  const page = await signedInPage(browser, session)
  await page.goto(`/astrologer/${PANEL_ASTROLOGER.slug}`)
  const panel = page.getByTestId('booking-panel')
  // 30 minutes by default: rate × 30.
  await expect(panel.getByTestId('booking-price')).toHaveAttribute('data-amount', String(PANEL_ASTROLOGER.ratePaise * 30))
  await panel.getByTestId('booking-duration').getByText('45 min').click()
  await expect(panel.getByTestId('booking-price')).toHaveAttribute('data-amount', String(PANEL_ASTROLOGER.ratePaise * 45))
  await expect(panel.getByTestId('book-slot')).toBeDisabled()
  await panel.getByTestId('booking-slot').first().click()
  await panel.getByTestId('book-slot').click()
  const confirmation = page.getByTestId('booking-confirmation')
  await expect(confirmation.getByTestId('booking-held')).toHaveAttribute('data-amount', String(PANEL_ASTROLOGER.ratePaise * 45))
  expect(await balance()).toBe(before - PANEL_ASTROLOGER.ratePaise * 45)

  // On /dashboard/bookings: upcoming, held, Join closed until 5 minutes before.
  await confirmation.getByTestId('to-my-bookings').click()
  const row = page.getByTestId('booking-row')
  await expect(row).toHaveAttribute('data-status', 'booked')
  await expect(row).toHaveAttribute('data-hold-state', 'held')
  await expect(row.getByTestId('booking-join')).toBeDisabled()
  await page.context().close()
})

test('a slot taken meanwhile says so and the times refresh; a short wallet opens the recharge prompt, and the paid recharge leads back to the same time', async ({ browser, request }) => {
  await openEveryDay(request, RACE_ASTROLOGER.slug)
  const id = await astrologerId(request, RACE_ASTROLOGER.slug)
  const customer = await createCustomer(request, 'book-race')
  await recharge(request, customer.session, 200_000)
  const page = await signedInPage(browser, customer.session)
  await page.goto(`/astrologer/${RACE_ASTROLOGER.slug}`)
  const panel = page.getByTestId('booking-panel')
  const slot = panel.getByTestId('booking-slot').first()
  const start = (await slot.getAttribute('data-start'))!
  await slot.click()

  // Another customer books that time first.
  const rival = await createCustomer(request, 'book-rival')
  await recharge(request, rival.session, 200_000)
  const taken = await request.post('/api/bookings', { data: { astrologerId: id, start, durationMinutes: 30, mode: 'chat' }, headers: { ...auth(rival.session), 'Idempotency-Key': `rival-${Date.now()}` } })
  expect(taken.status(), await taken.text()).toBe(201)

  await panel.getByTestId('book-slot').click()
  await expect(panel.getByTestId('slot-taken')).toBeVisible()
  await expect(panel.locator(`[data-testid="booking-slot"][data-start="${start}"]`)).toHaveCount(0)
  await expect(panel.getByTestId('book-slot')).toBeDisabled()
  await page.context().close()

  // A customer with an empty wallet is asked to recharge what is missing.
  const poor = await createCustomer(request, 'book-poor')
  const short = await signedInPage(browser, poor.session)
  await short.goto(`/astrologer/${RACE_ASTROLOGER.slug}`)
  await short.getByTestId('booking-slot').first().click()
  await short.getByTestId('book-slot').click()
  await expect(short.getByRole('dialog', { name: 'Recharge to book' })).toBeVisible()
  await expect(short.getByTestId('recharge-needed')).toHaveAttribute('data-amount', String((RACE_ASTROLOGER.ratePaise * 30) / 100))
  const chosen = (await short.locator('[data-testid="booking-slot"][aria-pressed="true"]').getAttribute('data-start'))!
  await short.getByTestId('recharge-needed-button').click()
  await short.waitForURL(/\/wallet-recharge\?amount=1200/)
  // Paid on the gateway's page, the result page leads back to the booking with the same time chosen.
  await expect(short.getByTestId('recharge-summary')).toHaveAttribute('data-pay', '120000')
  await short.getByTestId('pay-button').click()
  await short.waitForURL(/\/api\/payments\/sandbox\/checkout\//)
  await short.locator('button[data-outcome="success"]').click()
  await short.waitForURL(/\/payment-success\?orderId=/)
  await short.getByTestId('back-to-booking').click()
  await short.waitForURL(new RegExp(`/astrologer/${RACE_ASTROLOGER.slug}\\?`))
  await expect(short.locator(`[data-testid="booking-slot"][data-start="${chosen}"]`)).toHaveAttribute('aria-pressed', 'true')
  await short.getByTestId('book-slot').click()
  await expect(short.getByTestId('booking-confirmation')).toBeVisible()
  await short.context().close()
})

test('signed out, Book leads to sign-in and back to the page with the same time chosen', async ({ page, request }) => {
  await openEveryDay(request, PANEL_ASTROLOGER.slug)
  const { email: customerEmail, password } = await createCustomer(request, 'book-signin')
  await page.goto(`/astrologer/${PANEL_ASTROLOGER.slug}`)
  const panel = page.getByTestId('booking-panel')
  await panel.getByTestId('booking-duration').getByText('15 min').click()
  const slot = panel.getByTestId('booking-slot').nth(1)
  const start = (await slot.getAttribute('data-start'))!
  await slot.click()
  await panel.getByTestId('book-slot').click()
  await page.waitForURL(/\/login\?redirect=/)
  await expect(loginForm(page)).toBeVisible()
  await submitLogin(page, customerEmail, password)
  await page.waitForURL(new RegExp(`/astrologer/${PANEL_ASTROLOGER.slug}\\?`))
  const back = page.getByTestId('booking-panel')
  await expect(back.locator(`[data-testid="booking-slot"][data-start="${start}"]`)).toHaveAttribute('aria-pressed', 'true')
  await expect(back.getByTestId('booking-price')).toHaveAttribute('data-amount', String(PANEL_ASTROLOGER.ratePaise * 15))
})

test('the availability editor shows the server’s messages on the fields they name', async ({ browser, request }) => {
  const session = await apiLogin(request, email(EDITOR_ASTROLOGER.slug), PASSWORD)
  const page = await signedInPage(browser, session)
  await page.goto('/astrologer-profile')
  const form = page.getByRole('form', { name: 'Your availability for bookings' })
  await expect(form.getByTestId('availability-timezone')).toHaveValue('Asia/Kolkata')
  const remove = form.getByRole('button', { name: 'Remove these hours' })
  while ((await remove.count()) > 0) await remove.first().click()
  // Two Monday windows that overlap: the server refuses the second.
  await form.getByRole('button', { name: 'Add hours on Monday' }).click()
  await form.getByRole('button', { name: 'Add hours on Monday' }).click()
  const windows = form.locator('[data-testid="availability-day"][data-weekday="1"]').getByTestId('availability-window')
  await windows.nth(0).getByTestId('window-start').fill('09:00')
  await windows.nth(0).getByTestId('window-end').fill('12:00')
  await windows.nth(1).getByTestId('window-start').fill('11:00')
  await windows.nth(1).getByTestId('window-end').fill('13:00')
  await form.getByTestId('availability-save').click()
  await expect(windows.nth(1)).toContainText(/overlaps/i)
  await windows.nth(1).getByTestId('window-start').fill('12:00')
  await form.getByTestId('availability-save').click()
  await expect(page.getByText('Availability saved')).toBeVisible()
  await page.reload()
  await expect(form.locator('[data-testid="availability-day"][data-weekday="1"]').getByTestId('availability-window')).toHaveCount(2)
  await page.context().close()
})

test('on a phone the booking panel and the bookings list fit the screen', async ({ browser, request }) => {
  await openEveryDay(request, PANEL_ASTROLOGER.slug)
  const { session } = await createCustomer(request, 'book-phone')
  const page = await signedInPage(browser, session, { viewport: { width: 390, height: 844 } })
  await page.goto(`/astrologer/${PANEL_ASTROLOGER.slug}`)
  const panel = page.getByTestId('booking-panel')
  await panel.scrollIntoViewIfNeeded()
  const box = (await panel.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await panel.screenshot({ path: 'test-results/bookings-panel-390.png' })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.goto('/dashboard/bookings')
  await expect(page.getByTestId('no-bookings')).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.context().close()

  // The astrologer's hours editor and schedule, on her phone.
  const astrologer = await signedInPage(browser, await apiLogin(request, email(EDITOR_ASTROLOGER.slug), PASSWORD), { viewport: { width: 390, height: 844 } })
  await astrologer.goto('/astrologer-profile')
  await expect(astrologer.getByTestId('availability-form')).toBeVisible()
  expect(await astrologer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await astrologer.goto('/astrologer-dashboard')
  await expect(astrologer.getByTestId('astrologer-schedule')).toBeVisible()
  expect(await astrologer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await astrologer.screenshot({ path: 'test-results/bookings-astrologer-dashboard-390.png', fullPage: true })
  await astrologer.context().close()
})
