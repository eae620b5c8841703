/** The home page's query keys: its figures, today's panchang card and the daily horoscope card (only home asks for them). */
export const homeKeys = {
  platformStats: ['platform-stats'] as const,
  todayPanchang: ['panchang', 'today'] as const,
  dailyHoroscope: (sign: string, lang: string) => ['horoscope', 'daily', sign.toLowerCase(), lang] as const,
}
