import type { ReactNode } from 'react'
import { NOTICE_DURATION_MS, signalNotice } from './notice-signal'

interface Notice {
  title: ReactNode
  message: ReactNode
  /** 'destructive' notices are red. */
  variant?: 'default' | 'destructive' | 'success'
  autoClose?: number
}

/**
 * Shows a notice, replacing any notice on screen (one at a time). @mantine/notifications is fetched with
 * the first notice (pages load without it); the notices keep their order, as every call awaits one import.
 */
export function notify({ title, message, variant = 'default', autoClose = NOTICE_DURATION_MS }: Notice): void {
  signalNotice()
  import('@mantine/notifications')
    .then(({ notifications }) => show(notifications, { title, message, variant, autoClose }))
    .catch(() => undefined) // offline: the chunk could not be fetched; the page itself goes on working
}

function show(
  notifications: typeof import('@mantine/notifications').notifications,
  { title, message, variant, autoClose }: Required<Pick<Notice, 'variant' | 'autoClose'>> & Notice,
): void {
  notifications.clean()
  notifications.show({
    title,
    message,
    autoClose,
    color: variant === 'destructive' ? 'red' : variant === 'success' ? 'teal' : 'saffron',
    withBorder: true,
  })
}
