import { expect, test, type Page } from '@playwright/test'
import { ASTROLOGER_PASSWORD, headerBalance, JOURNEY_ADMIN, newEmail, openBrowser, rechargeThroughCheckout, signIn, signUp } from './person'

/** A seeded astrologer (README: `<slug>@astrovedic.local`); no other journey books her. */
const ASTROLOGER = { slug: 'priya-deshpande', email: 'priya-deshpande@astrovedic.local' } as const

/** '₹1,234.50' → 123450 paise, as the header shows the balance. */
const paise = (rupees: string) => Math.round(Number(rupees.replace(/[₹,\s]/g, '')) * 100)

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The hours the astrologer types: from the current quarter-hour in her zone (Asia/Kolkata, no daylight
 * saving) for two hours. A window may not cross midnight, so one that would is split at it: today until
 * 23:59 and the rest tomorrow from 00:00.
 */
function hoursCoveringNow(): { day: string; from: string; until: string }[] {
  const kolkata = new Date(Date.now() + 330 * 60_000)
  const today = kolkata.getUTCDay()
  const from = Math.floor((kolkata.getUTCHours() * 60 + kolkata.getUTCMinutes()) / 15) * 15
  const until = from + 120
  if (until < 24 * 60) return [{ day: WEEKDAYS[today]!, from: hhmm(from), until: hhmm(until) }]
  return [
    { day: WEEKDAYS[today]!, from: hhmm(from), until: '23:59' },
    { day: WEEKDAYS[(today + 1) % 7]!, from: '00:00', until: hhmm(until - 24 * 60) },
  ]
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text)
  await page.getByTestId('chat-send').click()
}

