/** The addresses of the accounts' endpoints (declared in endpoints.ts, or routes of the HTTP adapter where they set the session cookie). */
export const ACCOUNT_PATHS = {
  me: '/api/auth/me',
  profile: '/api/auth/profile',
  export: '/api/auth/export',
  email: '/api/auth/email',
} as const
