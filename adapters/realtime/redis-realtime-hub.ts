import type { Redis } from 'ioredis'
import type { RealtimeEvent } from '../../core/consultations/ports/realtime'
import { SocketRegistry, type LocalSocket, type RealtimeHub } from './realtime-hub'

interface RedisRealtimeOptions {
  /** key and channel prefix, so several deployments (or test runs) can share one Redis */
  prefix?: string
  /** a socket's presence entry lives this long without a heartbeat (an instance that died drops out) */
  presenceTtlMs?: number
  heartbeatMs?: number
  onError?: (error: unknown, context: string) => void
}

/**
 * Several server instances: events go through Redis pub/sub, one channel per user (`<prefix>u:<userId>`)
 * that an instance subscribes to while it holds a socket of that user, and `<prefix>all` for broadcasts.
 * Presence is a hash per user (`<prefix>p:<userId>`: socket id → expiry, epoch ms) renewed by a
 * heartbeat, so the sockets of an instance that died stop counting after `presenceTtlMs`.
 * Delivery is best effort: the database is the record and clients catch up with `sync`.
 */
export class RedisRealtimeHub implements RealtimeHub {
  readonly registry = new SocketRegistry()
  private readonly sub: Redis
  private readonly prefix: string
  private readonly ttl: number
  private readonly heartbeat: ReturnType<typeof setInterval>
  private readonly subscribed = new Map<string, Promise<unknown>>()
  private closed = false

  constructor(
    private readonly redis: Redis,
    private readonly options: RedisRealtimeOptions = {},
  ) {
    this.prefix = options.prefix ?? 'rt:'
    this.ttl = options.presenceTtlMs ?? 30_000
    this.sub = redis.duplicate()
    this.sub.on('error', (error) => this.report(error, 'subscriber'))
    this.sub.on('message', (channel: string, message: string) => this.onMessage(channel, message))
    void this.sub.subscribe(this.allChannel).catch((e) => this.report(e, 'subscribe all'))
    this.heartbeat = setInterval(() => void this.renewPresence(), options.heartbeatMs ?? 10_000)
    this.heartbeat.unref?.()
  }

  private get allChannel(): string {
    return `${this.prefix}all`
  }
  private userChannel(userId: string): string {
    return `${this.prefix}u:${userId}`
  }
  private presenceKey(userId: string): string {
    return `${this.prefix}p:${userId}`
  }

  private report(error: unknown, context: string): void {
    if (!this.closed) this.options.onError?.(error, context)
  }

  private onMessage(channel: string, message: string): void {
    let event: RealtimeEvent
    try {
      event = JSON.parse(message) as RealtimeEvent
    } catch {
      return
    }
    if (channel === this.allChannel) this.registry.deliverAll(event, message)
    else if (channel.startsWith(`${this.prefix}u:`)) this.registry.deliverTo(channel.slice(this.prefix.length + 2), event, message)
  }

  async publish(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    const json = JSON.stringify(event)
    const pipeline = this.redis.pipeline()
    for (const userId of new Set(userIds)) pipeline.publish(this.userChannel(userId), json)
    try {
      await pipeline.exec()
    } catch (error) {
      this.report(error, 'publish')
    }
  }

  async broadcast(event: RealtimeEvent): Promise<void> {
    try {
      await this.redis.publish(this.allChannel, JSON.stringify(event))
    } catch (error) {
      this.report(error, 'broadcast')
    }
  }

  async isConnected(userId: string): Promise<boolean> {
    if (this.registry.has(userId)) return true
    try {
      const entries = await this.redis.hvals(this.presenceKey(userId))
      const now = Date.now()
      return entries.some((expiry) => Number(expiry) > now)
    } catch (error) {
      this.report(error, 'presence')
      return false
    }
  }

  async add(socket: LocalSocket): Promise<boolean> {
    const wasConnected = await this.isConnected(socket.userId)
    const firstHere = this.registry.add(socket)
    if (firstHere) {
      // Subscribed before the socket is ready: nothing published from now on can miss it.
      const subscribing = this.sub.subscribe(this.userChannel(socket.userId))
      this.subscribed.set(socket.userId, subscribing)
    }
    await this.subscribed.get(socket.userId)
    const key = this.presenceKey(socket.userId)
    await this.redis.multi().hset(key, socket.id, String(Date.now() + this.ttl)).pexpire(key, this.ttl).exec()
    return !wasConnected
  }

  async remove(socket: LocalSocket): Promise<boolean> {
    const lastHere = this.registry.remove(socket)
    try {
      await this.redis.hdel(this.presenceKey(socket.userId), socket.id)
      if (lastHere && !this.registry.has(socket.userId)) {
        this.subscribed.delete(socket.userId)
        await this.sub.unsubscribe(this.userChannel(socket.userId))
      }
    } catch (error) {
      this.report(error, 'remove')
    }
    return !(await this.isConnected(socket.userId))
  }

  private async renewPresence(): Promise<void> {
    const sockets = this.registry.sockets()
    if (sockets.length === 0) return
    const expiry = String(Date.now() + this.ttl)
    const pipeline = this.redis.pipeline()
    for (const socket of sockets) pipeline.hset(this.presenceKey(socket.userId), socket.id, expiry).pexpire(this.presenceKey(socket.userId), this.ttl)
    try {
      await pipeline.exec()
    } catch (error) {
      this.report(error, 'heartbeat')
    }
  }

  async close(): Promise<void> {
    this.closed = true
    clearInterval(this.heartbeat)
    const sockets = this.registry.sockets()
    if (sockets.length) {
      const pipeline = this.redis.pipeline()
      for (const socket of sockets) pipeline.hdel(this.presenceKey(socket.userId), socket.id)
      await pipeline.exec().catch(() => undefined)
    }
    this.sub.disconnect()
  }
}
