import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startProductionServer } from '../support/production-server'
import { expect, test } from './support/test'

/**
 * The built server, started as `npm start` starts it, after rendering pages in three languages and
 * answering a 404 and a 400: Node holds no parsed source map (with `--enable-source-maps` it held both
 * bundles' maps once any error's stack was read, 650,000 small arrays that doubled the heap and the
 * time of every full collection: docs/performance.md, "The server's heap"), and the heap stays within
 * its budget.
 */
const HEAP_BUDGET_MB = 120
const port = Number(process.env.E2E_PORT ?? 3999) + 60

test('the production server keeps no source maps and its heap within budget', async () => {
  test.setTimeout(180_000)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-server-memory-'))
  const server = await startProductionServer({ port, dataDir, probe: true })
  try {
    for (const page of ['/', '/hindi', '/kundli', '/tamil/panchang', '/telugu/panchang', '/astrologers']) {
      expect((await fetch(server.url + page)).status, page).toBe(200)
    }
    expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404)
    const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":1}' })
    expect(login.status).toBe(400)

    const memory = await server.memory()
    console.log(`production server: heap ${memory.heapUsedMb} MB after full collections of ${memory.gcMs.join(' / ')} ms`)
    expect(memory.sourceMaps).toEqual([])
    expect(memory.heapUsedMb).toBeLessThanOrEqual(HEAP_BUDGET_MB)
  } finally {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
