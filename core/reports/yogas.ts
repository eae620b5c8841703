import type { GrahaId } from '../jyotish/zodiac'
import type { YogaResult } from '../jyotish/yogas/yoga'

export const YOGA_FAMILIES = {
  raja: ['rajaYoga', 'vipareetaRaja', 'neechaBhanga'],
  dhana: ['dhanaYoga', 'lakshmi'],
  mahapurusha: ['ruchaka', 'bhadra', 'hamsa', 'malavya', 'shasha'],
  lunar: ['gajakesari', 'chandraMangala', 'adhiYoga', 'sunapha', 'anapha', 'durudhara'],
  intellect: ['budhaditya', 'saraswati', 'amala'],
} as const
export type YogaFamily = keyof typeof YOGA_FAMILIES
export type YogaId = (typeof YOGA_FAMILIES)[YogaFamily][number]

/** A yoga the report speaks of, with the grahas that form it. */
export interface YogaFinding {
  id: YogaId
  planets: GrahaId[]
}

/**
 * Which of the kundli's yogas (core/jyotish/yogas) each of the report's stands for: the report speaks of the
 * raja, dhana, viparita and neecha bhanga yogas as one each, whichever lords form them.
 */
const ENGINE_IDS: Readonly<Record<YogaId, (id: string) => boolean>> = {
  rajaYoga: (id) => id.startsWith('raja-'),
  vipareetaRaja: (id) => ['harsha', 'sarala', 'vimala'].includes(id),
  neechaBhanga: (id) => id.startsWith('neecha-bhanga-'),
  dhanaYoga: (id) => id.startsWith('dhana-'),
  lakshmi: (id) => id === 'lakshmi',
  ruchaka: (id) => id === 'ruchaka',
  bhadra: (id) => id === 'bhadra',
  hamsa: (id) => id === 'hamsa',
  malavya: (id) => id === 'malavya',
  shasha: (id) => id === 'sasa',
  gajakesari: (id) => id === 'gaja-kesari',
  chandraMangala: (id) => id === 'chandra-mangala',
  adhiYoga: (id) => id === 'adhi',
  sunapha: (id) => id === 'sunapha',
  anapha: (id) => id === 'anapha',
  durudhara: (id) => id === 'durudhara',
  budhaditya: (id) => id === 'budhaditya',
  saraswati: (id) => id === 'saraswati',
  amala: (id) => id === 'amala',
}

/**
 * The classical yogas a report speaks of, read from the same evaluation the kundli's yogas tab shows, so the
 * report never names a yoga the chart's page says is absent (or the reverse).
 */
export function reportYogas(yogas: readonly YogaResult[]): YogaFinding[] {
  const found: YogaFinding[] = []
  for (const id of Object.values(YOGA_FAMILIES).flat() as YogaId[]) {
    const formed = yogas.filter((y) => y.present && ENGINE_IDS[id](y.id))
    if (formed.length) found.push({ id, planets: [...new Set(formed.flatMap((y) => y.planets))] })
  }
  return found
}
