import { useCallback, useRef, useState, type ComponentType } from 'react'

/**
 * A component whose code is fetched when `request` is first called (at a focus, a click, the first
 * interaction with the page), and null until it has arrived. Unlike React.lazy, a failed fetch (offline
 * for a moment) leaves the page as it is and the next `request` tries again, instead of throwing to the
 * page's error boundary.
 */
export function useLoadedComponent<P extends object>(load: () => Promise<ComponentType<P>>): [ComponentType<P> | null, () => void] {
  const [component, setComponent] = useState<ComponentType<P> | null>(null)
  const requested = useRef(false)
  const request = useCallback(() => {
    if (requested.current) return
    requested.current = true
    load().then(
      (loaded) => setComponent(() => loaded),
      () => {
        requested.current = false
      },
    )
  }, [load])
  return [component, request]
}
