import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering on the server and during the browser's hydration render, true afterwards (and
 * at once on client-side navigation). Lets a component render the server's markup first and what only
 * the browser knows (stored tokens, remembered places) right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
