/**
 * A UTC offset as people write it ('+05:30', '-3:30', '+04:51', '+5:53:20', 'UTC+6') to minutes east
 * of UTC (fractional for seconds), within ±14 hours; null when it is not an offset.
 */
export function parseUtcOffset(text: string): number | null {
  const m = /^(?:UTC|GMT)?\s*([+\-\u2212])\s*(\d{1,2})(?::?(\d{2}))?(?::(\d{2}))?$/i.exec(text.trim())
  if (!m) return null
  const [hours, minutes, seconds] = [Number(m[2]), Number(m[3] ?? 0), Number(m[4] ?? 0)]
  if (minutes > 59 || seconds > 59) return null
  const total = (hours * 60 + minutes + seconds / 60) * (m[1] === '+' ? 1 : -1)
  return Math.abs(total) <= 14 * 60 ? total : null
}

/** Minutes east of UTC as '+HH:MM' (with ':SS' when there are seconds), e.g. 291 → '+04:51'. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const totalSeconds = Math.round(Math.abs(minutes) * 60)
  const h = Math.floor(totalSeconds / 3600)
  const m = Math.floor((totalSeconds % 3600) / 60)
  const s = totalSeconds % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${sign}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`
}
