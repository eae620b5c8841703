import type { ChatMessage, ParticipantRole } from '../../domain/consultation'

export interface NewChatMessage {
  consultationId: string
  senderId: string
  text: string
  clientId: string | null
  at: Date
}

export interface AppendedMessage {
  message: ChatMessage
  /** true when the sender had sent this clientId before: `message` is the stored one */
  duplicate: boolean
  /** the consultation's two parties, for delivery */
  customerId: string
  astrologerUserId: string | null
}

/** One recipient's delivery acknowledgement: the other party's messages up to `upToSeq` reached them. */
export interface DeliveryReceipt {
  consultationId: string
  recipientId: string
  upToSeq: number
}

/** What a delivery acknowledgement newly marked: the highest seq and who sent those messages. */
export interface MarkedDelivered {
  upToSeq: number
  senderId: string
  from: ParticipantRole
}

/** Chat messages, numbered 1, 2, 3 … per consultation in the order they were stored. */
export interface MessageRepository {
  /**
   * Stores a message with the next number, in one atomic step, if the consultation is active and the
   * sender takes part in it (as its customer or its astrologer's account); null otherwise. The same
   * sender repeating a `clientId` gets the stored message back with `duplicate: true`.
   */
  append(message: NewChatMessage): Promise<AppendedMessage | null>
  /**
   * Stores a group of messages in one transaction, answering for each exactly what `append` would have
   * answered had they been appended one after the other in this order (numbering, duplicates, refusals).
   * All or nothing: when it throws, none of them is stored.
   */
  appendMany(messages: readonly NewChatMessage[]): Promise<Array<AppendedMessage | null>>
  /** Messages with seq > afterSeq, ascending. */
  listAfter(consultationId: string, afterSeq: number, limit: number): Promise<ChatMessage[]>
  /**
   * Marks the messages that reached `recipientId` (those up to seq sent by the other party) delivered;
   * answers the highest seq newly marked and who sent them, or null when nothing changed.
   */
  markDelivered(consultationId: string, recipientId: string, upToSeq: number, at: Date): Promise<MarkedDelivered | null>
  /**
   * `markDelivered` for many receipts in one step, answering in their order. A receipt repeating an
   * earlier one's consultation and recipient is merged into it (the higher seq counts) and answers null.
   */
  markDeliveredMany(receipts: readonly DeliveryReceipt[], at: Date): Promise<Array<MarkedDelivered | null>>
  /** Marks the messages `from` one side, up to seq, read (and delivered); answers the highest seq newly marked read, or null. */
  markRead(consultationId: string, from: ParticipantRole, upToSeq: number, at: Date): Promise<number | null>
}
export const MessageRepository = Symbol('MessageRepository')
