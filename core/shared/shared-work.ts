import { BusyError } from '../errors'

/** Why a waiter's promise rejected: its own signal was aborted (the caller has gone). */
export class WaiterGoneError extends Error {
  constructor() {
    super('Nobody is waiting for this any more')
  }
}

interface Job<T> {
  run: (signal: AbortSignal) => Promise<T>
  result: Promise<T>
  settle: { resolve: (value: T) => void; reject: (error: unknown) => void }
  controller: AbortController
  waiters: number
  started: boolean
}

/**
 * Expensive work (printing a PDF) shared by everyone who asks for the same thing: one job per key, however
 * many ask at once; at most `parallel` jobs run, and at most `maxWaiting` wait (past that a BusyError, 503
 * with Retry-After, rather than a queue that grows without end). A job whose every caller has gone is
 * dropped before it starts, or told to stop (its signal aborts) while it runs.
 */
export class SharedWork<T> {
  private readonly jobs = new Map<string, Job<T>>()
  private readonly waiting: string[] = []
  private running = 0

  constructor(
    private readonly limits: { parallel: number; maxWaiting: number; retryAfterSeconds: number; busyMessage: string },
  ) {}

  /** Answers `key`'s result, starting `run` unless the same key is already queued or running. */
  do(key: string, run: (signal: AbortSignal) => Promise<T>, caller?: AbortSignal): Promise<T> {
    if (caller?.aborted) return Promise.reject(new WaiterGoneError())
    let job = this.jobs.get(key)
    if (!job) {
      if (this.waiting.length >= this.limits.maxWaiting && this.running >= this.limits.parallel) throw new BusyError(this.limits.busyMessage, this.limits.retryAfterSeconds)
      let settle!: Job<T>['settle']
      const result = new Promise<T>((resolve, reject) => (settle = { resolve, reject }))
      // Every waiter may leave: the job's own promise must never be an unhandled rejection.
      result.catch(() => undefined)
      job = { run, result, settle, controller: new AbortController(), waiters: 0, started: false }
      this.jobs.set(key, job)
      this.waiting.push(key)
      this.pump()
    }
    return this.wait(key, job, caller)
  }

  /** Jobs queued and running (for figures and tests). */
  get load(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running }
  }

  private wait(key: string, job: Job<T>, caller?: AbortSignal): Promise<T> {
    job.waiters++
    if (!caller) return job.result
    return new Promise<T>((resolve, reject) => {
      const leave = () => {
        job.waiters--
        reject(new WaiterGoneError())
        if (job.waiters > 0) return
        if (!job.started) {
          this.waiting.splice(this.waiting.indexOf(key), 1)
          this.jobs.delete(key)
          job.settle.reject(new WaiterGoneError())
        } else {
          // Whoever asks next starts afresh rather than joining a job that is stopping.
          if (this.jobs.get(key) === job) this.jobs.delete(key)
          job.controller.abort()
        }
      }
      caller.addEventListener('abort', leave, { once: true })
      job.result.then(
        (value) => {
          caller.removeEventListener('abort', leave)
          resolve(value)
        },
        (error) => {
          caller.removeEventListener('abort', leave)
          reject(error)
        },
      )
    })
  }

  private pump(): void {
    while (this.running < this.limits.parallel && this.waiting.length > 0) {
      const key = this.waiting.shift()!
      const job = this.jobs.get(key)!
      job.started = true
      this.running++
      void job
        .run(job.controller.signal)
        .then(job.settle.resolve, job.settle.reject)
        .finally(() => {
          this.running--
          if (this.jobs.get(key) === job) this.jobs.delete(key)
          this.pump()
        })
    }
  }
}
