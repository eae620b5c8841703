import { PgBoss } from 'pg-boss'
import type { JobName, JobQueue, JobTypes } from '../../core/shared/ports/job-queue'

/**
 * The job queue on PostgreSQL (pg-boss): any instance may take a job; a job whose worker crashed
 * expires and is retried. pg-boss keeps its tables in its own schema (`schema`), so parallel test runs
 * on one server stay apart.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss
  private started: Promise<unknown> | null = null
  private readonly queues = new Set<string>()

  constructor(
    options: { connectionString: string; schema: string },
    private readonly tuning: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number; pollingIntervalSeconds: number; onError?: (error: unknown) => void } = {
      retryLimit: 4,
      retryDelaySeconds: 5,
      expireInSeconds: 600,
      pollingIntervalSeconds: 1,
    },
  ) {
    this.boss = new PgBoss({ connectionString: options.connectionString, schema: options.schema, max: 4 })
    this.boss.on('error', (error) => this.tuning.onError?.(error))
  }

  private async ready(name: string): Promise<void> {
    this.started ??= this.boss.start()
    await this.started
    if (this.queues.has(name)) return
    await this.boss.createQueue(name, { retryLimit: this.tuning.retryLimit, retryDelay: this.tuning.retryDelaySeconds, retryBackoff: true, expireInSeconds: this.tuning.expireInSeconds })
    this.queues.add(name)
  }

  async work<N extends JobName>(name: N, handler: (data: JobTypes[N]) => Promise<void>): Promise<void> {
    await this.ready(name)
    await this.boss.work<JobTypes[N]>(name, { pollingIntervalSeconds: this.tuning.pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
      for (const job of jobs) await handler(job.data)
    })
  }

  async enqueue<N extends JobName>(name: N, data: JobTypes[N], key?: string): Promise<void> {
    await this.ready(name)
    // send() with a singletonKey dedupes only under some queue policies (not the default one, nor a
    // queue created before); upsert() by key edits a job of that key still waiting (created or due for
    // a retry) and adds one only when none waits, whatever the queue's policy.
    if (key) await this.boss.upsert(name, data, { singletonKey: key })
    else await this.boss.send(name, data)
  }

  async close(): Promise<void> {
    if (!this.started) return
    await this.started.catch(() => undefined)
    await this.boss.stop({ graceful: true, timeout: 10_000 })
  }
}
