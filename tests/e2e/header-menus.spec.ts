import { expect, test, type Page } from './support/test'
import { header } from './support/helpers'
import { builtChunkUrl } from './support/built-chunks'

/**
 * The header's menus and the theme toggle's tooltip are fetched on demand (ui/components/on-demand.tsx):
 * not part of a page's first load, yet each opens on its first use, by mouse, touch or keyboard.
 */

const POPUPS_CHUNK = /\/assets\/header-popups-[^/]+\.js$/

/** Records whether the page has requested the header's popup code. */
function watchPopupsChunk(page: Page): () => boolean {
  let requested = false
  page.on('request', (request) => {
    if (POPUPS_CHUNK.test(new URL(request.url()).pathname)) requested = true
  })
  return () => requested
}

async function articlePath(page: Page): Promise<string> {
  const articles = (await (await page.request.get('/api/articles?lang=en')).json()) as Array<{ slug: string }>
  return `/blog/${articles[0]!.slug}`
}

test('the menus are not in the first load; a click made while their code is on its way opens the menu', async ({ page }) => {
  const requested = watchPopupsChunk(page)
  // Slow the chunk down, so that the click lands before the menu's code has arrived.
  await page.route(POPUPS_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page.goto(await articlePath(page))
  await page.waitForTimeout(2500) // past the spec's prefetch of the main pages
  expect(requested(), 'the header popups were fetched before anyone used the header').toBe(false)

  const switcher = header(page).getByTestId('language-switcher')
  await expect(switcher).toHaveAttribute('aria-haspopup', 'menu')
  await expect(switcher).toHaveAttribute('aria-expanded', 'false')
  await switcher.click()
  expect(requested()).toBe(true)
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem')).toHaveCount(4)
  await expect(switcher).toHaveAttribute('aria-expanded', 'true')
  // Escape closes it, and the next click opens it again (the loaded menu has taken over).
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await switcher.click()
  await expect(page.getByRole('menu')).toBeVisible()
})

test('from the keyboard: the switcher keeps the focus while its menu loads, and Enter opens it', async ({ page }) => {
  await page.route(POPUPS_CHUNK, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.goto('/panchang')
  const switcher = header(page).getByTestId('language-switcher')
  await switcher.focus()
  // The loaded menu replaces the plain trigger (its target gets an id); the focus must follow it.
  await expect(switcher).toHaveAttribute('id', /.+/)
  await expect(switcher).toBeFocused()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.locator('[data-language="hi"]')).toBeVisible()
})

test('the desktop navigation opens on hover and leads to the page chosen', async ({ page }) => {
  await page.goto('/')
  await header(page).getByTestId('nav-menu-kundli').hover()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await menu.getByRole('menuitem', { name: /Kundli Matching/ }).click()
  await expect(page).toHaveURL(/\/kundli-matching$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the theme toggle shows its tooltip on hover and still switches the theme', async ({ page }) => {
  await page.goto('/')
  const toggle = header(page).getByTestId('theme-toggle')
  await toggle.hover()
  await expect(page.getByRole('tooltip')).toHaveText('Switch to dark theme')
  await toggle.click()
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect(toggle).toHaveAttribute('aria-label', 'Switch to light theme')
})

test('a press that lands after the code has arrived but before the menu has taken over still opens it', async ({ page }) => {
  // The pointer's arrival fetches the code (already there once prefetched); React swaps the menu in a task
  // after the code arrives, and a click in between reaches the plain trigger. A person rarely clicks within
  // those milliseconds, but an automated click can (its move and press are separate steps). React schedules
  // its renders through a MessagePort; holding those messages back opens that gap for as long as the test needs.
  await page.goto(await articlePath(page))
  const popups = builtChunkUrl('components/layout/header-popups.tsx')
  const beforeSwap = await page.evaluate(async (url) => {
    await import(url) // prefetched, as the first interaction with the page does
    const trigger = document.querySelector<HTMLElement>('header [data-testid="language-switcher"]')!
    const post = MessagePort.prototype.postMessage
    const held: Array<() => void> = []
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      held.push(() => post.apply(this, args))
    } as MessagePort['postMessage']
    try {
      trigger.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }))
      // The loader resolves and asks React for a render, which is held back.
      const since = performance.now()
      while (held.length === 0 && performance.now() - since < 5000) await new Promise((resolve) => setTimeout(resolve, 5))
      await new Promise((resolve) => setTimeout(resolve, 50))
      const plain = held.length > 0 && !trigger.id
      trigger.click()
      return plain
    } finally {
      MessagePort.prototype.postMessage = post
      for (const release of held) release()
    }
  }, popups)
  expect(beforeSwap, 'the click should reach the plain trigger after the code arrived').toBe(true)
  await expect(page.getByRole('menu')).toBeVisible()
  await expect(header(page).getByTestId('language-switcher')).toHaveAttribute('aria-expanded', 'true')
})
