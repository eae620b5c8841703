import { lazy, Suspense, useEffect, useState } from 'react'
import { NOTICE_DURATION_MS, onFirstNotice } from '../lib/notice-signal'

// The container (with its transitions, about 7 KB gzipped) loads with the first notice, from the same
// module that notify() fetches; a notice shown before the container mounts waits in the module's store.
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }))

/** One toast at a time, top right, closing after 5 s. */
export function NoticesHost() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => onFirstNotice(() => setMounted(true)), [])
  if (!mounted) return null
  return (
    <Suspense>
      <Notifications position="top-right" limit={1} autoClose={NOTICE_DURATION_MS} zIndex={1000} containerWidth={420} />
    </Suspense>
  )
}
