import { describe, expect, it } from 'vitest'
import { entryLoaderScript } from '../../ui/app/entry-loader'

/** Runs the loader against a fake page: what it appends, the paint observer it registers, its timers. */
function runLoader(options: { paintTimingSupported: boolean }) {
  const appended: Array<{ type: string; src: string }> = []
  const timers: Array<() => void> = []
  let observer: { callback: (list: unknown, observer: unknown) => void; disconnected: boolean } | null = null
  class FakeObserver {
    static supportedEntryTypes = options.paintTimingSupported ? ['navigation', 'paint', 'resource'] : ['navigation', 'resource']
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observer = { callback, disconnected: false }
    }
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true })
    }
    disconnect() {
      observer!.disconnected = true
    }
  }
  const document = {
    createElement: () => ({ type: '', src: '' }),
    body: { appendChild: (node: { type: string; src: string }) => appended.push({ ...node }) },
  }
  const window = { PerformanceObserver: FakeObserver }
  new Function('window', 'document', 'PerformanceObserver', 'setTimeout', entryLoaderScript('/assets/main-abc.js'))(
    window,
    document,
    FakeObserver,
    (fn: () => void) => timers.push(fn),
  )
  const paint = (...names: string[]) =>
    observer!.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }, { disconnect: () => (observer!.disconnected = true) })
  return { appended, timers, paint, observer: () => observer }
}

describe('the client entry loader', () => {
  it('requests the entry module only after the first contentful paint, once', () => {
    const page = runLoader({ paintTimingSupported: true })
    expect(page.appended).toEqual([])
    page.paint('first-paint')
    expect(page.appended).toEqual([])
    page.paint('first-contentful-paint')
    expect(page.appended).toEqual([{ type: 'module', src: '/assets/main-abc.js' }])
    expect(page.observer()!.disconnected).toBe(true)
    page.timers.forEach((fire) => fire())
    expect(page.appended).toHaveLength(1)
  })

  it('loads it after three seconds when the page has not painted (a background tab)', () => {
    const page = runLoader({ paintTimingSupported: true })
    expect(page.timers).toHaveLength(1)
    page.timers[0]!()
    expect(page.appended).toEqual([{ type: 'module', src: '/assets/main-abc.js' }])
  })

  it('loads it at once where the browser has no paint timing', () => {
    const page = runLoader({ paintTimingSupported: false })
    expect(page.appended).toEqual([{ type: 'module', src: '/assets/main-abc.js' }])
    expect(page.observer()).toBeNull()
  })
})
