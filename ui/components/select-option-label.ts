type Option = string | { value: string; label?: string }
type Entry = Option | { group: unknown; items: ReadonlyArray<Option> }

/**
 * The text a Mantine Select shows for `value`: the matching option's label (or the value itself when the
 * option has none), searching inside groups; '' when no option matches or nothing is chosen.
 */
export function selectOptionLabel(data: ReadonlyArray<Entry> | undefined, value: string | null | undefined): string {
  if (value == null || !data) return ''
  for (const entry of data) {
    if (typeof entry === 'string') {
      if (entry === value) return entry
    } else if ('items' in entry) {
      const found = selectOptionLabel(entry.items, value)
      if (found) return found
    } else if (entry.value === value) {
      return entry.label ?? entry.value
    }
  }
  return ''
}
