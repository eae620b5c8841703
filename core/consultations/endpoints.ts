import {
  chatMessageSchema,
  createConsultationSchema,
  consultationListSchema,
  messagePageSchema,
  readReceiptSchema,
  refundDenySchema,
  refundGrantSchema,
  refundRequestSchema,
  reviewSchema,
} from './rules'
import { endpoint, type Endpoint } from '../shared/endpoint'
import { AcceptConsultation } from './accept-consultation'
import { DecideConsultationRefund } from './decide-consultation-refund'
import { DeclineConsultation } from './decline-consultation'
import { EndConsultation } from './end-consultation'
import { GetConsultation } from './get-consultation'
import { GetCallIceServers } from './get-call-ice'
import { ListChatMessages } from './list-chat-messages'
import { ListConsultations } from './list-consultations'
import { ListRefundRequests, refundRequestListSchema } from './list-refund-requests'
import { MarkChatRead } from './mark-chat-read'
import { CONSULTATION_PATHS } from './paths'
import { RequestConsultation } from './request-consultation'
import { RequestConsultationRefund } from './request-consultation-refund'
import { ReviewConsultation } from './review-consultation'
import { SendChatMessage } from './send-chat-message'

/**
 * Chat consultations (docs/ui-contract.md "Consultations and chat"): a customer requests a chat
 * (Idempotency-Key honoured), the astrologer accepts or declines, either ends it; messages and read
 * receipts over HTTP as a fallback to the socket; the customer's review and refund request; the admins'
 * refund queue and its grant or deny. Each use case checks that the caller takes part in the chat.
 */
export const CONSULTATION_ENDPOINTS: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.requestConsultation,
    access: 'customer',
    status: 201,
    input: createConsultationSchema,
    answer: (use, request, { user, idempotencyKey }) => use(RequestConsultation).execute({ customer: user, request, idempotencyKey }),
  }),
  endpoint({
    method: 'GET',
    path: CONSULTATION_PATHS.consultations,
    access: 'signed-in',
    input: consultationListSchema,
    answer: (use, query, { user }) => use(ListConsultations).execute({ user, query }),
  }),
  endpoint({
    method: 'GET',
    path: CONSULTATION_PATHS.consultation,
    access: 'signed-in',
    answer: (use, _none, { user, params }) => use(GetConsultation).execute({ user, consultationId: params.id! }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.accept,
    access: 'signed-in',
    answer: (use, _none, { user, params }) => use(AcceptConsultation).execute({ user, consultationId: params.id! }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.decline,
    access: 'signed-in',
    answer: (use, _none, { user, params }) => use(DeclineConsultation).execute({ user, consultationId: params.id! }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.end,
    access: 'signed-in',
    answer: (use, _none, { user, params }) => use(EndConsultation).execute({ user, consultationId: params.id! }),
  }),
  endpoint({
    method: 'GET',
    path: CONSULTATION_PATHS.ice,
    access: 'signed-in',
    answer: (use, _none, { user, params }) => use(GetCallIceServers).execute({ user, consultationId: params.id! }),
  }),
  endpoint({
    method: 'GET',
    path: CONSULTATION_PATHS.messages,
    access: 'signed-in',
    input: messagePageSchema,
    answer: (use, page, { user, params }) => use(ListChatMessages).execute({ user, consultationId: params.id!, page }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.sendMessage,
    access: 'signed-in',
    status: 201,
    input: chatMessageSchema,
    answer: (use, message, { user, params }) => use(SendChatMessage).execute({ user, consultationId: params.id!, message }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.read,
    access: 'signed-in',
    status: 204,
    input: readReceiptSchema,
    answer: (use, receipt, { user, params }) => use(MarkChatRead).execute({ user, consultationId: params.id!, receipt }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.refundRequest,
    access: 'signed-in',
    status: 201,
    input: refundRequestSchema,
    answer: (use, request, { user, params }) => use(RequestConsultationRefund).execute({ user, consultationId: params.id!, request }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.review,
    access: 'signed-in',
    status: 201,
    input: reviewSchema,
    answer: (use, review, { user, params }) => use(ReviewConsultation).execute({ user, consultationId: params.id!, review }),
  }),
  endpoint({
    method: 'GET',
    path: CONSULTATION_PATHS.refundRequests,
    access: 'admin',
    input: refundRequestListSchema,
    answer: (use, query, { user }) => use(ListRefundRequests).execute({ admin: user, query }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.grantRefund,
    access: 'admin',
    input: refundGrantSchema,
    answer: (use, grant, { user, params }) => use(DecideConsultationRefund).execute({ admin: user, consultationId: params.id!, decision: 'grant', grant }),
  }),
  endpoint({
    method: 'POST',
    path: CONSULTATION_PATHS.denyRefund,
    access: 'admin',
    input: refundDenySchema,
    answer: (use, deny, { user, params }) => use(DecideConsultationRefund).execute({ admin: user, consultationId: params.id!, decision: 'deny', deny }),
  }),
]
