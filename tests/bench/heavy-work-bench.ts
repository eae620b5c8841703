import autocannon from 'autocannon'
import os from 'node:os'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'
import { startBenchServer } from './bench-server'
import { percentile } from './percentile'

/** How /api/auth/me is loaded while the heavy client runs. */
export interface ProbeLoad {
  /** autocannon's connections (Poisson arrivals open one per request in flight) */
  connections?: number
  /** requests per second over all connections; unset: as fast as the server answers */
  rate?: number
  seconds: number
  /**
   * 'poisson': each request at an independent random moment (the given mean rate), whether or not earlier
   * ones were answered, as many users' requests arrive; timed from the moment it was due. Otherwise
   * autocannon's rate limit, which sends each second's requests as fast as they are answered (a burst).
   */
  arrivals?: 'poisson'
}

export interface HeavyWorkFigures {
  p50: number
  p99: number
  max: number
  requests: number
  /** when the server ran in the bench's process: its event-loop delay (ms) and garbage-collection pauses (how many, their sum and the longest, ms) */
  serverThread: { loopP99: number; loopMax: number; gc: { count: number; totalMs: number; maxMs: number } } | null
  heavyCalls: number
  heavyMeanMs: number
}

/** Another year, month and place each call, so no cache answers: a year of festivals, a month of panchang, a muhurat search. */
function heavyPath(n: number): string {
  const year = 1950 + ((n * 7) % 150)
  const month = 1 + (n % 12)
  const paths = [`/api/festivals?year=${year}`, `/api/panchang/month?year=${year}&month=${month}&lat=13.0878&lon=80.2785`, `/api/muhurat?category=marriage&year=${year}&month=${month}`]
  return paths[n % paths.length]!
}

/**
 * GET /api/auth/me under autocannon while one client requests heavy endpoints back to back, on a server
 * with `workers` computation threads (0: the heavy work runs on the event loop), once per load.
 * `heavy: false` is the baseline with no heavy client.
 */
export async function measureUnderHeavyWork(workers: number, loads: ProbeLoad[], heavy = true): Promise<HeavyWorkFigures[]> {
  const { url, token, close } = await startBenchServer({ COMPUTE_WORKERS: String(workers) })
  const figures = await loadWhileHeavy(url, token, loads, heavy, true)
  await close()
  return figures
}

/**
 * The loads against a server at `url`. `serverThread`: the server runs in this process, so its event-loop
 * delay and GC pauses are recorded too (autocannon and the heavy client share that thread).
 */
export async function loadWhileHeavy(url: string, token: string, loads: ProbeLoad[], heavy: boolean, serverThread: boolean): Promise<HeavyWorkFigures[]> {
  // Warm up: the first call of each kind loads the ephemeris and zone data (in the worker too).
  for (let n = 0; n < 3; n++) await (await fetch(url + heavyPath(1000 + n))).arrayBuffer()
  const figures: HeavyWorkFigures[] = []
  let n = 0
  for (const load of loads) {
    let running = heavy
    let heavyCalls = 0
    let heavyMs = 0
    const client = async () => {
      while (running) {
        const started = performance.now()
        const res = await fetch(url + heavyPath(n++))
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`heavy call answered ${res.status}`)
        heavyMs += performance.now() - started
        heavyCalls++
      }
    }
    const heavyClient = client()
    await new Promise((r) => setTimeout(r, 300))
    const loop = monitorEventLoopDelay({ resolution: 5 })
    const pauses: number[] = []
    const gcObserver = new PerformanceObserver((list) => list.getEntries().forEach((entry) => pauses.push(entry.duration)))
    if (serverThread) {
      loop.enable()
      gcObserver.observe({ entryTypes: ['gc'] })
    }
    const result =
      load.arrivals === 'poisson'
        ? await poissonArrivals(`${url}/api/auth/me`, token, load.rate ?? 100, load.seconds)
        : await autocannon({
            url: `${url}/api/auth/me`,
            connections: load.connections,
            duration: load.seconds,
            ...(load.rate ? { overallRate: load.rate } : {}),
            headers: { authorization: `Bearer ${token}` },
          })
    loop.disable()
    gcObserver.disconnect()
    running = false
    await heavyClient
    if (result.non2xx || result.errors) throw new Error(`/api/auth/me: ${result.non2xx} non-2xx, ${result.errors} errors`)
    figures.push({
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      requests: result.requests.total,
      serverThread: serverThread
        ? { loopP99: loop.percentile(99) / 1e6, loopMax: loop.max / 1e6, gc: { count: pauses.length, totalMs: pauses.reduce((a, b) => a + b, 0), maxMs: Math.max(0, ...pauses) } }
        : null,
      heavyCalls,
      heavyMeanMs: heavyMs / Math.max(1, heavyCalls),
    })
  }
  return figures
}

