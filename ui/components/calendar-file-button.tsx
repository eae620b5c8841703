import { useState } from 'react'
import { Button, type ButtonProps } from '@mantine/core'
import { IconCalendarPlus } from '@tabler/icons-react'
import { Trans, useLingui } from '@lingui/react/macro'
import { notify } from '../lib/notify'
import { useServices } from '../services/services-context'

/**
 * Add to calendar: the booking's .ics file, fetched through the API client (so the session goes with it,
 * cookie or token) and handed to the browser as a download the calendar app opens.
 */
export function CalendarFileButton({ bookingId, ...props }: ButtonProps & { bookingId: string }) {
  const { bookings } = useServices()
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const blob = await bookings.ics(bookingId)
      const url = URL.createObjectURL(new Blob([blob], { type: 'text/calendar' }))
      const a = document.createElement('a')
      a.href = url
      a.download = `booking-${bookingId}.ics`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      notify({ title: t`Download failed`, message: t`The calendar file could not be prepared. Please try again in a moment.`, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="light" color="cosmic" {...props} loading={busy} onClick={() => void download()} leftSection={<IconCalendarPlus size={16} aria-hidden />} data-testid="booking-ics">
      <Trans>Add to calendar</Trans>
    </Button>
  )
}
