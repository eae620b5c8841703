import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** The seeded demo customer (server/seed-accounts.ts). */
export const DEMO_CUSTOMER = { email: 'demo@astrovedic.local', password: 'demo-kundli-2026' } as const

/** The brand name that ends every document title. */
export const SITE_NAME = 'AstroVedic'

/** The admin account the server generated for this run's fresh data folder. */
export function adminCredentials(): { email: string; password: string } {
  const file = fileURLToPath(new URL('../../../test-results/e2e-data/admin-credentials.json', import.meta.url))
  return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string }
}

/** A unique, valid email for one test. */
export function uniqueEmail(tag: string): string {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return `e2e-${tag}-${suffix}@example.com`
}

export interface ApiUser {
  id: string
  email: string
  name: string
  role: string
  balance: number
}

export interface ApiSession {
  token: string
  user: ApiUser
}

/** Creates a customer account through the API (POST /api/auth/signup). */
export async function apiSignup(request: APIRequestContext, input: { name: string; email: string; password: string }): Promise<ApiSession> {
  const response = await request.post('/api/auth/signup', { data: input })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as ApiSession
}

/** Signs in through the API (POST /api/auth/login). */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', { data: { email, password } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as ApiSession
}

/** A fresh customer account with a random email; returns its credentials and session. */
export async function createCustomer(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(tag)
  const password = `pw-${Math.random().toString(36).slice(2, 10)}-ok`
  const session = await apiSignup(request, { name: 'E2E Customer', email, password })
  return { email, password, session }
}

/**
 * Puts a session into the browser the way the client stores it (local storage `token` and `user`),
 * then reloads so the app starts signed in.
 */
export async function storeSessionInBrowser(page: Page, session: ApiSession): Promise<void> {
  await page.goto('/')
  await page.evaluate(({ token, user }) => {
    window.localStorage.setItem('token', token)
    window.localStorage.setItem('user', JSON.stringify(user))
  }, session)
}

/** The header (ARIA banner). */
export function header(page: Page): Locator {
  return page.getByRole('banner')
}

/** The signed-in user's account button in the header. */
export function userMenuButton(page: Page, email: string): Locator {
  return header(page).getByRole('button', { name: `Account menu for ${email}` })
}

/** The /login form. */
export function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Sign in form' })
}

/** Fills and submits the sign-in form on the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = loginForm(page)
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/** A content meta tag's value (`name` or `property` attribute). */
export async function metaContent(page: Page, key: string): Promise<string | null> {
  return page.locator(`head meta[name="${key}"], head meta[property="${key}"]`).first().getAttribute('content')
}

/**
 * Types a place into a place picker and chooses the first suggestion whose text contains `match`, with
 * the picker's keyboard (arrow keys, Enter): on a loaded machine the dropdown's opening animation can let
 * a pointer click land on the field beneath it.
 */
export async function choosePlace(page: Page, combobox: Locator, text: string, match: string = text): Promise<void> {
  await combobox.fill(text)
  const list = page.getByRole('listbox', { name: 'Place suggestions' })
  const options = list.getByRole('option')
  await expect(options.filter({ hasText: match }).first()).toBeVisible()
  const count = await options.count()
  for (let i = 0; i < count; i++) {
    await combobox.press('ArrowDown')
    if (((await list.locator('[aria-selected="true"]').textContent()) ?? '').includes(match)) break
  }
  await combobox.press('Enter')
  await expect(list).toHaveCount(0)
}

/**
 * Scrolls a page to its end a screen at a time, so that the sections hydrated only when they come near
 * the viewport (ui/components/hydrate-on-visible.tsx) all hydrate; resolves once every visible one has.
 */
export async function hydrateWholePage(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'))
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
  // Content hidden at this width (the desktop menus on a phone) never comes into view, so never hydrates.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-hydrate-on-visible]')].every((gate) =>
      [...gate.children].every((child) => child.getClientRects().length === 0 || Object.keys(child).some((key) => key.startsWith('__reactFiber$'))),
    ),
  )
}
