import type { Clock } from '../shared/ports/clock'
import type { MessageRepository } from './ports/message-repository'
import type { Realtime } from './ports/realtime'

/**
 * Messages reached a socket of their recipient: the other party's messages up to that seq are marked
 * delivered and their sender gets a `read` event with `receipt: 'delivered'`. Called by the realtime
 * adapter after pushing a message event to a participant's socket (only participants get them).
 */
export class AcknowledgeChatDelivery {
  constructor(
    private readonly messages: MessageRepository,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
  ) {}

  async execute(input: { recipientId: string; consultationId: string; upToSeq: number }): Promise<void> {
    const at = this.clock.now()
    const marked = await this.messages.markDelivered(input.consultationId, input.recipientId, input.upToSeq, at)
    if (!marked) return
    await this.realtime.publish([marked.senderId], { type: 'read', consultationId: input.consultationId, receipt: 'delivered', from: marked.from, upToSeq: marked.upToSeq, at: at.toISOString() })
  }
}
