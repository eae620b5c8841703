import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import type { PublicUser } from '../../core/domain/user'
import { DomainError, UnauthorizedError } from '../../core/errors'
import type { RealtimeEvent } from '../../core/ports/realtime'
import type { AcknowledgeChatDelivery } from '../../core/use-cases/acknowledge-chat-delivery'
import type { AnnounceChatPresence } from '../../core/use-cases/announce-chat-presence'
import type { Authenticate } from '../../core/use-cases/authenticate'
import type { MarkChatRead } from '../../core/use-cases/mark-chat-read'
import type { SendChatMessage } from '../../core/use-cases/send-chat-message'
import type { SendTypingIndicator } from '../../core/use-cases/send-typing-indicator'
import { SYNC_PAGE, type SyncChat } from '../../core/use-cases/sync-chat'
import type { LocalSocket, RealtimeHub } from './realtime-hub'

export const REALTIME_PATH = '/api/realtime'
const SESSION_COOKIE = 'session'

export interface WsGatewayDeps {
  hub: RealtimeHub
  authenticate: Authenticate
  sendMessage: SendChatMessage
  markRead: MarkChatRead
  typing: SendTypingIndicator
  sync: SyncChat
  acknowledgeDelivery: AcknowledgeChatDelivery
  announcePresence: AnnounceChatPresence
  onError?: (error: unknown, context: string) => void
  /** close a socket that has not authenticated after this long (ms) */
  authTimeoutMs?: number
  /** ping sockets this often; one that missed the last pong is dropped (ms) */
  pingIntervalMs?: number
}

interface Connection {
  ws: WebSocket
  id: string
  user: PublicUser | null
  local: LocalSocket | null
  alive: boolean
  queue: Promise<void>
  /** consultation → highest seq pushed here from the other party, waiting to be acknowledged as delivered */
  deliveries: Map<string, number>
  flushScheduled: boolean
  authTimer: ReturnType<typeof setTimeout> | null
  closed: boolean
}

type ClientMessage = { type?: unknown; [key: string]: unknown }

/**
 * WS /api/realtime (docs/ui-contract.md): authenticates with the `session` cookie (same-origin
 * handshakes only) or a first `{type: 'auth', token}`; then relays the client's `message`, `typing`,
 * `read` and `sync` to the chat use cases, one at a time per socket (so a client's messages are stored in
 * the order it sent them), and pushes the hub's events. Messages pushed to their recipient are
 * acknowledged as delivered.
 */
export class WsGateway {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 })
  private readonly connections = new Set<Connection>()
  /** disconnect work still running (awaited by close, so nothing outlives the gateway) */
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
      deliveries: new Map(),
      flushScheduled: false,
      authTimer: null,
      closed: false,
    }
    this.connections.add(connection)
    ws.on('pong', () => (connection.alive = true))
    ws.on('message', (data: RawData) => this.enqueue(connection, data))
    ws.on('close', () => {
      const done = this.cleanup(connection)
      this.pending.add(done)
      void done.finally(() => this.pending.delete(done))
    })
    ws.on('error', (error) => this.report(error, 'socket'))

    connection.authTimer = setTimeout(() => {
      if (!connection.user) this.reject(connection, 'Send {type: "auth", token} first')
    }, this.deps.authTimeoutMs ?? 10_000)
    const cookieToken = sameOrigin(req) ? readCookie(req.headers.cookie, SESSION_COOKIE) : null
    if (cookieToken) connection.queue = connection.queue.then(() => this.signIn(connection, cookieToken, true))
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
      for (const [consultationId, upToSeq] of pending)
        this.deps.acknowledgeDelivery.execute({ recipientId: user.id, consultationId, upToSeq }).catch((e) => this.report(e, 'delivery receipt'))
    })
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
    if (message.type === 'auth') return this.signIn(connection, message.token, false)
    if (message.type === 'ping') return this.send(connection, { type: 'pong', at: new Date().toISOString() })
    const user = connection.user
    if (!user) return this.send(connection, { type: 'error', code: 'AUTH.UNAUTHORIZED', message: 'Send {type: "auth", token} first' })
    const consultationId = typeof message.consultationId === 'string' ? message.consultationId : ''
    const clientId = typeof message.clientId === 'string' ? message.clientId : undefined
    try {
      switch (message.type) {
        case 'message': {
          const stored = await this.deps.sendMessage.execute({ user, consultationId, body: { text: message.text, clientId } })
          return this.send(connection, { type: 'ack', clientId: clientId ?? null, message: stored })
        }
        case 'typing':
          return await this.deps.typing.execute({ user, consultationId, typing: message.typing === true })
        case 'read':
          return await this.deps.markRead.execute({ user, consultationId, body: { upToSeq: message.upToSeq } })
        case 'sync':
          return await this.sync(connection, user, consultationId, Number(message.afterSeq ?? 0))
        default:
          return this.send(connection, { type: 'error', code: 'HTTP.BAD_REQUEST', message: `Unknown message type ${String(message.type)}` })
      }
    } catch (error) {
      if (error instanceof DomainError) return this.send(connection, { type: 'error', code: error.code, message: error.message, ...(clientId ? { clientId } : {}), ref: message.type })
      this.report(error, `ws ${String(message.type)}`)
      this.send(connection, { type: 'error', code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', ...(clientId ? { clientId } : {}), ref: message.type })
    }
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
