import { expect, test, type Page } from '@playwright/test'
import { astrologerOnline, headerBalance, newEmail, openBrowser, rechargeThroughCheckout, signUp } from './person'

/** A seeded astrologer at ₹25 a minute (README: `<slug>@astrovedic.local`). */
const ASTROLOGER = { slug: 'shweta-agarwal', email: 'shweta-agarwal@astrovedic.local' } as const

async function startChat(customer: Page, astrologer: Page): Promise<string> {
  await customer.goto('/astrologers')
  await customer.locator(`[data-testid="astrologer-card"][data-slug="${ASTROLOGER.slug}"]`).getByTestId('start-chat').click()
  await customer.waitForURL(/\/chat\/[0-9a-f-]{36}$/)
  const id = new URL(customer.url()).pathname.split('/').pop()!
  const request = astrologer.locator(`[data-testid="incoming-request"][data-consultation-id="${id}"]`)
  await request.getByTestId('accept-request').click()
  await astrologer.waitForURL(new RegExp(`/chat/${id}$`))
  await expect(customer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'active')
  return id
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text)
  await page.getByTestId('chat-send').click()
}

async function endChat(page: Page): Promise<void> {
  await page.getByTestId('end-chat').click()
  await page.getByTestId('confirm-end-chat').click()
  await expect(page.getByTestId('chat-summary')).toBeVisible()
}

test('a customer chats with an astrologer in another browser: free first chat, then a paid one, to the paisa', async ({ browser }) => {
  const customerBrowser = await openBrowser(browser)
  const customer = customerBrowser.page
  const email = newEmail('chat')
  await signUp(customer, { name: 'Meera Nair', email, password: 'meera asks the stars 3' })
  await rechargeThroughCheckout(customer, 'pkg-500', 'success')

  const astrologerBrowser = await astrologerOnline(browser, ASTROLOGER.email)
  const astrologer = astrologerBrowser.page

  // The first chat starts with five free minutes.
  await startChat(customer, astrologer)
  const bill = customer.getByTestId('chat-bill')
  await expect(bill).toHaveAttribute('data-free-left', '5')
  await send(customer, 'Namaste! Is this a good year to buy a house?')
  await expect(astrologer.locator('[data-testid="chat-message"][data-from="customer"]', { hasText: 'buy a house' })).toBeVisible()
  await send(astrologer, 'Yes: Jupiter in your fourth house favours it after March.')
  await expect(customer.locator('[data-testid="chat-message"][data-from="astrologer"]', { hasText: 'Jupiter in your fourth' })).toBeVisible()
  await endChat(customer)
  await expect(customer.getByTestId('chat-summary')).toHaveAttribute('data-charged', '0')
  // The free minutes were the first chat's: none are left once it has ended.
  await expect(bill).toHaveAttribute('data-free-left', '0')
  await expect(bill).not.toContainText('free minutes left')
  expect(await headerBalance(customer, email)).toBe('₹525.00')

  // The second chat is paid from its first minute, charged as it starts: ₹25.00.
  await astrologer.goto('/astrologer-dashboard')
  await startChat(customer, astrologer)
  await expect(customer.getByTestId('chat-bill')).toHaveAttribute('data-free-minutes', '0')
  await expect(customer.getByTestId('bill-charged')).toHaveText('₹25.00')
  await send(customer, 'And for my brother?')
  await expect(astrologer.locator('[data-testid="chat-message"][data-from="customer"]', { hasText: 'my brother' })).toBeVisible()
  await endChat(astrologer)
  await expect(customer.getByTestId('chat-summary')).toBeVisible()
  await expect(customer.getByTestId('chat-summary')).toHaveAttribute('data-charged', '2500')
  expect(await headerBalance(customer, email)).toBe('₹500.00')
  await customer.goto('/dashboard/wallet')
  await expect(customer.getByTestId('wallet-balance-card')).toHaveAttribute('data-balance', '50000')
  await customer.goto('/dashboard/chat')
  await expect(customer.getByTestId('consultation-row')).toHaveCount(2)

  await customerBrowser.context.close()
  await astrologerBrowser.context.close()
})
