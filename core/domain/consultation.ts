import type { Astrologer } from './content'
import type { WalletTransaction } from './wallet'

/**
 * Paid chat consultations: the request, the live chat, its running bill, its messages, the review and
 * the refund request. Amounts are integer paise; instants are ISO 8601 UTC strings in API shapes and
 * `Date` in records.
 */

export const CONSULTATION_STATUSES = ['requested', 'active', 'ended', 'declined', 'expired', 'cancelled'] as const
/**
 * requested → active (the astrologer accepted) → ended;
 * requested → declined (the astrologer said no) | expired (nobody answered in time) | cancelled (the customer withdrew).
 */
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number]

export const END_REASONS = [
  'customer_ended',
  'astrologer_ended',
  'insufficient_balance',
  'customer_disconnected',
  'astrologer_disconnected',
  'admin_ended',
  /** a call accepted whose media never connected in time (never billed) */
  'call_not_connected',
  // a booked consultation reached its booked end
  'booking_ended',
] as const
export type EndReason = (typeof END_REASONS)[number]

export type ParticipantRole = 'customer' | 'astrologer'

export const CONSULTATION_TYPES = ['chat', 'call'] as const
/** a text chat, or a voice call (WebRTC audio signalled over the realtime socket; docs/calls.md) */
export type ConsultationType = (typeof CONSULTATION_TYPES)[number]

/** A consultation as stored. */
export interface ConsultationRecord {
  id: string
  type: ConsultationType
  status: ConsultationStatus
  endReason: EndReason | null
  customerId: string
  customerName: string
  astrologerId: string
  /** users.id of the astrologer's account; null for a profile without an account */
  astrologerUserId: string | null
  astrologerSlug: string
  astrologerName: string
  astrologerImage: string
  requestedAt: Date
  expiresAt: Date | null
  acceptedAt: Date | null
  endedAt: Date | null
  /** a call's billing start: when both sides' media connected (server clock); null for chats and unconnected calls */
  connectedAt: Date | null
  /** the astrologer's rate for one minute, locked in when the customer asked */
  ratePaise: number
  /** free minutes at the start (5 on the customer's first accepted consultation, else 0) */
  freeMinutes: number
  /** chat time in ms as of `clockBeatAt` (the last checkpoint); final once ended */
  elapsedMs: number
  /** paid minutes charged so far (1 … billedMinutes, each `chat:<id>:<minute>` in the ledger) */
  billedMinutes: number
  chargedPaise: number
  refundedPaise: number
  /** which server instance keeps this chat's clock, and when it last checkpointed */
  clockOwner: string | null
  clockBeatAt: Date | null
  lastSeq: number
  review: ReviewView | null
  refund: RefundRequestView | null
}

export interface ReviewView {
  rating: number
  text: string
  createdAt: string
}

export type RefundStatus = 'requested' | 'granted' | 'denied'

export interface RefundRequestView {
  status: RefundStatus
  reason: string
  note: string | null
  refundedPaise: number
  requestedAt: string
  decidedAt: string | null
}

/** A consultation as the API shows it (docs/ui-contract.md). */
export interface ConsultationView {
  id: string
  type: ConsultationType
  status: ConsultationStatus
  endReason: EndReason | null
  customer: { id: string; name: string }
  astrologer: { id: string; slug: string; name: string; image: string }
  requestedAt: string
  expiresAt: string | null
  acceptedAt: string | null
  endedAt: string | null
  /** calls only: when both sides' media connected (billing starts); null before that and for chats */
  connectedAt: string | null
  ratePaise: number
  freeMinutes: number
  elapsedSeconds: number
  billedMinutes: number
  chargedPaise: number
  refundedPaise: number
  review: ReviewView | null
  refund: RefundRequestView | null
  lastMessageSeq: number
}

/** The running bill of a consultation (sent with every `consultation` event). */
export interface Bill {
  /** the chat minute in progress, 1-based; 0 before acceptance */
  minute: number
  freeMinutes: number
  freeMinutesLeft: number
  billedMinutes: number
  chargedPaise: number
  ratePaise: number
  /** the customer's wallet balance; null when shown to the astrologer */
  balance: number | null
  /** whole paid minutes the balance still covers; null when shown to the astrologer */
  minutesAffordable: number | null
  /** when the next chat minute starts (and is charged if paid); null unless active */
  nextChargeAt: string | null
}

/** GET /api/consultations/{id}: the consultation with its running bill. */
export type ConsultationWithBill = ConsultationView & { bill: Bill }

export interface BalanceWarning {
  code: 'BALANCE_LOW'
  message: string
  endsAt: string
}

export interface ChatMessage {
  id: string
  /** 1, 2, 3 … per consultation, without gaps */
  seq: number
  consultationId: string
  from: ParticipantRole
  senderId: string
  text: string
  clientId: string | null
  sentAt: string
  deliveredAt: string | null
  readAt: string | null
}

/** A public review of an astrologer (customer's first name only). */
export interface PublicReview {
  id: string
  rating: number
  text: string
  customerName: string
  createdAt: string
}

/** The signed-in astrologer's earnings, from the ledger's earnings account (paise). */
export interface AstrologerEarnings {
  /** what the platform owes the astrologer now (earnings less refunds and payouts) */
  balance: number
  totalEarned: number
  today: number
  last30Days: number
  consultations: number
  paidMinutes: number
  transactions: WalletTransaction[]
  nextBefore: string | null
}

/** An astrologer's public profile with live availability (GET /api/astrologers/{idOrSlug}). */
export interface AstrologerProfile extends Astrologer {
  maxConcurrentChats: number
  /** chats requested or active right now */
  activeChats: number
  /** true when a new request would be refused for capacity */
  busy: boolean
}

/** The signed-in astrologer's own profile, with the bio in every language it has. */
export interface OwnAstrologerProfile extends AstrologerProfile {
  userId: string | null
  bioTranslations: { en: string; hi?: string; ta?: string; te?: string }
}

/** A call as both parties see it (the `call.state` event; docs/calls.md). */
export type CallState = 'connecting' | 'connected' | 'reconnecting' | 'ended'

/** GET /api/consultations/{id}/ice: STUN/TURN servers for one call; TURN credentials expire after `ttlSeconds`. */
export interface CallIceServers {
  iceServers: Array<{ urls: string | string[]; username?: string; credential?: string }>
  ttlSeconds: number
}
