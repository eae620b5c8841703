/**
 * `npm run lighthouse`: Lighthouse (mobile, its default throttling) in Debian's Chromium against the
 * built server (`npm run build` first) on a fresh embedded database, for the main pages (`pages` below).
 * Prints performance, FCP, LCP, TBT and CLS, and the four category scores. Never fails on a score: the
 * machine is shared and noisy, so the scores stay out of CI.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startProductionServer } from '../support/production-server'

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3998)
const base = `http://127.0.0.1:${port}`
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1)
/** LIGHTHOUSE_REPORTS=dir keeps every run's full report (JSON) there, to see what a score is made of. */
const reportDir = process.env.LIGHTHOUSE_REPORTS

async function articlePath(): Promise<string> {
  const articles = (await (await fetch(`${base}/api/articles?lang=en`)).json()) as Array<{ slug: string }>
  return `/blog/${articles[0]!.slug}`
}

interface Row {
  page: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** The accessibility and best-practice audits that failed, as "category: audit id (items)". */
  findings: string[]
  /** Lighthouse's runtime error when the run could not measure the page (NO_FCP, a timeout...). */
  error?: string
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex?: number
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function audit(chromePort: number, page: string): Promise<Row> {
  const result = await lighthouse(`${base}${page}`, { port: chromePort, output: 'json', logLevel: 'error' })
  const lhr = result!.lhr
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true })
    writeFileSync(path.join(reportDir, `${page.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`), JSON.stringify(lhr))
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    findings: failedAudits(lhr),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** What keeps accessibility and best practices below 100: the weighted audits that did not pass. */
function failedAudits(lhr: Report): string[] {
  return (['accessibility', 'best-practices'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => {
        const items = (audit.details as { items?: unknown[] } | undefined)?.items?.length
        return `${category}: ${audit.id}${items ? ` (${items})` : ''}`
      }),
  )
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-lighthouse-'))
  const server = await startProductionServer({ port, dataDir })
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    // LIGHTHOUSE_PAGES=/,/hindi,article: some of the pages ('article' stands for the first article's path).
    const only = process.env.LIGHTHOUSE_PAGES?.split(',')
    const pages = await Promise.all((only ?? ['/', '/kundli', '/panchang', '/astrologers', '/hindi', '/tamil/panchang', 'article']).map((page) => (page === 'article' ? articlePath() : page)))
    const rows: Row[] = []
    const failures: string[] = []
    const speeds: number[] = []
    for (const page of pages) {
      const samples: Row[] = []
      // A run Lighthouse could not measure (its trace failed: NO_NAVSTART, NO_FCP) reports zeros and NaN:
      // it is listed below, not averaged in, and run again, up to as many extra runs as asked for.
      for (let i = 0; i < 2 * runs && samples.filter((s) => !s.error).length < runs; i++) samples.push(await audit(chrome.port, page))
      for (const failed of samples.filter((s) => s.error)) failures.push(`${page}: ${failed.error}`)
      const measured = samples.filter((s) => !s.error)
      speeds.push(...measured.flatMap((s) => (s.benchmarkIndex ? [s.benchmarkIndex] : [])))
      const pick = (key: keyof Omit<Row, 'page' | 'findings' | 'error' | 'benchmarkIndex'>) => (measured.length ? median(measured.map((s) => s[key])) : NaN)
      rows.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        findings: [...new Set(samples.flatMap((s) => s.findings))],
      })
    }
    console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}mobile, Debian Chromium, ${base}`)
    console.log('| page | performance | FCP | LCP | TBT | CLS | accessibility | best practices | SEO |')
    console.log('|---|---|---|---|---|---|---|---|---|')
    for (const r of rows) {
      const page = r.page.startsWith('/blog/') ? '/blog/{article}' : r.page
      console.log(
        `| ${page} | ${r.performance} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} |`,
      )
    }
    console.log('\nFailed accessibility and best-practice audits (any run):')
    for (const r of rows) console.log(`${r.page.startsWith('/blog/') ? '/blog/{article}' : r.page}: ${r.findings.join(', ') || 'none'}`)
    // The same build scores 10 points apart on this shared machine from one hour to the next: the index
    // says how fast the machine was, so that rows from different days can be compared.
    if (speeds.length) console.log(`\nLighthouse's benchmark index during these runs (the machine's speed, higher is faster): ${Math.min(...speeds)}–${Math.max(...speeds)}, median ${median(speeds)}`)
    if (failures.length) console.log(`\nRuns Lighthouse could not measure:\n${failures.join('\n')}`)
  } finally {
    chrome.kill()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
