import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const SERVER = 'dist/server/main.js'

/** The Node flags `npm start` runs the built server with, read from package.json's start script. */
export function startFlags(): string[] {
  const script = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  const match = /(?:^|&&\s*)node\s+(.*?)\s*dist\/server\/main\.js/.exec(script)
  if (!match) throw new Error(`the start script does not run ${SERVER}: ${script}`)
  return match[1]!.split(/\s+/).filter(Boolean)
}

/** What tests/support/server-memory-probe.mjs reports. */
export interface ServerMemory {
  heapUsedMb: number
  gcMs: number[]
  /** bundles whose source map Node has parsed and holds */
  sourceMaps: string[]
}

export interface ProductionServer {
  url: string
  process: ChildProcess
  /** Full collections in the server, then its heap and the source maps it holds (needs `probe: true`). */
  memory(): Promise<ServerMemory>
  close(): Promise<void>
}

/**
 * The built server (`npm run build` first), started as `npm start` starts it (its Node flags, plus
 * `extraFlags`), on a port and data folder of the caller's. With `probe`, it runs with the memory probe.
 */
export async function startProductionServer(options: { port: number; dataDir: string; env?: Record<string, string | undefined>; extraFlags?: string[]; probe?: boolean }): Promise<ProductionServer> {
  const url = `http://127.0.0.1:${options.port}`
  // A variable given as undefined is left out, as a shell that never set it would.
  const probeFlags = options.probe ? ['--expose-gc', '--import', path.join(root, 'tests/support/server-memory-probe.mjs')] : []
  const child = spawn(process.execPath, [...startFlags(), ...(options.extraFlags ?? []), ...probeFlags, path.join(root, SERVER)], {
    cwd: root,
    env: Object.fromEntries(
      Object.entries({ ...process.env, PORT: String(options.port), HOST: '127.0.0.1', DATA_DIR: options.dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn', ...options.env }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  const waiting: Array<(line: string) => void> = []
  child.stdout!.setEncoding('utf8')
  child.stdout!.on('data', (chunk: string) => {
    output += chunk
    let newline: number
    while ((newline = output.indexOf('\n')) >= 0) {
      const line = output.slice(0, newline)
      output = output.slice(newline + 1)
      if (line.startsWith('server-memory ')) waiting.shift()?.(line.slice('server-memory '.length))
    }
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const server: ProductionServer = {
    url,
    process: child,
    memory: () =>
      new Promise<ServerMemory>((resolve, reject) => {
        // Without the probe, SIGUSR2 would get no answer (or, unhandled, end the server).
        if (!options.probe) return reject(new Error('start the server with probe: true to read its memory'))
        waiting.push((json) => resolve(JSON.parse(json) as ServerMemory))
        child.kill('SIGUSR2')
      }),
    close: async () => {
      child.kill()
      await exited
    },
  }
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill()
  throw new Error(`the server did not start (run \`npm run build\` first)`)
}
