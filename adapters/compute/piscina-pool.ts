import { existsSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { HeavyComputation, HeavyProgress, HeavyTask, HeavyTaskTypes } from '../../core/shared/ports/heavy-computation'
import { unwrap, type WorkerAnswer, type WorkerProgress, type WorkerRequest } from './worker-protocol'

/**
 * Heavy tasks on worker threads (piscina), so a year of festivals or a muhurat search never stalls the
 * event loop that answers everyone else. `workerFile` is the built worker (dist/server/compute-worker.js)
 * or, when running from sources (tests, `npm run dev`, `npm run bench`), its TypeScript, loaded through tsx.
 */
export class PiscinaHeavyComputation implements HeavyComputation {
  private readonly pool: Piscina
  private closed = false

  constructor(workerFile: string, threads: number) {
    this.pool = new Piscina({
      filename: pathToFileURL(workerFile).href,
      minThreads: threads,
      maxThreads: threads,
      // Keep the workers warm: each loads the ephemeris and the zone data once.
      idleTimeout: 60 * 60 * 1000,
      // Below the event loop's priority (Linux nice is per thread): when they compete for a core, the
      // requests waiting on the event loop win and the long computation waits. Needs the optional
      // @napi-rs/nice (piscina's own optional dependency); without it the threads keep normal priority.
      niceIncrement: 10,
      execArgv: workerFile.endsWith('.ts') ? ['--import', 'tsx'] : [],
    })
  }

  async run<K extends HeavyTask>(task: K, input: HeavyTaskTypes[K]['input'], onProgress?: HeavyProgress): Promise<HeavyTaskTypes[K]['result']> {
    // piscina would start new threads for a run after close(); a closing server must not.
    if (this.closed) throw new Error('HeavyComputation is closed')
    if (!onProgress) return unwrap<HeavyTaskTypes[K]['result']>((await this.pool.run({ task, input } satisfies WorkerRequest)) as WorkerAnswer)
    // Progress comes back on a channel of its own, which closes with the run.
    const channel = new MessageChannel()
    channel.port1.on('message', ({ percent, title }: WorkerProgress) => onProgress(percent, title))
    try {
      const request: WorkerRequest = { task, input, progress: channel.port2 }
      return unwrap<HeavyTaskTypes[K]['result']>((await this.pool.run(request, { transferList: [channel.port2] })) as WorkerAnswer)
    } finally {
      channel.port1.close()
    }
  }

  async close(): Promise<void> {
    this.closed = true
    await this.pool.close()
  }
}

/** The worker's file next to `moduleUrl`: the built .js when it exists (the bundle), else the .ts source. */
export function workerFileBeside(moduleUrl: string, name: string): string {
  const built = fileURLToPath(new URL(`./${name}.js`, moduleUrl))
  return existsSync(built) ? built : fileURLToPath(new URL(`./${name}.ts`, moduleUrl))
}
