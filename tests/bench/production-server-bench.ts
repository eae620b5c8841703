/**
 * The built server as `npm start` runs it (`npm run build` first), in a process of its own: its heap
 * and full-collection times after rendering pages and answering errors, then GET /api/auth/me under the
 * heavy-work bench's loads, with and without the heavy client, from this process (the in-process bench
 * shares one thread between server and load; here they have a process each, as in production). Run alone
 * with `npx tsx tests/bench/production-server-bench.ts`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { startProductionServer, startFlags } from '../support/production-server'
import { line, loadWhileHeavy, LOADS } from './heavy-work-bench'

const PAGES = ['/', '/hindi', '/kundli', '/panchang', '/tamil/panchang', '/telugu', '/astrologers', '/blog', '/no-such-page']

export async function benchProductionServer(): Promise<void> {
  if (!existsSync(fileURLToPath(new URL('../../dist/server/main.js', import.meta.url)))) {
    console.log('The built server: skipped (run `npm run build` first)')
    return
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-production-bench-'))
  // BENCH_NODE_FLAGS adds Node flags to compare with (e.g. --enable-source-maps).
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)
  const server = await startProductionServer({ port: Number(process.env.BENCH_PRODUCTION_PORT ?? 3997), dataDir, probe: true, extraFlags })
  try {
    for (const page of PAGES) await (await fetch(server.url + page)).arrayBuffer()
    await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench User', email: 'bench@example.com', password: 'a long bench password 2026' }),
    })
    if (signup.status !== 201 && signup.status !== 200) throw new Error(`sign-up answered ${signup.status}`)
    const { token } = (await signup.json()) as { token: string }
    const memory = await server.memory()
    console.log(`The built server as \`npm start\` runs it (node flags: ${[...startFlags(), ...extraFlags].join(' ') || 'none'}), after ${PAGES.length} pages, a 400 and a sign-up (load average ${os.loadavg()[0]!.toFixed(1)})`)
    console.log(`  heap in use ${memory.heapUsedMb} MB   full collections ${memory.gcMs.join(' / ')} ms   source maps held: ${memory.sourceMaps.join(', ') || 'none'}`)
    const loads = LOADS.map(([, load]) => load)
    const baseline = await loadWhileHeavy(server.url, token, loads, false, false)
    const heavy = await loadWhileHeavy(server.url, token, loads, true, false)
    console.log('  GET /api/auth/me from another process, while one client requests festival years, panchang months and muhurat searches')
    LOADS.forEach(([title], i) => {
      console.log(`  ${title}`)
      console.log(line('no heavy client', baseline[i]!))
      console.log(line('heavy client', heavy[i]!))
    })
  } finally {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchProductionServer()