/** GET `url` at Poisson arrivals of `rate` a second for `seconds`; latencies (ms) from each request's due moment, in autocannon's shape. */
async function poissonArrivals(url: string, token: string, rate: number, seconds: number) {
  const latencies: number[] = []
  let non2xx = 0
  let errors = 0
  const inFlight: Array<Promise<void>> = []
  const start = performance.now()
  // Exponential gaps between due moments; a request late because of the client's own timer still counts from when it was due.
  for (let due = start; due < start + seconds * 1000; due += -Math.log(1 - Math.random()) * (1000 / rate)) {
    const wait = due - performance.now()
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait))
    const dueAt = due
    inFlight.push(
      fetch(url, { headers: { authorization: `Bearer ${token}` } }).then(
        async (res) => {
          await res.arrayBuffer()
          if (res.status === 200) latencies.push(performance.now() - dueAt)
          else non2xx++
        },
        () => void errors++,
      ),
    )
  }
  await Promise.all(inFlight)
  const sorted = latencies.sort((a, b) => a - b)
  const at = (p: number) => Math.round(percentile(sorted, p) ?? 0)
  return { latency: { p50: at(50), p99: at(99), max: at(100) }, requests: { total: sorted.length }, non2xx, errors }
}

export function line(label: string, f: HeavyWorkFigures): string {
  const heavy = f.heavyCalls ? `   heavy calls ${f.heavyCalls} (mean ${f.heavyMeanMs.toFixed(0)} ms)` : ''
  const thread = f.serverThread
  const server = thread
    ? `   event-loop delay p99 ${thread.loopP99.toFixed(1)} ms   max ${thread.loopMax.toFixed(0)} ms   GC ${thread.gc.count} pauses, ${thread.gc.totalMs.toFixed(0)} ms, longest ${thread.gc.maxMs.toFixed(0)} ms`
    : ''
  return `    ${label.padEnd(26)} p50 ${f.p50} ms   p99 ${f.p99} ms   max ${f.max} ms   ${f.requests} requests${server}${heavy}`
}

/** The probe loads: a lone user (pure stalls), a busy page's bursts, many users' independent requests, and as fast as the server answers. */
export const LOADS: Array<[string, ProbeLoad]> = [
  ['1 connection, 100 requests/s', { connections: 1, rate: 100, seconds: 8 }],
  ['10 connections, 200 requests/s', { connections: 10, rate: 200, seconds: 8 }],
  ['Poisson arrivals, 200 requests/s', { rate: 200, seconds: 8, arrivals: 'poisson' }],
  ['10 connections, as fast as answered', { connections: 10, seconds: 8 }],
]

/** `npm run bench` section: /api/auth/me latency with the heavy work on the event loop (before) and on worker threads (after). */
export async function benchHeavyWork(): Promise<void> {
  const workers = Math.max(1, os.availableParallelism() - 1)
  const loads = LOADS.map(([, load]) => load)
  // Other work on the machine moves these figures a lot on 2 cores: say how busy it was.
  console.log(`GET /api/auth/me while one client requests festival years, panchang months and muhurat searches back to back (load average ${os.loadavg()[0]!.toFixed(1)})`)
  const runs: Array<[string, HeavyWorkFigures[]]> = [
    ['no heavy client', await measureUnderHeavyWork(workers, loads, false)],
    ['on the event loop (before)', await measureUnderHeavyWork(0, loads)],
    [`${workers} worker thread(s) (after)`, await measureUnderHeavyWork(workers, loads)],
  ]
  LOADS.forEach(([title], i) => {
    console.log(`  ${title}`)
    for (const [label, figures] of runs) console.log(line(label, figures[i]!))
  })
  console.log(`  (load average after: ${os.loadavg()[0]!.toFixed(1)})`)
}
