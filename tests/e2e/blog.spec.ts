import { expect, test } from './support/test'

interface Article {
  id: number
  slug: string
  title: string
  content: string
}

test('blog list pages through 20 articles, 3 at a time', async ({ page }) => {
  await page.goto('/blog')
  const range = page.getByText(/^Showing \d+-\d+ of \d+ articles$/)
  await expect(range).toHaveText('Showing 1-3 of 20 articles')

  const pager = page.getByRole('navigation', { name: 'Blog pages' })
  const previous = pager.getByRole('button', { name: 'Previous' })
  const next = pager.getByRole('button', { name: 'Next' })
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(7)
  await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')

  const cards = page.getByRole('main').getByRole('link').filter({ hasText: 'Read More' })
  await expect(cards).toHaveCount(3)
  const firstPageTitles = await cards.getByRole('heading').allTextContents()

  await next.click()
  await expect(range).toHaveText('Showing 4-6 of 20 articles')
  await expect(previous).toBeEnabled()
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(cards).toHaveCount(3)
  const secondPageTitles = await cards.getByRole('heading').allTextContents()
  expect(secondPageTitles.filter((t) => firstPageTitles.includes(t))).toEqual([])

  // The last page holds the remaining two, and Next is disabled there.
  await pager.getByRole('button', { name: 'Page 7' }).click()
  await expect(range).toHaveText('Showing 19-20 of 20 articles')
  await expect(cards).toHaveCount(2)
  await expect(next).toBeDisabled()

  await previous.click()
  await expect(range).toHaveText('Showing 16-18 of 20 articles')
})

test('the list starts with the newest article, and opening it shows it', async ({ page, request }) => {
  const response = await request.get('/api/articles?lang=en')
  expect(response.ok()).toBe(true)
  const articles = (await response.json()) as Array<Article & { date: string }>
  const days = articles.map((a) => Date.parse(a.date))
  expect(days).toEqual([...days].sort((a, b) => b - a))
  const [first] = articles

  await page.goto('/blog')
  const firstCard = page.getByRole('main').getByRole('link').filter({ hasText: 'Read More' }).first()
  await expect(firstCard.getByRole('heading')).toHaveText(first!.title)
  await firstCard.click()
  await expect(page).toHaveURL(new RegExp(`/blog/${first!.slug}$`))
  await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toHaveText(first!.title)
})

test('an article with a body shows its content, not the placeholder', async ({ page, request }) => {
  const articles = (await (await request.get('/api/articles?lang=en')).json()) as Article[]
  const written = articles.find((a) => a.content.trim() !== '')!
  // The first section heading of its Markdown body.
  const firstHeading = written.content.match(/^##\s+(.+)$/m)?.[1].trim()
  expect(firstHeading).toBeTruthy()

  await page.goto(`/blog/${written.slug}`)
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(written.title)
  await expect(article.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible()
  await expect(page.getByText('This article is being prepared')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Back to blog' }).first()).toHaveAttribute('href', '/blog')
})
