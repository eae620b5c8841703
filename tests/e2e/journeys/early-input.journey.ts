import { expect, test, type Page } from '@playwright/test'
import { accountMenuButton, choosePlace, newEmail, openBrowser, signOut, signUp, slowScripts } from './person'

/**
 * On a slow connection the server's page shows seconds before its code runs. A person types and taps
 * as soon as they see the form: nothing they typed may vanish, and no tap may be lost. Every field is
 * filled and every button tapped at once, without waiting for the page to become interactive.
 */
const DELAY_MS = 2500

async function slowPage(browser: import('@playwright/test').Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openBrowser(browser)
  await slowScripts(page, DELAY_MS)
  return { page, close: () => context.close() }
}

test('sign-up and sign-in forms filled and sent before the page is interactive still sign the person in', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  const email = newEmail('early')
  await page.goto('/signup', { waitUntil: 'commit' })
  const signup = page.getByRole('form', { name: 'Sign up form' })
  await signup.getByLabel('Full name').fill('Early Asha')
  await signup.getByLabel('Email').fill(email)
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('typed before the code 1')
  await signup.getByRole('button', { name: 'Sign Up' }).click()
  await expect(accountMenuButton(page, email)).toBeVisible()
  // The password never went into the address bar (a form sent before the code arrives would GET it).
  expect(page.url()).not.toContain('password')

  await signOut(page, email)
  await page.goto('/login', { waitUntil: 'commit' })
  const login = page.getByRole('form', { name: 'Sign in form' })
  await login.getByLabel('Email').fill(email)
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('typed before the code 1')
  // Enter in the password field, as many people send a form.
  await login.getByRole('textbox', { name: 'Password', exact: true }).press('Enter')
  await expect(accountMenuButton(page, email)).toBeVisible()
  expect(page.url()).not.toContain('password')
  await close()
})

test('the home kundli form keeps what was typed and chosen before the page was interactive', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  await page.goto('/', { waitUntil: 'commit' })
  const form = page.getByRole('form', { name: 'Generate Kundli' })
  await form.getByLabel('Full name').fill('Asha Rao')
  await form.getByRole('radio', { name: 'Female', exact: true }).check()
  await form.getByLabel('Birth date').fill('1990-05-15')
  await form.getByLabel('Birth time').fill('10:30')
  // The place picker needs the page's code to search; a person types, then picks from the list.
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Chennai')
  await expect(form.getByLabel('Full name')).toHaveValue('Asha Rao')
  await expect(form.getByRole('radio', { name: 'Female', exact: true })).toBeChecked()
  await expect(form.getByLabel('Birth date')).toHaveValue('1990-05-15')
  await form.getByRole('button', { name: 'Generate Kundli' }).click()
  await page.waitForURL((u) => u.pathname === '/kundli')
  const search = new URL(page.url()).searchParams
  expect(search.get('name')).toBe('Asha Rao')
  expect(search.get('date')).toBe('1990-05-15')
  expect(search.get('time')).toBe('10:30')
  expect(search.get('gender')).toBe('female')
  await close()
})

test('/kundli and /kundli-matching keep names typed before the page was interactive', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  await page.goto('/kundli', { waitUntil: 'commit' })
  const name = page.getByRole('main').getByLabel('Full name').first()
  await name.fill('Ravi Kumar')
  // Something the page's code must answer: the place search lists suggestions once the code runs.
  await choosePlace(page, page.getByRole('main').getByRole('combobox', { name: 'Birth place' }).first(), 'Pune')
  await expect(name).toHaveValue('Ravi Kumar')

  await page.goto('/kundli-matching', { waitUntil: 'commit' })
  await page.getByLabel("Boy's Name").fill('Arjun')
  await page.getByLabel("Girl's Name").fill('Meera')
  await page.getByLabel("Boy's Birth date").fill('1990-01-15')
  await choosePlace(page, page.getByRole('group', { name: "Boy's details" }).getByRole('combobox', { name: 'Birth place' }), 'New Delhi')
  await expect(page.getByLabel("Boy's Name")).toHaveValue('Arjun')
  await expect(page.getByLabel("Girl's Name")).toHaveValue('Meera')
  await expect(page.getByLabel("Boy's Birth date")).toHaveValue('1990-01-15')
  await close()
})

test('the report order form keeps every birth detail typed before the page was interactive', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  // Ordering is for a signed-in person: the form shows only to them.
  await signUp(page, { name: 'Arjun Mehta', email: newEmail('early-report'), password: 'arjun orders early 5' })
  await page.goto('/reports/premium', { waitUntil: 'commit' })
  const form = page.getByTestId('report-order-form')
  await form.locator('input[autocomplete="name"]').fill('Arjun Mehta')
  await form.locator('input[type="date"]').fill('1988-02-20')
  await form.locator('input[type="time"]').fill('23:10')
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Pune')
  await expect(form.locator('input[autocomplete="name"]')).toHaveValue('Arjun Mehta')
  await expect(form.locator('input[type="date"]')).toHaveValue('1988-02-20')
  await expect(form.locator('input[type="time"]')).toHaveValue('23:10')
  await close()
})

test('a password change typed and tapped before the profile page was interactive changes the password', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  const email = newEmail('early-password')
  await signUp(page, { name: 'Meera Iyer', email, password: 'meera first quiet 4' })
  await page.goto('/profile', { waitUntil: 'commit' })
  // Both fields and the tap before the page's code runs: the change needs the current password to reach the server.
  await page.getByLabel('Current password').fill('meera first quiet 4')
  await page.getByLabel('New password').fill('meera second quiet 5')
  await page.getByTestId('password-change').click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await close()
})

test('the contact form sent before the page was interactive is sent', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  await page.goto('/support', { waitUntil: 'commit' })
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Your name').fill('Early Kavya')
  await form.getByLabel('Email').fill('early.kavya@example.com')
  await form.getByLabel('Message').fill('My recharge went through but I want a receipt for it.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('contact-sent')).toBeVisible()
  await close()
})

test('Start Chat tapped before the page was interactive is acted on', async ({ browser }) => {
  const { page, close } = await slowPage(browser)
  await page.goto('/astrologers', { waitUntil: 'commit' })
  await page.getByTestId('astrologer-card').first().getByTestId('start-chat').click()
  // Signed out, Start Chat sends the visitor to sign in and come back.
  await page.waitForURL(/\/login\?redirect=/)
  await close()
})
