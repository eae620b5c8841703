import type { AuthResult, PublicUser } from '../domain/user'
import { answers } from '../shared/route'

/** The addresses of the accounts' endpoints, each with the type of its answer (declared in endpoints.ts, or routes of the HTTP adapter where they set the session cookie). */
export const ACCOUNT_PATHS = {
  me: answers<PublicUser>()('/api/auth/me'),
  profile: answers<PublicUser>()('/api/auth/profile'),
  /** the signed-in person's data as one JSON document (an attachment) */
  export: answers<Record<string, unknown>>()('/api/auth/export'),
  email: answers<{ pendingEmail: string }>()('/api/auth/email'),
  // Routes of the HTTP adapter: each sets or clears the session cookie, or leaves for Google.
  signup: answers<AuthResult>()('/api/auth/signup'),
  login: answers<AuthResult>()('/api/auth/login'),
  logout: answers<void>()('/api/auth/logout'),
  password: answers<AuthResult>()('/api/auth/password'),
  emailConfirm: answers<AuthResult>()('/api/auth/email/confirm'),
  delete: answers<{ deleted: true }>()('/api/auth/delete'),
  resetPinRequest: answers<{ message: string }>()('/api/auth/reset-pin/request'),
  resetPinConfirm: answers<AuthResult>()('/api/auth/reset-pin/confirm'),
  providers: answers<{ google: boolean }>()('/api/auth/providers'),
  /** a navigation: on to Google's consent page */
  googleStart: '/api/auth/google/start',
  /** Google's return to us */
  googleCallback: '/api/auth/google/callback',
} as const
