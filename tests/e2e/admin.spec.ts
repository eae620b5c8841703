import { expect, test } from './support/test'
import { adminCredentials, apiLogin, createCustomer, header, loginForm, storeSessionInBrowser, submitLogin, userMenuButton } from './support/helpers'

test('a signed-in customer sees "Admin access required" on /admin and /admin-dashboard', async ({ page, request }) => {
  const { email, session } = await createCustomer(request, 'notadmin')
  await storeSessionInBrowser(page, session)

  for (const path of ['/admin', '/admin-dashboard']) {
    await page.goto(path)
    await expect(userMenuButton(page, email)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Admin access required' })).toBeVisible()
    await expect(page.getByText('This page is only available to administrators.')).toBeVisible()
    await expect(page.getByText('Mail outbox')).toHaveCount(0)
    await expect(header(page).getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe(path)
  }
})

test('signed out, /admin-dashboard shows the login page in place', async ({ page }) => {
  await page.goto('/admin-dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible()
  await expect(loginForm(page)).toBeVisible()
  await expect(page.getByText('Admin access required')).toHaveCount(0)
  await expect(page.getByText('Mail outbox')).toHaveCount(0)
  expect(new URL(page.url()).pathname).toBe('/admin-dashboard')
})

test('the admin signs in on /admin-dashboard and sees the dashboard with the mail outbox', async ({ page, request }) => {
  const admin = adminCredentials()
  // Put one known mail in the outbox (the answer does not reveal whether the account exists).
  const { email: customer } = await createCustomer(request, 'outbox')
  const pinRequest = await request.post('/api/auth/reset-pin/request', { data: { email: customer } })
  expect(pinRequest.status()).toBe(202)

  await page.goto('/admin-dashboard')
  await submitLogin(page, admin.email, admin.password)

  // The embedded sign-in keeps the visitor on the admin page.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/admin-dashboard')
  await expect(page.getByText(`Signed in as ${admin.email}`)).toBeVisible()
  await expect(userMenuButton(page, admin.email)).toBeVisible()
  await expect(header(page).getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin-dashboard')

  const outbox = page.getByTestId('admin-outbox')
  await expect(outbox.getByRole('heading', { name: 'Mail outbox' })).toBeVisible()
  const mail = outbox.getByTestId('outbox-mail').filter({ hasText: customer })
  await expect(mail).toHaveCount(1)
  await expect(mail).toContainText('Your AstroVedic password reset PIN')
  await mail.getByRole('button').first().click()
  await expect(mail.getByTestId('outbox-mail-text')).toContainText(/Your PIN to reset your password is \d{6}/)

  // /admin is the same dashboard.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  await expect(page.getByTestId('admin-outbox')).toBeVisible()
})

test('a visitor writes through the contact form; the admin reads it in /admin/responses and answers by mail', async ({ page, request, browser }) => {
  const visitor = await browser.newPage()
  const name = `Kavya ${Date.now()}`
  await visitor.goto('/hindi/support')
  const form = visitor.getByTestId('contact-form')
  await expect(form.getByRole('button')).toBeEnabled()
  await form.getByRole('button').click()
  // The server's own rules, in the page's language, before anything is sent.
  await expect(form.getByText('कृपया कम से कम 10 अक्षरों का संदेश लिखें')).toBeVisible()
  await form.getByLabel('आपका नाम').fill(name)
  await form.getByLabel('ईमेल').fill('kavya@example.com')
  await form.getByLabel('संदेश').fill('My wallet recharge of ₹500 on Monday has not appeared yet.')
  await form.getByRole('button').click()
  await expect(visitor.getByTestId('contact-sent')).toBeVisible()
  await visitor.close()

  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/admin/responses')
  const message = page.getByTestId('response').filter({ hasText: name })
  await expect(message).toHaveAttribute('data-status', 'new')
  // Sent from the Hindi page: the admin sees it, and the mail around the reply is in Hindi.
  await expect(message.getByTestId('response-language')).toHaveText('हिन्दी')
  await message.getByRole('textbox').fill('Sorry for the wait: the credit is now in your wallet.')
  await message.getByTestId('reply-send').click()
  await page.locator('label').filter({ hasText: /^Answered$/ }).click()
  await expect(page.getByTestId('response').filter({ hasText: name })).toHaveAttribute('data-status', 'answered')
  const outbox = (await (await request.get('/api/admin/outbox', { headers: { Authorization: `Bearer ${(await apiLogin(request, admin.email, admin.password)).token}` } })).json()) as Array<{ to: string; subject: string; text: string }>
  const reply = outbox.find((m) => m.to === 'kavya@example.com' && m.text.includes('Sorry for the wait'))
  expect(reply?.subject).toBe('AstroVedic को भेजे आपके संदेश का उत्तर')
  expect(reply?.text).toMatch(/^प्रिय Kavya \d+,\n\nSorry for the wait: the credit is now in your wallet\.\n\nआपने लिखा था:\n> My wallet recharge/)
})

test('the admin finds a customer in the dashboard and suspends the account; the customer can no longer sign in', async ({ page, request }) => {
  const { email, password } = await createCustomer(request, 'suspend')
  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/admin-dashboard')
  // The live figures and the two charts.
  await expect(page.getByTestId('figure-revenue-today')).toContainText('₹')
  await expect(page.getByTestId('admin-figures').locator('.recharts-surface')).toHaveCount(2)
  const panel = page.getByTestId('admin-users')
  await panel.getByRole('textbox', { name: 'Search users' }).fill(email)
  const row = panel.locator(`[data-testid="admin-user"][data-email="${email}"]`)
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Suspend' }).click()
  await expect(row.getByText('Suspended')).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('admin-audit').getByText('user.suspend').first()).toBeVisible()
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status()).toBe(403)
  expect((await login.json()).message).toBe('This account is suspended. Please contact support.')
})

test('the admin pauses sign-ups in /admin/settings and a visitor is told so in Hindi; switching back lets them in', async ({ page, request, browser }) => {
  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/admin/settings')
  const settings = page.getByTestId('admin-settings')
  const signups = settings.getByRole('switch', { name: 'Visitors may create accounts' })
  await expect(signups).toBeChecked()
  await signups.click({ force: true })
  await page.getByTestId('settings-save').click()
  await expect(page.getByTestId('settings-saved')).toBeVisible()

  const visitor = await browser.newPage()
  try {
    await visitor.goto('/hindi/signup')
    await expect(visitor.locator('html[data-hydrated]')).toHaveCount(1)
    await visitor.locator('input[name="name"]').fill('Nayi Aagantuk')
    await visitor.locator('input[name="email"]').fill(`paused-${Date.now()}@example.com`)
    for (const field of await visitor.locator('input[type="password"]').all()) await field.fill('a calm new password 7')
    await visitor.getByTestId('signup-submit').click()
    await expect(visitor.getByText('नए खाते बनाना कुछ समय के लिए रोका गया है। कृपया बाद में कोशिश करें।')).toBeVisible()
  } finally {
    await visitor.close()
    await signups.click({ force: true })
    await page.getByTestId('settings-save').click()
    await expect(page.getByTestId('settings-saved')).toBeVisible()
  }
  expect((await request.post('/api/auth/signup', { data: { name: 'After Pause', email: `after-${Date.now()}@example.com`, password: 'a calm new password 7' } })).status()).toBe(201)
})

test('the admin changes a recharge package’s bonus in /admin/settings and a customer is offered it at once', async ({ page, request, browser }) => {
  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/admin/settings')
  const card = page.getByTestId('recharge-packages-card')
  const row = card.getByTestId('package-row').filter({ has: page.locator('input[value="pkg-1000"]') })
  const bonus = row.getByTestId('package-bonus')
  const before = await bonus.inputValue()
  try {
    await bonus.fill('123')
    await card.getByTestId('packages-save').click()
    await expect(card.getByTestId('packages-saved')).toBeVisible()
    const customer = await browser.newPage()
    try {
      await customer.goto('/wallet-recharge')
      await expect(customer.locator('[data-testid="recharge-package"][data-package-id="pkg-1000"]')).toHaveAttribute('data-bonus', '12300')
    } finally {
      await customer.close()
    }
  } finally {
    await bonus.fill(before.replace(/,/g, ''))
    await card.getByTestId('packages-save').click()
    await expect(card.getByTestId('packages-saved')).toBeVisible()
  }
})
