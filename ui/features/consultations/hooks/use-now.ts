import { useEffect, useState } from 'react'

/** The local time (epoch ms), re-read every `everyMs` while `running`: drives countdowns and the chat clock. */
export function useNow(everyMs = 1_000, running = true): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!running) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs, running])
  return now
}
