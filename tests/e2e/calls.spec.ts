import { spawn, type ChildProcess } from 'node:child_process'
import { chromium, expect, hydratingPage, test, type APIRequestContext, type Browser, type Page } from './support/test'
import { DEBIAN_CHROMIUM } from './support/chromium'
import { apiLogin, createCustomer, storeSessionInBrowser, type ApiSession } from './support/helpers'
import { E2E_TURN } from './support/turn'
import { openDesk } from './support/astrologer-desk'

/**
 * Voice calls between two browsers (two contexts, two sockets, Chromium's fake microphone: a tone): the
 * customer taps Start Call, the astrologer accepts on the desk, both pages connect through our signalling
 * and audio arrives on EACH side (inbound-rtp bytesReceived, read from the page's stats element, grows).
 * One call is forced through a real coturn (started here) and shows a relay candidate pair. The bill is
 * checked to the paisa against the wallet.
 */

const ASTROLOGER = { slug: 'priya-deshpande', password: 'demo-astro-2026' } as const

async function signedInPage(browser: Browser, session: ApiSession): Promise<Page> {
  const context = await browser.newContext()
  const page = hydratingPage(await context.newPage())
  await storeSessionInBrowser(page, session)
  return page
}

async function recharge(request: APIRequestContext, token: string, amount: number): Promise<void> {
  const order = await request.post('/api/wallet/recharge', { data: { amount }, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-call-${Date.now()}` } })
  expect(order.status(), await order.text()).toBe(201)
  const { orderId } = (await order.json()) as { orderId: string }
  expect((await request.post('/api/payments/sandbox/confirm', { data: { orderId, outcome: 'success' } })).status()).toBe(200)
}

/** A real coturn on loopback (the relay the `?relay=1` page is forced through). */
function startTurn(): ChildProcess {
  return spawn(
    'turnserver',
    [
      '-n',
      '--listening-ip=127.0.0.1',
      '--relay-ip=127.0.0.1',
      `--listening-port=${E2E_TURN.port}`,
      `--min-port=${E2E_TURN.port + 100}`,
      `--max-port=${E2E_TURN.port + 200}`,
      '--use-auth-secret',
      `--static-auth-secret=${E2E_TURN.secret}`,
      '--realm=astrovedic.test',
      '--no-tls',
      '--no-dtls',
      '--no-cli',
      '--allow-loopback-peers',
      '--fingerprint',
      '--log-file=stdout',
    ],
    { stdio: 'ignore' },
  )
}

async function stopTurn(turn: ChildProcess | null): Promise<void> {
  if (!turn || turn.exitCode !== null) return
  const exited = new Promise((r) => turn.once('exit', r))
  turn.kill('SIGKILL')
  await exited
}

/** Uses up the customer's first-consultation free minutes with a short chat, so the call is billed from its first minute. */
async function useFreeMinutes(request: APIRequestContext, customerToken: string, astrologerToken: string): Promise<void> {
  const chat = await request.post('/api/consultations', { data: { astrologerId: ASTROLOGER.slug, type: 'chat' }, headers: { Authorization: `Bearer ${customerToken}`, 'Idempotency-Key': `e2e-free-${Date.now()}` } })
  expect(chat.status(), await chat.text()).toBe(201)
  const { id } = (await chat.json()) as { id: string }
  expect((await request.post(`/api/consultations/${id}/accept`, { headers: { Authorization: `Bearer ${astrologerToken}` } })).status()).toBe(200)
  expect((await request.post(`/api/consultations/${id}/end`, { headers: { Authorization: `Bearer ${customerToken}` } })).status()).toBe(200)
}

const stats = (page: Page) => page.getByTestId('call-stats')
async function bytesReceived(page: Page): Promise<number> {
  return Number(await stats(page).getAttribute('data-bytes-received'))
}

/** Audio keeps arriving: bytesReceived is above zero and grows over the next seconds. */
async function expectAudioArriving(page: Page): Promise<void> {
  await expect.poll(() => bytesReceived(page), { timeout: 20_000 }).toBeGreaterThan(0)
  const before = await bytesReceived(page)
  await expect.poll(() => bytesReceived(page), { timeout: 10_000 }).toBeGreaterThan(before)
}

async function startCall(customer: Page, astrologer: Page, options: { relay?: boolean } = {}): Promise<string> {
  await customer.goto(`/astrologer/${ASTROLOGER.slug}`)
  await customer.getByTestId('start-call').first().click()
  await customer.waitForURL(/\/call\/[0-9a-f-]{36}$/)
  const id = new URL(customer.url()).pathname.split('/').pop()!
  // Forcing the relay is for this test only; a person's page uses every path.
  if (options.relay) await customer.goto(`/call/${id}?relay=1`)
  await expect(customer.getByTestId('call-page')).toHaveAttribute('data-state', 'ringing')
  const request = astrologer.locator(`[data-testid="incoming-request"][data-consultation-id="${id}"]`)
  await expect(request).toHaveAttribute('data-type', 'call')
  await request.getByTestId('accept-request').click()
  await astrologer.waitForURL(new RegExp(`/call/${id}$`))
  await expect(customer.getByTestId('call-page')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 })
  await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 })
  return id
}

test.describe('voice calls', () => {
  test('two browsers hold a call through our signalling: audio both ways, hang up, billed to the paisa', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const { session } = await createCustomer(request, 'call')
    await recharge(request, session.token, 50_000)
    const astrologerSession = await apiLogin(request, `${ASTROLOGER.slug}@astrovedic.local`, ASTROLOGER.password)
    const auth = { Authorization: `Bearer ${session.token}` }
    const balanceBefore = (await (await request.get('/api/wallet', { headers: auth })).json()).balance as number
    const customer = await signedInPage(browser, session)
    const astrologer = await signedInPage(browser, astrologerSession)
    await openDesk(astrologer)
    const id = await startCall(customer, astrologer)

    await expectAudioArriving(customer)
    await expectAudioArriving(astrologer)
    await expect(customer.getByTestId('call-timer')).toBeVisible()
    await customer.getByTestId('call-mute').click()
    await expect(customer.getByTestId('call-mute')).toHaveAttribute('aria-pressed', 'true')

    await customer.getByTestId('call-hang-up').click()
    await expect(customer.getByTestId('call-page')).toHaveAttribute('data-state', 'ended')
    await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'ended')

    // The first consultation's free minutes cover a short call: nothing charged, the wallet untouched.
    const call = await (await request.get(`/api/consultations/${id}`, { headers: auth })).json()
    expect(call).toMatchObject({ type: 'call', status: 'ended', endReason: 'customer_ended', chargedPaise: 0 })
    expect(call.connectedAt).not.toBeNull()
    const wallet = await (await request.get('/api/wallet', { headers: auth })).json()
    expect(wallet.balance).toBe(balanceBefore - call.chargedPaise)
    await customer.context().close()
    await astrologer.context().close()
  })

  test('a call forced through the TURN relay (a real coturn) connects over relay candidates', async ({ browser, request }) => {
    test.setTimeout(120_000)
    let turn: ChildProcess | null = null
    try {
      turn = startTurn()
      await new Promise((r) => setTimeout(r, 1_000))
      const { session } = await createCustomer(request, 'call-relay')
      await recharge(request, session.token, 50_000)
      const astrologerSession = await apiLogin(request, `${ASTROLOGER.slug}@astrovedic.local`, ASTROLOGER.password)
      const customer = await signedInPage(browser, session)
      const astrologer = await signedInPage(browser, astrologerSession)
      await openDesk(astrologer)
      await startCall(customer, astrologer, { relay: true })
      await expectAudioArriving(customer)
      await expectAudioArriving(astrologer)
      await expect(stats(customer)).toHaveAttribute('data-candidate-type', 'relay')
      await customer.getByTestId('call-hang-up').click()
      await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'ended')
      await customer.context().close()
      await astrologer.context().close()
    } finally {
      await stopTurn(turn)
    }
  })

  test('the media path drops mid-call: the pages show reconnecting, ICE restarts, audio flows again; billed only the minutes the server counted', async ({ browser, request }) => {
    test.setTimeout(180_000)
    let turn: ChildProcess | null = null
    try {
      turn = startTurn()
      await new Promise((r) => setTimeout(r, 1_000))
      const { session } = await createCustomer(request, 'call-drop')
      await recharge(request, session.token, 50_000)
      const astrologerSession = await apiLogin(request, `${ASTROLOGER.slug}@astrovedic.local`, ASTROLOGER.password)
      const customer = await signedInPage(browser, session)
      const astrologer = await signedInPage(browser, astrologerSession)
      await openDesk(astrologer)
      await useFreeMinutes(request, session.token, astrologerSession.token)
      const auth = { Authorization: `Bearer ${session.token}` }
      const balanceBefore = (await (await request.get('/api/wallet', { headers: auth })).json()).balance as number
      // The customer's side is forced through the relay, so stopping the coturn really cuts the only media path.
      const id = await startCall(customer, astrologer, { relay: true })
      await expectAudioArriving(customer)
      await expectAudioArriving(astrologer)
      await expect(stats(customer)).toHaveAttribute('data-candidate-type', 'relay')
      await expect(stats(customer)).not.toHaveAttribute('data-ice-ufrag', '')
      const ufragBefore = await stats(customer).getAttribute('data-ice-ufrag')

      await stopTurn(turn)
      turn = null
      await expect(customer.getByTestId('call-page')).toHaveAttribute('data-state', 'reconnecting', { timeout: 30_000 })
      await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'reconnecting', { timeout: 30_000 })
      await new Promise((r) => setTimeout(r, 3_000))
      turn = startTurn()

      // A new ICE negotiation (a new username fragment), connected again, and audio arriving again.
      await expect(customer.getByTestId('call-page')).toHaveAttribute('data-state', 'connected', { timeout: 60_000 })
      await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'connected', { timeout: 30_000 })
      await expect.poll(() => stats(customer).getAttribute('data-ice-ufrag'), { timeout: 10_000 }).not.toBe(ufragBefore)
      await expect(stats(customer)).toHaveAttribute('data-media-state', 'connected')
      await expectAudioArriving(customer)
      await expectAudioArriving(astrologer)

      await customer.getByTestId('call-hang-up').click()
      await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'ended')
      const call = await (await request.get(`/api/consultations/${id}`, { headers: auth })).json()
      expect(call).toMatchObject({ type: 'call', status: 'ended', endReason: 'customer_ended', freeMinutes: 0 })
      // Per started minute of the server's call time, at the call rate, and the wallet moved by exactly that.
      expect(call.billedMinutes).toBe(Math.max(1, Math.ceil(call.elapsedSeconds / 60)))
      expect(call.chargedPaise).toBe(call.billedMinutes * call.ratePaise)
      const wallet = await (await request.get('/api/wallet', { headers: auth })).json()
      expect(wallet.balance).toBe(balanceBefore - call.chargedPaise)
      await customer.context().close()
      await astrologer.context().close()
    } finally {
      await stopTurn(turn)
    }
  })

  test('a live call shows the connection-quality hint from getStats', async ({ browser, request }) => {
    test.setTimeout(120_000)
    const { session } = await createCustomer(request, 'call-quality')
    await recharge(request, session.token, 50_000)
    const astrologerSession = await apiLogin(request, `${ASTROLOGER.slug}@astrovedic.local`, ASTROLOGER.password)
    const customer = await signedInPage(browser, session)
    const astrologer = await signedInPage(browser, astrologerSession)
    await openDesk(astrologer)
    await startCall(customer, astrologer)
    await expectAudioArriving(customer)
    // Loopback: a short round trip and no loss.
    for (const page of [customer, astrologer]) {
      await expect(page.getByTestId('call-quality')).toHaveAttribute('data-quality', 'good', { timeout: 15_000 })
      await expect(page.getByTestId('call-quality')).toHaveText('Connection: good')
    }
    await customer.getByTestId('call-hang-up').click()
    await expect(astrologer.getByTestId('call-page')).toHaveAttribute('data-state', 'ended')
    await customer.context().close()
    await astrologer.context().close()
  })

  test('a refused microphone shows why (in Hindi here) and Continue as chat opens a chat with the same astrologer; the call is not billed', async ({ browser, request }) => {
    test.setTimeout(120_000)
    // A browser without the flag that grants the microphone: its prompt is refused (headless denies it).
    const { launchOptions } = DEBIAN_CHROMIUM
    const refusing = await chromium.launch({ ...launchOptions, args: [...launchOptions.args, '--use-fake-device-for-media-stream'] })
    try {
      const { session } = await createCustomer(request, 'call-nomic')
      await recharge(request, session.token, 50_000)
      const auth = { Authorization: `Bearer ${session.token}` }
      const balanceBefore = (await (await request.get('/api/wallet', { headers: auth })).json()).balance as number
      const astrologerSession = await apiLogin(request, `${ASTROLOGER.slug}@astrovedic.local`, ASTROLOGER.password)
      const customer = await signedInPage(refusing, session)
      const astrologer = await signedInPage(browser, astrologerSession)
      await openDesk(astrologer)
      await customer.goto(`/hindi/astrologer/${ASTROLOGER.slug}`)
      await customer.getByTestId('start-call').first().click()
      await customer.waitForURL(/\/call\/[0-9a-f-]{36}$/)
      const callId = new URL(customer.url()).pathname.split('/').pop()!
      const request_ = astrologer.locator(`[data-testid="incoming-request"][data-consultation-id="${callId}"]`)
      await expect(request_).toHaveAttribute('data-type', 'call')
      await request_.getByTestId('accept-request').click()
      await astrologer.waitForURL(new RegExp(`/call/${callId}$`))

      const refused = customer.getByTestId('call-mic-refused')
      await expect(refused).toBeVisible({ timeout: 20_000 })
      await expect(refused).toContainText('आपके ब्राउज़र ने माइक्रोफ़ोन की अनुमति नहीं दी')
      await expect(customer.getByTestId('call-continue-as-chat')).toHaveText('चैट के रूप में जारी रखें')
      await customer.getByTestId('call-continue-as-chat').click()
      await customer.waitForURL(/\/chat\/[0-9a-f-]{36}$/)
      const chatId = new URL(customer.url()).pathname.split('/').pop()!

      const chat = await (await request.get(`/api/consultations/${chatId}`, { headers: auth })).json()
      const call = await (await request.get(`/api/consultations/${callId}`, { headers: auth })).json()
      expect(chat).toMatchObject({ type: 'chat', status: 'requested' })
      expect(chat.astrologer.id).toBe(call.astrologer.id)
      expect(call).toMatchObject({ type: 'call', status: 'ended', connectedAt: null, chargedPaise: 0, billedMinutes: 0 })
      expect((await (await request.get('/api/wallet', { headers: auth })).json()).balance).toBe(balanceBefore)
      await request.post(`/api/consultations/${chatId}/end`, { headers: auth })
      await astrologer.context().close()
    } finally {
      await refusing.close()
    }
  })

  test('Start Call with too little balance opens a recharge prompt that speaks of the call at the call rate', async ({ browser, request }) => {
    const { session } = await createCustomer(request, 'call-poor')
    const customer = await signedInPage(browser, session)
    await customer.goto(`/astrologer/${ASTROLOGER.slug}`)
    await customer.getByTestId('start-call').first().click()
    const prompt = customer.getByRole('dialog')
    await expect(customer.getByTestId('recharge-needed')).toBeVisible()
    await expect(prompt).toContainText('Recharge to start the call')
    await expect(prompt).toContainText(/A call with .+ costs ₹52 a minute/)
    await customer.context().close()
  })
})
