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
