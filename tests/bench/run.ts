/**
 * `npm run bench`: prints figures, never fails on a timing.
 * - GET /api/auth/me under autocannon on loopback (requests per second, latency).
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

async function benchAuthMe(): Promise<void> {
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

  const result = await autocannon({ url: `${url}/api/auth/me`, connections: 50, duration: 8, headers: { authorization: `Bearer ${token}` } })
  console.log('GET /api/auth/me (50 connections, 8 s, loopback, PGlite)')
  console.log(`  requests/s   mean ${result.requests.average.toFixed(0)}   p50 ${result.requests.p50}`)
  console.log(`  latency ms   p50 ${result.latency.p50}   p99 ${result.latency.p99}   max ${result.latency.max}`)
  console.log(`  responses    2xx ${result['2xx']}   non-2xx ${result.non2xx}   errors ${result.errors}`)
  server.close()
  await platform.close()
}

await benchAuthMe()
