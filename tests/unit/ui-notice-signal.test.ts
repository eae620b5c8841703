import { beforeEach, describe, expect, it, vi } from 'vitest'

// The signal is module state (one per page): each test loads a fresh copy.
let signal: typeof import('../../ui/lib/notice-signal')
beforeEach(async () => {
  vi.resetModules()
  signal = await import('../../ui/lib/notice-signal')
})

describe('the first-notice signal that mounts the notices container', () => {
  it('calls every waiting listener once, at the first notice only', () => {
    const a = vi.fn()
    const b = vi.fn()
    signal.onFirstNotice(a)
    signal.onFirstNotice(b)
    expect(a).not.toHaveBeenCalled()
    signal.signalNotice()
    signal.signalNotice()
    expect(a).toHaveBeenCalledTimes(1)
    expect(b).toHaveBeenCalledTimes(1)
  })

  it('calls a listener that arrives after the first notice at once', () => {
    signal.signalNotice()
    const late = vi.fn()
    signal.onFirstNotice(late)
    expect(late).toHaveBeenCalledTimes(1)
  })

  it('does not call a listener that unsubscribed before the notice (an unmounted container)', () => {
    const gone = vi.fn()
    const stay = vi.fn()
    const unsubscribe = signal.onFirstNotice(gone)
    signal.onFirstNotice(stay)
    unsubscribe()
    signal.signalNotice()
    expect(gone).not.toHaveBeenCalled()
    expect(stay).toHaveBeenCalledTimes(1)
  })
})
