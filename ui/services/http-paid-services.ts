import { OFFER_PATHS } from '../../core/offers/paths'
import type { AstrologerEarnings, AstrologerProfile, ChatMessage, ConsultationView, OwnAstrologerProfile, PublicReview } from '../../core/domain/consultation'
import type { Wallet } from '../../core/domain/wallet'
import type { HttpClient } from './http'
import type {
  ConsultationListQuery,
  ConsultationsService,
  PaymentsService,
  RealtimeService,
  RefundRequestItem,
  WalletService,
} from './paid-service-types'
import { createRealtimeClient, realtimeUrl } from './realtime'
import { CONSULTATION_PATHS } from '../../core/consultations/paths'
import { CONTENT_PATHS } from '../../core/content/paths'
import { WALLET_PATHS } from '../../core/wallet/paths'
import { ASTROLOGER_PATHS } from '../../core/astrologers/paths'
import { pathTo } from '../../core/shared/read-endpoint'

const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } })

/** `?a=1&b=2` from the defined entries, or '' when none. */
export function query(params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}

/** The wallet calls of docs/wallet.md. */
export function createHttpWalletService(http: HttpClient): WalletService {
  return {
    wallet(options = {}) {
      return http.get<Wallet>(`${WALLET_PATHS.wallet}${query({ before: options.before, limit: options.limit })}`)
    },
    recharge(request, idempotencyKey) {
      return http.post(WALLET_PATHS.recharge, request, idempotent(idempotencyKey))
    },
    adjust(input, idempotencyKey) {
      return http.post(WALLET_PATHS.adjust, input, idempotent(idempotencyKey))
    },
    offers() {
      return http.get(OFFER_PATHS.mine)
    },
  }
}

/** Payment orders and Razorpay verification (docs/wallet.md, "Payments"). */
export function createHttpPaymentsService(http: HttpClient): PaymentsService {
  return {
    order(orderId) {
      return http.get(pathTo(WALLET_PATHS.paymentOrder, { orderId }))
    },
    verifyRazorpay(response) {
      return http.post(WALLET_PATHS.razorpayVerify, response)
    },
  }
}

/** Consultations, chat over HTTP, reviews, the astrologer's own calls and the admin refund queue. */
export function createHttpConsultationsService(http: HttpClient): ConsultationsService {
  return {
    astrologer(idOrSlug, lang) {
      return http.get<AstrologerProfile>(`${pathTo(CONTENT_PATHS.astrologer, { idOrSlug })}${query({ lang })}`)
    },
    reviews(idOrSlug, options = {}) {
      return http.get<PublicReview[]>(`${pathTo(CONTENT_PATHS.astrologerReviews, { idOrSlug })}${query({ before: options.before, limit: options.limit })}`)
    },
    ice(id) {
      return http.get(pathTo(CONSULTATION_PATHS.ice, { id }))
    },
    request(astrologerId, idempotencyKey, type = 'chat') {
      return http.post(CONSULTATION_PATHS.requestConsultation, { astrologerId, type }, idempotent(idempotencyKey))
    },
    list(q: ConsultationListQuery = {}) {
      return http.get<ConsultationView[]>(`${CONSULTATION_PATHS.consultations}${query({ status: q.status?.join(','), role: q.role, limit: q.limit })}`)
    },
    get(id) {
      return http.get(pathTo(CONSULTATION_PATHS.consultation, { id }))
    },
    accept(id) {
      return http.post(pathTo(CONSULTATION_PATHS.accept, { id }))
    },
    decline(id) {
      return http.post(pathTo(CONSULTATION_PATHS.decline, { id }))
    },
    end(id) {
      return http.post(pathTo(CONSULTATION_PATHS.end, { id }))
    },
    messages(id, options = {}) {
      return http.get<ChatMessage[]>(`${pathTo(CONSULTATION_PATHS.messages, { id })}${query({ after: options.after, limit: options.limit })}`)
    },
    sendMessage(id, text, clientId) {
      return http.post(pathTo(CONSULTATION_PATHS.sendMessage, { id }), { text, clientId })
    },
    async markRead(id, upToSeq) {
      await http.post(pathTo(CONSULTATION_PATHS.read, { id }), { upToSeq })
    },
    review(id, input) {
      return http.post(pathTo(CONSULTATION_PATHS.review, { id }), input)
    },
    requestRefund(id, reason) {
      return http.post(pathTo(CONSULTATION_PATHS.refundRequest, { id }), { reason })
    },
    myProfile(lang) {
      return http.get<OwnAstrologerProfile>(`${ASTROLOGER_PATHS.me}${query({ lang })}`)
    },
    updateMyProfile(patch) {
      return http.patch(ASTROLOGER_PATHS.me, patch)
    },
    setOnline(online) {
      return http.post(ASTROLOGER_PATHS.status, { online })
    },
    myRequests() {
      return http.get(ASTROLOGER_PATHS.requests)
    },
    earnings(options = {}) {
      return http.get<AstrologerEarnings>(`${ASTROLOGER_PATHS.earnings}${query({ before: options.before, limit: options.limit })}`)
    },
    refundRequests(status) {
      return http.get<RefundRequestItem[]>(`${CONSULTATION_PATHS.refundRequests}${query({ status })}`)
    },
    grantRefund(id, input) {
      return http.post(pathTo(CONSULTATION_PATHS.grantRefund, { id }), input)
    },
    denyRefund(id, input) {
      return http.post(pathTo(CONSULTATION_PATHS.denyRefund, { id }), input)
    },
  }
}

/** The live-chat socket on the page's own origin. */
export function createBrowserRealtimeService(): RealtimeService {
  return {
    connect(token) {
      return createRealtimeClient({ url: realtimeUrl(window.location), token })
    },
  }
}
