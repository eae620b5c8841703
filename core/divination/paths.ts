/** The addresses of this capability's public reads (declared in endpoints.ts; the UI's services call them by name). */
export const DIVINATION_PATHS = {
  numerology: '/api/numerology',
  numerologyYear: '/api/numerology/year',
  luckyNumbers: '/api/lucky-numbers',
  babyNameSyllables: '/api/baby-names/syllables',
  babyNames: '/api/baby-names',
  gemstones: '/api/gemstones',
  tarotDraw: '/api/tarot/draw',
  tarotYear: '/api/tarot/year',
} as const
