import { expect, test, type Page } from '@playwright/test'
import { astrologerOnline, headerBalance, newEmail, openBrowser, rechargeThroughCheckout, signUp } from './person'

/** A seeded astrologer: chat ₹45 a minute, calls ₹52 (README: `<slug>@astrovedic.local`). */
const ASTROLOGER = { slug: 'priya-deshpande', email: 'priya-deshpande@astrovedic.local' } as const

/** Customer: Start Call on the astrologer's card; astrologer: Accept on the desk. Both pages connected. */
async function startCall(customer: Page, astrologer: Page): Promise<string> {
  await customer.goto('/astrologers')
  await customer.locator(`[data-testid="astrologer-card"][data-slug="${ASTROLOGER.slug}"]`).getByTestId('start-call').click()
  await customer.waitForURL(/\/call\/[0-9a-f-]{36}$/)
  const id = new URL(customer.url()).pathname.split('/').pop()!
  await expect(customer.getByTestId('call-status')).toContainText('Ringing')
  const request = astrologer.locator(`[data-testid="incoming-request"][data-consultation-id="${id}"]`)
  await expect(request.getByTestId('incoming-call')).toBeVisible()
  await request.getByTestId('accept-request').click()
  await astrologer.waitForURL(new RegExp(`/call/${id}$`))
  await expect(customer.getByTestId('call-status')).toHaveText('Connected', { timeout: 30_000 })
  await expect(astrologer.getByTestId('call-status')).toHaveText('Connected', { timeout: 30_000 })
  return id
}

/** The other side's voice arrives: the page's inbound audio byte count grows. */
async function hearsTheOtherSide(page: Page): Promise<void> {
  const received = async () => Number(await page.getByTestId('call-stats').getAttribute('data-bytes-received'))
  await expect.poll(received, { timeout: 20_000 }).toBeGreaterThan(0)
  const before = await received()
  await expect.poll(received, { timeout: 10_000 }).toBeGreaterThan(before)
}

test('a customer calls an astrologer in another browser: a free first call, then a paid one, to the paisa', async ({ browser }) => {
  const customerBrowser = await openBrowser(browser)
  const customer = customerBrowser.page
  const email = newEmail('call')
  await signUp(customer, { name: 'Kavya Iyer', email, password: 'kavya calls the stars 7' })
  await rechargeThroughCheckout(customer, 'pkg-500', 'success')

  const astrologerBrowser = await astrologerOnline(browser, ASTROLOGER.email)
  const astrologer = astrologerBrowser.page

  // The first call: five free minutes, the voices flow both ways, the customer hangs up.
  await startCall(customer, astrologer)
  await hearsTheOtherSide(customer)
  await hearsTheOtherSide(astrologer)
  await customer.getByTestId('call-hang-up').click()
  await expect(customer.getByTestId('call-status')).toHaveText('Call ended')
  await expect(astrologer.getByTestId('call-status')).toHaveText('Call ended')
  await expect(customer.getByTestId('call-charged')).toHaveText('Charged: ₹0.00')
  expect(await headerBalance(customer, email)).toBe('₹525.00')

  // The second call is paid from the moment it connects: ₹52.00 for its first minute.
  await astrologer.goto('/astrologer-dashboard')
  await startCall(customer, astrologer)
  await hearsTheOtherSide(customer)
  await expect(customer.getByTestId('call-charged')).toHaveText('Charged: ₹52.00')
  await astrologer.getByTestId('call-hang-up').click()
  await expect(customer.getByTestId('call-status')).toHaveText('Call ended')
  expect(await headerBalance(customer, email)).toBe('₹473.00')
  await customer.goto('/dashboard/wallet')
  await expect(customer.getByTestId('wallet-balance-card')).toHaveAttribute('data-balance', '47300')

  await customerBrowser.context.close()
  await astrologerBrowser.context.close()
})
