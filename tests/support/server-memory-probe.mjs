/**
 * Preloaded into the built server (`node --expose-gc --import <this file> dist/server/main.js`) by
 * tests/e2e/server-memory.spec.ts and tests/bench/production-server-bench.ts. On SIGUSR2 it prints one line,
 * `server-memory {json}`: the heap in use after full collections, how long each collection took, and
 * which of the two bundles Node holds a parsed source map of (asked last: asking parses the map).
 */
import { findSourceMap } from 'node:module'
import path from 'node:path'

process.on('SIGUSR2', () => {
  const gcMs = []
  for (let i = 0; i < 3; i++) {
    const start = performance.now()
    globalThis.gc()
    gcMs.push(Math.round(performance.now() - start))
  }
  const heapUsedMb = Math.round(process.memoryUsage().heapUsed / 1e5) / 10
  const dist = path.dirname(path.dirname(process.argv[1]))
  const sourceMaps = ['server/main.js', 'ssr/entry-server.js'].filter((file) => findSourceMap(path.join(dist, file)) !== undefined)
  process.stdout.write(`server-memory ${JSON.stringify({ heapUsedMb, gcMs, sourceMaps })}\n`)
})
