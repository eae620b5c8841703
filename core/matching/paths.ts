/** The addresses of this capability's public reads (declared in endpoints.ts; the UI's services call them by name). */
export const MATCHING_PATHS = {
  matching: '/api/matching',
  loveCompatibility: '/api/love-compatibility',
} as const
