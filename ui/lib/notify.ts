import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'

/** Spec §9: toasts show one at a time and close after 5000 ms by default. */
export const NOTICE_DURATION_MS = 5000

export interface Notice {
  title: ReactNode
  message: ReactNode
  /** 'destructive' notices are red (spec §8). */
  variant?: 'default' | 'destructive' | 'success'
  autoClose?: number
}

/** Shows a notice, replacing any notice on screen (one at a time). */
export function notify({ title, message, variant = 'default', autoClose = NOTICE_DURATION_MS }: Notice): void {
  notifications.clean()
  notifications.show({
    title,
    message,
    autoClose,
    color: variant === 'destructive' ? 'red' : variant === 'success' ? 'teal' : 'saffron',
    withBorder: true,
  })
}
