import { expect, hydratingPage, test, type APIRequestContext, type Browser, type Page } from './support/test'
import { apiLogin, createCustomer, storeSessionInBrowser, userMenuButton, type ApiSession } from './support/helpers'
import { openDesk } from './support/astrologer-desk'

/**
 * A live chat between two browsers: a customer and an astrologer (two contexts, two sockets). The
 * customer starts a chat from /astrologers, the astrologer accepts it on the dashboard, messages go both
 * ways with delivery and read ticks and the typing indicator, the customer ends it and reviews it. A
 * second chat (no free minutes any more) is billed per started minute at the astrologer's rate: checked
 * to the paisa at acceptance and at the next minute, in the bill, the header and the ledger; the empty
 * wallet brings the one-minute warning and then the end of the chat. There is no clock hook on the
 * server, so the test waits two real minutes.
 */

const ASTROLOGER = { slug: 'shweta-agarwal', password: 'demo-astro-2026', ratePaise: 2500 } as const
/** PLATFORM_COMMISSION_PERCENT defaults to 30: the astrologer keeps 70 % of each paid minute. */
const ASTROLOGER_SHARE = 1750

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext()
  const page = hydratingPage(await context.newPage())
  await storeSessionInBrowser(page, session)
  return page
}

/** Recharges through the sandbox gateway's API (POST /api/wallet/recharge + /api/payments/sandbox/confirm). */
async function recharge(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const order = await request.post('/api/wallet/recharge', { data: { amount }, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}` } })
  expect(order.status(), await order.text()).toBe(201)
  const { orderId } = (await order.json()) as { orderId: string }
  const confirm = await request.post('/api/payments/sandbox/confirm', { data: { orderId, outcome: 'success' } })
  expect(confirm.status()).toBe(200)
}

async function headerBalance(page: Page, email: string): Promise<string> {
  await userMenuButton(page, email).click()
  const text = ((await page.getByTestId('wallet-balance').textContent()) ?? '').trim()
  await page.keyboard.press('Escape')
  return text
}

/** Customer: Start Chat; astrologer: accept. Both end up on /chat/{id}, active. Returns the id. */
async function startAndAccept(customer: Page, astrologer: Page, from: 'list' | 'profile'): Promise<string> {
  if (from === 'list') {
    await customer.goto('/astrologers')
    await customer.locator(`[data-testid="astrologer-card"][data-slug="${ASTROLOGER.slug}"]`).getByTestId('start-chat').click()
  } else {
    await customer.goto(`/astrologer/${ASTROLOGER.slug}`)
    await customer.getByTestId('start-chat').first().click()
  }
  await customer.waitForURL(/\/chat\/[0-9a-f-]{36}$/)
  const id = new URL(customer.url()).pathname.split('/').pop()!
  await expect(customer.getByTestId('chat-waiting')).toBeVisible()
  await expect(customer.getByTestId('request-countdown')).toBeVisible()

  // The request reaches the astrologer's dashboard over the socket.
  const request = astrologer.locator(`[data-testid="incoming-request"][data-consultation-id="${id}"]`)
  await expect(request).toBeVisible()
  await request.getByTestId('accept-request').click()
  await astrologer.waitForURL(new RegExp(`/chat/${id}$`))

  await expect(customer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'active')
  await expect(astrologer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'active')
  return id
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByTestId('chat-input').fill(text)
  await page.getByTestId('chat-send').click()
}

/** The tick on one's own message with this text. */
function tickOf(page: Page, text: string) {
  return page.locator('[data-testid="chat-message"][data-mine="true"]', { hasText: text }).locator('[data-receipt]')
}

async function endChat(page: Page): Promise<void> {
  await page.getByTestId('end-chat').click()
  await page.getByTestId('confirm-end-chat').click()
  await expect(page.getByTestId('chat-summary')).toBeVisible()
}

test('customer and astrologer chat live; the second chat is billed per minute to the paisa', async ({ browser, request }) => {
  test.setTimeout(300_000)
  const { email, session } = await createCustomer(request, 'chat')
  // ₹50: two minutes at ₹25, then the wallet is empty.
  await recharge(request, session.token, 5_000)
  const astrologerSession = await apiLogin(request, `${ASTROLOGER.slug}@astrovedic.local`, ASTROLOGER.password)
  const earningsBefore = (await (await request.get('/api/astrologer/me/earnings', { headers: { Authorization: `Bearer ${astrologerSession.token}` } })).json()) as { today: number }

  const customer = await signedInPage(browser, session)
  const astrologer = await signedInPage(browser, astrologerSession)
  await openDesk(astrologer)

  // ── First chat: the customer's first consultation starts with 5 free minutes. ──
  const first = await startAndAccept(customer, astrologer, 'list')
  const bill = customer.getByTestId('chat-bill')
  await expect(bill).toHaveAttribute('data-free-minutes', '5')
  await expect(bill).toHaveAttribute('data-free-left', '5')
  await expect(bill).toHaveAttribute('data-charged', '0')
  await expect(bill).toHaveAttribute('data-balance', '5000')
  await expect(bill).toHaveAttribute('data-rate', String(ASTROLOGER.ratePaise))

  // Customer → astrologer: delivered, then read once the astrologer's page shows it.
  await send(customer, 'Namaste! When is a good time to start a business?')
  const atAstrologer = astrologer.locator('[data-testid="chat-message"][data-from="customer"]', { hasText: 'start a business' })
  await expect(atAstrologer).toBeVisible()
  await expect(tickOf(customer, 'start a business')).toHaveAttribute('data-receipt', 'read')

  // The astrologer types (the customer sees it), then answers.
  await astrologer.getByTestId('chat-input').pressSequentially('Let me see', { delay: 20 })
  await expect(customer.getByTestId('typing-indicator')).toBeVisible()
  await astrologer.getByTestId('chat-input').fill('Jupiter favours new ventures after the next full moon.')
  await astrologer.getByTestId('chat-send').click()
  await expect(customer.locator('[data-testid="chat-message"][data-from="astrologer"]', { hasText: 'Jupiter favours' })).toBeVisible()
  await expect(customer.getByTestId('typing-indicator')).toHaveCount(0)
  await expect(tickOf(astrologer, 'Jupiter favours')).toHaveAttribute('data-receipt', 'read')

  // Messages are numbered in order on both sides.
  await expect(customer.locator('[data-testid="chat-message"]')).toHaveCount(2)
  await expect(astrologer.locator('[data-testid="chat-message"]').nth(1)).toHaveAttribute('data-seq', '2')

  // End and review: nothing charged within the free minutes.
  await endChat(customer)
  await expect(customer.getByTestId('chat-summary')).toHaveAttribute('data-charged', '0')
  await expect(astrologer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'ended')
  // Five stars: a click on the last star (the rating reads the pointer's position).
  const stars = customer.getByTestId('review-rating')
  const box = (await stars.boundingBox())!
  await stars.click({ position: { x: box.width - 6, y: box.height / 2 } })
  await expect(customer.getByTestId('review-form')).toHaveAttribute('data-rating', '5')
  await customer.getByTestId('review-text').fill('Clear and kind answers.')
  await customer.getByTestId('review-submit').click()
  await expect(customer.getByTestId('review-done')).toBeVisible()
  await expect(customer.getByTestId('refund-toggle')).toHaveCount(0)

  // The transcript stays readable.
  await customer.goto(`/chat/${first}`)
  await expect(customer.locator('[data-testid="chat-message"]')).toHaveCount(2)

  // ── Second chat: no free minutes; every started minute is charged at its start. ──
  await openDesk(astrologer)
  await startAndAccept(customer, astrologer, 'profile')
  const secondBill = customer.getByTestId('chat-bill')
  await expect(secondBill).toHaveAttribute('data-free-minutes', '0')
  await expect(secondBill).toHaveAttribute('data-billed-minutes', '1')
  await expect(secondBill).toHaveAttribute('data-charged', '2500')
  await expect(secondBill).toHaveAttribute('data-balance', '2500')
  await expect(customer.getByTestId('bill-charged')).toHaveText('₹25.00')
  await expect(customer.getByTestId('bill-balance')).toHaveText('₹25.00')
  expect(await headerBalance(customer, email)).toBe('₹25.00')
  await expect(customer.getByTestId('balance-warning')).toHaveCount(0)

  // The second minute starts 60 s after acceptance and is charged then; the wallet is empty, so the
  // customer is warned a minute ahead …
  await expect(secondBill).toHaveAttribute('data-billed-minutes', '2', { timeout: 80_000 })
  await expect(secondBill).toHaveAttribute('data-charged', '5000')
  await expect(secondBill).toHaveAttribute('data-balance', '0')
  await expect(customer.getByTestId('bill-balance')).toHaveText('₹0.00')
  await expect(customer.getByTestId('balance-warning')).toBeVisible()
  expect(await headerBalance(customer, email)).toBe('₹0.00')

  // … and the chat ends by itself when the third minute cannot be paid; that minute is not billed.
  await expect(customer.getByTestId('chat-summary')).toBeVisible({ timeout: 80_000 })
  await expect(customer.getByTestId('end-reason')).toHaveAttribute('data-reason', 'insufficient_balance')
  await expect(customer.getByTestId('chat-summary')).toHaveAttribute('data-charged', '5000')
  await expect(astrologer.getByTestId('chat-panel')).toHaveAttribute('data-status', 'ended')

  // The ledger agrees: the wallet lost exactly two minutes, the astrologer earned 70 % of them.
  const wallet = (await (await request.get('/api/wallet', { headers: { Authorization: `Bearer ${session.token}` } })).json()) as { balance: number; transactions: Array<{ type: string; amount: number }> }
  expect(wallet.balance).toBe(0)
  expect(wallet.transactions.filter((t) => t.type === 'chat_charge').map((t) => t.amount)).toEqual([-2500, -2500])
  const earnings = (await (await request.get('/api/astrologer/me/earnings', { headers: { Authorization: `Bearer ${astrologerSession.token}` } })).json()) as { today: number }
  expect(earnings.today - earningsBefore.today).toBe(2 * ASTROLOGER_SHARE)

  // A refund request on the paid chat.
  await customer.getByTestId('refund-toggle').click()
  await customer.getByTestId('refund-reason').fill('The answer did not address my question.')
  await customer.getByTestId('refund-submit').click()
  await expect(customer.getByTestId('refund-status')).toHaveAttribute('data-status', 'requested')

  // Both histories list the two chats.
  await customer.goto('/dashboard/chat')
  await expect(customer.getByTestId('consultation-row')).toHaveCount(2)
  await expect(customer.getByTestId('consultation-row').first()).toHaveAttribute('data-charged', '5000')

  await customer.context().close()
  await astrologer.context().close()
})

test('signed out, Start Chat goes to /login and comes back', async ({ page }) => {
  await page.goto('/astrologers')
  await page.locator(`[data-testid="astrologer-card"][data-slug="${ASTROLOGER.slug}"]`).getByTestId('start-chat').click()
  await page.waitForURL(/\/login\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/astrologers')
})

test('a short balance opens the recharge prompt with the amount needed for one minute', async ({ page, request }) => {
  const { session } = await createCustomer(request, 'chatpoor')
  await recharge(request, session.token, 1_000)
  await storeSessionInBrowser(page, session)
  await page.goto(`/astrologer/${ASTROLOGER.slug}`)
  await page.getByTestId('start-chat').first().click()
  // ₹25 a minute against ₹10: ₹15 are missing.
  await expect(page.getByTestId('recharge-needed')).toHaveAttribute('data-amount', '15')
  await page.getByTestId('recharge-needed-button').click()
  await page.waitForURL(/\/wallet-recharge\?amount=15&astrologer=/)
  await expect(page.getByTestId('recharge-summary')).toHaveAttribute('data-pay', '1500')
})
