/** The addresses of this capability's public reads (declared in endpoints.ts; the UI's services call them by name). */
export const HOROSCOPE_PATHS = {
  horoscope: '/api/horoscope/:period/:sign',
} as const
