import type { PanchangJson } from '../jyotish/panchang/present'
import type { FestivalJson } from '../festivals/present'
import type { MuhuratAnswer } from './find-muhurat'
import type { PanchangMonth } from './get-panchang-month'
import type { PanchangToday } from './get-panchang-today'
import { answers } from '../shared/route'

/** The addresses of this capability's public reads, each with the type of its answer (declared in endpoints.ts; the UI's services call them by name). */
export const PANCHANG_PATHS = {
  today: answers<PanchangToday>()('/api/panchang/today'),
  month: answers<PanchangMonth>()('/api/panchang/month'),
  panchang: answers<PanchangJson>()('/api/panchang'),
  festivals: answers<FestivalJson[]>()('/api/festivals'),
  muhurat: answers<MuhuratAnswer>()('/api/muhurat'),
} as const
