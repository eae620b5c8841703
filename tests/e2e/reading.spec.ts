import { expect, test } from './support/test'
import { adminCredentials, apiLogin, storeSessionInBrowser } from './support/helpers'

/** Issue 11, reading side: the learn pages and the blog editor. */
test('a learn page is a full lesson with its diagram and a link into its tool, in English and Hindi', async ({ page }) => {
  await page.goto('/learn-astrology/nakshatras')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('nakshatras')
  const sections = page.getByTestId('guide-sections')
  await expect(sections.locator('section')).toHaveCount(9)
  const words = (await sections.innerText()).split(/\s+/).length
  expect(words).toBeGreaterThan(1200)
  await expect(page.getByTestId('diagram-nakshatras')).toBeVisible()
  await expect(page.getByTestId('diagram-nakshatras')).toContainText('Ashwini')
  await expect(page.getByText('Coming soon')).toHaveCount(0)
  await page.getByTestId('learn-tool-link').click()
  await expect(page).toHaveURL(/\/nakshatra-finder$/)

  await page.goto('/hindi/articles/dasha-periods-guide')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('दशा')
  await expect(page.getByTestId('diagram-dasha')).toContainText('शुक्र')
  await expect(page.getByRole('link', { name: 'अपनी दशाएँ जानें' })).toHaveAttribute('href', '/hindi/dasha-calculator')
})

test('every learn page is server-rendered with its text in Tamil and Telugu', async ({ request }) => {
  for (const [path, heading] of [
    ['/tamil/learn-astrology/planets', 'சூரியன்'],
    ['/telugu/learn-astrology/muhurta', 'ముహూర్త'],
    ['/learn-astrology/basics', 'What jyotish is'],
    ['/learn-astrology/birth-chart', 'lagna'],
    ['/learn-astrology/doshas', 'Mangal'],
    ['/learn-astrology/advanced', 'Shadbala'],
  ] as const) {
    const html = await (await request.get(path)).text()
    // (booleans, so a failure does not print the whole page)
    expect(html.includes(heading), `${path} has "${heading}"`).toBe(true)
    expect(html.includes('data-testid="guide-sections"'), `${path} rendered its sections`).toBe(true)
  }
})

