import { expect, test } from './support/test'
import { header } from './support/helpers'

/** Each language's home path, <html lang> and the Unicode block its translated text is written in. */
const HOME_PAGES = [
  { path: '/', lang: 'en', script: /[A-Za-z]/, scriptName: 'Latin' },
  { path: '/hindi', lang: 'hi', script: /[\u0900-\u097F]/, scriptName: 'Devanagari' },
  { path: '/tamil', lang: 'ta', script: /[\u0B80-\u0BFF]/, scriptName: 'Tamil' },
  { path: '/telugu', lang: 'te', script: /[\u0C00-\u0C7F]/, scriptName: 'Telugu' },
] as const

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces']

test.describe('home page in four languages', () => {
  for (const home of HOME_PAGES) {
    test(`${home.path} renders hero and navigation in ${home.scriptName} script with <html lang="${home.lang}">`, async ({ page }) => {
      await page.goto(home.path)

      const hero = page.getByRole('heading', { level: 1 })
      await expect(hero).toBeVisible()
      const nav = header(page).getByRole('navigation')
      await expect(nav).toBeVisible()
      // The seven dropdown menus and the Blog link.
      await expect(nav.getByRole('button')).toHaveCount(7)
      await expect(nav.getByRole('link')).toHaveCount(1)

      await expect(page.locator('html')).toHaveAttribute('lang', home.lang)

      // Translated text, not just the language switcher's native name: the hero heading and the menus.
      await expect(hero).toHaveText(home.script)
      await expect(nav).toHaveText(home.script)
      if (home.lang === 'en') {
        await expect(hero).toHaveText('Discover what the stars hold for you')
        await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
      } else {
        // A translated page keeps its prefix on internal links.
        await expect(nav.getByRole('link')).toHaveAttribute('href', `${home.path}/blog`)
      }
    })
  }
})

test('home: the 12 zodiac tiles link to their daily horoscope and load their images', async ({ page }) => {
  await page.goto('/')
  const zodiac = page.getByRole('region', { name: 'Choose your zodiac sign' })
  const tiles = zodiac.getByRole('link')
  await expect(tiles).toHaveCount(12)

  for (const [index, sign] of SIGNS.entries()) {
    const tile = tiles.nth(index)
    await expect(tile).toHaveAccessibleName(sign)
    await expect(tile).toHaveAttribute('href', `/daily-horoscope/${sign.toLowerCase()}`)
    const image = tile.locator('img')
    await expect(image).toHaveAttribute('src', `/api/zodiac-image/${sign}.jpg`)
    // The images are lazy: bring each into view, then it must have really loaded.
    await image.scrollIntoViewIfNeeded()
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${sign} image loaded` }).toBe(true)
  }

  // A tile really leads to its page.
  await tiles.first().click()
  await expect(page).toHaveURL(/\/daily-horoscope\/aries$/)
})

test('home: the first three astrologers, View All, and the live count of expert astrologers', async ({ page, request }) => {
  const response = await request.get('/api/astrologers')
  expect(response.ok()).toBe(true)
  const astrologers = (await response.json()) as Array<{ name: string; slug: string }>
  expect(astrologers.length).toBeGreaterThan(3)

  await page.goto('/')

  const section = page.getByRole('region', { name: 'Our top astrologers' })
  const cards = section.getByRole('link').filter({ hasText: 'View profile' })
  await expect(cards).toHaveCount(3)
  for (const [index, astrologer] of astrologers.slice(0, 3).entries()) {
    await expect(cards.nth(index)).toContainText(astrologer.name)
    await expect(cards.nth(index)).toHaveAttribute('href', `/astrologer/${astrologer.slug}`)
  }
  await expect(section.getByText(astrologers[3].name)).toHaveCount(0)

  const viewAll = section.getByRole('link', { name: 'View All Astrologers' })
  await expect(viewAll).toHaveAttribute('href', '/astrologers')

  const stats = page.getByRole('region', { name: 'Live statistics' })
  await expect(stats.getByText('Expert astrologers')).toBeVisible()
  await expect(stats.getByTestId('stat-astrologers')).toHaveText(String(astrologers.length))

  await viewAll.click()
  await expect(page).toHaveURL(/\/astrologers$/)
})
