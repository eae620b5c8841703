/** The addresses of this capability's public reads (declared in endpoints.ts; the UI's services call them by name). */
export const PANCHANG_PATHS = {
  today: '/api/panchang/today',
  month: '/api/panchang/month',
  panchang: '/api/panchang',
  festivals: '/api/festivals',
  muhurat: '/api/muhurat',
} as const
