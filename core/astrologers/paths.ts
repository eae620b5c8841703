import type { AstrologerApplication } from '../domain/astrologer-application'
import type { AstrologerEarnings, ConsultationView, OwnAstrologerProfile } from '../domain/consultation'
import { answers } from '../shared/route'

/** The addresses of the astrologers' endpoints, each with the type of its answer: applying to join, the admins' decisions, the astrologer's own dashboard (declared in endpoints.ts; the UI's services call them by name). */
export const ASTROLOGER_PATHS = {
  apply: answers<{ received: true }>()('/api/astrologer-applications'),
  applications: answers<AstrologerApplication[]>()('/api/admin/astrologer-applications'),
  approveApplication: answers<AstrologerApplication>()('/api/admin/astrologer-applications/:id/approve'),
  rejectApplication: answers<AstrologerApplication>()('/api/admin/astrologer-applications/:id/reject'),
  /** GET reads the own profile, PATCH edits it: both answer it */
  me: answers<OwnAstrologerProfile>()('/api/astrologer/me'),
  status: answers<{ isOnline: boolean }>()('/api/astrologer/me/status'),
  requests: answers<ConsultationView[]>()('/api/astrologer/me/requests'),
  earnings: answers<AstrologerEarnings>()('/api/astrologer/me/earnings'),
} as const
