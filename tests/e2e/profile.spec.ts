import { expect, test } from './support/test'
import { adminCredentials, apiLogin, createCustomer, storeSessionInBrowser } from './support/helpers'

/** /profile: the customer's name, password, a download of their data, and deleting the account. */
test('a customer renames, changes the password, downloads their data and deletes the account', async ({ page, request }) => {
  const { email, password, session } = await createCustomer(request, 'profile')
  await storeSessionInBrowser(page, session)
  await page.goto('/profile')
  await expect(page.getByTestId('profile-page')).toBeVisible()

  await page.getByTestId('profile-name').fill('Lakshmi Narayan')
  await page.getByTestId('profile-save').click()
  await expect(page.getByText('Saved.')).toBeVisible()

  await page.getByLabel('Current password').fill(password)
  await page.getByLabel('New password').fill('a new calm password 31')
  await page.getByTestId('password-change').click()
  await expect(page.getByText('Password changed')).toBeVisible()
  // The old password no longer signs in; the new one does.
  expect((await request.post('/api/auth/login', { data: { email, password } })).status()).toBe(401)
  expect((await request.post('/api/auth/login', { data: { email, password: 'a new calm password 31' } })).status()).toBe(200)

  const download = page.waitForEvent('download')
  await page.getByTestId('export-data').click()
  const file = await download
  expect(file.suggestedFilename()).toBe('astrovedic-my-data.json')
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'))
  expect(data.account).toMatchObject({ email, name: 'Lakshmi Narayan' })

  await page.getByTestId('delete-account').click()
  await page.getByTestId('delete-password').fill('wrong password here 1')
  await page.getByTestId('delete-confirm').click()
  await expect(page.getByText('The password is not correct')).toBeVisible()
  await page.getByTestId('delete-password').fill('a new calm password 31')
  await page.getByTestId('delete-confirm').click()
  await expect(page.getByTestId('sign-in')).toBeVisible()
  expect((await request.post('/api/auth/login', { data: { email, password: 'a new calm password 31' } })).status()).toBe(401)
})

test('/profile in Telugu shows every section in Telugu', async ({ page, request }) => {
  const { session } = await createCustomer(request, 'profile-te')
  await storeSessionInBrowser(page, session)
  await page.goto('/telugu/profile')
  await expect(page.getByRole('heading', { name: 'మీ వివరాలు' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'మీ డేటా' })).toBeVisible()
})

test('a customer changes their email through the link sent to the new address', async ({ page, request }) => {
  const { password, session } = await createCustomer(request, 'email-change')
  await storeSessionInBrowser(page, session)
  await page.goto('/profile')
  const card = page.getByTestId('email-card')
  const newEmail = `moved-${Date.now()}@example.com`
  await card.getByTestId('new-email').fill(newEmail)
  await card.getByTestId('email-password').fill(password)
  await card.getByTestId('email-change').click()
  await expect(card.getByTestId('email-link-sent')).toContainText(newEmail)

  const admin = adminCredentials()
  const adminSession = await apiLogin(request, admin.email, admin.password)
  const outbox = await (await request.get('/api/admin/outbox', { headers: { Authorization: `Bearer ${adminSession.token}` } })).json()
  const link = /(\/profile\?verifyEmail=[0-9a-f]{64})/.exec(outbox.find((m: { to: string }) => m.to === newEmail).text)![1]!
  await page.goto(link)
  await expect(page.getByTestId('email-changed')).toBeVisible()
  await expect(page.getByTestId('current-email')).toHaveText(newEmail)
  expect((await request.post('/api/auth/login', { data: { email: newEmail, password } })).status()).toBe(200)
})
