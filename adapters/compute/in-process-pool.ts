import type { HeavyComputation, HeavyProgress, HeavyTask, HeavyTaskTypes, HeavyTasks } from '../../core/shared/ports/heavy-computation'

/** Runs the heavy tasks on the calling thread: tests, and a server configured with no workers. */
export class InProcessHeavyComputation implements HeavyComputation {
  private closed = false

  constructor(private readonly tasks: HeavyTasks) {}

  // async: a surprise, even before the task starts, rejects as it does from a worker, never throws.
  async run<K extends HeavyTask>(task: K, input: HeavyTaskTypes[K]['input'], onProgress?: HeavyProgress): Promise<HeavyTaskTypes[K]['result']> {
    if (this.closed) throw new Error('HeavyComputation is closed')
    if (!Object.hasOwn(this.tasks, task)) throw new Error(`Unknown heavy task ${String(task)}`)
    return this.tasks[task](input, onProgress ?? (() => undefined))
  }

  async close(): Promise<void> {
    this.closed = true
  }
}
