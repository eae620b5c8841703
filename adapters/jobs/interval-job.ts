import type { Scheduler, TimerHandle } from '../../core/shared/ports/scheduler'

/**
 * Runs one piece of scheduled work every `everyMs` on this instance (the bookings' reminders and
 * no-shows). Passes never overlap; a failing pass is reported and the next one runs as usual. The work
 * itself must be safe on several instances at once (compare-and-set, once-only claims).
 */
export class IntervalJob {
  private timer: TimerHandle | null = null
  private running: Promise<void> | null = null
  private stopped = true

  constructor(
    private readonly work: () => Promise<unknown>,
    private readonly everyMs: number,
    private readonly scheduler: Scheduler,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (!this.stopped) return
    this.stopped = false
    this.next(0)
  }

  /** Stops; a pass under way finishes first. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) this.scheduler.clearTimeout(this.timer)
    this.timer = null
    await this.running
  }

  private next(delay: number): void {
    if (this.stopped) return
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null
      this.running = this.work()
        .then(() => undefined, this.onError)
        .finally(() => {
          this.running = null
          this.next(this.everyMs)
        })
    }, delay)
  }
}
