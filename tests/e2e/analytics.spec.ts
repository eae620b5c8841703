import { expect, FRESH_CONTEXT, test, waitForHydration } from './support/test'
import { adminCredentials, apiLogin, storeSessionInBrowser } from './support/helpers'

/**
 * Analytics with consent (DPDP Act 2023): a first-time visitor sees the banner; nothing is
 * reported and no third-party script loads before they agree; after they agree page views and events reach
 * the platform's store, and the admin sees them in the funnel.
 */
test('nothing is reported before consent; after it, page views and events reach the admin’s funnel', async ({ browser, page, request }) => {
  const context = await browser.newContext({ [FRESH_CONTEXT]: true } as object)
  try {
    const visitor = await context.newPage()
    const reported: string[] = []
    const thirdParty: string[] = []
    visitor.on('request', (r) => {
      if (r.url().includes('/api/analytics/events')) reported.push(r.postData() ?? '')
      if (/googletagmanager|google-analytics/.test(r.url())) thirdParty.push(r.url())
    })
    await visitor.goto('/')
    await waitForHydration(visitor)
    await expect(visitor.getByTestId('consent-banner')).toBeVisible()
    await visitor.goto('/kundli')
    await waitForHydration(visitor)
    expect(reported).toEqual([])

    const first = visitor.waitForRequest((r) => r.url().includes('/api/analytics/events'))
    await visitor.getByTestId('consent-accept').click()
    expect(JSON.parse((await first).postData() ?? '{}').events).toEqual([{ name: 'page_view', path: '/kundli', params: {} }])
    await expect(visitor.getByTestId('consent-banner')).toHaveCount(0)

    const viewed = visitor.waitForRequest((r) => r.url().includes('/api/analytics/events') && (r.postData() ?? '').includes('report_view'))
    await visitor.goto('/reports/career')
    await waitForHydration(visitor)
    await viewed
    expect(thirdParty).toEqual([])
    await visitor.reload()
    await waitForHydration(visitor)
    await expect(visitor.getByTestId('consent-banner')).toHaveCount(0)
  } finally {
    await context.close()
  }

  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/admin-dashboard')
  const funnel = page.getByTestId('admin-funnel')
  await expect(funnel.getByRole('cell', { name: '/reports/career' })).toBeVisible()
  expect(Number(await funnel.locator('[data-stage="consideration"]').getAttribute('data-sessions'))).toBeGreaterThan(0)
  expect(Number(await funnel.locator('[data-stage="awareness"]').getAttribute('data-sessions'))).toBeGreaterThan(0)
})

test('the banner speaks the page’s language, and a visitor who declines is never counted', async ({ browser }) => {
  const context = await browser.newContext({ [FRESH_CONTEXT]: true } as object)
  try {
    const visitor = await context.newPage()
    const reported: string[] = []
    visitor.on('request', (r) => r.url().includes('/api/analytics/events') && reported.push(r.url()))
    await visitor.goto('/tamil')
    await waitForHydration(visitor)
    const banner = visitor.getByTestId('consent-banner')
    await expect(banner).toContainText('நீங்கள் ஒப்புக்கொண்டால் மட்டுமே பக்கப் பார்வைகளைக் கணக்கிடுவோம்')
    await visitor.getByTestId('consent-decline').click()
    await visitor.goto('/tamil/kundli')
    await waitForHydration(visitor)
    await expect(visitor.getByTestId('consent-banner')).toHaveCount(0)
    expect(reported).toEqual([])
  } finally {
    await context.close()
  }
})
