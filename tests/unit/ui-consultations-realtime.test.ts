import { describe, expect, it } from 'vitest'
import { clockOffsetFrom, createRealtimeClient, reconnectDelayMs, realtimeUrl, type RealtimeStatus, type ServerEvent } from '../../ui/services/realtime'

/** A scripted WebSocket: the test opens it, feeds it server messages and closes it. */
class FakeSocket {
  readyState = 0
  sent: unknown[] = []
  onopen: ((ev: Event) => unknown) | null = null
  onmessage: ((ev: MessageEvent) => unknown) | null = null
  onclose: ((ev: CloseEvent) => unknown) | null = null
  onerror: ((ev: Event) => unknown) | null = null
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.serverClose(1000)
  }
  open() {
    this.readyState = 1
    this.onopen?.({} as Event)
  }
  receive(event: object) {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent)
  }
  serverClose(code: number) {
    if (this.readyState === 3) return
    this.readyState = 3
    this.onclose?.({ code } as CloseEvent)
  }
}

function harness() {
  const sockets: FakeSocket[] = []
  const timers: Array<{ fn: () => void; ms: number; done: boolean }> = []
  let now = 1_000
  const client = createRealtimeClient({
    url: 'ws://test/api/realtime',
    token: 'tok',
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
    setTimeout: (fn, ms) => {
      const timer = { fn, ms, done: false }
      timers.push(timer)
      return timer
    },
    clearTimeout: (handle) => {
      if (handle) (handle as { done: boolean }).done = true
    },
    now: () => now,
    random: () => 0,
  })
  const statuses: RealtimeStatus[] = []
  client.onStatus((s) => statuses.push(s))
  const events: ServerEvent[] = []
  client.on((e) => events.push(e))
  const runTimers = (ms: number) => {
    for (const t of timers.filter((t) => !t.done && t.ms === ms)) {
      t.done = true
      t.fn()
    }
  }
  return { client, sockets, timers, statuses, events, runTimers, advance: (ms: number) => (now += ms) }
}

describe('the live-chat socket client', () => {
  it('authenticates with the token first and is open only after ready', () => {
    const h = harness()
    const socket = h.sockets[0]
    expect(socket.url).toBe('ws://test/api/realtime')
    expect(h.client.status).toBe('connecting')
    socket.open()
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'tok' })
    expect(h.client.send({ type: 'ping' })).toBe(false)
    socket.receive({ type: 'ready', userId: 'u', role: 'customer' })
    expect(h.client.status).toBe('open')
    expect(h.client.send({ type: 'typing', consultationId: 'c', typing: true })).toBe(true)
    expect(socket.sent).toContainEqual({ type: 'typing', consultationId: 'c', typing: true })
    expect(h.events.map((e) => e.type)).toEqual(['ready'])
  })

  it('announces open once even when the cookie and the token both sign in', () => {
    const h = harness()
    h.sockets[0].open()
    h.sockets[0].receive({ type: 'ready', userId: 'u', role: 'customer' })
    h.sockets[0].receive({ type: 'ready', userId: 'u', role: 'customer' })
    expect(h.statuses.filter((s) => s === 'open')).toHaveLength(1)
  })

  it('reconnects after a drop with a growing pause, and opens again', () => {
    const h = harness()
    h.sockets[0].open()
    h.sockets[0].receive({ type: 'ready', userId: 'u', role: 'customer' })
    h.sockets[0].serverClose(1006)
    expect(h.client.status).toBe('reconnecting')
    const pause = h.timers.find((t) => !t.done && t.ms === reconnectDelayMs(0))
    expect(pause).toBeDefined()
    h.runTimers(reconnectDelayMs(0))
    expect(h.sockets).toHaveLength(2)
    h.sockets[1].open()
    expect(h.sockets[1].sent[0]).toEqual({ type: 'auth', token: 'tok' })
    h.sockets[1].receive({ type: 'ready', userId: 'u', role: 'customer' })
    expect(h.client.status).toBe('open')
    expect(h.statuses).toEqual(['open', 'reconnecting', 'open'])
  })

  it('stops for a refused token (4401) and after close()', () => {
    const h = harness()
    h.sockets[0].open()
    h.sockets[0].receive({ type: 'error', code: 'AUTH.UNAUTHORIZED', message: 'bad' })
    h.sockets[0].serverClose(4401)
    expect(h.client.status).toBe('unauthorized')
    expect(h.timers.filter((t) => !t.done)).toHaveLength(0)

    const g = harness()
    g.sockets[0].open()
    g.client.close()
    expect(g.client.status).toBe('closed')
    expect(g.sockets).toHaveLength(1)
  })

  it('measures the clock offset from ping/pong', () => {
    const h = harness()
    h.sockets[0].open()
    h.sockets[0].receive({ type: 'ready', userId: 'u', role: 'customer' })
    expect(h.sockets[0].sent).toContainEqual({ type: 'ping' })
    h.advance(200)
    h.sockets[0].receive({ type: 'pong', at: new Date(1_100 + 5_000).toISOString() })
    expect(h.client.clockOffsetMs).toBe(5_000)
  })

  it('grows the pause to at most 15 s and builds the socket URL', () => {
    expect(reconnectDelayMs(0)).toBe(500)
    expect(reconnectDelayMs(1)).toBe(1000)
    expect(reconnectDelayMs(20)).toBe(15_000)
    expect(reconnectDelayMs(0, 0.999)).toBeLessThanOrEqual(625)
    expect(clockOffsetFrom(1000, 900, new Date(0).toISOString())).toBeNull()
    expect(realtimeUrl({ protocol: 'https:', host: 'astro.example' })).toBe('wss://astro.example/api/realtime')
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/api/realtime')
  })
})
