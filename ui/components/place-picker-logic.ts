/** Timings and pure rules of the birth-place search. */

/** Pause after the last keystroke before searching, in milliseconds. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 300
/** Minimum typed characters before a search runs. */
const LOCATION_MIN_QUERY_LENGTH = 2
/** Delay before the suggestion list hides after the input loses focus, in milliseconds. */
export const SUGGESTIONS_HIDE_DELAY_MS = 300

/** True when the typed text is long enough to search (spaces around it do not count). */
export function isSearchableQuery(query: string): boolean {
  return query.trim().length >= LOCATION_MIN_QUERY_LENGTH
}

type SuggestionKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End'

/**
 * The highlighted suggestion after a navigation key, wrapping at both ends.
 * `current` is -1 when nothing is highlighted; the answer is -1 when there are no suggestions.
 */
export function moveActiveIndex(current: number, count: number, key: SuggestionKey): number {
  if (count <= 0) return -1
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case 'ArrowUp':
      return current <= 0 || current > count - 1 ? count - 1 : current - 1
    case 'Home':
      return 0
    case 'End':
      return count - 1
  }
}

/**
 * Parses a latitude or longitude typed by hand, in decimal degrees (north and east positive).
 * Answers null for empty, non-numeric or out-of-range text (latitude ±90, longitude ±180).
 */
export function parseCoordinate(text: string, axis: 'latitude' | 'longitude'): number | null {
  const trimmed = text.trim()
  if (!trimmed || !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed)) return null
  const value = Number(trimmed)
  const limit = axis === 'latitude' ? 90 : 180
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null
}
