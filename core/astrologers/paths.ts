/** The addresses of the astrologers' endpoints: applying to join, the admins' decisions, the astrologer's own dashboard (declared in endpoints.ts; the UI's services call them by name). */
export const ASTROLOGER_PATHS = {
  apply: '/api/astrologer-applications',
  applications: '/api/admin/astrologer-applications',
  approveApplication: '/api/admin/astrologer-applications/:id/approve',
  rejectApplication: '/api/admin/astrologer-applications/:id/reject',
  me: '/api/astrologer/me',
  status: '/api/astrologer/me/status',
  requests: '/api/astrologer/me/requests',
  earnings: '/api/astrologer/me/earnings',
} as const
