import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import type { PublicUser } from '../../core/domain/user'
import { DomainError, UnauthorizedError } from '../../core/errors'
import type { RealtimeEvent } from '../../core/consultations/ports/realtime'
import { callAnswerSchema, callIceSchema, callMediaSchema, callOfferSchema, chatMessageSchema, readReceiptSchema } from '../../core/consultations/rules'
import type { RelayCallSignal } from '../../core/consultations/relay-call-signal'
import type { ReportCallMedia } from '../../core/consultations/report-call-media'
import { forbiddenStrings } from '../../core/shared/text-safety'
import { validate } from '../../core/shared/validate'
import type { AcknowledgeChatDelivery } from '../../core/consultations/acknowledge-chat-delivery'
import type { AnnounceChatPresence } from '../../core/consultations/announce-chat-presence'
import type { Authenticate } from '../../core/accounts/authenticate'
import type { MarkChatRead } from '../../core/consultations/mark-chat-read'
import type { SendChatMessage } from '../../core/consultations/send-chat-message'
import type { SendTypingIndicator } from '../../core/consultations/send-typing-indicator'
import { SYNC_PAGE, type SyncChat } from '../../core/consultations/sync-chat'
import type { LocalSocket, RealtimeHub } from './realtime-hub'

const REALTIME_PATH = '/api/realtime'
const SESSION_COOKIE = 'session'

interface WsGatewayDeps {
  hub: RealtimeHub
  authenticate: Authenticate
  sendMessage: SendChatMessage
  markRead: MarkChatRead
  typing: SendTypingIndicator
  sync: SyncChat
  acknowledgeDelivery: AcknowledgeChatDelivery
  announcePresence: AnnounceChatPresence
  /** call signalling (docs/calls.md); without them `call.*` frames are unknown */
  relayCall?: RelayCallSignal
  reportCallMedia?: ReportCallMedia
  onError?: (error: unknown, context: string) => void
  /** close a socket that has not authenticated after this long (ms) */
  authTimeoutMs?: number
  /** ping sockets this often; one that missed the last pong is dropped (ms) */
  pingIntervalMs?: number
  /** frames a socket may send: a burst, then so many a second (defaults 30 and 10) */
  frameBurst?: number
  framesPerSecond?: number
}

/** Messages of one socket that may wait for their commit at once before it reads further frames. */
const MAX_UNACKNOWLEDGED = 32

/** A socket that keeps sending past its allowance this many frames is closed (4429). */
const DROPPED_FRAMES_BEFORE_CLOSE = 200

interface Connection {
  ws: WebSocket
  id: string
  user: PublicUser | null
  local: LocalSocket | null
  alive: boolean
  queue: Promise<void>
  /** this socket's messages handed to storage and not yet acknowledged, oldest first */
  unacknowledged: Array<Promise<void>>
  /** consultation → highest seq pushed here from the other party, waiting to be acknowledged as delivered */
  deliveries: Map<string, number>
  flushScheduled: boolean
  authTimer: ReturnType<typeof setTimeout> | null
  /** the frame allowance (a token bucket): frames left, when last refilled, frames dropped, last warning */
  frames: { tokens: number; at: number; dropped: number; warnedAt: number }
  closed: boolean
}

type ClientMessage = { type?: unknown; [key: string]: unknown }

/**
 * WS /api/realtime (docs/ui-contract.md): authenticates with the `session` cookie (same-origin
 * handshakes only) or a first `{type: 'auth', token}`; then relays the client's `message`, `typing`,
 * `read` and `sync` to the chat use cases, one at a time per socket (so a client's messages are stored in
 * the order it sent them: a message is handed to storage before the next frame is read, though its commit
 * and ack may come after), and pushes the hub's events. Messages pushed to their recipient are
 * acknowledged as delivered.
 */
export class WsGateway {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  private readonly connections = new Set<Connection>()
  /** disconnect work and delivery receipts still running (awaited by close, so nothing outlives the gateway) */
  private readonly pending = new Set<Promise<void>>()
  private readonly ping: ReturnType<typeof setInterval>
  private readonly servers: Array<{ server: Server; listener: (req: IncomingMessage, socket: Duplex, head: Buffer) => void }> = []

