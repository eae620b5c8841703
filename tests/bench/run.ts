/**
 * `npm run bench`: prints figures, never fails on a timing.
 * - GET /api/auth/me under autocannon on loopback (requests per second, latency)
 * - place index: load time, memory, search latency in process and through HTTP
 * - one full chart in process, and charts per second through GET /api/kundli under 50 connections
 * - live chat: messages per second and delivery latency for 200 concurrent chats over WebSocket (chat-bench.ts)
 */
import autocannon from 'autocannon'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { loadConfig } from '../../config/schema'
import { openStorage } from '../../adapters/storage/database'
import { startPlatform } from '../../server/platform'
import { benchChart } from './chart-bench'
import { benchChat } from './chat-bench'
import { benchLedger } from './ledger-bench'
import { benchPlaces } from './places-bench'

function report(title: string, result: autocannon.Result): void {
  console.log(title)
  console.log(`  requests/s   mean ${result.requests.average.toFixed(0)}   p50 ${result.requests.p50}`)
  console.log(`  latency ms   p50 ${result.latency.p50}   p99 ${result.latency.p99}   max ${result.latency.max}`)
  console.log(`  responses    2xx ${result['2xx']}   non-2xx ${result.non2xx}   errors ${result.errors}`)
}

async function benchServer(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-bench-'))
  const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
  const platform = await startPlatform(config, { storage: await openStorage({ kind: 'pglite' }), logger: pino({ level: 'silent' }) })
  const server = createServer(platform.app).listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const signup = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email: 'bench@example.com', password: 'bench password' }),
  })
  const { token } = (await signup.json()) as { token: string }

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
  server.close()
  await platform.close()
}

console.log(`computeChart (D1–D60, three dasha levels): median ${benchChart().toFixed(3)} ms per chart, in process`)
await benchPlaces()
await benchServer()
await benchLedger()
await benchChat()
