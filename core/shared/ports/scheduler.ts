/** An opaque handle of a scheduled callback. */
export type TimerHandle = { readonly __timer: unique symbol } | object

/**
 * Runs a callback later; with Clock, the time seam of the chat billing clock (tests drive both by hand).
 * Timers never keep the process alive.
 */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}
export const Scheduler = Symbol('Scheduler')

export const systemScheduler: Scheduler = {
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, Math.max(0, ms))
    ;(timer as { unref?: () => void }).unref?.()
    return timer as unknown as TimerHandle
  },
  clearTimeout(handle) {
    clearTimeout(handle as unknown as ReturnType<typeof setTimeout>)
  },
}
