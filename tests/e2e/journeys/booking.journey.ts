import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { ASTROLOGER_PASSWORD, headerBalance, newEmail, openBrowser, rechargeThroughCheckout, signIn, signUp } from './person'

/** A seeded astrologer at ₹30 a minute (README: `<slug>@astrovedic.local`); no other journey books or chats with her. */
const ASTROLOGER = { slug: 'subhashree-mohanty', email: 'subhashree-mohanty@astrovedic.local' } as const

/** '₹1,234.50' → 123450 paise, as the header shows the balance. */
const paise = (rupees: string) => Math.round(Number(rupees.replace(/[₹,\s]/g, '')) * 100)

test('an astrologer opens her evenings; a new customer books a slot on her page, finds it, downloads it and cancels it in time, the hold back to the paisa', async ({ browser }) => {
  // The astrologer, in her own browser, publishes her hours on the settings page.
  const astrologerBrowser = await openBrowser(browser)
  const astrologer = astrologerBrowser.page
  await signIn(astrologer, ASTROLOGER.email, ASTROLOGER_PASSWORD, { from: '/login' })
  await astrologer.goto('/astrologer-profile')
  const form = astrologer.getByRole('form', { name: 'Your availability for bookings' })
  await expect(form.getByTestId('availability-timezone')).toHaveValue('Asia/Kolkata')
  // Hours she kept from before are replaced by this week's plan.
  const remove = form.getByRole('button', { name: 'Remove these hours' })
  while ((await remove.count()) > 0) await remove.first().click()
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await form.getByRole('button', { name: `Add hours on ${day}` }).click()
    await form.getByLabel(`${day} from`).fill('09:00')
    await form.getByLabel(`${day} until`).fill('21:00')
  }
  // A window that ends before it starts is refused on its field before anything is sent.
  await form.getByLabel('Sunday until').fill('08:00')
  await form.getByRole('button', { name: 'Save availability' }).click()
  await expect(form.getByText('End must be after start')).toBeVisible()
  await form.getByLabel('Sunday until').fill('21:00')
  await form.getByRole('button', { name: 'Save availability' }).click()
  await expect(astrologer.getByText('Availability saved')).toBeVisible()

  // A new customer signs up and recharges through the gateway's own page.
  const customerBrowser = await openBrowser(browser)
  const customer = customerBrowser.page
  const email = newEmail('booking')
  await signUp(customer, { name: 'Lakshmi Iyer', email, password: 'lakshmi books a time 7' })
  await rechargeThroughCheckout(customer, 'pkg-500', 'success')
  const before = paise(await headerBalance(customer, email))
  expect(before).toBe(52_500)

  // On the astrologer's page she picks 15 minutes and a time on the last day the strip offers (days ahead:
  // more than 6 hours, so cancelling is free).
  await customer.goto(`/astrologer/${ASTROLOGER.slug}`)
  const panel = customer.getByTestId('booking-panel')
  await panel.getByTestId('booking-duration').getByText('15 min').click()
  await expect(panel.getByTestId('booking-price')).toHaveAttribute('data-amount', String(30 * 100 * 15))
  await expect(panel.getByTestId('booking-zone')).toContainText('Asia/Kolkata')
  await panel.getByTestId('booking-days').getByRole('tab').last().click()
  const slot = panel.getByTestId('booking-slot').first()
  const start = (await slot.getAttribute('data-start'))!
  expect(Date.parse(start) - Date.now()).toBeGreaterThan(7 * 3_600_000)
  await slot.click()
  await expect(slot).toHaveAttribute('aria-pressed', 'true')
  await panel.getByTestId('book-slot').click()

  // Booked: ₹450.00 held from the wallet, visible in the header's balance.
  const confirmation = customer.getByTestId('booking-confirmation')
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByTestId('booking-held')).toHaveAttribute('data-amount', '45000')
  await expect.poll(async () => paise(await headerBalance(customer, email))).toBe(before - 45_000)

  // Her bookings list it, with its calendar file.
  await confirmation.getByTestId('to-my-bookings').click()
  await customer.waitForURL(/\/dashboard\/bookings$/)
  const row = customer.getByTestId('booking-row')
  await expect(row).toHaveCount(1)
  await expect(row).toHaveAttribute('data-status', 'booked')
  await expect(row).toContainText('Subhashree Mohanty')
  await expect(row.getByTestId('booking-join')).toBeDisabled()
  const download = customer.waitForEvent('download')
  await row.getByTestId('booking-ics').click()
  const ics = readFileSync((await (await download).path())!, 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toContain('DTSTART:')

  // She cancels more than 6 hours ahead: told it is free, and the whole hold comes back.
  await row.getByTestId('booking-cancel').click()
  const dialog = customer.getByTestId('cancel-booking-dialog')
  await expect(dialog).toContainText('the whole ₹450 goes back to your wallet')
  await dialog.getByTestId('confirm-cancel-booking').click()
  await expect(row).toHaveAttribute('data-status', 'cancelled')
  await expect(row).toHaveAttribute('data-refunded', '45000')
  await expect.poll(async () => paise(await headerBalance(customer, email))).toBe(before)

  // The astrologer's schedule no longer holds it.
  await astrologer.goto('/astrologer-dashboard')
  await expect(astrologer.getByTestId('astrologer-schedule')).toBeVisible()
  await expect(astrologer.getByTestId('astrologer-schedule').getByTestId('booking-row')).toHaveCount(0)

  await customerBrowser.context.close()
  await astrologerBrowser.context.close()
})
