import type { Realtime, RealtimeEvent } from '../../core/consultations/ports/realtime'

/** One open socket on this instance, as the hub sees it. */
export interface LocalSocket {
  readonly id: string
  readonly userId: string
  /** `json` is `event` serialised once for every socket it goes to */
  deliver(event: RealtimeEvent, json: string): void
}

/** The Realtime port plus what the WebSocket gateway needs: registering this instance's sockets. */
export interface RealtimeHub extends Realtime {
  /** Registers a socket once its user is known; true when the user had no socket anywhere before. */
  add(socket: LocalSocket): Promise<boolean>
  /** Forgets a socket; true when the user has no socket left anywhere. */
  remove(socket: LocalSocket): Promise<boolean>
  close(): Promise<void>
}

/** Sockets of this instance by user, and delivery to them. */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<LocalSocket>>()

  /** true when this is the user's first socket here */
  add(socket: LocalSocket): boolean {
    let set = this.byUser.get(socket.userId)
    const first = !set || set.size === 0
    if (!set) this.byUser.set(socket.userId, (set = new Set()))
    set.add(socket)
    return first
  }

  /** true when it was the user's last socket here */
  remove(socket: LocalSocket): boolean {
    const set = this.byUser.get(socket.userId)
    if (!set || !set.delete(socket)) return false
    if (set.size === 0) this.byUser.delete(socket.userId)
    return set.size === 0
  }

  has(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0
  }

  sockets(): LocalSocket[] {
    return [...this.byUser.values()].flatMap((set) => [...set])
  }

  deliverTo(userId: string, event: RealtimeEvent, json: string): void {
    for (const socket of this.byUser.get(userId) ?? []) socket.deliver(event, json)
  }

  deliverAll(event: RealtimeEvent, json: string): void {
    for (const set of this.byUser.values()) for (const socket of set) socket.deliver(event, json)
  }

  get size(): number {
    let n = 0
    for (const set of this.byUser.values()) n += set.size
    return n
  }
}

/** One server instance: events and presence stay in this process. */
export class LocalRealtimeHub implements RealtimeHub {
  readonly registry = new SocketRegistry()

  async publish(userIds: readonly string[], event: RealtimeEvent): Promise<void> {
    const json = JSON.stringify(event)
    for (const userId of new Set(userIds)) this.registry.deliverTo(userId, event, json)
  }

  async broadcast(event: RealtimeEvent): Promise<void> {
    this.registry.deliverAll(event, JSON.stringify(event))
  }

  async isConnected(userId: string): Promise<boolean> {
    return this.registry.has(userId)
  }

  async add(socket: LocalSocket): Promise<boolean> {
    return this.registry.add(socket)
  }

  async remove(socket: LocalSocket): Promise<boolean> {
    return this.registry.remove(socket)
  }

  async close(): Promise<void> {}
}
