import type { CallIceServers, ChatMessage, ConsultationView, ConsultationWithBill, ReviewView } from '../domain/consultation'
import { answers } from '../shared/route'

// One address, two methods with different answers: GET lists, POST creates.
const consultations = '/api/consultations'
const messages = '/api/consultations/:id/messages'

/** The addresses of the consultations' endpoints, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const CONSULTATION_PATHS = {
  consultations: answers<ConsultationView[]>()(consultations),
  requestConsultation: answers<ConsultationView>()(consultations),
  consultation: answers<ConsultationWithBill>()('/api/consultations/:id'),
  accept: answers<ConsultationView>()('/api/consultations/:id/accept'),
  decline: answers<ConsultationView>()('/api/consultations/:id/decline'),
  end: answers<ConsultationView>()('/api/consultations/:id/end'),
  ice: answers<CallIceServers>()('/api/consultations/:id/ice'),
  messages: answers<ChatMessage[]>()(messages),
  sendMessage: answers<ChatMessage>()(messages),
  read: answers<void>()('/api/consultations/:id/read'),
  refundRequest: answers<ConsultationView>()('/api/consultations/:id/refund-request'),
  review: answers<ReviewView>()('/api/consultations/:id/review'),
  refundRequests: answers<ConsultationView[]>()('/api/admin/refund-requests'),
  grantRefund: answers<ConsultationView>()('/api/admin/refund-requests/:id/grant'),
  denyRefund: answers<ConsultationView>()('/api/admin/refund-requests/:id/deny'),
} as const
