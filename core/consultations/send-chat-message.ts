import type { ChatMessage } from '../domain/consultation'
import type { PublicUser } from '../domain/user'
import { ConflictError, ForbiddenError, RateLimitedError } from '../errors'
import type { Clock } from '../shared/ports/clock'
import type { ConsultationRepository } from './ports/consultation-repository'
import type { MessageRepository } from './ports/message-repository'
import type { RateLimiter } from '../shared/ports/rate-limiter'
import type { Realtime } from './ports/realtime'
import type { ChatMessageInput } from './rules'
import { loadAsParticipant } from './consultation-access'

const TOO_FAST = 'You are sending messages too fast. Please wait a moment.'

/**
 * A participant writes in an active chat: the message is stored (numbered) before anyone is told, then
 * pushed to both parties' sockets. Resending the same `clientId` stores nothing new and answers the
 * stored message (a client retrying after a lost connection never duplicates a message). The store checks
 * participation and status in the same step, so the common path is a single write.
 * `execute` hands the message to the store before its first `await`, so a caller that starts several
 * without waiting (the WebSocket gateway does, per socket) keeps their order; the store may group them,
 * and the message is published only once its group has committed (docs/chat.md, "Batched writes").
 * One allowance of messages per person, whatever carries them (socket or HTTP): `admit` spends one.
 */
export class SendChatMessage {
  constructor(
    private readonly consultations: ConsultationRepository,
    private readonly messages: MessageRepository,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
  ) {}

  /** Spends one message of the person's allowance; a 429 past it. */
  async admit(user: PublicUser): Promise<void> {
    const decision = await this.limiter.hit(`chat:messages:${user.id}`, this.perMinute, 60)
    if (!decision.allowed) throw new RateLimitedError(TOO_FAST, decision.retryAfterSeconds)
  }

  /** Admits and stores the message (HTTP). */
  async execute(input: { user: PublicUser; consultationId: string; message: ChatMessageInput }): Promise<ChatMessage> {
    await this.admit(input.user)
    return this.store(input)
  }

  /** Stores a message already admitted; hands it to the store before its first `await` (the socket's order). */
  async store(input: { user: PublicUser; consultationId: string; message: ChatMessageInput }): Promise<ChatMessage> {
    const { text, clientId } = input.message
    const consultationId = typeof input.consultationId === 'string' ? input.consultationId.slice(0, 100) : ''
    const stored = await this.messages.append({ consultationId, senderId: input.user.id, text, clientId: clientId ?? null, at: this.clock.now() })
    if (!stored) {
      // Why not: tell an outsider "not found", a participant why.
      const { role } = await loadAsParticipant(this.consultations, consultationId, input.user)
      if (role === 'admin') throw new ForbiddenError('Only the participants can write in a chat')
      throw new ConflictError('This chat is not active', 'CONSULTATION.NOT_ACTIVE')
    }
    if (!stored.duplicate) {
      const to = [stored.customerId, ...(stored.astrologerUserId ? [stored.astrologerUserId] : [])]
      await this.realtime.publish(to, { type: 'message', consultationId, message: stored.message })
    }
    return stored.message
  }
}
