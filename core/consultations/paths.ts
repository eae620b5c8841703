/** The addresses of the consultations' endpoints (declared in endpoints.ts; the UI's services call them by name). */
export const CONSULTATION_PATHS = {
  consultations: '/api/consultations',
  consultation: '/api/consultations/:id',
  accept: '/api/consultations/:id/accept',
  decline: '/api/consultations/:id/decline',
  end: '/api/consultations/:id/end',
  messages: '/api/consultations/:id/messages',
  read: '/api/consultations/:id/read',
  refundRequest: '/api/consultations/:id/refund-request',
  review: '/api/consultations/:id/review',
  refundRequests: '/api/admin/refund-requests',
  grantRefund: '/api/admin/refund-requests/:id/grant',
  denyRefund: '/api/admin/refund-requests/:id/deny',
} as const
