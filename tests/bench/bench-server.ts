import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { loadConfig } from '../../config/schema'
import { openStorage } from '../../adapters/storage/database'
import { startPlatform, type Platform } from '../../server/platform'

export interface BenchServer {
  platform: Platform
  server: Server
  url: string
  /** a signed-up customer's token */
  token: string
  close(): Promise<void>
}

/** The platform as in production, on an in-memory PGlite, listening on loopback, with one signed-up user. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-bench-'))
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  })
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
  return {
    platform,
    server,
    url,
    token,
    close: async () => {
      server.close()
      await platform.close()
    },
  }
}
