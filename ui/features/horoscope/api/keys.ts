/** The horoscope feature's query keys outside the calculators' answers. */
export const horoscopeKeys = {
  adminNote: (period: string, sign: string, query: Record<string, string>) => ['admin-horoscope', period, sign, query] as const,
}
