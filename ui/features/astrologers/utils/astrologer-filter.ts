import type { Astrologer } from '../../../../core/domain/content'

/** The /astrologers filters: free text, one specialty ('' = any) and online only. */
export interface AstrologerFilter {
  query: string
  specialty: string
  onlineOnly: boolean
}

export const NO_FILTER: AstrologerFilter = { query: '', specialty: '', onlineOnly: false }

/** Lower case without accents, for matching typed text. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
}

/**
 * The astrologers matching a filter, online ones first (otherwise in the given order). Every word of the
 * query must appear in the name, a specialty or a language; `labels` adds translated names to match too.
 */
export function filterAstrologers(list: readonly Astrologer[], filter: AstrologerFilter, labels: (value: string) => string = (v) => v): Astrologer[] {
  const words = fold(filter.query).split(/\s+/).filter(Boolean)
  const matches = list.filter((a) => {
    if (filter.onlineOnly && !a.isOnline) return false
    if (filter.specialty && !a.specialties.includes(filter.specialty)) return false
    if (words.length === 0) return true
    const haystack = fold([a.name, ...a.specialties, ...a.specialties.map(labels), ...a.languages, ...a.languages.map(labels)].join(' '))
    return words.every((w) => haystack.includes(w))
  })
  return matches.map((a, i) => ({ a, i })).sort((x, y) => Number(y.a.isOnline) - Number(x.a.isOnline) || x.i - y.i).map((x) => x.a)
}

/** Every specialty in the list, in first-seen order. */
export function specialtiesOf(list: readonly Astrologer[]): string[] {
  return [...new Set(list.flatMap((a) => a.specialties))]
}

/** The list with one astrologer's online flag changed (a `presence` event); the same list when nothing changes. */
export function withPresence<T extends Pick<Astrologer, 'id' | 'isOnline'>>(list: readonly T[], astrologerId: string, isOnline: boolean): T[] {
  if (!list.some((a) => a.id === astrologerId && a.isOnline !== isOnline)) return list as T[]
  return list.map((a) => (a.id === astrologerId ? { ...a, isOnline } : a))
}
