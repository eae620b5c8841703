import type { ChatMessage, ParticipantRole } from '../../core/domain/consultation'
import type { AppendedMessage, DeliveryReceipt, MarkedDelivered, MessageRepository, NewChatMessage } from '../../core/consultations/ports/message-repository'

/** How writes are grouped (docs/chat.md, "Batched writes"). */
export interface MessageBatchingOptions {
  /** wait this long (ms) for more writes before an idle writer starts a group; 0: the next turn of the event loop */
  windowMs?: number
  /** at most so many writes in one group (default 500) */
  maxBatch?: number
  /**
   * independent writers (default 1), each taking the chats whose id hashes to it, so the groups written
   * at the same time never share a chat and each chat's messages are still numbered in arrival order.
   * More than one only helps a database that takes writes in parallel (PostgreSQL, not PGlite).
   */
  lanes?: number
}

interface Pending<In, Out> {
  input: In
  resolve: (value: Out) => void
  reject: (error: unknown) => void
}

/**
 * Group commit, one group at a time: writes that arrive while a group is being written wait for it and
 * go together in the next one, so the number of statements stays flat however many chats write at once, and a write alone
 * waits for nothing but the next turn of the event loop (or `windowMs`). Each caller's promise settles
 * only once its group has committed. When a group fails because of one of its writes (a refused value, a
 * constraint, a race with another instance), its writes are retried one by one, so one cannot fail the
 * others; when the database itself fails, every write of the group gets the error at once.
 */
class WriteBatcher<In, Out> {
  private queue: Array<Pending<In, Out>> = []
  private writing = false
  private timer: ReturnType<typeof setTimeout> | ReturnType<typeof setImmediate> | null = null
  private readonly windowMs: number
  private readonly maxBatch: number
  private readonly idleWaiters: Array<() => void> = []

  constructor(
    private readonly writeGroup: (inputs: In[]) => Promise<Out[]>,
    private readonly writeOne: (input: In) => Promise<Out>,
    options: MessageBatchingOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 0
    this.maxBatch = Math.max(1, options.maxBatch ?? 500)
  }

  write(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject })
      this.schedule()
    })
  }

  /** Resolves once nothing is queued or being written (graceful shutdown). */
  idle(): Promise<void> {
    if (this.queue.length === 0 && !this.writing) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private schedule(): void {
    if (this.timer || this.writing || this.queue.length === 0) return
    const start = () => {
      this.timer = null
      this.flush()
    }
    this.timer = this.windowMs > 0 ? setTimeout(start, this.windowMs) : setImmediate(start)
  }

  private flush(): void {
    if (this.writing || this.queue.length === 0) return
    // One group at a time: groups commit in the order they were formed, so writes keep their order.
    const group = this.queue.splice(0, this.maxBatch)
    this.writing = true
    void this.run(group).finally(() => {
      this.writing = false
      // Whatever arrived meanwhile goes at once: it has already waited for a whole group.
      if (this.queue.length > 0) this.flush()
      else for (const done of this.idleWaiters.splice(0)) done()
    })
  }

  private async run(group: Array<Pending<In, Out>>): Promise<void> {
    try {
      const outputs = await this.writeGroup(group.map((p) => p.input))
      group.forEach((p, i) => p.resolve(outputs[i]))
    } catch (error) {
      // A database that is away fails every write alike: retrying them one by one would only keep each
      // sender waiting a connection timeout per message. Everyone gets the error (and resends).
      if (group.length === 1 || !canFailAlone(error)) return group.forEach((p) => p.reject(error))
      // Nothing of the group was stored: each write on its own, in order, with its own outcome.
      for (const p of group) await this.writeOne(p.input).then(p.resolve, p.reject)
    }
  }
}

/**
 * Whether one write of a group may be what failed it: a value the table refuses (SQLSTATE class 22), a
 * constraint (23: a clientId another instance stored a moment before) or a transaction lost to a
 * concurrent one (40). Anything else (no connection, a server shutting down) fails the others too.
 */
function canFailAlone(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && /^(22|23|40)/.test(code)
}

/**
 * The message repository with its two hot writes grouped: appends (one INSERT for every message that
 * arrived meanwhile) and delivery receipts (one UPDATE). `append` still settles only after the message is
 * committed, so a caller that acknowledges or fans out afterwards never shows a message that could be lost.
 */
export class BatchingMessageRepository implements MessageRepository {
  private readonly appends: Array<WriteBatcher<NewChatMessage, AppendedMessage | null>>
  private readonly receipts: Array<WriteBatcher<DeliveryReceipt & { at: Date }, MarkedDelivered | null>>

  constructor(
    private readonly store: MessageRepository,
    options: MessageBatchingOptions = {},
  ) {
    const lanes = Array.from({ length: Math.max(1, Math.floor(options.lanes ?? 1)) })
    this.appends = lanes.map(
      () =>
        new WriteBatcher(
          (messages: NewChatMessage[]) => store.appendMany(messages),
          (message: NewChatMessage) => store.append(message),
          options,
        ),
    )
    this.receipts = lanes.map(
      () =>
        new WriteBatcher(
          // One timestamp for the group: the receipts arrived within the same few milliseconds.
          (receipts: Array<DeliveryReceipt & { at: Date }>) => store.markDeliveredMany(receipts, receipts.reduce((latest, r) => (r.at > latest ? r.at : latest), receipts[0].at)),
          (r: DeliveryReceipt & { at: Date }) => store.markDelivered(r.consultationId, r.recipientId, r.upToSeq, r.at),
          options,
        ),
    )
  }

  /** The lane of a chat: always the same one, so its writes stay in order. */
  private lane<T>(lanes: T[], consultationId: string): T {
    if (lanes.length === 1) return lanes[0]
    let hash = 0
    for (let i = 0; i < consultationId.length; i++) hash = (hash * 31 + consultationId.charCodeAt(i)) | 0
    return lanes[Math.abs(hash) % lanes.length]
  }

  append(message: NewChatMessage): Promise<AppendedMessage | null> {
    return this.lane(this.appends, message.consultationId).write(message)
  }

  appendMany(messages: readonly NewChatMessage[]): Promise<Array<AppendedMessage | null>> {
    return this.store.appendMany(messages)
  }

  listAfter(consultationId: string, afterSeq: number, limit: number): Promise<ChatMessage[]> {
    return this.store.listAfter(consultationId, afterSeq, limit)
  }

  markDelivered(consultationId: string, recipientId: string, upToSeq: number, at: Date): Promise<MarkedDelivered | null> {
    return this.lane(this.receipts, consultationId).write({ consultationId, recipientId, upToSeq, at })
  }

  markDeliveredMany(receipts: readonly DeliveryReceipt[], at: Date): Promise<Array<MarkedDelivered | null>> {
    return this.store.markDeliveredMany(receipts, at)
  }

  markRead(consultationId: string, from: ParticipantRole, upToSeq: number, at: Date): Promise<number | null> {
    return this.store.markRead(consultationId, from, upToSeq, at)
  }

  /** Resolves once every write handed in so far is committed (or failed). */
  async idle(): Promise<void> {
    await Promise.all([...this.appends, ...this.receipts].map((lane) => lane.idle()))
  }
}
