import type { HoroscopeAnswer } from './get-horoscope'
import { answers } from '../shared/route'

/** The addresses of this capability's public reads, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const HOROSCOPE_PATHS = {
  horoscope: answers<HoroscopeAnswer>()('/api/horoscope/:period/:sign'),
} as const
