import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { openDesk } from '../support/astrologer-desk'

/**
 * What a person does, and nothing else: pages opened by address or by links, forms typed into, buttons
 * tapped as soon as they show. No stored token, no API call standing in for a click, no waiting for the
 * page's code: where a journey needs to know a figure, it reads it off the page.
 */

/** A unique address for one journey's new account. */
export function newEmail(tag: string): string {
  return `journey-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`
}

/**
 * The admin the journeys' server is started with (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts's
 * server environment, as an operator sets them; otherwise the password is generated at start).
 */
export const JOURNEY_ADMIN = { email: 'journeys-admin@example.com', password: 'journeys-admin-2026' } as const

/** The seeded demo astrologers sign in with this password (README). */
export const ASTROLOGER_PASSWORD = 'demo-astro-2026'

/**
 * A browser of its own (a person's phone or laptop). The analytics banner is answered whenever it stands
 * in the way of what the person is about to tap, as a person would answer it.
 */
export async function openBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addLocatorHandler(page.getByTestId('consent-banner'), async () => {
    await page.getByTestId('consent-decline').click()
  })
  return { context, page }
}

export function header(page: Page): Locator {
  return page.getByRole('banner')
}

export function accountMenuButton(page: Page, email: string): Locator {
  return header(page).getByRole('button', { name: `Account menu for ${email}` })
}

/** Sign-up through /signup's form; ends signed in. */
export async function signUp(page: Page, person: { name: string; email: string; password: string }): Promise<void> {
  await page.goto('/signup')
  const form = page.getByRole('form', { name: 'Sign up form' })
  await form.getByLabel('Full name').fill(person.name)
  await form.getByLabel('Email').fill(person.email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expectSignedIn(page, person.email)
}

/**
 * The header shows the new account; when the form answers with an error instead (the address's sign-up
 * allowance, a taken email), the journey fails with what the person reads rather than with a timeout.
 */
export async function expectSignedIn(page: Page, email: string): Promise<void> {
  const menu = accountMenuButton(page, email)
  const refused = page.getByTestId('form-error')
  await expect(menu.or(refused)).toBeVisible()
  if (await refused.isVisible()) throw new Error(`the sign-up form answered: ${(await refused.textContent())?.trim()}`)
}

/** Sign-in through /login's form (the page it was sent to, or /login). */
export async function signIn(page: Page, email: string, password: string, options: { from?: string } = {}): Promise<void> {
  if (options.from !== undefined || !/\/login/.test(page.url())) await page.goto(options.from ?? '/login')
  const form = page.getByRole('form', { name: 'Sign in form' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(accountMenuButton(page, email)).toBeVisible()
}

/**
 * A seeded astrologer in a browser of their own: signed in through /login's form, on their dashboard, with
 * the online switch on (tapped only when it is off), ready to take a chat or a call.
 */
export async function astrologerOnline(browser: Browser, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openBrowser(browser)
  const { page } = opened
  await signIn(page, email, ASTROLOGER_PASSWORD, { from: '/login' })
  await openDesk(page)
  return opened
}

/** Logout from the header's account menu; ends on /login, signed out. */
export async function signOut(page: Page, email: string): Promise<void> {
  await accountMenuButton(page, email).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click()
  await expect(header(page).getByRole('link', { name: 'Sign In' }).first()).toBeVisible()
}

/** The wallet balance the header's account menu shows (₹, two decimals). */
export async function headerBalance(page: Page, email: string): Promise<string> {
  await accountMenuButton(page, email).click()
  const balance = page.getByTestId('wallet-balance')
  await expect(balance).toBeVisible()
  const text = ((await balance.textContent()) ?? '').trim()
  await page.keyboard.press('Escape')
  return text
}

/**
 * A recharge as a person makes one: /dashboard/wallet, a package, Pay, then the gateway's own checkout
 * page and its button for the outcome. Ends on the payment result page.
 */
export async function rechargeThroughCheckout(page: Page, packageId: string, outcome: 'success' | 'failure'): Promise<void> {
  await page.goto('/dashboard/wallet')
  const chosen = page.locator(`[data-testid="recharge-package"][data-package-id="${packageId}"]`)
  await chosen.click()
  // A person checks the amount before paying.
  await expect(page.getByTestId('recharge-summary')).toHaveAttribute('data-pay', (await chosen.getAttribute('data-amount'))!)
  await page.getByTestId('pay-button').click()
  await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//)
  await page.getByRole('button', { name: outcome === 'success' ? /^Pay ₹/ : 'Simulate a failed payment' }).click()
  await page.waitForURL(outcome === 'success' ? /\/payment-success\?orderId=/ : /\/payment-failure\?orderId=/)
}

/**
 * A place typed into a place picker and its suggestion chosen with the keyboard, the way a person picks
 * one from the list that opens under the field.
 */
export async function choosePlace(page: Page, combobox: Locator, text: string, match: string = text): Promise<void> {
  const list = page.getByRole('listbox', { name: 'Place suggestions' })
  // When the list does not open (answering the analytics question took the focus away), the person
  // types the place again.
  await expect(async () => {
    await combobox.fill(text)
    await expect(list.getByRole('option').filter({ hasText: match }).first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  const count = await list.getByRole('option').count()
  for (let i = 0; i < count; i++) {
    await combobox.press('ArrowDown')
    if (((await list.locator('[aria-selected="true"]').textContent()) ?? '').includes(match)) break
  }
  await combobox.press('Enter')
  await expect(list).toHaveCount(0)
}

/**
 * A slow mobile connection: the site's entry script arrives `ms` late, so the server's page shows (and
 * can be typed into) well before its code runs, as it does for many people on a phone.
 */
export async function slowScripts(page: Page, ms: number): Promise<void> {
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })
}
