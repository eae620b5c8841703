import type { MessagePort } from 'node:worker_threads'
import { DomainError } from '../../core/errors'
import type { HeavyTask, HeavyTasks } from '../../core/shared/ports/heavy-computation'
import { domainErrorRecord, reviveDomainError, type DomainErrorRecord } from './domain-error-record'

/** What the main thread sends a worker, and what it answers: plain data both ways (structured clone). */
export interface WorkerRequest {
  task: HeavyTask
  input: unknown
  /** where the task's progress goes, when the caller listens (transferred with the request) */
  progress?: MessagePort
}

/** One progress call, as posted on the request's port. */
export interface WorkerProgress {
  percent: number
  title: string
}
export type WorkerAnswer = { ok: true; value: unknown } | { ok: false; error: DomainErrorRecord }

/**
 * The worker's side: runs a request. An expected (domain) failure comes back as data, since a thrown
 * error would lose its class and field issues; anything else is thrown and rejects the run.
 */
export function answerWith(tasks: HeavyTasks) {
  return async ({ task, input, progress }: WorkerRequest): Promise<WorkerAnswer> => {
    if (!Object.hasOwn(tasks, task)) throw new Error(`Unknown heavy task ${String(task)}`)
    const tell = (percent: number, title: string) => progress?.postMessage({ percent, title } satisfies WorkerProgress)
    try {
      return { ok: true, value: await (tasks[task] as (input: unknown, progress: typeof tell) => Promise<unknown>)(input, tell) }
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, error: domainErrorRecord(error) }
      throw error
    } finally {
      progress?.close()
    }
  }
}

/** The main thread's side: the value, or the same DomainError the use case threw. */
export function unwrap<T>(answer: WorkerAnswer): T {
  if (answer.ok) return answer.value as T
  throw reviveDomainError(answer.error)
}