  constructor(private readonly deps: WsGatewayDeps) {
    this.ping = setInterval(() => this.heartbeat(), deps.pingIntervalMs ?? 30_000)
    this.ping.unref?.()
  }

  /** Serves WS /api/realtime on an HTTP server (several servers may share one gateway). */
  attach(server: Server): void {
    const listener = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      const path = (req.url ?? '').split('?')[0]
      if (path !== REALTIME_PATH) {
        if (server.listenerCount('upgrade') === 1) socket.destroy()
        return
      }
      this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, req))
    }
    server.on('upgrade', listener)
    this.servers.push({ server, listener })
  }

  /** Open sockets on this instance. */
  get size(): number {
    return this.connections.size
  }

  async close(): Promise<void> {
    clearInterval(this.ping)
    for (const { server, listener } of this.servers) server.off('upgrade', listener)
    for (const connection of [...this.connections]) connection.ws.close(1001, 'Server shutting down')
    await Promise.all([...this.connections].map((c) => this.cleanup(c)))
    await Promise.allSettled([...this.pending])
    await Promise.allSettled([...this.connections].map((c) => c.queue))
    await new Promise<void>((resolve) => this.wss.close(() => resolve()))
  }

  private report(error: unknown, context: string): void {
    this.deps.onError?.(error, context)
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const connection: Connection = {
      ws,
      id: randomUUID(),
      user: null,
      local: null,
      alive: true,
      queue: Promise.resolve(),
      unacknowledged: [],
      deliveries: new Map(),
      flushScheduled: false,
      authTimer: null,
      closed: false,
      frames: { tokens: this.deps.frameBurst ?? 30, at: Date.now(), dropped: 0, warnedAt: 0 },
    }
    this.connections.add(connection)
    ws.on('pong', () => (connection.alive = true))
    ws.on('message', (data: RawData) => {
      if (this.admitFrame(connection)) this.enqueue(connection, data)
    })
    ws.on('close', () => this.track(this.cleanup(connection)))
    ws.on('error', (error) => this.report(error, 'socket'))

    connection.authTimer = setTimeout(() => {
      if (!connection.user) this.reject(connection, 'Send {type: "auth", token} first')
    }, this.deps.authTimeoutMs ?? 10_000)
    const cookieToken = sameOrigin(req) ? readCookie(req.headers.cookie, SESSION_COOKIE) : null
    if (cookieToken) connection.queue = connection.queue.then(() => this.signIn(connection, cookieToken, true))
  }

  /** Work that must finish before the gateway is closed (and storage with it). */
  private track(work: Promise<void>): void {
    this.pending.add(work)
    void work.finally(() => this.pending.delete(work))
  }

  private send(connection: Connection, event: object): void {
    if (connection.ws.readyState === WebSocket.OPEN) connection.ws.send(JSON.stringify(event))
  }

  private reject(connection: Connection, message: string): void {
    this.send(connection, { type: 'error', code: 'AUTH.UNAUTHORIZED', message })
    connection.ws.close(4401, 'Unauthorized')
  }

  /** Authenticates, registers with the hub (subscribed before `ready`), announces presence. */
  private async signIn(connection: Connection, token: unknown, fromCookie: boolean): Promise<void> {
    if (connection.user) return this.send(connection, { type: 'ready', userId: connection.user.id, role: connection.user.role })
    let user: PublicUser
    try {
      if (typeof token !== 'string' || !token) throw new UnauthorizedError()
      user = await this.deps.authenticate.execute(token)
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) this.report(error, 'authenticate')
      // A stale cookie still lets the client send a token.
      if (fromCookie && error instanceof UnauthorizedError) return
      return this.reject(connection, 'Your session has expired. Please sign in again.')
    }
    if (connection.closed) return
    if (connection.authTimer) clearTimeout(connection.authTimer)
    connection.user = user
    const local: LocalSocket = { id: connection.id, userId: user.id, deliver: (event, json) => this.deliver(connection, event, json) }
    connection.local = local
    const first = await this.deps.hub.add(local)
    if (connection.closed) return
    this.send(connection, { type: 'ready', userId: user.id, role: user.role })
    if (first) await this.deps.announcePresence.execute({ userId: user.id, online: true }).catch((e) => this.report(e, 'presence'))
  }

  private deliver(connection: Connection, event: RealtimeEvent, json: string): void {
    if (connection.ws.readyState !== WebSocket.OPEN) return
    connection.ws.send(json)
    if (event.type === 'message' && event.message.senderId !== connection.user?.id) this.noteDelivered(connection, event.consultationId, event.message.seq)
  }

  /** Coalesces delivery acknowledgements: one write per consultation per turn of the event loop. */
  private noteDelivered(connection: Connection, consultationId: string, seq: number): void {
    connection.deliveries.set(consultationId, Math.max(seq, connection.deliveries.get(consultationId) ?? 0))
    if (connection.flushScheduled) return
    connection.flushScheduled = true
    setImmediate(() => {
      connection.flushScheduled = false
      const pending = [...connection.deliveries]
      connection.deliveries.clear()
      const user = connection.user
      if (!user) return
      for (const [consultationId, upToSeq] of pending) this.track(this.deps.acknowledgeDelivery.execute({ recipientId: user.id, consultationId, upToSeq }).catch((e) => this.report(e, 'delivery receipt')))
    })
  }

  /**
   * One frame against the socket's allowance (a flood of frames on one socket
   * would slow every request). Past it frames are dropped with one warning a second; a socket that keeps on
   * is closed.
   */
  private admitFrame(connection: Connection): boolean {
    const burst = this.deps.frameBurst ?? 30
    const rate = this.deps.framesPerSecond ?? 10
    const frames = connection.frames
    const now = Date.now()
    frames.tokens = Math.min(burst, frames.tokens + ((now - frames.at) / 1000) * rate)
    frames.at = now
    if (frames.tokens >= 1) {
      frames.tokens -= 1
      return true
    }
    frames.dropped++
    if (frames.dropped >= DROPPED_FRAMES_BEFORE_CLOSE) {
      connection.ws.close(4429, 'Too many messages')
    } else if (now - frames.warnedAt >= 1000) {
      frames.warnedAt = now
      this.send(connection, { type: 'error', code: 'RATE_LIMITED', message: 'You are sending too fast. Please slow down.' })
    }
    return false
  }

  private enqueue(connection: Connection, data: RawData): void {
    connection.queue = connection.queue.then(() => this.handle(connection, data)).catch((e) => this.report(e, 'handle'))
  }

  private async handle(connection: Connection, data: RawData): Promise<void> {
    let message: ClientMessage
    try {
      message = JSON.parse(data.toString()) as ClientMessage
      if (!message || typeof message !== 'object') throw new Error('not an object')
    } catch {
      return this.send(connection, { type: 'error', code: 'HTTP.BAD_REQUEST', message: 'Send JSON objects' })
    }
    const issues = forbiddenStrings(message)
    if (issues.length) return this.send(connection, { type: 'error', code: 'VALIDATION.INVALID_INPUT', message: 'The message contains characters that are not allowed', issues })
    if (message.type === 'auth') return this.signIn(connection, message.token, false)
    if (message.type === 'ping') return this.send(connection, { type: 'pong', at: new Date().toISOString() })
    const user = connection.user
    if (!user) return this.send(connection, { type: 'error', code: 'AUTH.UNAUTHORIZED', message: 'Send {type: "auth", token} first' })
    const consultationId = typeof message.consultationId === 'string' ? message.consultationId : ''
    const clientId = typeof message.clientId === 'string' ? message.clientId : undefined
    try {
      switch (message.type) {
        case 'message': {
          await this.deps.sendMessage.admit(user)
          // Parsed as POST …/messages parses its body (a bad one answers a validation error frame).
          const chat = validate(chatMessageSchema, { text: message.text, clientId })
          // Not awaited: the message is handed to storage now, in this socket's order, and the next frame
          // is read while its group commits (one commit per message would cap a socket serving ten chats).
          // The ack still waits for the commit.
          const stored = this.deps.sendMessage.store({ user, consultationId, message: chat })
          return await this.pipeline(
            connection,
            stored.then(
              (stored) => this.send(connection, { type: 'ack', clientId: clientId ?? null, message: stored }),
              (error) => this.fail(connection, error, clientId, message.type),
            ),
          )
        }
        case 'typing':
          return await this.deps.typing.execute({ user, consultationId, typing: message.typing === true })
        case 'read':
          return await this.deps.markRead.execute({ user, consultationId, receipt: validate(readReceiptSchema, { upToSeq: message.upToSeq }) })
        case 'sync':
          return await this.sync(connection, user, consultationId, Number(message.afterSeq ?? 0))
        // Call signalling: validated here, relayed to the other participant only by the use case.
        case 'call.offer':
        case 'call.answer':
        case 'call.ice':
        case 'call.media':
          if (this.deps.relayCall && this.deps.reportCallMedia) return await this.call(user, consultationId, message)
          break
      }
      return this.send(connection, { type: 'error', code: 'HTTP.BAD_REQUEST', message: `Unknown message type ${String(message.type)}` })
    } catch (error) {
      this.fail(connection, error, clientId, message.type)
    }
  }

  private async call(user: PublicUser, consultationId: string, message: ClientMessage): Promise<void> {
    const relay = this.deps.relayCall!
    switch (message.type) {
      case 'call.offer':
        return relay.execute({ user, consultationId, signal: { kind: 'offer', offer: validate(callOfferSchema, { sdp: message.sdp, iceRestart: message.iceRestart }) } })
      case 'call.answer':
        return relay.execute({ user, consultationId, signal: { kind: 'answer', answer: validate(callAnswerSchema, { sdp: message.sdp }) } })
      case 'call.ice':
        return relay.execute({ user, consultationId, signal: { kind: 'ice', ice: validate(callIceSchema, { candidate: message.candidate }) } })
      default:
        return this.deps.reportCallMedia!.execute({ user, consultationId, report: validate(callMediaSchema, { state: message.state }) })
    }
  }

  private fail(connection: Connection, error: unknown, clientId: string | undefined, ref: unknown): void {
    if (error instanceof DomainError) return this.send(connection, { type: 'error', code: error.code, message: error.message, ...(clientId ? { clientId } : {}), ref })
    this.report(error, `ws ${String(ref)}`)
    this.send(connection, { type: 'error', code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', ...(clientId ? { clientId } : {}), ref })
  }

  /**
   * Keeps a socket's stored-but-not-yet-acknowledged messages in view (the gateway's close waits for
   * them) and bounded: past `MAX_UNACKNOWLEDGED` the socket reads no further frame until the oldest is done.
   */
  private async pipeline(connection: Connection, work: Promise<void>): Promise<void> {
    connection.unacknowledged.push(work)
    this.track(work)
    void work.finally(() => connection.unacknowledged.splice(connection.unacknowledged.indexOf(work), 1))
    if (connection.unacknowledged.length > MAX_UNACKNOWLEDGED) await connection.unacknowledged[0]
  }

  private async sync(connection: Connection, user: PublicUser, consultationId: string, afterSeq: number): Promise<void> {
    const result = await this.deps.sync.execute({ user, consultationId, afterSeq })
    let lastSeq = Math.max(0, afterSeq)
    let undelivered = 0
    for (const message of result.messages) {
      this.send(connection, { type: 'message', consultationId, message, replay: true })
      lastSeq = message.seq
      if (message.senderId !== user.id && !message.deliveredAt) undelivered = message.seq
    }
    if (undelivered) this.noteDelivered(connection, consultationId, undelivered)
    this.send(connection, { type: 'synced', consultationId, lastSeq, more: result.messages.length === SYNC_PAGE, consultation: result.consultation, bill: result.bill })
  }

  private async cleanup(connection: Connection): Promise<void> {
    if (connection.closed) return
    connection.closed = true
    if (connection.authTimer) clearTimeout(connection.authTimer)
    this.connections.delete(connection)
    const local = connection.local
    if (!local) return
    try {
      const gone = await this.deps.hub.remove(local)
      if (gone) await this.deps.announcePresence.execute({ userId: local.userId, online: false })
    } catch (error) {
      this.report(error, 'disconnect')
    }
  }

  private heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.ws.terminate()
        continue
      }
      connection.alive = false
      try {
        connection.ws.ping()
      } catch {
        // closing already
      }
    }
  }
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index < 0) continue
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim()) || null
      } catch {
        return null
      }
    }
  }
  return null
}

/**
 * Cookie sign-in only for same-origin handshakes (or clients that send no Origin, which are not
 * browsers): a page on another site must not ride the user's cookie into their chats.
 */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (!origin) return true
  try {
    return new URL(origin).host === req.headers.host
  } catch {
    return false
  }
}
