import type { PublicUser } from '../domain/user'
import { answers } from '../shared/route'

/** The addresses of the accounts' endpoints, each with the type of its answer (declared in endpoints.ts, or routes of the HTTP adapter where they set the session cookie). */
export const ACCOUNT_PATHS = {
  me: answers<PublicUser>()('/api/auth/me'),
  profile: answers<PublicUser>()('/api/auth/profile'),
  /** the signed-in person's data as one JSON document (an attachment) */
  export: answers<Record<string, unknown>>()('/api/auth/export'),
  email: answers<{ pendingEmail: string }>()('/api/auth/email'),
} as const
