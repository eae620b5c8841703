import { expect, test } from './support/test'
import { adminCredentials, apiLogin, storeSessionInBrowser } from './support/helpers'

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  expect(new URL(page.url()).pathname).toBe('/no-such-page')
  // The page shell (header) is still there.
  await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible()
})

test('an unknown path under a language prefix shows the not-found page in that language', async ({ page }) => {
  await page.goto('/hindi/no-such-page')
  // The title is translated; the page is recognised by its heading's test id and the 404 mark.
  const title = page.getByTestId('not-found')
  await expect(title).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi')
  await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', '/hindi')
  expect(new URL(page.url()).pathname).toBe('/hindi/no-such-page')
})

test('a blog post or an astrologer that does not exist is the not-found page with 404, not a soft 404', async ({ page }) => {
  for (const path of ['/blog/no-such-post-anywhere', '/article/9999', '/astrologer/no-such-astrologer', '/tamil/blog/no-such-post-anywhere']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByTestId('not-found')).toBeVisible()
    await expect(page.getByText('404')).toBeVisible()
  }
  expect((await page.goto('/astrologer/priya-deshpande'))?.status()).toBe(200)
})

test('a deleted article answers 410 Gone with the not-found page, at its slug and at its id', async ({ page, request }) => {
  const token = (await apiLogin(request, adminCredentials().email, adminCredentials().password)).token
  const auth = { Authorization: `Bearer ${token}` }
  const created = await request.post('/api/admin/articles', { headers: auth, data: { lang: 'en', category: 'Lunar', title: 'A full moon note to delete', excerpt: 'An article this test publishes and then deletes again.', content: 'Text.' } })
  const { id, slug } = (await created.json()) as { id: number; slug: string }
  await request.post(`/api/admin/articles/${id}/publish`, { headers: auth })
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(200)
  expect((await request.delete(`/api/admin/articles/${id}`, { headers: auth })).status()).toBe(204)
  for (const path of [`/blog/${slug}`, `/article/${id}`]) {
    expect((await page.goto(path))?.status(), path).toBe(410)
    await expect(page.getByTestId('not-found')).toBeVisible()
  }
})

test('an admin deletes an article from the editor after confirming; it leaves the list and its address answers 410', async ({ page, request }) => {
  const admin = adminCredentials()
  const session = await apiLogin(request, admin.email, admin.password)
  const auth = { Authorization: `Bearer ${session.token}` }
  const title = `An eclipse note to retire ${Date.now()}`
  const created = await request.post('/api/admin/articles', { headers: auth, data: { lang: 'en', category: 'Eclipse', title, excerpt: 'An article the admin deletes from the editor in this test.', content: 'Text.' } })
  const { slug } = (await created.json()) as { slug: string }
  await storeSessionInBrowser(page, session)

  await page.goto('/admin/articles')
  await page.getByTestId('admin-articles').getByRole('button', { name: title }).click()
  await page.getByTestId('editor-delete').click()
  const confirm = page.getByTestId('editor-delete-confirm')
  await expect(confirm).toContainText('This cannot be undone.')
  // "Keep it" backs out; the article stays.
  await confirm.getByRole('button', { name: 'Keep it' }).click()
  await expect(confirm).toHaveCount(0)
  await page.getByTestId('editor-delete').click()
  await page.getByTestId('editor-delete-confirm').getByRole('button', { name: 'Yes, delete it' }).click()
  await expect(page.getByTestId('admin-articles')).toBeVisible()
  await expect(page.getByTestId('admin-articles').getByRole('button', { name: title })).toHaveCount(0)
  expect((await page.goto(`/blog/${slug}`))?.status()).toBe(410)
})
