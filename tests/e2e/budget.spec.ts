import { expect, test } from './support/test'
import { firstLoadScripts, totalKb } from './support/first-load'

/**
 * First-load JavaScript before a page is interactive, on the home page, the kundli page, the panchang page
 * and an article page (English, whose catalog is the largest), gzipped.
 *
 * Issue 9 asks for 150 KB. Not reached: React DOM, Mantine and TanStack Router and Query alone weigh about
 * 165 KB gzipped, and a trial of Preact in React's place was not safe to ship (docs/performance.md has the
 * breakdown and the trial). Until that is decided, these budgets hold the
 * line at today's figures so that nothing grows unnoticed; lower them as the bundle shrinks (340 → 345 KB
 * when the calculator and horoscope routes joined the route table, 345 → 350 KB with the learn, topic,
 * festival and admin routes, 350 → 315 KB when the form schemas left the first load and seven more
 * features got catalogs of their own, 315 → 310 KB when the mobile drawer and the notices left the first
 * load: docs/performance.md). Since the header's menus and tooltip are fetched on demand (2026-11-29, fifth
 * session), pages that use no popover of their own, like an article, load far less: each page has its own
 * budget now. Since the forms' selects, the place picker's suggestions, the tooltips, dialogs and wide
 * tables no longer bring the popover and floating-ui with them (2026-11-30, thirteenth session):
 * / 286 → 250 KB, /kundli 291 → 250, /panchang 280 → 232 (its year field a plain input, not NumberInput).
 * Since the information pages have a catalog of their own (2026-11-30, fourteenth session): / 247,
 * /kundli 247, /panchang 228, the article 189 KB. Since the route table's messages are a catalog the
 * first load leaves out (fifteenth session): / 241, /kundli 241, /panchang 223, the article 183 KB; and
 * since the jyotish terms are a chunk per language, and the auth pages and the tools hub's list have
 * left the shared catalog: / 233, /kundli 237, /panchang 214, the article 182 KB.
 */
const BUDGET_KB = { '/': 236, '/kundli': 241, '/panchang': 218, article: 185 } as const
/** The entry chunk alone (React, Mantine, the router, the shell): 180 → 140 → 125 KB on 2026-11-29. */
const ENTRY_BUDGET_KB = 125

test.describe('first-load JavaScript budget', () => {
  for (const path of ['/', '/kundli', '/panchang', 'article'] as const) {
    test(`${path} loads at most ${BUDGET_KB[path]} KB of gzipped JavaScript`, async ({ page, request }) => {
      let target: string = path
      if (path === 'article') {
        const articles = (await (await request.get('/api/articles?lang=en')).json()) as Array<{ slug: string }>
        target = `/blog/${articles[0]!.slug}`
      }
      const scripts = await firstLoadScripts(page, target)
      const kb = totalKb(scripts)
      const detail = scripts
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((s) => `${(s.gzipBytes / 1024).toFixed(1)} KB ${s.url}`)
        .join('\n')
      console.log(`${target}: ${kb.toFixed(1)} KB in ${scripts.length} scripts`)
      expect(kb, `first-load JavaScript of ${target}:\n${detail}`).toBeLessThanOrEqual(BUDGET_KB[path])
      const entry = scripts.find((s) => /\/assets\/main-[^/]+\.js$/.test(s.url))
      expect(entry, 'the entry chunk').toBeDefined()
      expect(entry!.gzipBytes / 1024, 'the entry chunk').toBeLessThanOrEqual(ENTRY_BUDGET_KB)
    })
  }
})
