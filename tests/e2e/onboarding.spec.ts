import { expect, test } from './support/test'
import { adminCredentials, apiLogin, storeSessionInBrowser } from './support/helpers'

/**
 * Astrologer onboarding: an astrologer applies in Hindi; the admin approves with a rate and a
 * commission in the dashboard; the new astrologer is listed, and the mail tells them in Hindi how to sign in.
 */
test('an astrologer applies in Hindi, the admin approves, and the astrologer is listed', async ({ page, request, browser }) => {
  const email = `applicant-${Date.now()}@example.com`
  const name = `Acharya Test ${Date.now() % 100000}`
  const visitor = await browser.newPage()
  try {
    await visitor.goto('/hindi/astrologers/apply')
    await expect(visitor.locator('html[data-hydrated]')).toHaveCount(1)
    await expect(visitor.getByTestId('page-title')).toHaveText('ज्योतिषी के रूप में जुड़ें')
    await visitor.getByTestId('apply-name').fill(name)
    await visitor.getByTestId('apply-email').fill(email)
    await visitor.getByTestId('apply-phone').fill('+91 90000 12345')
    await visitor.getByTestId('apply-submit').click()
    // The form's rules speak Hindi.
    await expect(visitor.getByText('कम से कम एक भाषा चुनें जिसमें आप परामर्श देते हैं')).toBeVisible()
    await visitor.getByTestId('apply-languages').click()
    await visitor.getByRole('option', { name: 'हिंदी' }).click()
    await visitor.getByRole('option', { name: 'संस्कृत' }).click()
    await visitor.keyboard.press('Escape')
    await visitor.getByTestId('apply-specialties').click()
    await visitor.getByRole('option', { name: 'प्रश्न ज्योतिष' }).click()
    await visitor.keyboard.press('Escape')
    await visitor.getByTestId('apply-bio').fill('Twenty years of Parashari practice in Ujjain; muhurat for weddings and griha pravesh, and careful dasha readings.')
    await visitor.getByTestId('apply-submit').click()
    await expect(visitor.getByTestId('application-sent')).toBeVisible()
  } finally {
    await visitor.close()
  }

  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/admin-dashboard')
  const application = page.getByTestId('admin-applications').locator(`[data-testid="application"][data-email="${email}"]`)
  await expect(application).toBeVisible()
  await application.getByTestId('approve-rate').fill('42')
  await application.getByTestId('approve-commission').fill('20')
  await application.getByTestId('approve-application').click()
  await expect(application).toHaveCount(0)

  await page.goto('/astrologers')
  await expect(page.getByText(name)).toBeVisible()
  const outbox = await (await request.get('/api/admin/outbox', { headers: { Authorization: `Bearer ${(await apiLogin(request, admin.email, admin.password)).token}` } })).json()
  // The mail is in the language the application was sent in, with links to the Hindi pages.
  const mail = outbox.find((m: { to: string }) => m.to === email) as { subject: string; text: string }
  expect(mail.subject).toBe('AstroVedic में आपका स्वागत है: आपका ज्योतिषी खाता तैयार है')
  expect(mail.text).toContain('/hindi/reset-pin')
})
