import type { HoroscopeForEditor } from './annotate-horoscope'
import type { HoroscopeAnswer } from './get-horoscope'
import { answers } from '../shared/route'

/** The addresses of this capability's endpoints, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const HOROSCOPE_PATHS = {
  horoscope: answers<HoroscopeAnswer>()('/api/horoscope/:period/:sign'),
  /** a horoscope as admins edit it, with their override or note (GET and PUT) */
  horoscopeNote: answers<HoroscopeForEditor>()('/api/admin/horoscope/:period/:sign'),
} as const
