/**
 * Starts a throw-away worker that loads ICU's data (ui/app/icu-warm-up.worker.ts) in parallel with the
 * page's start-up, so that the main thread's first Intl formatter is cheap. Without workers, or if the
 * worker fails, nothing changes: the main thread loads the data itself at its first formatter, as before.
 */
export function warmUpIcu(): void {
  if (typeof Worker === 'undefined') return
  try {
    const worker = new Worker(new URL('./icu-warm-up.worker.ts', import.meta.url), { name: 'icu-warm-up' })
    const done = () => worker.terminate()
    worker.addEventListener('message', done)
    worker.addEventListener('error', done)
  } catch {
    // A browser that refuses the worker (a strict policy, an old engine): the first formatter pays instead.
  }
}
