import type { MyOffers } from '../../core/offers/get-my-offers'
import type { Astrologer } from '../../core/domain/content'
import type {
  CallIceServers,
  AstrologerEarnings,
  AstrologerProfile,
  ChatMessage,
  ConsultationStatus,
  ConsultationView,
  ConsultationWithBill,
  OwnAstrologerProfile,
  PublicReview,
  ReviewView,
} from '../../core/domain/consultation'
import type { PaymentOrderStatus, PaymentStatus, RechargeOrder, Wallet, WalletAdjustment } from '../../core/domain/wallet'
export type { PaymentOrderStatus } from '../../core/domain/wallet'
import type { LanguageCode } from '../../core/shared/language'
import type { RealtimeClient } from './realtime'

/**
 * The paid side of the platform as the UI sees it: wallet, payment orders, consultations and the live
 * chat socket (docs/wallet.md, docs/ui-contract.md "Consultations and chat"). Amounts are integer paise.
 */

/**
 * What a recharge asks for: one of the packages, a whole-rupee amount in paise, or an astrologer's chat
 * package (the server prices it and adds the package discount as bonus).
 */
export type RechargeRequest = { packageId: string } | { amount: number } | { chatPackage: { astrologerId: string; minutes: number } }

export interface WalletService {
  /** GET /api/wallet: balance and one page of history, newest first (`before` = the last page's `nextBefore`). */
  wallet(options?: { before?: string | null; limit?: number }): Promise<Wallet>
  /** POST /api/wallet/recharge with an Idempotency-Key (the same key and body answer the same order). */
  recharge(request: RechargeRequest, idempotencyKey: string): Promise<RechargeOrder>
  /** POST /api/admin/wallet/adjust (admin): credit (+) or debit (−) a customer's wallet. */
  adjust(input: { userId: string; amount: number; reason: string }, idempotencyKey: string): Promise<WalletAdjustment>
  /** GET /api/offers/mine: the new customer's offers this account can still take (the wallet need not pay). */
  offers(): Promise<MyOffers>
}

/** Razorpay Checkout's handler response, posted back for verification. */
export interface RazorpayPaymentResponse {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export interface PaymentsService {
  /** GET /api/payments/orders/{orderId} (the owner or an admin). */
  order(orderId: string): Promise<PaymentOrderStatus>
  /** POST /api/payments/razorpay/verify. */
  verifyRazorpay(response: RazorpayPaymentResponse): Promise<{ orderId: string; status: PaymentStatus }>
}

/** GET /api/consultations/{id}: the consultation with its running bill (core's type). */
export type { ConsultationWithBill }

/** A consultation with its refund request (the admin's queue). */
export type RefundRequestItem = ConsultationView & { refund: NonNullable<ConsultationView['refund']> }

export interface ConsultationListQuery {
  status?: readonly ConsultationStatus[]
  role?: 'customer' | 'astrologer'
  limit?: number
}

export interface ConsultationsService {
  /** GET /api/astrologers/{idOrSlug}?lang=: the public profile with live availability. */
  astrologer(idOrSlug: string, lang?: LanguageCode): Promise<AstrologerProfile>
  /** GET /api/astrologers/{idOrSlug}/reviews, newest first; `before` = the last review's createdAt. */
  reviews(idOrSlug: string, options?: { before?: string; limit?: number }): Promise<PublicReview[]>
  /** POST /api/consultations: 201 `requested`; 402 balance, 409 offline / busy / already open. */
  /** STUN/TURN servers for a call (its participants only) */
  ice(consultationId: string): Promise<CallIceServers>
  /** a chat unless `type` says call */
  request(astrologerId: string, idempotencyKey: string, type?: 'chat' | 'call'): Promise<ConsultationView>
  list(query?: ConsultationListQuery): Promise<ConsultationView[]>
  get(id: string): Promise<ConsultationWithBill>
  accept(id: string): Promise<ConsultationView>
  decline(id: string): Promise<ConsultationView>
  /** Ends an active chat, or cancels a request (customer). */
  end(id: string): Promise<ConsultationView>
  messages(id: string, options?: { after?: number; limit?: number }): Promise<ChatMessage[]>
  /** POST …/messages: the HTTP fallback of the socket's `message`. */
  sendMessage(id: string, text: string, clientId: string): Promise<ChatMessage>
  markRead(id: string, upToSeq: number): Promise<void>
  review(id: string, input: { rating: number; text: string }): Promise<ReviewView>
  requestRefund(id: string, reason: string): Promise<ConsultationView>

  /** The signed-in astrologer (GET/PATCH /api/astrologer/me …). */
  myProfile(lang?: LanguageCode): Promise<OwnAstrologerProfile>
  /** callRatePerMinute in paise */
  updateMyProfile(patch: Partial<Pick<Astrologer, 'bio' | 'languages' | 'specialties' | 'ratePerMinute' | 'callRatePerMinute'>> & { maxConcurrentChats?: number; takesCalls?: boolean }): Promise<OwnAstrologerProfile>
  setOnline(online: boolean): Promise<{ isOnline: boolean }>
  myRequests(): Promise<ConsultationView[]>
  earnings(options?: { before?: string | null; limit?: number }): Promise<AstrologerEarnings>

  /** Admin: the refund queue and its decisions. */
  refundRequests(status?: 'requested' | 'granted' | 'denied'): Promise<RefundRequestItem[]>
  grantRefund(id: string, input: { minutes?: number; note?: string }): Promise<ConsultationView>
  denyRefund(id: string, input: { note: string }): Promise<ConsultationView>
}

/** The live-chat socket (WS /api/realtime); one client per signed-in token. */
export interface RealtimeService {
  connect(token: string): RealtimeClient
}
