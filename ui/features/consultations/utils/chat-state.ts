import type { BalanceWarning, Bill, ChatMessage, ConsultationView, ParticipantRole } from '../../../../core/domain/consultation'
import type { ServerEvent } from '../../../services/realtime'

/**
 * The state of one open chat as the browser holds it, and how every server event changes it. Pure: the
 * hook feeds it HTTP answers and socket events; tests feed it plain objects. Times are epoch ms.
 */

/** A message typed here, not yet confirmed by the server (`ack` or its `message` event). */
export interface PendingMessage {
  clientId: string
  text: string
  createdAt: number
  /** the server refused it (code), or null while it is on its way */
  error: string | null
}

export interface ChatState {
  consultationId: string
  consultation: ConsultationView | null
  bill: Bill | null
  /** local time the bill and `consultation.elapsedSeconds` were last reported */
  reportedAt: number
  warning: BalanceWarning | null
  /** confirmed messages, ascending by seq, no duplicates */
  messages: ChatMessage[]
  pending: PendingMessage[]
  /** the other party is typing until this local time (0 = not typing) */
  otherTypingUntil: number
  /** the other party's sockets: true connected, false gone, null unknown */
  otherOnline: boolean | null
}

/** How long a typing indicator shows without a new `typing` event (docs: lapses by itself after ~5 s). */
export const TYPING_LAPSE_MS = 5_000

type ChatAction =
  | { type: 'loaded'; consultation?: ConsultationView; bill?: Bill; messages?: ChatMessage[]; at: number }
  | { type: 'event'; event: ServerEvent; me: ParticipantRole; at: number }
  | { type: 'queued'; message: PendingMessage }
  | { type: 'failed'; clientId: string; error: string }
  | { type: 'retry'; clientId: string }
  | { type: 'discard'; clientId: string }

export function initialChatState(consultationId: string): ChatState {
  return { consultationId, consultation: null, bill: null, reportedAt: 0, warning: null, messages: [], pending: [], otherTypingUntil: 0, otherOnline: null }
}

/** Merges messages into an ascending, duplicate-free list (a newer copy of the same id wins: receipts). */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[]
  const byId = new Map(current.map((m) => [m.id, m]))
  let changed = false
  for (const message of incoming) {
    const known = byId.get(message.id)
    if (!known) {
      byId.set(message.id, message)
      changed = true
    } else {
      const merged = { ...known, deliveredAt: known.deliveredAt ?? message.deliveredAt, readAt: known.readAt ?? message.readAt }
      if (merged.deliveredAt !== known.deliveredAt || merged.readAt !== known.readAt) {
        byId.set(message.id, merged)
        changed = true
      }
    }
  }
  if (!changed) return current as ChatMessage[]
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/** Marks `from`'s messages up to `upToSeq` delivered (and read, for a read receipt) at `at`. */
export function applyReceipt(messages: readonly ChatMessage[], receipt: { from: ParticipantRole; upToSeq: number; receipt: 'delivered' | 'read'; at: string }): ChatMessage[] {
  let changed = false
  const next = messages.map((m) => {
    if (m.from !== receipt.from || m.seq > receipt.upToSeq) return m
    const deliveredAt = m.deliveredAt ?? receipt.at
    const readAt = receipt.receipt === 'read' ? (m.readAt ?? receipt.at) : m.readAt
    if (deliveredAt === m.deliveredAt && readAt === m.readAt) return m
    changed = true
    return { ...m, deliveredAt, readAt }
  })
  return changed ? next : (messages as ChatMessage[])
}

/** The highest message seq held (0 when none): what a `sync` asks to continue after. */
export function lastSeqOf(state: Pick<ChatState, 'messages'>): number {
  return state.messages.length ? state.messages[state.messages.length - 1].seq : 0
}

/** The highest seq of the other party's messages, for the read receipt (0 when none). */
export function lastSeqFrom(messages: readonly ChatMessage[], from: ParticipantRole): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i].from === from) return messages[i].seq
  return 0
}

