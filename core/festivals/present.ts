/**
 * The festival calendar as GET /api/festivals answers it:
 * `[{id, name, date, tithi, muhurat?, …}]`, instants as ISO local times with the place's offset.
 */
import { LocalTimes, type IsoInterval } from '../jyotish/panchang/present'
import type { OffsetFn } from '../jyotish/panchang/clock'
import type { FestivalEntry } from './calendar'
import type { FestivalCategory } from './rules'

export interface FestivalJson {
  id: string
  name: string
  date: string
  category: FestivalCategory
  /** the deciding tithi, null for sankrantis, Onam and eclipses */
  tithi: { index: number; name: string; paksha: 'shukla' | 'krishna'; start: string; end: string } | null
  masa: { amanta: string; purnimanta: string; adhika: boolean } | null
  /** the puja/observance window, when the tradition gives one */
  muhurat?: IsoInterval
  windows: Array<IsoInterval & { name: string }>
  note?: string
  eclipse?: { body: 'sun' | 'moon'; kind: string; peak: string; visible: boolean; obscuration: number }
}

/** Presents calendar entries for a place. */
export function presentFestivals(entries: readonly FestivalEntry[], offset: OffsetFn): FestivalJson[] {
  const t = new LocalTimes(offset)
  return entries.map((e) => ({
    id: e.id,
    name: e.name,
    date: e.date,
    category: e.category,
    tithi: e.tithi ? { index: e.tithi.index, name: e.tithi.name, paksha: e.tithi.paksha, start: t.at(e.tithi.start), end: t.at(e.tithi.end) } : null,
    masa: e.masa,
    ...(e.muhurat ? { muhurat: t.interval(e.muhurat) } : {}),
    windows: e.windows.map((w) => ({ name: w.name, ...t.interval(w) })),
    ...(e.note ? { note: e.note } : {}),
    ...(e.eclipse ? { eclipse: { ...e.eclipse, peak: t.at(e.eclipse.peak), obscuration: Math.round(e.eclipse.obscuration * 1000) / 1000 } } : {}),
  }))
}
