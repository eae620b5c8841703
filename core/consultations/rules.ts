import { z } from 'zod'
import { CONSULTATION_STATUSES, CONSULTATION_TYPES, type ConsultationRecord, type ConsultationView } from '../domain/consultation'

/**
 * Rules and shared schemas of chat consultations (the HTTP adapter, the WebSocket adapter and the UI
 * validate with these). Durations in milliseconds, amounts in paise.
 */

/** An astrologer must accept a request within 2 minutes; after that it expires. */
export const REQUEST_TIMEOUT_MS = 2 * 60_000
/** A party without any connected socket for this long ends the chat (at the moment they left). */
export const DISCONNECT_GRACE_MS = 60_000
/** An accepted call whose media has not connected by then ends unbilled (`call_not_connected`). */
export const CALL_CONNECT_TIMEOUT_MS = 90_000
/** TURN credentials live this long (the coturn REST scheme's expiry). */
export const TURN_CREDENTIAL_TTL_SECONDS = 600
export const MAX_CONCURRENT_CHATS_LIMIT = 10
export const MESSAGE_MAX_CHARS = 4000
export const REVIEW_TEXT_MAX_CHARS = 1000
export const RATE_MAX_RUPEES = 1000

const consultationMessages = {
  astrologer: 'Choose an astrologer',
  type: 'Choose a chat or a call',
  text: `Write a message of 1 to ${MESSAGE_MAX_CHARS} characters`,
  clientId: 'clientId must be 1 to 100 visible characters',
  upToSeq: 'upToSeq must be a whole number of 0 or more',
  rating: 'Give a rating from 1 to 5 stars',
  reviewText: `A review can be at most ${REVIEW_TEXT_MAX_CHARS} characters`,
  refundReason: 'Tell us in 10 to 1000 characters why you ask for a refund',
  refundMinutes: 'minutes must be a whole number of 1 or more',
  note: 'A note can be at most 500 characters',
  denyNote: 'Give the customer a reason of 3 to 500 characters',
  bio: 'A bio has 20 to 3000 characters',
  languages: 'Choose 1 to 10 languages',
  specialties: 'Choose 1 to 10 specialties',
  rate: `The rate is a whole number of rupees from 1 to ${RATE_MAX_RUPEES} a minute`,
  callRate: `The call rate is a whole number of rupees from 1 to ${RATE_MAX_RUPEES} a minute`,
  takesCalls: 'takesCalls must be true or false',
  concurrency: `Take 1 to ${MAX_CONCURRENT_CHATS_LIMIT} chats at once`,
  online: 'online must be true or false',
} as const

const visibleId = z.string({ error: consultationMessages.clientId }).regex(/^[\x21-\x7e]{1,100}$/, consultationMessages.clientId)

/** POST /api/consultations. */
export const createConsultationSchema = z.object({
  astrologerId: z.string({ error: consultationMessages.astrologer }).trim().min(1, consultationMessages.astrologer).max(100, consultationMessages.astrologer),
  type: z.enum(CONSULTATION_TYPES, { error: consultationMessages.type }).default('chat'),
})
export type ConsultationRequest = z.output<typeof createConsultationSchema>

/** A chat message, over the socket or POST …/messages. */
export const chatMessageSchema = z.object({
  text: z.string({ error: consultationMessages.text }).trim().min(1, consultationMessages.text).max(MESSAGE_MAX_CHARS, consultationMessages.text),
  clientId: visibleId.optional(),
})
export type ChatMessageInput = z.output<typeof chatMessageSchema>

export const readReceiptSchema = z.object({
  upToSeq: z.number({ error: consultationMessages.upToSeq }).int(consultationMessages.upToSeq).min(0, consultationMessages.upToSeq),
})
export type ReadReceipt = z.output<typeof readReceiptSchema>

export const reviewSchema = z.object({
  rating: z.number({ error: consultationMessages.rating }).int(consultationMessages.rating).min(1, consultationMessages.rating).max(5, consultationMessages.rating),
  text: z.string({ error: consultationMessages.reviewText }).trim().max(REVIEW_TEXT_MAX_CHARS, consultationMessages.reviewText).default(''),
})
export type ReviewInput = z.output<typeof reviewSchema>

export const refundRequestSchema = z.object({
  reason: z.string({ error: consultationMessages.refundReason }).trim().min(10, consultationMessages.refundReason).max(1000, consultationMessages.refundReason),
})
export type RefundRequestInput = z.output<typeof refundRequestSchema>

export const refundGrantSchema = z.object({
  minutes: z.number({ error: consultationMessages.refundMinutes }).int(consultationMessages.refundMinutes).min(1, consultationMessages.refundMinutes).optional(),
  note: z.string({ error: consultationMessages.note }).trim().max(500, consultationMessages.note).optional(),
})
export type RefundGrant = z.output<typeof refundGrantSchema>

export const refundDenySchema = z.object({
  note: z.string({ error: consultationMessages.denyNote }).trim().min(3, consultationMessages.denyNote).max(500, consultationMessages.denyNote),
})
export type RefundDeny = z.output<typeof refundDenySchema>

const listOf = (message: string) =>
  z
    .array(z.string({ error: message }).trim().min(2, message).max(40, message), { error: message })
    .min(1, message)
    .max(10, message)
    .transform((items) => [...new Set(items)])

