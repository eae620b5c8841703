/** The addresses of this capability's reads and of the saved charts (declared in endpoints.ts; the UI's services call them by name). */
export const KUNDLI_PATHS = {
  kundli: '/api/kundli',
  doshas: '/api/doshas',
  sadeSati: '/api/sade-sati',
  transits: '/api/transits',
  ingresses: '/api/ingresses',
  lalKitab: '/api/lal-kitab',
  marriage: '/api/marriage-astrology',
  savedCharts: '/api/charts',
  savedChart: '/api/charts/:id',
} as const
