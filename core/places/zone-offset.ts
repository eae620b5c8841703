/**
 * UTC offsets of IANA time zones from the JavaScript runtime's Intl (full ICU, with the tz database's
 * history: Asia/Kolkata is +06:30 in 1942–45, +05:21:10 before 1906). Pure: no I/O.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset', year: 'numeric' })
    formatters.set(zone, formatter)
  }
  return formatter
}

/** True when the runtime knows the IANA zone ('Asia/Kolkata', 'Asia/Calcutta', 'UTC' ...). */
export function isKnownZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false
  try {
    formatterFor(zone)
    return true
  } catch {
    return false
  }
}

/**
 * Seconds east of UTC in `zone` at the UTC instant `utcMs` (epoch milliseconds), to the second
 * (local mean times such as +05:53:28 included). Throws a RangeError for a zone the runtime does not know.
 */
export function zoneOffsetSeconds(zone: string, utcMs: number): number {
  const part = formatterFor(zone)
    .formatToParts(new Date(utcMs))
    .find((p) => p.type === 'timeZoneName')?.value
  // 'GMT', 'GMT+05:30', 'GMT-03:00', 'GMT+05:53:28'
  const match = part && /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(part)
  if (!match) throw new RangeError(`Cannot read the UTC offset of ${zone} (${part})`)
  if (!match[1]) return 0
  const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0)
  return match[1] === '-' ? -seconds : seconds
}

/** '+05:30', '-03:00', '+05:53:20': an offset in seconds as ±HH:MM[:SS]. */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+'
  const total = Math.abs(Math.round(offsetSeconds))
  const hh = String(Math.floor(total / 3600)).padStart(2, '0')
  const mm = String(Math.floor((total % 3600) / 60)).padStart(2, '0')
  const ss = total % 60
  return `${sign}${hh}:${mm}${ss ? `:${String(ss).padStart(2, '0')}` : ''}`
}
