import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import request from 'supertest'
import { WebSocket } from 'ws'
import { loadConfig } from '../../config/schema'
import type { Clock } from '../../core/shared/ports/clock'
import type { Storage } from '../../adapters/storage/database'
import { ScryptPasswordHasher } from '../../adapters/auth/scrypt-password-hasher'
import type { ChatOptions } from '../../server/chat-container'
import { startPlatform, type Platform } from '../../server/platform'
import { TokenService } from '../../core/accounts/ports/token-service'
import { UserRepository } from '../../core/accounts/ports/user-repository'
import { DEMO_ASTROLOGER_PASSWORD, demoAstrologerEmail } from '../../server/seed-astrologer-accounts'
import { freshPglite } from './storage'
import { TEST_ADMIN } from './platform'

export interface ChatServer {
  platform: Platform
  server: Server
  /** http://127.0.0.1:<port> */
  url: string
  /** ws://127.0.0.1:<port>/api/realtime */
  wsUrl: string
  api(): ReturnType<typeof request>
  /** stops listening and closes the platform (storage too unless `keepStorage`) */
  close(): Promise<void>
}

/** The fully wired platform listening on an ephemeral loopback port, with WS /api/realtime attached. */
export async function startChatServer(
  options: { storage?: Storage; clock?: Clock; chat?: ChatOptions; env?: Record<string, string>; holdChatClock?: boolean; keepStorage?: boolean } = {},
): Promise<ChatServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'astro-chat-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JWT_SECRET: 'chat-tests-secret-chat-tests-secret-0123',
    COMPUTE_WORKERS: '0',
    SIGNUP_RATE_LIMIT_PER_IP: '1000',
    ...options.env,
  })
  const storage = options.storage ?? (await freshPglite())
  const platform = await startPlatform(config, {
    storage: options.keepStorage ? { ...storage, close: async () => undefined } : storage,
    logger: pino({ level: 'silent' }),
    passwordHasher: new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }),
    clock: options.clock,
    chat: { onError: (error, context) => console.error(`live chat (${context}):`, error), ...options.chat },
    holdChatClock: options.holdChatClock,
  })
  const server = createServer(platform.app)
  platform.attachRealtime(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    platform,
    server,
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}/api/realtime`,
    api: () => request(platform.app),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await platform.close()
    },
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

let counter = 0
/** A new customer account: its token and id. */
export async function signUpCustomer(chat: ChatServer, name = 'Chat Customer'): Promise<{ token: string; id: string }> {
  const res = await chat.api().post('/api/auth/signup').send({ name, email: `chat-${process.pid}-${++counter}-${Date.now()}@example.com`, password: 'chat customer pw' })
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: res.body.token, id: res.body.user.id }
}

export async function logIn(chat: ChatServer, email: string, password: string): Promise<{ token: string; id: string }> {
  const res = await chat.api().post('/api/auth/login').send({ email, password })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { token: res.body.token, id: res.body.user.id }
}

/**
 * A session token for an existing account, issued directly (no sign-in: with REDIS_URL the sign-in rate
 * limits are shared between test runs).
 */
export async function sessionOf(chat: ChatServer, email: string): Promise<{ token: string; id: string }> {
  const user = await chat.platform.container.resolve<UserRepository>(UserRepository).findByEmail(email)
  if (!user) throw new Error(`no account ${email}`)
  return { token: await chat.platform.container.resolve<TokenService>(TokenService).issue({ userId: user.id, role: user.role }), id: user.id }
}

/** A seeded astrologer's demo account (the demo password is checked by the API tests' sign-in). */
export const logInAstrologer = (chat: ChatServer, slug: string) => sessionOf(chat, demoAstrologerEmail(slug))
export { DEMO_ASTROLOGER_PASSWORD }

/** Credits a customer's wallet through the admin adjustment. */
export async function credit(chat: ChatServer, userId: string, paise: number): Promise<void> {
  const admin = await sessionOf(chat, TEST_ADMIN.email)
  const res = await chat.api().post('/api/admin/wallet/adjust').set(bearer(admin.token)).send({ userId, amount: paise, reason: 'Test credit' })
  if (res.status !== 201) throw new Error(`credit failed: ${res.status} ${JSON.stringify(res.body)}`)
}

export type Event = { type: string; [key: string]: any }

/** A WebSocket client that keeps every event and waits for the ones a test expects. */
export class ChatClient {
  readonly events: Event[] = []
  private waiters: Array<{ match: (e: Event) => boolean; resolve: (e: Event) => void }> = []
  readonly closed: Promise<{ code: number }>

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const event = JSON.parse(data.toString()) as Event
      this.events.push(event)
      this.waiters = this.waiters.filter((w) => {
        if (!w.match(event)) return true
        w.resolve(event)
        return false
      })
    })
    this.closed = new Promise((resolve) => ws.on('close', (code) => resolve({ code })))
  }

  /** Opens a socket; with a token, authenticates with it and waits for `ready`. */
  static async connect(url: string, options: { token?: string; headers?: Record<string, string>; waitReady?: boolean } = {}): Promise<ChatClient> {
    const ws = new WebSocket(url, { headers: options.headers })
    const client = new ChatClient(ws)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    if (options.token) client.send({ type: 'auth', token: options.token })
    if (options.token || options.waitReady) await client.next((e) => e.type === 'ready')
    return client
  }

  send(message: object): void {
    this.ws.send(JSON.stringify(message))
  }

  /** The first event (already received or coming) that matches. */
  next(match: (e: Event) => boolean, timeoutMs = 5_000, options: { fromIndex?: number } = {}): Promise<Event> {
    const seen = this.events.slice(options.fromIndex ?? 0).find(match)
    if (seen) return Promise.resolve(seen)
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events.map((e) => e.type))}`)), timeoutMs)
      this.waiters.push({
        match,
        resolve: (e) => {
          clearTimeout(timer)
          resolve(e)
        },
      })
    })
  }

  /** An event of this type arriving from now on (ignores earlier ones). */
  upcoming(match: (e: Event) => boolean, timeoutMs = 5_000): Promise<Event> {
    return this.next(match, timeoutMs, { fromIndex: this.events.length })
  }

  async close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return
    this.ws.close()
    await this.closed
  }
}

/** Waits until a condition holds (polling), for effects that arrive asynchronously. */
export async function eventually<T>(read: () => Promise<T> | T, ok: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
