/**
 * `npm run long-tasks -- /path …`: where a page load's long tasks go, as Lighthouse would count them. Loads
 * each page in Debian's Chromium at 4× CPU throttling (a phone's main thread, Lighthouse's multiplier)
 * from the built server (`npm run build` first) on a fresh embedded database, with a CPU profile and a
 * trace, and prints every task over 50 ms with the functions that took its time, mapped back to their
 * sources through the build's hidden source maps (our files and the libraries', not minified names).
 * Each task also gets what the browser did in it by the trace (parsing, style, layout, paint), which the
 * profile shows only as "(program)". LONG_TASKS_WAIT=ms keeps recording after hydration (default 3000: the
 * prefetch of the main pages runs at 2 s).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type CDPSession } from '@playwright/test'
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping'
import { startProductionServer } from '../support/production-server'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}
interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  tid?: number
}

const port = Number(process.env.LONG_TASKS_PORT ?? 3997)
const wait = Number(process.env.LONG_TASKS_WAIT ?? 3000)
const maps = new Map<string, TraceMap | null>()

/** "function source:line" for a frame, through the build's source map when it has one. */
function frameName(frame: CallFrame): string {
  const plain = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*\//, '')}`.trim()
  if (!frame.url.includes('/assets/') || frame.lineNumber < 0) return plain
  const file = path.join('dist/ui/assets', frame.url.replace(/^.*\/assets\//, ''))
  if (!maps.has(file)) maps.set(file, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null)
  const map = maps.get(file)
  if (!map) return plain
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
  const source = (original.source ?? '').replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '')
  return `${original.name ?? (frame.functionName || '(anonymous)')} ${source}:${original.line}`
}

async function record(cdp: CDPSession, load: () => Promise<void>): Promise<{ profile: Profile; events: TraceEvent[] }> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => void events.push(...(e.value as unknown as TraceEvent[])))
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' })
  await cdp.send('Profiler.start')
  await load()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  return { profile, events }
}

/**
 * What the browser itself did in a task, from the trace: its events by name with the time each spent
 * outside the events nested in it (the profile shows only "(program)" for parsing, style and layout).
 */
function traceSummary(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + task.dur!
  const inside = events
    .filter((e) => e.ph === 'X' && e.tid === task.tid && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self = new Map<string, number>()
  const open: TraceEvent[] = []
  for (const event of inside) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop()
    const enclosing = open.at(-1)
    if (enclosing) self.set(enclosing.name, (self.get(enclosing.name) ?? 0) - event.dur!)
    self.set(event.name, (self.get(event.name) ?? 0) + event.dur!)
    open.push(event)
  }
  const covered = [...self.values()].reduce((sum, d) => sum + d, 0)
  self.set('(task itself)', task.dur! - covered)
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, us]) => `${name} ${Math.round(us / 1000)} ms`)
    .join(' | ')
}

function report(page: string, profile: Profile, events: TraceEvent[]): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id)
  let t = profile.startTime
  const samples = profile.samples.map((id, i) => ({ id, t: (t += profile.timeDeltas[i]!) }))
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 50_000).sort((a, b) => a.ts - b.ts)
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0
  const blocking = tasks.reduce((sum, task) => sum + task.dur! / 1000 - 50, 0)
  console.log(`\n${page}: ${tasks.length} tasks over 50 ms at 4×, ${Math.round(blocking)} ms beyond 50 ms in all (from navigation, FCP not subtracted)`)
  for (const task of tasks) {
    const inside = samples.filter((s) => s.t >= task.ts && s.t <= task.ts + task.dur!)
    const time = new Map<string, number>()
    for (const sample of inside) {
      // Each function once per sample, however deep it recurses: the share of the task it was on the stack.
      const seen = new Set<string>()
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const name = frameName(nodes.get(id)!.callFrame)
        if (seen.has(name) || /^\(root\)|react-dom|scheduler/.test(name)) continue
        seen.add(name)
        time.set(name, (time.get(name) ?? 0) + 1)
      }
    }
    const top = [...time].sort((a, b) => b[1] - a[1]).slice(0, 12)
    console.log(`  at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur! / 1000)} ms:`)
    console.log(`    ${inside.length ? top.map(([name, n]) => `${Math.round((100 * n) / inside.length)}% ${name}`).join(' | ') : '(no JavaScript: parsing, style, layout or paint)'}`)
    console.log(`    trace: ${traceSummary(task, events)}`)
  }
}

async function main(): Promise<void> {
  const pages = process.argv.slice(2)
  if (pages.length === 0) pages.push('/')
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-long-tasks-'))
  const server = await startProductionServer({ port, dataDir })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    // One load first, so that the server's first render and the disk cache are not what is measured.
    const warm = await browser.newPage()
    for (const page of pages) await warm.goto(`${server.url}${page}`)
    await warm.close()
    for (const page of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
      const tab = await context.newPage()
      const cdp = await context.newCDPSession(tab)
      const { profile, events } = await record(cdp, async () => {
        await tab.goto(`${server.url}${page}`, { waitUntil: 'load' })
        await tab.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 60_000 })
        await tab.waitForTimeout(wait)
      })
      report(page, profile, events)
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
