import type { JobName, JobQueue, JobTypes } from '../../core/shared/ports/job-queue'

type Handler = (data: never) => Promise<void>

/**
 * The job queue of the embedded database (one process): jobs run one at a time on this process, a job
 * that throws is tried again after `retryDelayMs` (doubling). Nothing is kept here across a restart:
 * the report rows are, and the server queues the unfinished ones again at start-up.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly handlers = new Map<JobName, Handler>()
  private readonly waiting: Array<{ name: JobName; data: unknown; key?: string; tries: number }> = []
  private readonly keys = new Set<string>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private running: Promise<void> | null = null
  private closed = false

  constructor(
    private readonly options: { retryDelayMs: number; maxTries: number; onError?: (error: unknown) => void } = { retryDelayMs: 2_000, maxTries: 5 },
  ) {}

  async work<N extends JobName>(name: N, handler: (data: JobTypes[N]) => Promise<void>): Promise<void> {
    this.handlers.set(name, handler as Handler)
    this.pump()
  }

  async enqueue<N extends JobName>(name: N, data: JobTypes[N], key?: string): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed')
    if (key && this.keys.has(`${name}:${key}`)) return
    if (key) this.keys.add(`${name}:${key}`)
    this.waiting.push({ name, data, key, tries: 0 })
    this.pump()
  }

  async close(): Promise<void> {
    this.closed = true
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    await this.running
  }

  private pump(): void {
    if (this.running || this.closed) return
    const index = this.waiting.findIndex((j) => this.handlers.has(j.name))
    if (index < 0) return
    const job = this.waiting.splice(index, 1)[0]!
    this.running = (async () => {
      try {
        await this.handlers.get(job.name)!(job.data as never)
        if (job.key) this.keys.delete(`${job.name}:${job.key}`)
      } catch (error) {
        this.options.onError?.(error)
        job.tries++
        if (job.tries < this.options.maxTries && !this.closed) {
          const timer = setTimeout(() => {
            this.timers.delete(timer)
            this.waiting.push(job)
            this.pump()
          }, this.options.retryDelayMs * 2 ** (job.tries - 1))
          this.timers.add(timer)
        } else if (job.key) this.keys.delete(`${job.name}:${job.key}`)
      }
    })().finally(() => {
      this.running = null
      // The next job on a fresh tick, so a long queue never grows the stack.
      setImmediate(() => this.pump())
    })
  }
}
