/**
 * `npm run bench`: prints figures, never fails on a timing.
 * - GET /api/auth/me under autocannon on loopback (requests per second, latency)
 * - place index: load time, memory, search latency in process and through HTTP
 * - one full chart in process, and charts per second through GET /api/kundli under 50 connections
 * - panchang in process: a day, a year of days, a festival year, a month, a muhurat month (panchang-bench.ts)
 * - GET /api/auth/me while one client requests festival years, panchang months and muhurat searches, with
 *   that work on the event loop and on worker threads (heavy-work-bench.ts)
 * - the embedded database's query path: Kysely's PGlite dialect against ours (pglite-driver-bench.ts)
 * - live chat: messages per second and delivery latency for 200 concurrent chats over WebSocket (chat-bench.ts)
 * - premium reports: time to write each type and the PDF's size and print time (report-bench.ts)
 * - the built server as `npm start` runs it: its heap and full collections, and GET /api/auth/me with and
 *   without the heavy client from another process (production-server-bench.ts; skipped before `npm run build`)
 */
import autocannon from 'autocannon'
import { blockBenchLine, chartBenchLine } from './chart-bench'
import { startBenchServer } from './bench-server'
import { benchChat } from './chat-bench'
import { benchHeavyWork } from './heavy-work-bench'
import { benchLedger } from './ledger-bench'
import { benchPanchang } from './panchang-bench'
import { benchPgliteDriver } from './pglite-driver-bench'
import { benchPlaces } from './places-bench'
import { benchProductionServer } from './production-server-bench'
import { benchReports } from './report-bench'

function report(title: string, result: autocannon.Result): void {
  console.log(title)
  console.log(`  requests/s   mean ${result.requests.average.toFixed(0)}   p50 ${result.requests.p50}`)
  console.log(`  latency ms   p50 ${result.latency.p50}   p99 ${result.latency.p99}   max ${result.latency.max}`)
  console.log(`  responses    2xx ${result['2xx']}   non-2xx ${result.non2xx}   errors ${result.errors}`)
}

async function benchServer(): Promise<void> {
  const { url, token, close } = await startBenchServer()

  report(
    'GET /api/auth/me (50 connections, 8 s, loopback, PGlite)',
    await autocannon({ url: `${url}/api/auth/me`, connections: 50, duration: 8, headers: { authorization: `Bearer ${token}` } }),
  )
  // A different birth minute per request, so no layer can answer from a cache.
  let minute = 0
  report(
    'GET /api/kundli, full chart (50 connections, 8 s, loopback)',
    await autocannon({
      url,
      connections: 50,
      duration: 8,
      requests: [
        {
          setupRequest: (req) => {
            minute = (minute + 1) % 1440
            const hh = String(Math.floor(minute / 60)).padStart(2, '0')
            const mm = String(minute % 60).padStart(2, '0')
            return { ...req, method: 'GET', path: `/api/kundli?date=1990-04-15&time=${hh}:${mm}&lat=19.076&lon=72.8777&tz=Asia/Kolkata` }
          },
        },
      ],
    }),
  )
  await close()
}

console.log(chartBenchLine())
console.log(blockBenchLine())
benchPanchang()
await benchPlaces()
await benchServer()
await benchHeavyWork()
await benchProductionServer()
await benchLedger()
await benchPgliteDriver()
await benchChat()
await benchReports()
