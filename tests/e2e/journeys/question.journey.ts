import { expect, test } from '@playwright/test'
import { ASTROLOGER_PASSWORD, expectSignedIn, choosePlace, newEmail, openBrowser, signIn } from './person'

const ANSWER =
  'Venus, the lord of your seventh house, is strong in your chart, and Jupiter moves over your Moon sign from the middle of next year. ' +
  'The best time for marriage opens after that; meanwhile let your family begin the search and keep the Friday fast.'

test('a visitor types the free question, signs up on the way, and reads the astrologer’s answer', async ({ browser }) => {
  test.setTimeout(240_000)
  const { context, page } = await openBrowser(browser)
  const email = newEmail('question')
  // One of a kind, so the astrologer finds this customer's question among the others of the run.
  const question = `When will I get married, and will it be a love or an arranged marriage? (${email.slice(8, 20)})`

  await page.goto('/')
  await page.getByTestId('promo-free-question').click()
  await page.waitForURL(/\/ask-a-question$/)
  const form = page.getByTestId('question-form')
  await form.getByText('Marriage', { exact: true }).click()
  await form.getByTestId('question-text-input').fill(question)
  await form.locator('input[autocomplete="name"]').fill('Kavya Reddy')
  await form.locator('input[type="date"]').fill('1996-04-18')
  await form.locator('input[type="time"]').fill('07:35')
  await choosePlace(page, form.getByRole('combobox', { name: 'Birth place' }), 'Hyderabad')

  // Not signed in: the question is sent after signing up, and what was typed comes back.
  await form.getByTestId('question-signup').click()
  await page.waitForURL(/\/signup\?redirect=/)
  const signup = page.getByRole('form', { name: 'Sign up form' })
  await signup.getByLabel('Full name').fill('Kavya Reddy')
  await signup.getByLabel('Email').fill(email)
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill('kavya asks one question 8')
  await signup.getByRole('button', { name: 'Sign Up' }).click()
  await expectSignedIn(page, email)
  await page.waitForURL(/\/ask-a-question$/)
  const back = page.getByTestId('question-form')
  await expect(back.getByTestId('question-text-input')).toHaveValue(question)
  await expect(back.locator('input[autocomplete="name"]')).toHaveValue('Kavya Reddy')
  await back.getByTestId('question-submit').click()

  const mine = page.getByTestId('question')
  await expect(mine).toHaveAttribute('data-status', 'open')
  await expect(mine.getByTestId('question-text')).toHaveText(question)
  await expect(page.getByTestId('question-form')).toHaveCount(0)

  // The astrologer, on their own laptop, finds it from the dashboard and answers it.
  const astrologer = await openBrowser(browser)
  await signIn(astrologer.page, 'priya-deshpande@astrovedic.local', ASTROLOGER_PASSWORD)
  await astrologer.page.goto('/astrologer-dashboard')
  await astrologer.page.getByTestId('open-questions-link').click()
  await astrologer.page.waitForURL(/\/astrologer-dashboard\/questions$/)
  const card = astrologer.page.getByTestId('question').filter({ hasText: question })
  await expect(card.getByText('Marriage', { exact: true })).toBeVisible()
  await expect(card.getByTestId('question-kundli')).toHaveAttribute('href', /date=1996-04-18/)
  await card.getByTestId('question-take').click()
  await card.getByTestId('answer-input').fill(ANSWER)
  await card.getByTestId('answer-send').click()
  await expect(astrologer.page.getByTestId('questions-notice')).toContainText('your answer was sent')
  await expect(astrologer.page.getByTestId('question').filter({ hasText: question })).toHaveCount(0)
  await astrologer.context.close()

  // The customer sees the answer on the question's page, and on the dashboard.
  await page.reload()
  await expect(page.getByTestId('question')).toHaveAttribute('data-status', 'answered')
  await expect(page.getByTestId('question-answer')).toContainText('Venus, the lord of your seventh house')
  await page.goto('/dashboard')
  await expect(page.getByText('Answered: read the answer')).toBeVisible()
  // The offer is used: the home banner no longer promises it to this customer.
  await page.goto('/')
  await expect(page.getByTestId('promo-free-report')).toBeVisible()
  await expect(page.getByTestId('promo-free-question')).toHaveCount(0)
  await context.close()
})
