import { useEffect, useState } from 'react'

/** The current instant (ms), refreshed every `intervalMs` (default 30 s): for "now" highlights. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
