import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/** One script the page fetched before it was hydrated, with its size gzipped (level 9). */
export interface ScriptLoad {
  url: string
  gzipBytes: number
}

/**
 * The JavaScript a page needs to become interactive: every script fetched from our origin until
 * <html data-hydrated> is set. Later fetches (the spec's prefetch of the main pages after 2 seconds or
 * the first interaction) are not part of the first load. Sizes are measured by gzipping each body
 * here, whatever encoding the server chose for this browser.
 */
export async function firstLoadScripts(page: Page, path: string): Promise<ScriptLoad[]> {
  const pending: Array<Promise<ScriptLoad | null>> = []
  let hydrated = false
  const listener = (response: import('@playwright/test').Response) => {
    if (hydrated || response.request().resourceType() !== 'script') return
    pending.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    )
  }
  page.on('response', listener)
  await page.goto(path)
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 })
  hydrated = true
  page.off('response', listener)
  return (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== null)
}

export const totalKb = (scripts: ScriptLoad[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024
