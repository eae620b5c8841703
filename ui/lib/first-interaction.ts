const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const

/** Calls `run` once, at the first pointer press, key press, touch or scroll on the page; returns the cleanup. */
export function onFirstInteraction(run: () => void): () => void {
  const once = () => {
    cleanup()
    run()
  }
  EVENTS.forEach((e) => window.addEventListener(e, once, { passive: true }))
  function cleanup() {
    EVENTS.forEach((e) => window.removeEventListener(e, once))
  }
  return cleanup
}
