import { expect, test, type APIRequestContext, type Page } from './support/test'

/**
 * No page claims more astrologers or users than the platform has: every figure printed next to "astrologers"
 * or "users" (hero, live strip, footer, FAQ, about) is at most the live count. A fixed "100+" or "50K+" fails.
 */
type Kind = 'astrologers' | 'users'
interface Language {
  prefix: string
  /** a number, then the word: "1,200+ expert astrologers", "14\nExpert astrologers", "50K+ happy users" */
  before: RegExp
  /** the word, then the number: "Expert astrologers listed now: 14" */
  after: RegExp
  kindOf(word: string): Kind
}

const LANGUAGES: Record<'en' | 'hi', Language> = {
  en: {
    prefix: '',
    before: /(\d[\d,]*(?:K|k)?)\+?\s+(?:expert\s+)?(?:vedic\s+)?(astrologers?|(?:registered\s+|happy\s+)?users?)\b/gi,
    after: /(astrologers)[^\d.]{0,20}?:\s*(\d[\d,]*)/gi,
    kindOf: (word) => (/astrologer/i.test(word) ? 'astrologers' : 'users'),
  },
  hi: {
    prefix: '/hindi',
    before: /(\d[\d,]*(?:\s?हज़ार|K)?)\+?\s+(?:विशेषज्ञ\s+)?(?:वैदिक\s+)?(ज्योतिषी|ज्योतिषियों|(?:पंजीकृत\s+|संतुष्ट\s+)?उपयोगकर्ता(?:ओं)?)/g,
    after: /(ज्योतिषी)[^\d।]{0,20}?:\s*(\d[\d,]*)/g,
    kindOf: (word) => (word.includes('ज्योतिषी') || word.includes('ज्योतिषियों') ? 'astrologers' : 'users'),
  },
}

/** "1,200" → 1200; "50K" and "50 हज़ार" → 50000. */
const toNumber = (text: string) => Number(text.replace(/[^\d]/g, '')) * (/K|k|हज़ार/.test(text) ? 1000 : 1)

/** Every figure the page's text puts next to astrologers or users. */
async function claimsOn(page: Page, language: Language): Promise<Array<{ kind: Kind; value: number; text: string }>> {
  const text = await page.locator('body').innerText()
  const found: Array<{ kind: Kind; value: number; text: string }> = []
  for (const m of text.matchAll(language.before)) found.push({ kind: language.kindOf(m[2]!), value: toNumber(m[1]!), text: m[0] })
  for (const m of text.matchAll(language.after)) found.push({ kind: language.kindOf(m[1]!), value: toNumber(m[2]!), text: m[0] })
  return found
}

/** The live counts: the astrologers listed, and the customers as the server counts them for the claims. */
async function liveCounts(request: APIRequestContext): Promise<{ astrologers: number; users: number }> {
  const listed = (await (await request.get('/api/astrologers')).json()) as unknown[]
  const stats = (await (await request.get('/api/stats')).json()) as { expertAstrologers: number }
  const terms = (await (await request.get('/api/platform-terms')).json()) as { claims: { users: { value: number } | null } }
  return { astrologers: Math.min(listed.length, stats.expertAstrologers), users: terms.claims.users?.value ?? 0 }
}

function expectWithin(claims: Array<{ kind: Kind; value: number; text: string }>, live: { astrologers: number; users: number }) {
  for (const claim of claims) expect(claim.value, `"${claim.text}" claims more ${claim.kind} than the ${live[claim.kind]} there are`).toBeLessThanOrEqual(live[claim.kind])
}

for (const [code, language] of Object.entries(LANGUAGES)) {
  test(`home (${code}): no figure claims more astrologers than the live strip counts, nor more users than there are`, async ({ page, request }) => {
    await page.goto(language.prefix || '/')
    const strip = page.getByTestId('stat-astrologers')
    await expect(strip).toHaveText(/^\d[\d,]*$/)
    const counted = toNumber((await strip.innerText()).trim())
    expect(counted).toBeGreaterThan(0)
    await expect(page.getByTestId('hero-figure-astrologers')).toContainText(String(counted))
    // The footer prints its figures once it hydrates, when it scrolls into view.
    await page.getByTestId('footer-claims').scrollIntoViewIfNeeded()
    await expect(page.getByTestId('footer-claims')).toContainText(String(counted))

    const live = await liveCounts(request)
    const claims = await claimsOn(page, language)
    // The strip and the hero at least: the scan reads what the page prints.
    expect(claims.filter((c) => c.kind === 'astrologers').length).toBeGreaterThanOrEqual(2)
    expectWithin(claims, { astrologers: Math.min(counted, live.astrologers), users: live.users })
  })

  test(`about (${code}): the figures are the live ones, never more`, async ({ page, request }) => {
    await page.goto(`${language.prefix}/about`)
    await expect(page.getByTestId('about-figures')).toBeVisible()
    const live = await liveCounts(request)
    await expect(page.getByTestId('about-figures')).toContainText(String(live.astrologers))
    const claims = await claimsOn(page, language)
    expect(claims.some((c) => c.kind === 'astrologers')).toBe(true)
    expectWithin(claims, live)
    // The old fixed figures are gone in every form.
    await expect(page.locator('body')).not.toContainText(/100\+|50K\+|50 हज़ार\+|24\/7/)
  })
}
