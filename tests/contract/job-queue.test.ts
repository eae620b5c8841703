import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { InProcessJobQueue } from '../../adapters/jobs/in-process-job-queue'
import { PgBossJobQueue } from '../../adapters/jobs/pg-boss-job-queue'
import type { JobQueue } from '../../core/shared/ports/job-queue'
import { describeJobQueueContract } from './job-queue.contract'
import { eventually } from './eventually'

const postgresUrl = process.env.TEST_DATABASE_URL

describeJobQueueContract('in process', async () => {
  const queue = new InProcessJobQueue({ retryDelayMs: 20, maxTries: 5 })
  return { queue, close: () => queue.close() }
})

/** pg-boss in a schema of its own, so runs on one server stay apart; dropped on close. */
function pgBossFixture() {
  const schema = `test_jobs_${randomBytes(6).toString('hex')}`
  const open = () =>
    new PgBossJobQueue(
      { connectionString: postgresUrl!, schema },
      // The shortest retry delay and polling pg-boss accepts, so a retried job comes back within seconds.
      { retryLimit: 4, retryDelaySeconds: 1, expireInSeconds: 60, pollingIntervalSeconds: 0.5 },
    )
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
    } finally {
      await client.end()
    }
  }
  return { open, dropSchema }
}

if (postgresUrl)
  describeJobQueueContract('pg-boss on PostgreSQL', async () => {
    const { open, dropSchema } = pgBossFixture()
    const queue = open()
    let closed: Promise<void> | null = null
    // The contract may already have closed the queue; pg-boss is stopped only once.
    const wrapped: JobQueue = { work: (name, handler) => queue.work(name, handler), enqueue: (name, data, key) => queue.enqueue(name, data, key), close: () => (closed ??= queue.close()) }
    return {
      queue: wrapped,
      close: async () => {
        await wrapped.close()
        await dropSchema()
      },
    }
  })

describe.skipIf(!postgresUrl)('PgBossJobQueue', () => {
  it('keeps a queued job across a restart, for the next instance to run', async () => {
    const { open, dropSchema } = pgBossFixture()
    try {
      const before = open()
      await before.enqueue('report.generate', { reportId: 'queued-before-restart' }, 'queued-before-restart')
      await before.close()

      const after = open()
      const handled: string[] = []
      try {
        await after.work('report.generate', async ({ reportId }) => void handled.push(reportId))
        await eventually(() => handled.length > 0, 'the job queued before the restart')
        expect(handled).toEqual(['queued-before-restart'])
      } finally {
        await after.close()
      }
    } finally {
      await dropSchema()
    }
  })
})