/** A message's tick for its sender: waiting (not stored yet), sent, delivered or read. */
export type Receipt = 'pending' | 'failed' | 'sent' | 'delivered' | 'read'
export function receiptOf(message: Pick<ChatMessage, 'deliveredAt' | 'readAt'>): Receipt {
  if (message.readAt) return 'read'
  if (message.deliveredAt) return 'delivered'
  return 'sent'
}

function withConsultation(state: ChatState, consultation: ConsultationView | undefined, bill: Bill | undefined, at: number): ChatState {
  if (!consultation || consultation.id !== state.consultationId) return state
  const ended = consultation.status !== 'active'
  return {
    ...state,
    consultation,
    bill: bill ?? state.bill,
    reportedAt: at,
    // A warning belongs to a live chat; it lapses once the chat ends.
    warning: ended ? null : state.warning,
    otherTypingUntil: ended ? 0 : state.otherTypingUntil,
  }
}

function dropPending(pending: readonly PendingMessage[], clientId: string | null | undefined): PendingMessage[] {
  if (!clientId || !pending.some((p) => p.clientId === clientId)) return pending as PendingMessage[]
  return pending.filter((p) => p.clientId !== clientId)
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'loaded': {
      const next = withConsultation(state, action.consultation, action.bill, action.at)
      if (!action.messages) return next
      const messages = mergeMessages(next.messages, action.messages.filter((m) => m.consultationId === state.consultationId))
      let pending = next.pending
      for (const m of action.messages) pending = dropPending(pending, m.clientId)
      return messages === next.messages && pending === next.pending ? next : { ...next, messages, pending }
    }
    case 'queued':
      return { ...state, pending: [...state.pending, action.message] }
    case 'failed':
      return { ...state, pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, error: action.error } : p)) }
    case 'retry':
      return { ...state, pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, error: null } : p)) }
    case 'discard':
      return { ...state, pending: dropPending(state.pending, action.clientId) }
    case 'event':
      return reduceEvent(state, action.event, action.me, action.at)
  }
}

function reduceEvent(state: ChatState, event: ServerEvent, me: ParticipantRole, at: number): ChatState {
  const other: ParticipantRole = me === 'customer' ? 'astrologer' : 'customer'
  switch (event.type) {
    case 'message': {
      if (event.consultationId !== state.consultationId) return state
      const messages = mergeMessages(state.messages, [event.message])
      const pending = dropPending(state.pending, event.message.from === me ? event.message.clientId : null)
      // A message from the other party ends their typing.
      const otherTypingUntil = event.message.from === other && !event.replay ? 0 : state.otherTypingUntil
      if (messages === state.messages && pending === state.pending && otherTypingUntil === state.otherTypingUntil) return state
      return { ...state, messages, pending, otherTypingUntil }
    }
    case 'ack': {
      if (event.message.consultationId !== state.consultationId) return state
      return { ...state, messages: mergeMessages(state.messages, [event.message]), pending: dropPending(state.pending, event.clientId ?? event.message.clientId) }
    }
    case 'error': {
      if (!event.clientId || !state.pending.some((p) => p.clientId === event.clientId)) return state
      return chatReducer(state, { type: 'failed', clientId: event.clientId, error: event.code })
    }
    case 'typing': {
      if (event.consultationId !== state.consultationId || event.from !== other) return state
      return { ...state, otherTypingUntil: event.typing ? at + TYPING_LAPSE_MS : 0 }
    }
    case 'read': {
      if (event.consultationId !== state.consultationId) return state
      const messages = applyReceipt(state.messages, event)
      return messages === state.messages ? state : { ...state, messages }
    }
    case 'consultation': {
      if (event.consultation.id !== state.consultationId) return state
      const next = withConsultation(state, event.consultation, event.bill, at)
      return event.warning && event.consultation.status === 'active' ? { ...next, warning: event.warning } : next
    }
    case 'synced': {
      if (event.consultationId !== state.consultationId) return state
      return withConsultation(state, event.consultation, event.bill, at)
    }
    case 'presence': {
      if (!('consultationId' in event) || event.consultationId !== state.consultationId || event.from !== other) return state
      return { ...state, otherOnline: event.online, otherTypingUntil: event.online ? state.otherTypingUntil : 0 }
    }
    default:
      return state
  }
}
