import { expect, test } from './support/test'
import { metaContent, SITE_NAME } from './support/helpers'

const BLOG_TITLE = `Astrology Blog | ${SITE_NAME}`
const BLOG_DESCRIPTION = 'Articles on planetary transits, conjunctions, eclipses, retrogrades and festivals.'
const HOME_TITLE = `Vedic Astrology, Free Kundli & Online Astrologers | ${SITE_NAME}`
const HOME_DESCRIPTION =
  'Free kundli, kundli matching, daily horoscopes, panchang and chat with expert Vedic astrologers. First 5 minutes of chat free.'

test('/blog sets the document title and the social-share tags', async ({ page, baseURL }) => {
  await page.goto('/blog')
  await expect(page).toHaveTitle(BLOG_TITLE)
  await expect.poll(() => metaContent(page, 'og:title')).toBe(BLOG_TITLE)
  await expect.poll(() => metaContent(page, 'og:description')).toBe(BLOG_DESCRIPTION)
  await expect.poll(() => metaContent(page, 'description')).toBe(BLOG_DESCRIPTION)
  await expect.poll(() => metaContent(page, 'og:type')).toBe('website')
  await expect.poll(() => metaContent(page, 'og:site_name')).toBe(SITE_NAME)
  await expect.poll(() => metaContent(page, 'og:url')).toBe(`${baseURL}/blog`)
  await expect.poll(() => metaContent(page, 'twitter:card')).toBe('summary_large_image')
})

test('metadata follows client-side navigation and an unknown path uses the home metadata', async ({ page, baseURL }) => {
  await page.goto('/blog')
  await expect(page).toHaveTitle(BLOG_TITLE)

  // A client-side route change to an unknown path (no reload).
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page')
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(HOME_TITLE)
  await expect.poll(() => metaContent(page, 'og:title')).toBe(HOME_TITLE)
  await expect.poll(() => metaContent(page, 'og:description')).toBe(HOME_DESCRIPTION)

  // And straight from the server.
  await page.goto('/some/unknown/deep-path')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(HOME_TITLE)
  await expect.poll(() => metaContent(page, 'og:title')).toBe(HOME_TITLE)
  await expect.poll(() => metaContent(page, 'og:description')).toBe(HOME_DESCRIPTION)
  await expect.poll(() => metaContent(page, 'og:url')).toBe(`${baseURL}/`)
})
