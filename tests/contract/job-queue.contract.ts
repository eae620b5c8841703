import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { JobQueue } from '../../core/shared/ports/job-queue'
import { eventually } from './eventually'

export interface JobQueueUnderTest {
  /** a fresh, empty queue whose retry delay is short enough for a test */
  queue: JobQueue
  /** stops the queue if a test has not, and removes whatever the fixture made */
  close(): Promise<void>
}

/**
 * What every JobQueue must do, whichever runs it (in process, pg-boss on PostgreSQL): every job queued
 * is handled with its data, a handler that throws is tried again, a key keeps one waiting job, and
 * close waits for the job under way. Durability across a restart is not promised by every adapter (the
 * in-process one relies on the report rows) and is tested with the adapter that promises it.
 */
export function describeJobQueueContract(name: string, make: () => Promise<JobQueueUnderTest>) {
  describe(`JobQueue contract: ${name}`, () => {
    let under: JobQueueUnderTest
    let queue: JobQueue
    beforeEach(async () => {
      under = await make()
      queue = under.queue
    })
    afterEach(async () => under.close())

    /** how many times each report id was handled */
    const tally = () => {
      const seen = new Map<string, number>()
      return { seen, count: (id: string) => seen.get(id) ?? 0, add: (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1) }
    }

    /**
     * Queues a last job and waits for it: both adapters take one job at a time in the order queued,
     * so once it has run, nothing queued before it is still waiting to run again.
     */
    const drain = async (handled: ReturnType<typeof tally>, fence: string) => {
      await queue.enqueue('report.generate', { reportId: fence })
      await eventually(() => handled.count(fence) > 0, `the fence job ${fence}`)
    }

    it('hands every job to the worker once, with its data, whether queued before or after the worker started', async () => {
      const handled = tally()
      const data: unknown[] = []
      await queue.enqueue('report.generate', { reportId: 'before-work' })
      await queue.work('report.generate', async (job) => {
        data.push(job)
        handled.add(job.reportId)
      })
      await queue.enqueue('report.generate', { reportId: 'after-work-1' })
      await queue.enqueue('report.generate', { reportId: 'after-work-2' })
      await eventually(() => ['before-work', 'after-work-1', 'after-work-2'].every((id) => handled.count(id) > 0), 'three jobs')
      await drain(handled, 'fence')
      expect(Object.fromEntries(handled.seen)).toEqual({ 'before-work': 1, 'after-work-1': 1, 'after-work-2': 1, fence: 1 })
      expect(data).toContainEqual({ reportId: 'after-work-2' })
      for (const job of data) expect(Object.keys(job as object)).toEqual(['reportId'])
    })

    it('tries a job again, with the same data, after its handler throws, and keeps running other jobs', async () => {
      const handled = tally()
      const tries: unknown[] = []
      await queue.work('report.generate', async (job) => {
        if (job.reportId === 'flaky') {
          tries.push(job)
          if (tries.length <= 2) throw new Error(`a passing failure (try ${tries.length})`)
        }
        handled.add(job.reportId)
      })
      await queue.enqueue('report.generate', { reportId: 'flaky' })
      await queue.enqueue('report.generate', { reportId: 'steady' })
      // pg-boss waits a second or more, doubling, before a retry: the bound allows for two of them on a busy machine.
      await eventually(() => handled.count('flaky') > 0 && handled.count('steady') > 0, 'the flaky job to succeed on a later try', 50_000)
      expect(tries).toEqual([{ reportId: 'flaky' }, { reportId: 'flaky' }, { reportId: 'flaky' }])
      await drain(handled, 'fence')
      expect(tries).toHaveLength(3)
      expect(Object.fromEntries(handled.seen)).toEqual({ flaky: 1, steady: 1, fence: 1 })
    }, 60_000)

    it('keeps one waiting job per key, and takes the key again once that job has run', async () => {
      const handled = tally()
      await queue.enqueue('report.generate', { reportId: 'r1' }, 'r1')
      await queue.enqueue('report.generate', { reportId: 'r1' }, 'r1')
      await queue.enqueue('report.generate', { reportId: 'r2' }, 'r2')
      await queue.enqueue('report.generate', { reportId: 'unkeyed' })
      await queue.enqueue('report.generate', { reportId: 'unkeyed' })
      await queue.work('report.generate', async (job) => void handled.add(job.reportId))
      await drain(handled, 'fence-1')
      expect(Object.fromEntries(handled.seen)).toEqual({ r1: 1, r2: 1, unkeyed: 2, 'fence-1': 1 })

      await queue.enqueue('report.generate', { reportId: 'r1' }, 'r1')
      await drain(handled, 'fence-2')
      expect(handled.count('r1')).toBe(2)
    })

    it('lets the job under way finish before close resolves', async () => {
      const order: string[] = []
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      await queue.work('report.generate', async () => {
        order.push('started')
        await gate
        order.push('finished')
      })
      await queue.enqueue('report.generate', { reportId: 'long' })
      await eventually(() => order.includes('started'), 'the job to start')
      const closing = queue.close().then(() => order.push('closed'))
      // Give a close that does not wait a chance to resolve early; a slow machine can only make this pass.
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(order).toEqual(['started'])
      release()
      await closing
      expect(order).toEqual(['started', 'finished', 'closed'])
    })
  })
}