/** PATCH /api/astrologer/me: any subset of the editable fields. */
export const astrologerProfileUpdateSchema = z
  .object({
    bio: z.string({ error: consultationMessages.bio }).trim().min(20, consultationMessages.bio).max(3000, consultationMessages.bio).optional(),
    languages: listOf(consultationMessages.languages).optional(),
    specialties: listOf(consultationMessages.specialties).optional(),
    ratePerMinute: z.number({ error: consultationMessages.rate }).int(consultationMessages.rate).min(1, consultationMessages.rate).max(RATE_MAX_RUPEES, consultationMessages.rate).optional(),
    /** paise a minute, whole rupees (the settings page asks for rupees, like the chat rate) */
    callRatePerMinute: z
      .number({ error: consultationMessages.callRate })
      .int(consultationMessages.callRate)
      .min(100, consultationMessages.callRate)
      .max(RATE_MAX_RUPEES * 100, consultationMessages.callRate)
      .multipleOf(100, consultationMessages.callRate)
      .optional(),
    takesCalls: z.boolean({ error: consultationMessages.takesCalls }).optional(),
    maxConcurrentChats: z
      .number({ error: consultationMessages.concurrency })
      .int(consultationMessages.concurrency)
      .min(1, consultationMessages.concurrency)
      .max(MAX_CONCURRENT_CHATS_LIMIT, consultationMessages.concurrency)
      .optional(),
  })
  .strict()
export type AstrologerProfileUpdate = z.infer<typeof astrologerProfileUpdateSchema>

export const astrologerStatusSchema = z.object({ online: z.boolean({ error: consultationMessages.online }) })
export type AstrologerStatus = z.output<typeof astrologerStatusSchema>

const statusList = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.enum(CONSULTATION_STATUSES)))

/** Consultations listed when the query names no limit. */
export const CONSULTATION_PAGE_SIZE = 50

/** GET /api/consultations query. */
export const consultationListSchema = z.object({
  status: statusList.optional(),
  role: z.enum(['customer', 'astrologer']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(CONSULTATION_PAGE_SIZE),
})
export type ConsultationListQuery = z.output<typeof consultationListSchema>

/** GET …/messages query. */
export const messagePageSchema = z.object({
  // A message number is a PostgreSQL integer: anything larger is a 400, not an overflow (a 500).
  after: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
})
export type MessagePage = z.output<typeof messagePageSchema>

/** The API shape of a stored consultation; elapsed time as of the given chat-time reading. */
export function toConsultationView(record: ConsultationRecord, elapsedMs = record.elapsedMs): ConsultationView {
  return {
    id: record.id,
    type: record.type,
    status: record.status,
    endReason: record.endReason,
    customer: { id: record.customerId, name: record.customerName },
    astrologer: { id: record.astrologerId, slug: record.astrologerSlug, name: record.astrologerName, image: record.astrologerImage },
    requestedAt: record.requestedAt.toISOString(),
    expiresAt: record.status === 'requested' && record.expiresAt ? record.expiresAt.toISOString() : null,
    acceptedAt: record.acceptedAt?.toISOString() ?? null,
    endedAt: record.endedAt?.toISOString() ?? null,
    connectedAt: record.connectedAt?.toISOString() ?? null,
    ratePaise: record.ratePaise,
    freeMinutes: record.freeMinutes,
    elapsedSeconds: Math.floor(Math.max(0, elapsedMs) / 1000),
    billedMinutes: record.billedMinutes,
    chargedPaise: record.chargedPaise,
    refundedPaise: record.refundedPaise,
    review: record.review,
    refund: record.refund,
    lastMessageSeq: record.lastSeq,
  }
}

/** Which side of the consultation a user is on, or null for an outsider. */
export function participantRole(record: Pick<ConsultationRecord, 'customerId' | 'astrologerUserId'>, userId: string): 'customer' | 'astrologer' | null {
  if (record.customerId === userId) return 'customer'
  if (record.astrologerUserId !== null && record.astrologerUserId === userId) return 'astrologer'
  return null
}

/** The customer's first name only, for public reviews. */
export function publicFirstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return first || 'Customer'
}

const SDP_MAX_CHARS = 20_000
const sdpSchema = z.string({ error: 'sdp must be a session description' }).min(10, 'sdp must be a session description').max(SDP_MAX_CHARS, 'sdp is too long')

/** Call signalling frames a participant sends over the socket (relayed to the other party only). */
export const callOfferSchema = z.object({ sdp: sdpSchema, iceRestart: z.boolean().optional() })
export const callAnswerSchema = z.object({ sdp: sdpSchema })
export const callIceSchema = z.object({
  /** null: the end of candidates */
  candidate: z
    .object({
      candidate: z.string().max(1000, 'candidate is too long'),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    })
    .nullable(),
})
/** A browser's own media state, as its RTCPeerConnection reports it. */
export const callMediaSchema = z.object({ state: z.enum(['connected', 'disconnected'], { error: 'state must be connected or disconnected' }) })
export type CallOffer = z.output<typeof callOfferSchema>
export type CallAnswer = z.output<typeof callAnswerSchema>
export type CallIce = z.output<typeof callIceSchema>
export type CallMediaReport = z.output<typeof callMediaSchema>