test('the admin lets bookings start at once; a customer books the next slot, both join from their lists, chat and end it, and the price is captured to the paisa', async ({ browser }) => {
  // Three people, one after the other, on a shared machine: more than the journeys' usual two minutes.
  test.setTimeout(300_000)
  // The admin signs in and, on the settings page, lets a booking start at once (no lead time) and be joined
  // from 15 minutes before its start. The other journeys book days ahead, so they do not depend on these.
  const adminBrowser = await openBrowser(browser)
  const admin = adminBrowser.page
  await signIn(admin, JOURNEY_ADMIN.email, JOURNEY_ADMIN.password, { from: '/login' })
  await admin.goto('/admin/settings')
  const policy = admin.getByTestId('booking-policy-settings')
  await policy.getByLabel('The earliest booking (minutes from now)').fill('0')
  await policy.getByLabel('Joining opens (minutes before the start)').fill('15')
  await admin.getByTestId('settings-save').click()
  await expect(admin.getByTestId('settings-saved')).toBeVisible()
  await admin.reload()
  await expect(policy.getByLabel('The earliest booking (minutes from now)')).toHaveValue('0')
  await expect(policy.getByLabel('Joining opens (minutes before the start)')).toHaveValue('15')
  await adminBrowser.context.close()

  // The astrologer, in her own browser, opens hours that cover the present time in her zone.
  const astrologerBrowser = await openBrowser(browser)
  const astrologer = astrologerBrowser.page
  await signIn(astrologer, ASTROLOGER.email, ASTROLOGER_PASSWORD, { from: '/login' })
  await astrologer.goto('/astrologer-profile')
  const form = astrologer.getByRole('form', { name: 'Your availability for bookings' })
  await expect(form.getByTestId('availability-timezone')).toHaveValue('Asia/Kolkata')
  const remove = form.getByRole('button', { name: 'Remove these hours' })
  while ((await remove.count()) > 0) await remove.first().click()
  for (const { day, from, until } of hoursCoveringNow()) {
    await form.getByRole('button', { name: `Add hours on ${day}` }).click()
    await form.getByLabel(`${day} from`).fill(from)
    await form.getByLabel(`${day} until`).fill(until)
  }
  await form.getByRole('button', { name: 'Save availability' }).click()
  await expect(astrologer.getByText('Availability saved')).toBeVisible()

  // A new customer signs up and recharges through the gateway's own page.
  const customerBrowser = await openBrowser(browser)
  const customer = customerBrowser.page
  const email = newEmail('booked-session')
  await signUp(customer, { name: 'Meera Pillai', email, password: 'meera joins on time 9' })
  // ₹1,000 and its 10% extra: enough for a quarter-hour with her (₹45 a minute).
  await rechargeThroughCheckout(customer, 'pkg-1000', 'success')
  const before = paise(await headerBalance(customer, email))
  expect(before).toBe(110_000)

  // On the astrologer's page: a 15-minute chat, the first free time (within the next quarter-hour).
  await customer.goto(`/astrologer/${ASTROLOGER.slug}`)
  const panel = customer.getByTestId('booking-panel')
  const mode = panel.getByTestId('booking-mode')
  if ((await mode.count()) > 0) await mode.getByText('Chat').click()
  await panel.getByTestId('booking-duration').getByText('15 min').click()
  await panel.getByTestId('booking-days').getByRole('tab').first().click()
  const slot = panel.getByTestId('booking-slot').first()
  const start = Date.parse((await slot.getAttribute('data-start'))!)
  expect(start - Date.now()).toBeLessThanOrEqual(15 * 60_000)
  await slot.click()
  await expect(slot).toHaveAttribute('aria-pressed', 'true')
  const price = Number(await panel.getByTestId('booking-price').getAttribute('data-amount'))
  expect(price).toBeGreaterThan(0)
  await panel.getByTestId('book-slot').click()
  const confirmation = customer.getByTestId('booking-confirmation')
  await expect(confirmation.getByTestId('booking-held')).toHaveAttribute('data-amount', String(price))
  await expect.poll(async () => paise(await headerBalance(customer, email))).toBe(before - price)

  // Her bookings remind her it starts soon, and Join is open already.
  await confirmation.getByTestId('to-my-bookings').click()
  await customer.waitForURL(/\/dashboard\/bookings$/)
  const row = customer.getByTestId('booking-row')
  await expect(row).toHaveCount(1)
  const bookingId = (await row.getAttribute('data-booking-id'))!
  await expect(customer.getByTestId('booking-reminder')).toHaveAttribute('data-booking-id', bookingId)
  await expect(customer.getByTestId('booking-reminder')).toContainText('Priya Deshpande')
  await expect(customer.getByTestId('booking-reminder-join')).toHaveText('You can join now.')
  await row.getByTestId('booking-join').click()
  await customer.waitForURL(/\/chat\/[0-9a-f-]{36}$/)
  const consultationId = new URL(customer.url()).pathname.split('/').pop()!

  // The astrologer joins from her schedule, into the same chat.
  await astrologer.goto('/astrologer-dashboard')
  const booked = astrologer.getByTestId('astrologer-schedule').locator(`[data-testid="booking-row"][data-booking-id="${bookingId}"]`)
  await booked.getByTestId('booking-join').click()
  await astrologer.waitForURL(new RegExp(`/chat/${consultationId}$`))
  await expect(customer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'active')
  await expect(astrologer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'active')

  // They talk; the customer ends it.
  await send(customer, 'Namaste, I booked this time to ask about my career.')
  await expect(astrologer.getByText('Namaste, I booked this time to ask about my career.')).toBeVisible()
  await send(astrologer, 'Namaste Meera, tell me your question.')
  await expect(customer.getByText('Namaste Meera, tell me your question.')).toBeVisible()
  await customer.getByTestId('end-chat').click()
  await customer.getByTestId('confirm-end-chat').click()
  await expect(customer.getByTestId('chat-summary')).toBeVisible()

  // The booked price was captured, to the paisa, and nothing more: the hold is gone, not given back.
  await customer.goto('/dashboard/wallet')
  await expect(customer.getByTestId('wallet-balance-card')).toHaveAttribute('data-balance', String(before - price))
  // The server settles a booking on its schedule (every 15 seconds): she looks again until it shows.
  await customer.goto('/dashboard/bookings')
  await expect(async () => {
    await customer.reload()
    await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 3_000 })
  }).toPass({ timeout: 60_000 })
  await expect(row).toHaveAttribute('data-hold-state', 'captured')
  await expect(row).toHaveAttribute('data-refunded', '0')
  await expect(row.getByTestId('booking-status')).toHaveText('Completed')

  await customerBrowser.context.close()
  await astrologerBrowser.context.close()
})
