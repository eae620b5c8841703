import { expect, test } from './support/test'
import { firstLoadScripts, totalKb } from './support/first-load'

/**
 * First-load JavaScript before a page is interactive, on the home page, the kundli page, the panchang page
 * and an article page (English, whose catalog is the largest), gzipped.
 *
 * A guard, not a goal: the stack (React, Mantine, TanStack, Lingui) stays and comes to about 150 KB of every
 * page, so each page's budget holds it at today's figure and nothing grows unnoticed. Lower a budget when a
 * page shrinks; docs/performance.md has today's figures and what each page is made of.
 */
// Today's figures rounded up (docs/performance.md says what they are made of): each new page adds its route
// entry, its page loader and, with a catalog of its own, that catalog's loader to every first load.
const BUDGET_KB = { '/': 243, '/kundli': 247, '/panchang': 224, article: 190 } as const
/**
 * The entry chunk alone (React, Mantine, the router, the shell): 180 → 140 → 125 KB on 2026-11-29, 126 KB on
 * 2026-12-06 with the call and booking routes and the early-input check of fields React missed.
 */
const ENTRY_BUDGET_KB = 126

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
