/** The background jobs the platform runs, with their data. */
export interface JobTypes {
  /** Write a paid report (GenerateReport). */
  'report.generate': { reportId: string }
}
export type JobName = keyof JobTypes

/**
 * A durable queue of background work (any instance may take a job). A handler that
 * throws is retried later; a handler must therefore be safe to run twice for one job.
 */
export interface JobQueue {
  /** Starts taking jobs of `name` on this instance. */
  work<N extends JobName>(name: N, handler: (data: JobTypes[N]) => Promise<void>): Promise<void>
  /** Queues a job; `key` makes it a singleton (a second job with the same key is not added while one waits). */
  enqueue<N extends JobName>(name: N, data: JobTypes[N], key?: string): Promise<void>
  /** Stops taking jobs; those under way finish first. */
  close(): Promise<void>
}
export const JobQueue = Symbol('JobQueue')
