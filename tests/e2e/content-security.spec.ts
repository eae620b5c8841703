import { expect, test, type Page } from './support/test'

/** Records every Content-Security-Policy violation the page reports (the browser lists them as issues). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`))
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test('validating forms in the browser breaks no rule of the Content-Security-Policy (no eval)', async ({ page }) => {
  const violations = await recordViolations(page)
  // The home page's kundli form loads its schemas on first use; submitting it empty runs them.
  await page.goto('/')
  const kundli = page.getByRole('form', { name: 'Generate Kundli' })
  await kundli.getByRole('button', { name: 'Generate Kundli' }).click()
  await expect(kundli.getByText('Name must be at least 2 characters')).toBeVisible()
  expect(await violations()).toEqual([])

  // The sign-in form validates with the account schemas.
  await page.goto('/login')
  const login = page.locator('form').filter({ has: page.getByRole('button', { name: 'Sign In' }) })
  await login.getByLabel('Email').fill('asha@')
  await login.getByRole('button', { name: 'Sign In' }).click()
  await expect(login.getByText('Enter a valid email address')).toBeVisible()
  expect(await violations()).toEqual([])
})
