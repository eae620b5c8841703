import { describe, expect, it } from 'vitest'
import { BusyError } from '../../core/errors'
import { SharedWork, WaiterGoneError } from '../../core/shared/shared-work'

const LIMITS = { parallel: 1, maxWaiting: 2, retryAfterSeconds: 30, busyMessage: 'busy' }

/** A job that finishes when told, and says whether its signal was aborted. */
function gated(value: string) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  const job = { runs: 0, aborted: false, open: () => open(), run: async (signal: AbortSignal) => {
    job.runs++
    signal.addEventListener('abort', () => (job.aborted = true))
    await gate
    return value
  } }
  return job
}

describe('SharedWork', () => {
  it('runs one job for any number of callers of the same key', async () => {
    const work = new SharedWork<string>(LIMITS)
    const job = gated('pdf')
    const answers = Array.from({ length: 30 }, () => work.do('report:1', job.run))
    job.open()
    expect(await Promise.all(answers)).toEqual(Array(30).fill('pdf'))
    expect(job.runs).toBe(1)
  })

  it('runs `parallel` jobs at once and refuses past `maxWaiting` with a BusyError carrying Retry-After', async () => {
    const work = new SharedWork<string>(LIMITS)
    const jobs = [gated('a'), gated('b'), gated('c')]
    const answers = jobs.map((job, i) => work.do(`k${i}`, job.run))
    expect(work.load).toEqual({ waiting: 2, running: 1 })
    expect(jobs.map((j) => j.runs)).toEqual([1, 0, 0])
    let busy: unknown
    try {
      work.do('k3', gated('d').run)
    } catch (error) {
      busy = error
    }
    expect(busy).toBeInstanceOf(BusyError)
    expect((busy as BusyError).retryAfterSeconds).toBe(30)
    // Joining a queued key is not a new job: no refusal.
    const joined = work.do('k2', jobs[2]!.run)
    for (const job of jobs) job.open()
    expect(await Promise.all([...answers, joined])).toEqual(['a', 'b', 'c', 'c'])
  })

  it('drops a queued job when every caller has gone, and stops a running one', async () => {
    const work = new SharedWork<string>(LIMITS)
    const running = gated('first')
    const queued = gated('second')
    const firstCaller = new AbortController()
    const first = work.do('first', running.run, firstCaller.signal)
    const callers = [new AbortController(), new AbortController()]
    const second = callers.map((c) => work.do('second', queued.run, c.signal))
    for (const c of callers) c.abort()
    await expect(Promise.all(second)).rejects.toBeInstanceOf(WaiterGoneError)
    expect(work.load).toEqual({ waiting: 0, running: 1 })
    firstCaller.abort()
    await expect(first).rejects.toBeInstanceOf(WaiterGoneError)
    expect(running.aborted).toBe(true)
    running.open()
    queued.open()
    await new Promise((r) => setTimeout(r, 0))
    expect(queued.runs).toBe(0)
    expect(work.load).toEqual({ waiting: 0, running: 0 })
  })

  it('keeps a job while one caller still waits', async () => {
    const work = new SharedWork<string>(LIMITS)
    const job = gated('kept')
    const leaving = new AbortController()
    const gone = work.do('k', job.run, leaving.signal)
    const staying = work.do('k', job.run, new AbortController().signal)
    leaving.abort()
    await expect(gone).rejects.toBeInstanceOf(WaiterGoneError)
    job.open()
    expect(await staying).toBe('kept')
    expect(job.aborted).toBe(false)
  })
})
