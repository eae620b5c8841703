/** The addresses of this capability's public reads (declared in endpoints.ts; the UI's services call them by name). */
export const KUNDLI_PATHS = {
  kundli: '/api/kundli',
  doshas: '/api/doshas',
  sadeSati: '/api/sade-sati',
  transits: '/api/transits',
  ingresses: '/api/ingresses',
  lalKitab: '/api/lal-kitab',
  marriage: '/api/marriage-astrology',
} as const