test('an admin writes an article, previews it, publishes it in English and Hindi, and readers find it on the blog', async ({ page, request }) => {
  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  const title = `Mercury Retrograde Survival Notes ${Date.now()}`
  await page.goto('/admin/articles')
  await page.getByTestId('new-article').click()
  await page.getByTestId('editor-title').fill(title)
  await page.getByTestId('editor-excerpt').fill('What to do, and what to postpone, while Mercury moves backwards.')
  await page.getByTestId('editor-content').fill('## Before it starts\n\nBack up your files and **read contracts twice**.\n\n- Re-check travel plans\n- Reconnect with old friends\n\n<script>window.pwned = 1</script>')
  // The live preview is the server's sanitised rendering.
  await expect(page.getByTestId('editor-preview').locator('h2')).toHaveText('Before it starts')
  await expect(page.getByTestId('editor-preview').locator('strong')).toHaveText('read contracts twice')
  await expect(page.getByTestId('editor-preview').locator('li')).toHaveCount(2)
  await expect(page.getByTestId('editor-preview')).toContainText('<script>window.pwned = 1</script>')
  await page.getByTestId('editor-save').click()
  await expect(page.getByTestId('editor-status')).toHaveText('Draft')

  // A draft is not on the blog.
  const slug = title.toLowerCase().replace(/\s+/g, '-')
  expect((await request.get(`/api/articles/${slug}`)).status()).toBe(404)

  await page.getByTestId('editor-language').getByText('हिन्दी').click()
  await page.getByTestId('editor-title').fill('बुध वक्री: बचाव के उपाय')
  await page.getByTestId('editor-excerpt').fill('बुध के वक्री रहते क्या करें और क्या टालें।')
  await page.getByTestId('editor-content').fill('## शुरू होने से पहले\n\nअनुबंध **दो बार पढ़ें**।')
  await page.getByTestId('editor-save').click()
  await expect(page.getByTestId('editor-notice')).toBeVisible()
  await page.getByTestId('editor-publish').click()
  await expect(page.getByTestId('editor-status')).toHaveText('Published')
  // An edit to the published article waits for review: readers keep the published text until it is published.
  await page.getByTestId('editor-language').getByText('English').click()
  await page.getByTestId('editor-content').fill('## Before it starts\n\nBack up your files and **read contracts twice**.\n\nA line added after publishing.')
  await page.getByTestId('editor-save').click()
  await expect(page.getByTestId('editor-unpublished-changes')).toBeVisible()
  expect(((await (await request.get(`/api/articles/${slug}`)).json()) as { html: string }).html).not.toContain('A line added after publishing.')
  await page.getByTestId('editor-publish-changes').click()
  await expect(page.getByTestId('editor-unpublished-changes')).toBeHidden()
  expect(((await (await request.get(`/api/articles/${slug}`)).json()) as { html: string }).html).toContain('A line added after publishing.')

  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByTestId('article-body').locator('strong')).toHaveText('read contracts twice')
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()

  await page.goto(`/hindi/blog/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'बुध वक्री: बचाव के उपाय' })).toBeVisible()
  await expect(page.getByTestId('article-body').locator('strong')).toHaveText('दो बार पढ़ें')

  const rss = await (await request.get('/rss.xml')).text()
  expect(rss).toContain(title)
})

const TOPIC_PATHS = [
  '/topics/marriage-prediction', '/topics/career-astrology', '/topics/health-astrology', '/topics/love-compatibility', '/topics/lucky-numbers',
  '/topics/baby-names', '/topics/sade-sati', '/topics/mangal-dosha', '/topics/kaal-sarp-dosha', '/topics/pitra-dosha', '/topics/shani-mahadasha',
  '/topics/jupiter-transit', '/topics/rahu-ketu-transit', '/topics/solar-eclipse-effects', '/topics/lunar-eclipse-effects', '/topics/retrograde-planets',
  '/topics/navratri-2025', '/topics/diwali-2025-muhurat', '/topics/holi-2025-date', '/topics/karva-chauth-2025', '/love-marriage-astrology',
  '/career-business-astrology', '/health-medical-astrology', '/wealth-finance-astrology', '/spiritual-growth-astrology', '/children-progeny-astrology',
  '/remedies', '/spirituality',
]

test('every topic page and landing is a server-rendered page of at least 800 words, in English and in Telugu', async ({ request }) => {
  for (const path of TOPIC_PATHS) {
    for (const prefix of ['', '/telugu']) {
      const response = await request.get(prefix + path)
      expect(response.status(), prefix + path).toBe(200)
      const html = await response.text()
      expect(html.includes('data-testid="guide-sections"'), `${prefix}${path} rendered its text`).toBe(true)
      expect(html.includes('data-testid="coming-soon"'), `${prefix}${path} is not "coming soon"`).toBe(false)
    }
  }
})

test('topic pages show the live facts: Jupiter’s real sign changes and Diwali’s muhurat for the reader’s year and city', async ({ page }) => {
  await page.goto('/topics/jupiter-transit')
  const words = (await page.getByTestId('guide-sections').innerText()).split(/\s+/).length
  expect(words).toBeGreaterThan(800)
  const rows = page.getByTestId('topic-ingresses').locator('tbody tr')
  expect(await rows.count()).toBeGreaterThanOrEqual(3)
  await expect(page.getByTestId('topic-tools').getByRole('link', { name: 'Planet transits today' })).toBeVisible()

  await page.goto('/topics/diwali-2025-muhurat')
  const diwali = page.getByTestId('topic-festivals').locator('[data-id="diwali"]')
  // Published New Delhi date (the festival engine's reference list, docs/festivals.md).
  await expect(diwali).toHaveAttribute('data-date', '2025-10-20')
  await expect(diwali.getByTestId('festival-muhurat')).toBeVisible()
  await page.getByRole('link', { name: '2026' }).click()
  await expect(page).toHaveURL(/\/topics\/diwali-2026-muhurat$/)
  await expect(page.getByTestId('topic-festivals').locator('[data-id="diwali"]')).toHaveAttribute('data-date', /^2026-1[01]-/)

  await page.goto('/hindi/topics/solar-eclipse-effects')
  await expect(page.getByTestId('topic-facts')).toBeVisible()
  await expect(page.getByTestId('topic-eclipses').getByTestId('festival-entry').first()).toBeVisible()
})

test('an admin annotates a daily horoscope and readers see the note', async ({ page, request, browser }) => {
  const admin = adminCredentials()
  await storeSessionInBrowser(page, await apiLogin(request, admin.email, admin.password))
  await page.goto('/daily-horoscope/taurus')
  await page.getByTestId('horoscope-admin-toggle').click()
  const note = `Our panel's note for Taurus ${Date.now()}`
  await page.getByTestId('horoscope-annotation').fill(note)
  await page.getByTestId('horoscope-admin-save').click()
  await expect(page.getByTestId('horoscope-annotation-note')).toContainText(note)

  const reader = await browser.newPage()
  await reader.goto('/daily-horoscope/taurus')
  await expect(reader.getByTestId('horoscope-annotation-note')).toContainText(note)
  await expect(reader.getByTestId('horoscope-admin')).toHaveCount(0)
  await reader.close()
})

test('/landing, /festivals and /delivery-policy are real pages in every language', async ({ page, request }) => {
  for (const prefix of ['', '/hindi', '/tamil', '/telugu']) {
    for (const path of ['/landing', '/festivals', '/delivery-policy']) {
      const html = await (await request.get(prefix + path)).text()
      expect(html.includes('data-testid="coming-soon"'), `${prefix}${path} is not "coming soon"`).toBe(false)
    }
  }
  await page.goto('/festivals')
  await expect(page.getByTestId('upcoming-festivals')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Diwali \d{4} muhurat$/ })).toBeVisible()
  await page.goto('/tamil/landing')
  await expect(page.getByTestId('landing-features').getByRole('link')).toHaveCount(6)
})
