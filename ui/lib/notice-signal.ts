/**
 * Tells the notices' container that a first notice was asked for. Kept apart from notify.ts so that the
 * shell can wait for it without loading @mantine/notifications with every page.
 */
/** Toasts show one at a time and close after 5000 ms by default. */
export const NOTICE_DURATION_MS = 5000

type Listener = () => void

let requested = false
const listeners = new Set<Listener>()

export function signalNotice(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
  listeners.clear()
}

/** Calls `listener` once, at the first notice (at once if there was one already). Returns the unsubscribe. */
export function onFirstNotice(listener: Listener): () => void {
  if (requested) {
    listener()
    return () => undefined
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}
