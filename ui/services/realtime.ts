import type { ErrorCode } from '../../core/error-codes'
import type { BalanceWarning, Bill, CallState, ChatMessage, ConsultationView, ParticipantRole } from '../../core/domain/consultation'

/** An ICE candidate as RTCIceCandidate.toJSON() gives it (null: the end of candidates). */
export type IceCandidateInit = { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null } | null

/**
 * The browser side of WS /api/realtime (docs/ui-contract.md): authenticates with `{type: 'auth', token}`
 * as the first message, reconnects with a growing pause after a drop, and watches the line with pings.
 * Callers re-`sync` their open chats whenever the status turns `open` again, so no message is lost.
 */

export type ServerEvent =
  | { type: 'ready'; userId: string; role: string }
  | { type: 'message'; consultationId: string; message: ChatMessage; replay?: boolean }
  | { type: 'ack'; clientId: string | null; message: ChatMessage }
  | { type: 'typing'; consultationId: string; userId: string; from: ParticipantRole; typing: boolean }
  | { type: 'read'; consultationId: string; receipt: 'delivered' | 'read'; from: ParticipantRole; upToSeq: number; at: string }
  | { type: 'consultation'; consultation: ConsultationView; bill: Bill; warning?: BalanceWarning }
  | { type: 'synced'; consultationId: string; lastSeq: number; more?: boolean; consultation: ConsultationView; bill: Bill }
  | { type: 'presence'; consultationId: string; userId: string; from: ParticipantRole; online: boolean }
  | { type: 'presence'; astrologerId: string; isOnline: boolean }
  | { type: 'error'; code: ErrorCode; message: string; clientId?: string; ref?: string }
  | { type: 'pong'; at: string }
  | { type: 'call.offer'; consultationId: string; from: ParticipantRole; sdp: string; iceRestart: boolean }
  | { type: 'call.answer'; consultationId: string; from: ParticipantRole; sdp: string }
  | { type: 'call.ice'; consultationId: string; from: ParticipantRole; candidate: IceCandidateInit }
  | { type: 'call.state'; consultationId: string; state: CallState; connectedAt: string | null; bill: Bill }

export type ClientEvent =
  | { type: 'sync'; consultationId: string; afterSeq: number }
  | { type: 'message'; consultationId: string; text: string; clientId: string }
  | { type: 'typing'; consultationId: string; typing: boolean }
  | { type: 'read'; consultationId: string; upToSeq: number }
  | { type: 'ping' }
  | { type: 'call.offer'; consultationId: string; sdp: string; iceRestart?: boolean }
  | { type: 'call.answer'; consultationId: string; sdp: string }
  | { type: 'call.ice'; consultationId: string; candidate: IceCandidateInit }
  | { type: 'call.media'; consultationId: string; state: 'connected' | 'disconnected' }

/**
 * - `connecting`: opening the socket or waiting for `ready`;
 * - `open`: authenticated, events flow;
 * - `reconnecting`: the line dropped, a new attempt is scheduled;
 * - `unauthorized`: the server refused the token (close code 4401): no retry;
 * - `closed`: closed on purpose.
 */
export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'unauthorized' | 'closed'

export interface RealtimeClient {
  readonly status: RealtimeStatus
  /** Server clock minus local clock in ms, estimated from ping/pong (0 until measured). */
  readonly clockOffsetMs: number
  on(listener: (event: ServerEvent) => void): () => void
  onStatus(listener: (status: RealtimeStatus) => void): () => void
  /** Sends when open; answers false when the event could not be sent now. */
  send(event: ClientEvent): boolean
  /** Skips the pause and tries again (network back, tab visible again). */
  reconnectNow(): void
  close(): void
}

/** The close code the server uses for a refused token. */
const UNAUTHORIZED_CLOSE_CODE = 4401
/** Ping the server this often while open. */
const PING_INTERVAL_MS = 20_000
/** Drop and reconnect when nothing at all arrived for this long. */
const SILENCE_LIMIT_MS = 45_000

/** Pause before reconnect attempt `attempt` (0-based): 0.5 s doubling to at most 15 s; `jitter` in [0, 1). */
export function reconnectDelayMs(attempt: number, jitter = 0): number {
  const base = Math.min(15_000, 500 * 2 ** Math.max(0, Math.min(attempt, 10)))
  return Math.round(base * (1 + 0.25 * Math.max(0, Math.min(jitter, 1))))
}

/**
 * Server clock minus local clock (ms), from a ping sent at `sentAt` and its pong received at `receivedAt`
 * (both local epoch ms) carrying the server's `serverAt` (ISO): assumes the halfway point. Null when unusable.
 */
export function clockOffsetFrom(sentAt: number, receivedAt: number, serverAt: string): number | null {
  const server = Date.parse(serverAt)
  if (!Number.isFinite(server) || receivedAt < sentAt) return null
  return Math.round(server - (sentAt + receivedAt) / 2)
}

