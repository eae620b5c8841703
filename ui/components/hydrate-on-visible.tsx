import { Suspense, use, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

/** Gates the browser has already passed once: a second render of a gate always goes through. */
const passed = new Set<string>()

/** Resolves when the wrapper's content comes within 200 px of the viewport, or when focus moves into it. */
function whenNeeded(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: '200px 0px' },
    )
    function done() {
      observer.disconnect()
      element.removeEventListener('focusin', done)
      resolve()
    }
    // The wrapper has no box of its own (display: contents): watch what it holds.
    for (const child of element.children) observer.observe(child)
    if (element.children.length === 0) done()
    element.addEventListener('focusin', done)
  })
}

/**
 * During the first hydration only, the server's markup of this gate waits as static HTML until it is
 * needed: React leaves a Suspense boundary dehydrated while its content suspends. Any second render goes
 * through at once: the promise resolved, or React is hydrating the boundary ahead of time because the
 * user clicked into it or a context above it changed (waiting then would make React throw the server's
 * markup away and show the empty fallback). On the server, and for content mounted in the browser, there
 * is no markup to find and nothing waits.
 */
function Gate({ id, onHydrated, children }: { id: string; onHydrated: () => void; children: ReactNode }) {
  // Hooks before the `use` that may suspend: when the promise settles within the same render, React
  // replays this component with the hooks of the suspended attempt, and this second pass skips `use`.
  // A hook first called after it would then have no slot ("Update hook called on initial render",
  // React error 467), and the boundary would be thrown away and rendered afresh.
  useEffect(onHydrated, [onHydrated])
  if (typeof document !== 'undefined' && !passed.has(id)) {
    passed.add(id)
    const element = document.querySelector(`[data-hydrate-on-visible="${CSS.escape(id)}"]`)
    if (element) use(whenNeeded(element))
  }
  return children
}

/**
 * Content below the fold that the browser hydrates only when it scrolls near the viewport (or is
 * clicked, or focused): the markup is the server's from the start, so nothing moves and links work,
 * but the work of hydrating it leaves the page's load. React hydrates a click's target at once.
 * Not for forms: what is typed into an input before React takes it over is lost.
 *
 * Until then the same element is rendered again, whatever the new children: React skips an unchanged
 * element, whereas new props would reach the waiting boundary and make React hydrate it with them,
 * against markup the server rendered from the old ones. The children's latest props apply right after.
 */
export function HydrateOnVisible({ children }: { children: ReactNode }) {
  const id = useId()
  const [hydrated, setHydrated] = useState(false)
  const onHydrated = useCallback(() => setHydrated(true), [])
  const content = (
    <div data-hydrate-on-visible={id} style={{ display: 'contents' }}>
      <Suspense>
        <Gate id={id} onHydrated={onHydrated}>
          {children}
        </Gate>
      </Suspense>
    </div>
  )
  const first = useRef(content)
  return hydrated ? content : first.current
}
