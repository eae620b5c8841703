import { expect, test, type Locator, type Page } from './support/test'

/** Whether React has taken over this element (it keeps its fiber on the DOM node). */
const hydrated = (locator: Locator) => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

/** Errors the page reports: a hydration mismatch is one (React reports it as a console error or throws). */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.use({ viewport: { width: 412, height: 823 } })

test('home on a phone: the sections below the fold wait as server HTML, a click hydrates its section, scrolling the rest', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/')

  // The header is live at once; the FAQ, screens below, is the server's markup until it is needed.
  await expect.poll(() => hydrated(page.getByTestId('burger'))).toBe(true)
  const question = page.getByRole('button', { name: 'Is kundli matching free?' })
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  expect(await hydrated(question)).toBe(false)
  expect(await hydrated(page.locator('footer'))).toBe(false)

  // A click on it works the first time: React hydrates that section on the spot and handles the click.
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByText('Kundli matching is free: enter the boy')).toBeVisible()

  // Scrolling to the end hydrates what comes into view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect.poll(() => hydrated(page.locator('footer'))).toBe(true)
  expect(errors).toEqual([])
})

test('home reached by client-side navigation renders its sections live at once', async ({ page }) => {
  const errors = collectErrors(page)
  await page.goto('/kundli')
  // A mark on the window survives only if the browser did not load a new document.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('banner').getByRole('link', { name: 'AstroVedic home' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  const question = page.getByRole('button', { name: 'Is kundli matching free?' })
  await expect(question).toBeAttached()
  // Nothing waits for the viewport here: no server markup to keep.
  expect(await hydrated(question)).toBe(true)
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  expect(errors).toEqual([])
})

test('astrologers: the search filters cards that were never hydrated, and each rating reads its value', async ({ page, request }) => {
  const errors = collectErrors(page)
  const astrologers = (await (await request.get('/api/astrologers')).json()) as Array<{ name: string; rating: number }>
  expect(astrologers.length).toBeGreaterThan(6)
  await page.goto('/astrologers')

  const cards = page.locator('main [data-hydrate-on-visible]')
  await expect(cards).toHaveCount(astrologers.length)
  // The last card is far below a phone's screen: still the server's markup.
  expect(await hydrated(cards.last().getByRole('link').first())).toBe(false)
  const lastText = (await cards.last().textContent()) ?? ''
  const last = astrologers.find((astrologer) => lastText.includes(astrologer.name))!
  expect(last).toBeDefined()

  // Ratings: one image per card, named and filled to the astrologer's own value.
  for (const astrologer of astrologers) {
    const written = Number.isInteger(astrologer.rating) ? String(astrologer.rating) : astrologer.rating.toFixed(1)
    const stars = cards.filter({ hasText: astrologer.name }).getByRole('img', { name: `Rated ${written} out of 5` })
    await expect(stars).toHaveCount(1)
    await expect(stars.locator('stop').first()).toHaveAttribute('offset', `${(astrologer.rating / 5) * 100}%`)
  }

  await page.getByRole('textbox', { name: 'Search' }).fill(last.name)
  await expect(page.getByTestId('astrologer-count')).toHaveAttribute('data-count', '1')
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(last.name)
  expect(errors).toEqual([])
})

test('astrologers: the specialization filter narrows the cards, and a link can ask for it', async ({ page, request }) => {
  const errors = collectErrors(page)
  const astrologers = (await (await request.get('/api/astrologers')).json()) as Array<{ name: string; specialties: string[] }>
  // A specialty some astrologers have and others lack.
  const counts = new Map<string, number>()
  for (const astrologer of astrologers) for (const s of astrologer.specialties) counts.set(s, (counts.get(s) ?? 0) + 1)
  const [specialty, expected] = [...counts].find(([, n]) => n > 1 && n < astrologers.length)!
  const names = astrologers.filter((a) => a.specialties.includes(specialty)).map((a) => a.name)

  await page.goto('/astrologers')
  const filter = page.getByRole('combobox', { name: 'Specialization' })
  await expect(filter).toHaveValue('')
  await expect(filter.locator('option').first()).toHaveText('All specializations')
  await filter.selectOption(specialty)
  const count = page.getByTestId('astrologer-count')
  await expect(count).toHaveAttribute('data-count', String(expected))
  const cards = page.locator('main [data-hydrate-on-visible]')
  await expect(cards).toHaveCount(expected)
  for (const name of names) await expect(cards.filter({ hasText: name })).toHaveCount(1)
  await filter.selectOption('')
  await expect(count).toHaveAttribute('data-count', String(astrologers.length))

  // A shared link opens with the filter applied, on the server and after hydration alike.
  await page.goto(`/astrologers?specialty=${encodeURIComponent(specialty)}`)
  await expect(page.getByRole('combobox', { name: 'Specialization' })).toHaveValue(specialty)
  await expect(count).toHaveAttribute('data-count', String(expected))

  // A specialty nobody lists: the select says so rather than showing "All" over an empty list.
  expect(counts.has('Feng Shui')).toBe(false)
  await page.goto('/astrologers?specialty=Feng%20Shui')
  await expect(page.getByRole('combobox', { name: 'Specialization' })).toHaveValue('Feng Shui')
  await expect(count).toHaveAttribute('data-count', '0')
  expect(errors).toEqual([])
})

// A gate's wait can be over before React looks at it again: the element came into view, or was focused,
// while React had yielded in the middle of hydrating. React then replays the gate at once with the hooks
// of its suspended attempt; with a hook after the wait, that replay threw React error 467 and the section
// was thrown away and rendered afresh (seen under load on /tamil/kundli). Here the page's
// IntersectionObserver reports gated content as visible the moment it is observed, so every gate's wait
// is over within the render that starts it.
test('a section whose wait is over within the render that starts it hydrates without an error', async ({ page }) => {
  await page.addInitScript(() => {
    const Native = window.IntersectionObserver
    window.IntersectionObserver = class extends Native {
      private readonly report: IntersectionObserverCallback
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options)
        this.report = callback
      }
      override observe(target: Element) {
        super.observe(target)
        if (target.closest('[data-hydrate-on-visible]')) this.report([{ isIntersecting: true, target } as unknown as IntersectionObserverEntry], this)
      }
    }
  })
  const errors = collectErrors(page)
  await page.goto('/')
  await expect.poll(() => hydrated(page.locator('footer'))).toBe(true)
  const question = page.getByRole('button', { name: 'Is kundli matching free?' })
  await question.click()
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  expect(errors).toEqual([])
})