/** ws(s)://host/api/realtime for the page's origin. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/realtime`
}

type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close'> & {
  onopen: ((ev: Event) => unknown) | null
  onmessage: ((ev: MessageEvent) => unknown) | null
  onclose: ((ev: CloseEvent) => unknown) | null
  onerror: ((ev: Event) => unknown) | null
}

interface RealtimeClientOptions {
  url: string
  token: string
  createSocket?: (url: string) => SocketLike
  /** Timers (tests pass fakes). */
  setTimeout?: (fn: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
  now?: () => number
  random?: () => number
}

const OPEN = 1

/** One authenticated socket that keeps itself connected until closed. */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as SocketLike)
  const setTimer = options.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms))
  const clearTimer = options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>))
  const now = options.now ?? (() => Date.now())
  const random = options.random ?? Math.random

  const listeners = new Set<(event: ServerEvent) => void>()
  const statusListeners = new Set<(status: RealtimeStatus) => void>()
  let status: RealtimeStatus = 'connecting'
  let socket: SocketLike | null = null
  let attempt = 0
  let retryTimer: unknown = null
  let pingTimer: unknown = null
  let lastHeard = now()
  let pingSentAt = 0
  let clockOffsetMs = 0

  function setStatus(next: RealtimeStatus) {
    if (status === next) return
    status = next
    for (const listener of [...statusListeners]) listener(next)
  }

  function emit(event: ServerEvent) {
    for (const listener of [...listeners]) {
      try {
        listener(event)
      } catch (error) {
        console.error('Realtime listener failed', error)
      }
    }
  }

  function schedulePing() {
    if (pingTimer !== null) clearTimer(pingTimer)
    pingTimer = setTimer(() => {
      pingTimer = null
      if (status !== 'open' || !socket) return
      if (now() - lastHeard > SILENCE_LIMIT_MS) {
        // A dead line that never told us: drop it and reconnect.
        socket.close()
        return
      }
      pingSentAt = now()
      rawSend({ type: 'ping' })
      schedulePing()
    }, PING_INTERVAL_MS)
  }

  function rawSend(event: ClientEvent | { type: 'auth'; token: string }): boolean {
    if (!socket || socket.readyState !== OPEN) return false
    try {
      socket.send(JSON.stringify(event))
      return true
    } catch {
      return false
    }
  }

  function connect() {
    retryTimer = null
    if (status === 'closed' || status === 'unauthorized') return
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting')
    let ws: SocketLike
    try {
      ws = createSocket(options.url)
    } catch {
      scheduleRetry()
      return
    }
    socket = ws
    let ready = false
    ws.onopen = () => {
      if (socket !== ws) return
      lastHeard = now()
      rawSend({ type: 'auth', token: options.token })
    }
    ws.onmessage = (message) => {
      if (socket !== ws) return
      lastHeard = now()
      let event: ServerEvent
      try {
        event = JSON.parse(String(message.data)) as ServerEvent
      } catch {
        return
      }
      if (!event || typeof event !== 'object' || typeof event.type !== 'string') return
      if (event.type === 'ready') {
        // The cookie may have signed the socket in before our token did: announce `open` once.
        if (ready) return
        ready = true
        attempt = 0
        setStatus('open')
        pingSentAt = now()
        rawSend({ type: 'ping' })
        schedulePing()
      } else if (event.type === 'pong') {
        const offset = clockOffsetFrom(pingSentAt, now(), event.at)
        if (offset !== null) clockOffsetMs = offset
      } else if (event.type === 'error' && event.code === 'AUTH.UNAUTHORIZED' && !ready) {
        setStatus('unauthorized')
      }
      emit(event)
    }
    ws.onerror = () => undefined
    ws.onclose = (event) => {
      if (socket !== ws) return
      socket = null
      if (pingTimer !== null) clearTimer(pingTimer)
      pingTimer = null
      if (event.code === UNAUTHORIZED_CLOSE_CODE) setStatus('unauthorized')
      if (status === 'closed' || status === 'unauthorized') return
      scheduleRetry()
    }
  }

  function scheduleRetry() {
    setStatus('reconnecting')
    const delay = reconnectDelayMs(attempt++, random())
    retryTimer = setTimer(connect, delay)
  }

  connect()

  return {
    get status() {
      return status
    },
    get clockOffsetMs() {
      return clockOffsetMs
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onStatus(listener) {
      statusListeners.add(listener)
      return () => statusListeners.delete(listener)
    },
    send(event) {
      return status === 'open' && rawSend(event)
    },
    reconnectNow() {
      if (status !== 'reconnecting') return
      if (retryTimer !== null) clearTimer(retryTimer)
      attempt = 0
      connect()
    },
    close() {
      setStatus('closed')
      if (retryTimer !== null) clearTimer(retryTimer)
      if (pingTimer !== null) clearTimer(pingTimer)
      retryTimer = pingTimer = null
      const ws = socket
      socket = null
      ws?.close()
    },
  }
}
