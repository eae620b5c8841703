import { expect, test, type APIRequestContext } from './support/test'
import { adminCredentials, apiLogin, DEMO_CUSTOMER, header, submitLogin, userMenuButton } from './support/helpers'

interface OutboxMail {
  id: string
  to: string
  subject: string
  text: string
  createdAt: string
}

/** Every mail in the admin outbox (GET /api/admin/outbox, signed in as the admin through the API). */
async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  const admin = adminCredentials()
  const { token } = await apiLogin(request, admin.email, admin.password)
  const response = await request.get('/api/admin/outbox', { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status()).toBe(200)
  return (await response.json()) as OutboxMail[]
}

/** The PIN of the first mail to `email` that is not among `seen` (waits for it to arrive). */
async function newPin(request: APIRequestContext, email: string, seen: ReadonlySet<string>): Promise<string> {
  let pin: string | undefined
  await expect
    .poll(
      async () => {
        const mail = (await outbox(request)).find((m) => m.to === email && !seen.has(m.id))
        pin = mail?.text.match(/\b(\d{6})\b/)?.[1]
        return pin
      },
      { message: `a new reset PIN mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/)
  return pin!
}

const ids = (mails: OutboxMail[]) => new Set(mails.map((m) => m.id))

test('reset PIN: request, read the PIN from the outbox, set a new password, sign in with it', async ({ page, request }) => {
  const email = DEMO_CUSTOMER.email
  const newPassword = `new-pass-${Math.random().toString(36).slice(2, 8)}`

  await page.goto('/reset-pin')
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
  const requestForm = page.getByRole('form', { name: 'Request a reset PIN' })
  await requestForm.getByLabel('Email').fill(email)
  const seen = ids(await outbox(request))
  await requestForm.getByRole('button', { name: 'Send PIN' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Enter your PIN' })).toBeVisible()
  await expect(page.getByText(`If an account exists for ${email}, a 6-digit PIN is on its way.`)).toBeVisible()

  const pin = await newPin(request, email, seen)

  const confirmForm = page.getByRole('form', { name: 'Set a new password' })
  await confirmForm.getByRole('textbox', { name: '6-digit PIN' }).first().click()
  await page.keyboard.type(pin)
  await confirmForm.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword)
  await confirmForm.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword)
  await confirmForm.getByRole('button', { name: 'Set new password' }).click()

  // Signed in straight away and sent home with a notice.
  await expect(page.getByText('Password changed')).toBeVisible()
  await expect(userMenuButton(page, email)).toBeVisible()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  // The old password no longer works; after logging out, the new one signs in.
  const old = await request.post('/api/auth/login', { data: { email, password: DEMO_CUSTOMER.password } })
  expect(old.status()).toBe(401)

  await userMenuButton(page, email).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  await submitLogin(page, email, newPassword)
  await expect(userMenuButton(page, email)).toBeVisible()
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

  // Put the shared demo account back as seeded, through the same API.
  const seenBeforeRestore = ids(await outbox(request))
  expect((await request.post('/api/auth/reset-pin/request', { data: { email } })).status()).toBe(202)
  const restorePin = await newPin(request, email, seenBeforeRestore)
  const restored = await request.post('/api/auth/reset-pin/confirm', { data: { email, pin: restorePin, password: DEMO_CUSTOMER.password } })
  expect(restored.status()).toBe(200)
})

test('an account made on the Hindi pages gets its PIN mail in Hindi, whichever page asks', async ({ page, request }) => {
  const email = `hindi-pin-${Date.now()}@example.com`
  const signup = await request.post('/api/auth/signup', { data: { name: 'Hindi Reader', email, password: 'hindi reader pin 7', lang: 'hi' } })
  expect(signup.status()).toBe(201)
  // Asked from the English page: the mail follows the account's language, not the page's.
  await page.goto('/reset-pin')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated')
  const form = page.locator('form').filter({ has: page.locator('input[type="email"]') })
  await form.locator('input[type="email"]').fill(email)
  const seen = ids(await outbox(request))
  await form.locator('button[type="submit"]').click()
  await newPin(request, email, seen)
  const mail = (await outbox(request)).find((m) => m.to === email && !seen.has(m.id))!
  expect(mail.subject).toBe('आपका AstroVedic पासवर्ड रीसेट PIN')
  expect(mail.text).toMatch(/^नमस्ते .+,\n\nआपका पासवर्ड रीसेट करने का PIN \d{6} है।/)
})
