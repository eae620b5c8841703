import { builtChunkUrl } from './support/built-chunks'
import { firstLoadScripts } from './support/first-load'
import { expect, test } from './support/test'

/**
 * The jyotish and panchang terms of Hindi, Tamil and Telugu are a chunk per language
 * (ui/components/vocabulary.ts): a page loads its own language's, and the chart language's of
 * /hindi-kundli, never the others.
 */
const vocabulary = (language: string) => builtChunkUrl(`components/vocabularies/${language}.ts`)
const ALL = ['hi', 'ta', 'te'].map(vocabulary)

const QUERY = 'name=Test&date=1972-06-01&time=04:16&location=Machilipatnam&gender=male&latitude=16.25&longitude=81.2'

test('each page loads the terms of its own language only, and shows them', async ({ page }) => {
  const cases = [
    { path: '/panchang', wanted: [] as string[], shown: 'Tithi' },
    { path: '/tamil/panchang', wanted: [vocabulary('ta')], shown: 'திதி' },
    { path: '/telugu', wanted: [vocabulary('te')], shown: 'తిథి' },
    { path: `/hindi-kundli?${QUERY}`, wanted: [vocabulary('hi')], shown: 'सूर्य' },
  ]
  for (const { path, wanted, shown } of cases) {
    const loaded = (await firstLoadScripts(page, path)).map((s) => s.url).filter((url) => ALL.includes(url))
    expect(loaded.sort(), path).toEqual([...wanted].sort())
    await expect(page.locator('main'), path).toContainText(shown)
  }
})

test('a client-side visit to /hindi-kundli from an English page fetches the Hindi terms and shows the chart in Hindi', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/kundli')
  const fetched = page.waitForResponse((response) => new URL(response.url()).pathname === vocabulary('hi'))
  await page.getByRole('banner').getByTestId('nav-menu-kundli').hover()
  await page.getByRole('menu').getByRole('menuitem', { name: /Hindi Kundli/ }).click()
  await fetched
  await expect(page).toHaveURL(/\/hindi-kundli$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindi Kundli')
})
