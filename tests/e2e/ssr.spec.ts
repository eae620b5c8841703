import { expect, test, type APIRequestContext, type Page } from './support/test'
import { hydrateWholePage, SITE_NAME } from './support/helpers'

/**
 * Server-side rendering: the HTML the server sends (no JavaScript run) carries the page's heading,
 * its content and its metadata, in the language of the URL; the browser then hydrates it without a
 * mismatch (React reports one as an error in the console) and without re-fetching what the server sent.
 */

interface Astrologer {
  name: string
}
interface Article {
  title: string
  slug: string
  excerpt: string
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: 'text/html' } })
  expect(response.status(), path).toBe(200)
  expect(response.headers()['content-type']).toContain('text/html')
  return response.text()
}

/** The text of the first <h1> in raw HTML, tags inside it removed. */
function firstHeading(source: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(source)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").trim()
}

function metaContent(source: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`)
  return pattern.exec(source)?.[1]
}

const KUNDLI_LINK = '/kundli?name=Asha&date=1990-01-01&time=10:00&location=New%20Delhi&gender=female&latitude=28.6139&longitude=77.209'

test('the server renders the home page with its heading, live content and social tags', async ({ request, baseURL }) => {
  const [source, astrologers] = await Promise.all([html(request, '/'), request.get('/api/astrologers').then((r) => r.json() as Promise<Astrologer[]>)])
  expect(source).toMatch(/^<!DOCTYPE html><html lang="en"/)
  expect(firstHeading(source)).toBe('Discover what the stars hold for you')
  expect(source).toContain(`<title>Vedic Astrology, Free Kundli &amp; Online Astrologers | ${SITE_NAME}</title>`)
  expect(metaContent(source, 'og:url')).toBe(`${baseURL}/`)
  expect(metaContent(source, 'twitter:card')).toBe('summary_large_image')
  expect(source).toContain(`<link rel="canonical" href="${baseURL}/"/>`)
  expect(source).toContain(`hrefLang="hi" href="${baseURL}/hindi"`)
  // The first three astrologers and today's panchang come from the server's data, not a loading state.
  for (const astrologer of astrologers.slice(0, 3)) expect(source).toContain(`>${astrologer.name}<`)
  // Their portraits are below the fold: lazy, so React does not preload them ahead of the stylesheets.
  expect(source).not.toContain('rel="preload" as="image"')
  const today = (await (await request.get('/api/panchang/today')).json()) as { data: { tithi: { name: string } } }
  expect(source).toContain(today.data.tithi.name)
})

test('the server renders pages in the language of their URL', async ({ request }) => {
  const hindi = await html(request, '/hindi')
  expect(hindi).toMatch(/<html lang="hi"/)
  expect(firstHeading(hindi)).toMatch(/[\u0900-\u097F]/)
  const tamil = await html(request, '/tamil/panchang')
  expect(tamil).toMatch(/<html lang="ta"/)
  expect(firstHeading(tamil)).toMatch(/[\u0B80-\u0BFF]/)
  // The page language's fonts (regular and semibold) are preloaded, and only those.
  expect(tamil).toMatch(/rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-tamil-tamil-400-normal-[^"]+\.woff2"/)
  expect(tamil).toMatch(/rel="preload" as="font" type="font\/woff2" href="\/assets\/noto-sans-tamil-tamil-600-normal-[^"]+\.woff2"/)
  expect(tamil).not.toContain('noto-sans-devanagari-devanagari-400')
  expect(await html(request, '/telugu')).toMatch(/<html lang="te"/)
})

test('the month calendar and the festival calendars arrive with their days in the HTML, not as placeholders', async ({ request }) => {
  // Both are computed on the worker pool; the server waits for them as it does for the day page.
  const month = await html(request, '/panchang/month?month=2025-10')
  expect(month).not.toContain('mantine-Skeleton')
  expect(month.match(/data-testid="month-cell"/g)).toHaveLength(31)
  expect(month).toContain('Diwali')
  for (const path of ['/year-2025/festivals', '/hindu-festivals?year=2025', '/tamil/year-2025/festivals']) {
    const festivals = await html(request, path)
    expect(festivals, path).not.toContain('mantine-Skeleton')
    // Diwali's Lakshmi puja fell on Monday 20 October 2025 in Delhi.
    if (!path.startsWith('/tamil')) expect(festivals, path).toMatch(/Diwali \(Lakshmi Puja\)[\s\S]{0,400}Monday, 20 October 2025/)
    else expect(festivals).toContain('20 அக்டோபர், 2025')
  }
})

test("the recharge packages and the chart preview's sample arrive in the HTML", async ({ request }) => {
  const packages = (await (await request.get('/api/wallet/packages')).json()) as Array<{ id: string }>
  const wallet = await html(request, '/wallet-recharge')
  expect(wallet).not.toContain('mantine-Skeleton')
  expect(wallet.match(/data-testid="recharge-package"/g)).toHaveLength(packages.length)
  // Without a birth in its link, /chart-test draws India's independence chart, computed on the server.
  const sample = (await (await request.get('/api/kundli?date=1947-08-15&time=00:00&lat=28.6139&lon=77.209&tz=Asia/Kolkata')).json()) as { ascendant: { sign: number } }
  const preview = await html(request, '/chart-test')
  expect(preview).not.toContain('mantine-Skeleton')
  // The North Indian chart's first house holds the ascendant's sign.
  expect(preview).toContain(`data-house="1" data-sign="${sample.ascendant.sign}"`)
})

test('a shared kundli link arrives with the computed chart in the HTML', async ({ request }) => {
  const source = await html(request, KUNDLI_LINK)
  const chart = (await (await request.get('/api/kundli?date=1990-01-01&time=10:00&lat=28.6139&lon=77.209')).json()) as {
    ascendant: { signName: string }
    planets: Array<{ id: string; signName: string }>
  }
  expect(firstHeading(source)).toBe('Free Kundli')
  expect(source).toContain(chart.ascendant.signName)
  const moon = chart.planets.find((p) => p.id === 'moon')!
  expect(source).toContain(moon.signName)
  expect(source).toContain('Vimshottari')
})

test('the server renders the astrologer list, the panchang and a blog article', async ({ request }) => {
  const astrologers = (await (await request.get('/api/astrologers')).json()) as Astrologer[]
  const list = await html(request, '/astrologers')
  expect(firstHeading(list)).toBe('Talk to Astrologers')
  for (const astrologer of astrologers) expect(list).toContain(astrologer.name)

  const panchang = await html(request, '/panchang')
  expect(firstHeading(panchang)).toBe("Today's Panchang")
  expect(panchang).toContain('Sunrise')

  const articles = (await (await request.get('/api/articles?lang=en')).json()) as Article[]
  const article = await html(request, `/blog/${articles[0]!.slug}`)
  expect(firstHeading(article)).toBe(articles[0]!.title)
  expect(metaContent(article, 'og:url')).toMatch(new RegExp(`/blog/${articles[0]!.slug}$`))
})

test('an unknown path is a 404 rendered on the server', async ({ request }) => {
  const response = await request.get('/no-such-page-anywhere')
  expect(response.status()).toBe(404)
  expect(firstHeading(await response.text())).toBe('Page not found')
})

/** Console errors and failed API reads while a page loads and hydrates. */
async function watch(page: Page): Promise<{ errors: string[]; apiReads: string[] }> {
  const errors: string[] = []
  const apiReads: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') && request.method() === 'GET' && !url.pathname.startsWith('/api/analytics')) apiReads.push(url.pathname)
  })
  return { errors, apiReads }
}

for (const path of ['/', '/hindi', KUNDLI_LINK, '/panchang', '/astrologers', '/blog']) {
  test(`${path} hydrates without a mismatch and without fetching its data again`, async ({ page }) => {
    const seen = await watch(page)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // The sections below the fold hydrate as they come into view: bring them all, then look.
    await hydrateWholePage(page)
    expect(seen.errors, 'console errors (React reports hydration mismatches there)').toEqual([])
    // The data the server rendered travelled with the page: no read of it goes out again.
    for (const read of ['/api/kundli', '/api/panchang', '/api/astrologers', '/api/articles', '/api/stats']) {
      expect(seen.apiReads.filter((p) => p === read || p.startsWith(`${read}/`)), read).toEqual([])
    }
  })
}

// Between them these two zones are on a different date from the server's and from India's at every hour
// of the day, so a page that shows "today" from the browser's clock fails here whenever the suite runs.
for (const timezoneId of ['Pacific/Kiritimati', 'Etc/GMT+12']) {
  test(`the home page hydrates without a mismatch for a browser in ${timezoneId}`, async ({ browser }) => {
    const context = await browser.newContext({ timezoneId })
    const page = await context.newPage()
    const seen = await watch(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await hydrateWholePage(page)
    expect(seen.errors).toEqual([])
    await context.close()
  })
}

test('what only the browser knows (a remembered place, a chosen chart style) applies after hydration, without a mismatch', async ({ page }) => {
  const seen = await watch(page)
  await page.goto('/')
  await page.evaluate(() => {
    window.localStorage.setItem('chart-style', 'south')
    window.localStorage.setItem('panchang_place', JSON.stringify({ name: 'Chennai, Tamil Nadu, India', lat: 13.0878, lon: 80.2785, tz: 'Asia/Kolkata' }))
  })
  await page.goto(KUNDLI_LINK)
  await page.goto('/panchang')
  // The server rendered New Delhi; the browser's remembered place follows right after hydration.
  await expect(page.getByText('Chennai, Tamil Nadu, India').first()).toBeVisible()
  expect(seen.errors).toEqual([])
})

test('a remembered dark scheme is applied by the inline script in the head before the first paint, with no CSP violation or mismatch', async ({ page }) => {
  const seen = await watch(page)
  await page.goto('/')
  await page.evaluate(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'))
  // Read as soon as the document is parsed, before any module script runs.
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { schemeAtParse: document.documentElement.getAttribute('data-mantine-color-scheme') })
    }),
  )
  await page.goto('/panchang')
  expect(await page.evaluate(() => (window as unknown as { schemeAtParse: string }).schemeAtParse)).toBe('dark')
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  // The script removed itself, so the browser's document matches what React hydrates.
  await expect(page.locator('script', { hasText: 'mantine-color-scheme-value' })).toHaveCount(0)
  // The header's toggle hydrates once visible: the server drew it for light, and the first client render must agree.
  const toggle = page.getByRole('banner').getByTestId('theme-toggle')
  await expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme')
  await expect(toggle.locator('svg:visible')).toHaveClass(/tabler-icon-sun/)
  expect(seen.errors).toEqual([])
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light')
  await expect(toggle).toHaveAttribute('aria-label', 'Switch to dark theme')
  await expect(toggle.locator('svg:visible')).toHaveClass(/tabler-icon-moon-stars/)
  expect(await page.evaluate(() => window.localStorage.getItem('mantine-color-scheme-value'))).toBe('light')
})

test('the client source maps are built but never served', async ({ request }) => {
  const source = await html(request, '/')
  const entry = /"(\/assets\/main-[^"]+\.js)"/.exec(source)?.[1]
  expect(entry).toBeTruthy()
  expect((await request.get(entry!)).status()).toBe(200)
  expect((await request.get(`${entry}.map`)).status()).toBe(404)
})

test('the client entry is requested after the first contentful paint, by an inline script with the nonce', async ({ page, request }) => {
  const response = await request.get('/kundli', { headers: { accept: 'text/html' } })
  const source = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  expect(nonce).toBeTruthy()
  // No module script in the markup: the preload scanner would fetch it, and its ~90 imports, during the first paint.
  expect(source).not.toMatch(/<script[^>]+type="module"/)
  expect(source).toContain(`<script nonce="${nonce}">(function () {\n  var loaded = false`)

  const seen = await watch(page)
  await page.goto('/kundli')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated')
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    entry: performance.getEntriesByType('resource').find((r) => /\/assets\/main-[^/]+\.js$/.test(r.name))?.startTime ?? NaN,
    inDocument: [...document.scripts].filter((s) => /\/assets\/main-/.test(s.src)).length,
  }))
  expect(timing.entry).toBeGreaterThanOrEqual(timing.paint)
  expect(timing.inDocument).toBe(1)
  expect(seen.errors).toEqual([])
})

test('every English page of the sitemap comes from the server with its heading and without a loading placeholder', async ({ request, baseURL }) => {
  test.setTimeout(240_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((p) => !/^\/(hindi|tamil|telugu)(\/|$)/.test(p))
  expect(paths.length).toBeGreaterThan(200)
  const missing: string[] = []
  for (const path of paths) {
    const source = await html(request, path)
    // A skeleton in the server's HTML is data the server did not wait for: search engines index the placeholder.
    if (!firstHeading(source) || source.includes('mantine-Skeleton')) missing.push(path)
  }
  expect(missing, `pages served without their content (${baseURL})`).toEqual([])
})
