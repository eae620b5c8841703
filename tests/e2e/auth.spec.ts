import { expect, test, type Page } from './support/test'
import { createCustomer, header, loginForm, storeSessionInBrowser, submitLogin, uniqueEmail, userMenuButton } from './support/helpers'

function signupForm(page: Page) {
  return page.getByRole('form', { name: 'Sign up form' })
}

test.describe('sign up, sign out, sign in', () => {
  test('a new user signs up, is signed in with ₹0.00, logs out to /login and signs in again', async ({ page }) => {
    const email = uniqueEmail('signup')
    const password = 'correct-horse-42'

    await page.goto('/signup')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    const form = signupForm(page)
    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await form.getByRole('button', { name: 'Sign Up' }).click()

    // Signed in and sent home: the header shows the account menu instead of Sign In / Sign Up.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
    const account = userMenuButton(page, email)
    await expect(account).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveCount(0)
    await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toMatch(/^[^.]+\.[^.]+\.[^.]+$/)

    await account.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(email, { exact: true })).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: /Wallet balance/ })).toContainText('₹0.00')

    await menu.getByRole('menuitem', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(loginForm(page)).toBeVisible()
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(account).toHaveCount(0)
    await expect(page.evaluate(() => window.localStorage.getItem('token'))).resolves.toBeNull()

    await submitLogin(page, email, password)
    await expect(userMenuButton(page, email)).toBeVisible()
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)

    // The session survives a reload (it is checked against GET /api/auth/me).
    await page.reload()
    await expect(userMenuButton(page, email)).toBeVisible()
  })

  test('a wrong password shows the server message and keeps the visitor signed out', async ({ page, request }) => {
    const { email } = await createCustomer(request, 'wrongpw')
    await page.goto('/login')
    await submitLogin(page, email, 'not-the-password')
    await expect(loginForm(page).getByRole('alert')).toHaveText('Invalid email or password')
    await expect(page).toHaveURL(/\/login$/)
    await expect(userMenuButton(page, email)).toHaveCount(0)
  })

  test('sign-up and sign-in forms show validation messages', async ({ page }) => {
    await page.goto('/signup')
    const form = signupForm(page)
    await form.getByLabel('Full name').fill('Asha Rao')
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short')
    let signupCalls = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/auth/signup')) signupCalls++
    })
    await form.getByRole('button', { name: 'Sign Up' }).click()
    await expect(form.getByText('Enter a valid email address')).toBeVisible()
    await expect(form.getByText('Password must be at least 8 characters')).toBeVisible()
    // Each message belongs to its field.
    await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address')
    await expect(form.getByRole('textbox', { name: 'Password', exact: true })).toHaveAccessibleDescription(/Password must be at least 8 characters/)
    await expect(form.getByLabel('Full name')).not.toHaveAttribute('aria-invalid', 'true')
    expect(signupCalls).toBe(0)

    await form.getByLabel('Full name').fill('A')
    await form.getByRole('button', { name: 'Sign Up' }).click()
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()

    await page.goto('/login')
    const login = loginForm(page)
    await login.getByLabel('Email').fill('asha@')
    await login.getByRole('button', { name: 'Sign In' }).click()
    await expect(login.getByText('Enter a valid email address')).toBeVisible()
    await expect(login.getByText('Password is required')).toBeVisible()
  })
})

test('/dashboard signed out goes to /login with the redirect kept, and returns there after sign-in', async ({ page, request }) => {
  const { email, password } = await createCustomer(request, 'redirect')

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?/)
  const url = new URL(page.url())
  expect(url.pathname).toBe('/login')
  expect(url.searchParams.get('redirect')).toBe('/dashboard')
  await expect(loginForm(page)).toBeVisible()

  await submitLogin(page, email, password)
  await page.waitForURL((u) => u.pathname === '/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible()
  await expect(userMenuButton(page, email)).toBeVisible()
  await expect(loginForm(page)).toHaveCount(0)
})

test('a link carrying someone’s session does not sign the visitor in as them (no sign-in started here)', async ({ page, request }) => {
  const victimOf = await createCustomer(request, 'handover')
  const { token, user } = victimOf.session
  await page.goto(`/?token=${encodeURIComponent(token)}&auth=google&user=${encodeURIComponent(JSON.stringify(user))}`)
  const notice = page.getByRole('alert').filter({ hasText: 'Authentication Error' })
  await expect(notice).toContainText('not started from this browser')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/)
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
})

test('leaving a page while its session check is on its way does not sign the user out', async ({ page, request }) => {
  const { email, session } = await createCustomer(request, 'leave-check')
  await storeSessionInBrowser(page, session)
  // The next page's check of the stored session takes a while; the user moves on before it answers.
  let held = true
  await page.route('**/api/auth/me', async (route) => {
    if (held) await new Promise((resolve) => setTimeout(resolve, 1500))
    await route.continue().catch(() => undefined)
  })
  await page.goto('/panchang')
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true)
  await page.goto('/dashboard/wallet')
  held = false
  await expect(page.getByTestId('wallet-balance-card')).toBeVisible()
  await expect(userMenuButton(page, email)).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(session.token)
})
