import { expect, test } from '@playwright/test'
import { newEmail, openBrowser, signIn, signOut, signUp } from './person'

test('a new customer signs up, signs out and in, changes the password, and only the new one works', async ({ browser }) => {
  const { context, page } = await openBrowser(browser)
  const email = newEmail('account')
  await signUp(page, { name: 'Asha Rao', email, password: 'first calm password 7' })
  await signOut(page, email)
  await signIn(page, email, 'first calm password 7')

  await page.goto('/profile')
  await page.getByLabel('Current password').fill('first calm password 7')
  await page.getByLabel('New password').fill('second calm password 8')
  await page.getByTestId('password-change').click()
  await expect(page.getByText('Password changed')).toBeVisible()
  await signOut(page, email)

  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Sign in form' })
  await form.getByLabel('Email').fill(email)
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('first calm password 7')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password')
  await signIn(page, email, 'second calm password 8', { from: '/login' })
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu for ${email}` })).toBeVisible()
  await context.close()
})
